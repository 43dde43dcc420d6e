import Foundation
import ScrollSimScenarios

/// `scrollsim plot FILE --svg OUT`: one scenario's offset against time with its events.
enum PlotCommand: Subcommand {
    /// The `--svg` option.
    static let svg = CommandSpec.Option(name: "--svg", value: "OUT", help: "Where to write the SVG (- for standard output).", required: true)

    static let spec = CommandSpec(
        name: "plot", summary: "Plot one scenario's offset against time, with delegate events marked.",
        positionals: "FILE", positionalCount: 1...1,
        options: [
            svg,
            SharedOptions.frameRate, SharedOptions.set, SharedOptions.strict,
        ],
        example: "scrollsim plot Scenarios/rubber-band-release.json --svg rubber-band.svg")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let out = arguments.value(svg) else { throw CommandError.usage("plot needs \(svg.name) OUT.") }
        try context.checkOutput(out, option: svg.name, inputs: arguments.positionals)
        let run = try ScenarioRunner.run(try SharedOptions.load(arguments.positionals[0], arguments, context: context).scenario)
        let title = "\(run.scenario.name) (\(run.scenario.delegateName))"
        let plot = RunPlot.svg(run.recording, axis: run.scenario.axis, pages: run.pages, title: title, subviews: run.subviews)
        try context.write(plot, to: out, option: svg.name)
        if !CommandContext.isStandardOutput(out) { context.output("wrote \(out)\n") }
        // A run cut off at the maximum duration is plotted up to the cut-off and fails, as run does.
        if let reason = run.stopReason {
            context.error("\(arguments.positionals[0]): \(reason).\n")
            return .failure
        }
        return .success
    }
}
