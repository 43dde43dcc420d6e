import ScrollSimScenarios

/// `scrollsim run FILE…`: runs scenarios and prints their frames and events.
enum RunCommand: Subcommand {
    static let spec = CommandSpec(
        name: "run", summary: "Run scenarios and print frames, delegate events and a summary.",
        positionals: "FILE…", positionalCount: 1...Int.max,
        options: [
            .init(name: "--format", value: "text|json|csv", help: "Output format (default text).", choices: ["text", "json", "csv"]),
            SharedOptions.frameRate, SharedOptions.set,
            .init(name: "--output", value: "PATH", help: "Write to PATH instead of standard output."),
            SharedOptions.strict,
        ],
        example: "scrollsim run Scenarios/free-fling.json --format json --set scrollView.decelerationRate=fast")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let format = RunReport.Format(rawValue: arguments.value("--format") ?? "text") ?? .text
        try context.checkOutput(arguments.value("--output"), option: "--output")
        var text = ""
        for file in arguments.positionals {
            let run = try SharedOptions.run(try SharedOptions.load(file, arguments, context: context).scenario)
            if format == .text && !text.isEmpty { text += "\n" }
            text += RunReport.render(run, as: format)
        }
        try context.write(text, to: arguments.value("--output"), option: "--output")
        return .success
    }
}
