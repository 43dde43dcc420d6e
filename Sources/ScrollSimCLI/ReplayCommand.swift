import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim replay RECORDING.json`: a device recording against the engine, frame by frame.
enum ReplayCommand: Subcommand {
    /// The `--format` option.
    static let format = CommandSpec.Option(
        name: "--format", value: OutputFormat.choices(OutputFormat.replay), help: "Output format (default text).",
        choices: OutputFormat.replay.map(\.rawValue))
    /// The `--svg` option.
    static let svg = CommandSpec.Option(name: "--svg", value: "OUT", help: "Write an overlay of the recorded and simulated curves.")
    /// The `--tolerance` option.
    static let tolerance = CommandSpec.Option(
        name: "--tolerance", value: "PT", help: "Fail (exit 1) when an offset after the release is more than PT points from the recording.",
        kind: .number(0...Double.infinity, unit: "points"))

    static let spec = CommandSpec(
        name: "replay", summary: "Replay a device recording and compare it with the simulation frame by frame.",
        positionals: "RECORDING", positionalCount: 1...1,
        options: [
            format,
            svg,
            tolerance,
            SharedOptions.strict,
        ],
        example: "scrollsim replay Scenarios/recordings/medium-flick.json --tolerance 1.5 --svg medium-flick.svg")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        try context.checkOutput(arguments.value(svg), option: svg.name, inputs: arguments.positionals)
        try context.checkDistinct([(option: nil, path: "-"), (option: svg.name, path: arguments.value(svg))], defaultName: "the report")
        let limit = arguments.number(tolerance)
        let path = arguments.positionals[0]
        let loaded = try DeviceRecording.load(path, strict: arguments.flag(SharedOptions.strict))
        context.warn(loaded.warnings)
        let replay = try Replay.replay(loaded.recording)
        let axis = replay.run.scenario.axis
        if arguments.value(format) == OutputFormat.json.rawValue {
            context.output(json(replay).rendered() + "\n")
        } else {
            context.output(text(replay))
        }
        if let out = arguments.value(svg) {
            let recorded = SVGPlot.Series(
                label: "recorded", points: replay.recording.frames.map { (x: $0.t, y: $0.offset[axis]) }, dashed: true)
            let simulated = SVGPlot.Series(
                label: "simulated", points: replay.simulatedTimeline.map { (x: $0.t, y: $0.offset[axis]) })
            let plot = SVGPlot(
                title: "\(replay.recording.name): recorded and simulated", xLabel: "time (s)",
                yLabel: "content offset \(RunPlot.axisName(axis)) (pt)", series: [simulated, recorded])
            try context.write(plot.render(), to: out, option: svg.name)
            if arguments.value(format) != OutputFormat.json.rawValue { context.output("wrote \(out)\n") }
        }
        // A run cut off at the time limit is not a result, and a replay off by more than the
        // tolerance fails, each with one sentence on standard error.
        if let reason = replay.stopReason {
            context.error("\(path): \(reason).\n")
            return .failure
        }
        if let limit, replay.maxErrorAfterRelease > limit {
            let worst = replay.rows.filter { !$0.isDragging }.max { $0.error < $1.error }!
            context.error(
                "\(path): the simulation is \(Report.number(worst.error, 3)) pt from the recording at \(Report.number(worst.t, 6)) s, "
                    + "more than the tolerance of \(Report.number(limit, 3)) pt.\n")
            return .failure
        }
        return .success
    }

    static func text(_ replay: Replay) -> String {
        var rows = [["t (s)", "phase", "recorded (pt)", "simulated (pt)", "error (pt)"]]
        for r in replay.rows {
            rows.append([
                Report.number(r.t, 6), r.phase, Report.point(r.recorded), Report.point(r.simulated),
                Report.number(r.error, 3),
            ])
        }
        var out = "\(replay.recording.name): \(replay.rows.count) recorded frames\n"
        out += Report.table(rows, rightAligned: [0, 4])
        out += "release velocity \(Report.point(replay.releaseVelocity, 5)) pt/ms, "
        out += "max error after release \(Report.number(replay.maxErrorAfterRelease, 3)) pt, "
        out += "error at rest \(Report.number(replay.errorAtRest, 3)) pt\n"
        return out
    }

    static func json(_ replay: Replay) -> JSONValue {
        func point(_ p: CGPoint) -> JSONValue { .array([.rounded(Double(p.x), 6), .rounded(Double(p.y), 6)]) }
        let frames: [JSONValue] = replay.rows.map {
            .object([
                ("t_s", .number($0.t)), ("recorded_pt", point($0.recorded)), ("simulated_pt", point($0.simulated)),
                ("error_pt", .rounded($0.error, 6)),
            ])
        }
        return .object([
            ("name", .string(replay.recording.name)), ("frames", .array(frames)),
            ("releaseVelocity", point(replay.releaseVelocity)),
            ("max_error_after_release_pt", .rounded(replay.maxErrorAfterRelease, 6)), ("error_at_rest_pt", .rounded(replay.errorAtRest, 6)),
        ])
    }
}
