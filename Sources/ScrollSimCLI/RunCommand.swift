import ScrollSimScenarios

/// `scrollsim run FILE…`: runs scenarios and prints their frames and events.
///
/// A run stopped at `simulation.maximumDuration` (the view still moving) is complete output but
/// a failure: one sentence on standard error and exit 1, in every format.
enum RunCommand: Subcommand {
    /// The `--format` option.
    static let format = CommandSpec.Option(name: "--format", value: "text|json|csv", help: "Output format (default text).", choices: ["text", "json", "csv"])
    /// The `--output` option.
    static let output = CommandSpec.Option(name: "--output", value: "PATH", help: "Write to PATH instead of standard output.")

    static let spec = CommandSpec(
        name: "run", summary: "Run scenarios and print frames, delegate events and a summary.",
        positionals: "FILE…", positionalCount: 1...Int.max,
        options: [
            format,
            SharedOptions.frameRate, SharedOptions.set,
            output,
            SharedOptions.strict,
        ],
        example: "scrollsim run Scenarios/free-fling.json --format json --set scrollView.decelerationRate=fast")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        try context.checkOutput(arguments.value(output), option: output.name, inputs: arguments.positionals)
        let format = RunReport.Format(rawValue: arguments.value(format) ?? "text") ?? .text
        var text = format == .csv ? "name," + FrameLineFormat.csvHeader + "\n" : ""
        var stopped: [String] = []
        for file in arguments.positionals {
            let run = try ScenarioRunner.run(try SharedOptions.load(file, arguments, context: context).scenario)
            switch format {
            case .text: text += (text.isEmpty ? "" : "\n") + RunReport.render(run, as: .text)
            case .json: text += RunReport.render(run, as: .json)
            case .csv: text += csvRows(run)
            }
            if let reason = run.stopReason { stopped.append("\(file): \(reason).") }
        }
        try context.write(text, to: arguments.value(output), option: output.name)
        for sentence in stopped { context.error(sentence + "\n") }
        return stopped.isEmpty ? .success : .failure
    }

    /// One CSV row per frame, led by the scenario's name, so that several files make one table.
    static func csvRows(_ run: ScenarioRun) -> String {
        let name = csvField(run.scenario.name)
        return RunReport.csv(run).split(separator: "\n").dropFirst().map { "\(name),\($0)\n" }.joined()
    }

    /// `field` quoted as RFC 4180 asks when it holds a comma, a quote or a line break.
    static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
