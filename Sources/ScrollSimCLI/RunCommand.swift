import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim run FILE…`: runs scenarios and prints their frames, events, summaries and feel notes,
/// each format through its one renderer (`RunReport.renderer`) as the frames are made, every view
/// inside a scene's too.
///
/// A run stopped at `simulation.maximumDuration` (the view still moving) is complete output but
/// a failure: one sentence on standard error and exit 1, in every format. So is a file whose
/// `expect` fails: after the output, each failed expectation is one sentence on standard error
/// (standard output stays the report alone, parseable in every format), and the exit code is 1.
enum RunCommand: Subcommand {
    /// The `--format` option.
    static let format = CommandSpec.Option(
        name: "--format", value: OutputFormat.choices(OutputFormat.run), help: "Output format (default text).",
        choices: OutputFormat.run.map(\.rawValue))
    /// The `--output` option.
    static let output = CommandSpec.Option(name: "--output", value: "PATH", help: "Write to PATH instead of standard output.")
    /// The `--events` option.
    static let events = CommandSpec.Option(
        name: "--events", value: "OUT", help: "With --format csv: also write one CSV row per delegate event to OUT.")
    static let spec = CommandSpec(
        name: "run", summary: "Run scenarios and print frames, delegate events and a summary; exit 1 if an expectation fails.",
        positionals: "FILE…", positionalCount: 1...Int.max,
        options: [
            format,
            SharedOptions.frameRate, SharedOptions.set,
            output,
            events,
            SharedOptions.strict,
        ],
        example: "scrollsim run Scenarios/free-fling.json --format json --set scrollView.decelerationRate=fast")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        try context.checkOutput(arguments.value(output), option: output.name, inputs: arguments.positionals)
        try context.checkOutput(arguments.value(events), option: events.name, inputs: arguments.positionals)
        try context.checkDistinct(
            [
                (option: arguments.value(output) == nil ? nil : output.name, path: arguments.value(output) ?? "-"),
                (option: events.name, path: arguments.value(events)),
            ],
            defaultName: "the frames")
        let format = OutputFormat(rawValue: arguments.value(format) ?? "text") ?? .text
        if arguments.value(events) != nil, format != .csv {
            throw CommandError.usage("\(events.name) writes the events of --format csv; json has them in its events array, text in its log.")
        }
        // Every file is read before anything is written, so a bad file leaves the output as it was.
        let scenarios = try arguments.positionals.map { file in (file, try SharedOptions.load(file, arguments, context: context).scenario) }
        let out = try StreamedOutput(path: arguments.value(output), option: output.name, context: context)
        let eventsOut = try arguments.value(events).map { try StreamedOutput(path: $0, option: events.name, context: context) }
        let renderer = RunReport.renderer(format, scenarios: scenarios.map(\.1), output: out, events: eventsOut)
        var stopped: [String] = []
        for (file, scenario) in scenarios {
            try StreamedOutput.failing(output.name) { try renderer.begin(scenario) }
            let batch = RunReport.eventBatchFrames(format)
            // A file with expectations keeps the run it streams and checks them on it: one run.
            var kept: ScenarioRun?
            let summary: StreamedRunSummary
            if Self.hasExpectations(scenario) {
                (summary, kept) = try ScenarioRunner.streamKeeping(
                    scenario, eventBatchFrames: batch, frame: renderer.frame, events: renderer.events, zoom: renderer.zoom,
                    views: renderer.beginView)
            } else {
                summary = try ScenarioRunner.stream(
                    scenario, eventBatchFrames: batch, frame: renderer.frame, events: renderer.events, zoom: renderer.zoom,
                    views: renderer.beginView)
            }
            try renderer.end(summary)
            if let reason = summary.stopReason {
                stopped.append("\(file): \(reason).")
            } else if let kept {
                stopped += failedExpectations(of: kept, file: file)
            }
        }
        try renderer.finish()
        try out.finish()
        try eventsOut?.finish()
        for sentence in stopped { context.error(sentence + "\n") }
        return stopped.isEmpty ? .success : .failure
    }

    /// Whether the file has an `expect`, its own or a view's inside.
    static func hasExpectations(_ scenario: Scenario) -> Bool {
        !scenario.expect.isEmpty || scenario.allSubviews.contains { !$0.spec.expect.isEmpty }
    }

    /// One sentence per failed expectation of the file's `expect` (and its views' inside), as
    /// `scrollsim` (run all) checks them: `ScenarioRun.checkExpectations` on the run that was
    /// streamed and kept. A run cut off at the maximum duration is not checked: its stop reason is
    /// its one failure, and the expectations of a cut-off run would only repeat it.
    static func failedExpectations(of run: ScenarioRun, file: String) -> [String] {
        run.checkExpectations().filter { !$0.passed }.map { outcome in
            let path = outcome.key.hasPrefix("subviews[") ? outcome.key : JSONReader.join("expect", outcome.key)
            return "\(file): the expectation \(path) failed: \(outcome.detail)."
        }
    }
}
