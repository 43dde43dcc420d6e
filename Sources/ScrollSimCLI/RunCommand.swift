import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim run FILE…`: runs scenarios and prints their frames and events.
///
/// A run stopped at `simulation.maximumDuration` (the view still moving) is complete output but
/// a failure: one sentence on standard error and exit 1, in every format. So is a file whose
/// `expect` fails: after the output, each failed expectation is one sentence on standard error
/// (standard output stays the report alone, parseable in every format), and the exit code is 1.
enum RunCommand: Subcommand {
    /// The `--format` option.
    static let format = CommandSpec.Option(
        name: "--format", value: "text|json|csv", help: "Output format (default text).", choices: ["text", "json", "csv"])
    /// The `--output` option.
    static let output = CommandSpec.Option(name: "--output", value: "PATH", help: "Write to PATH instead of standard output.")
    /// The `--events` option.
    static let events = CommandSpec.Option(
        name: "--events", value: "OUT", help: "With --format csv: also write one CSV row per delegate event to OUT.")
    /// The columns of `--events`, each number's named with its unit.
    static let eventsHeader =
        "name,frame,t_s,event,velocity_x_pt_per_ms,velocity_y_pt_per_ms,proposed_x_pt,proposed_y_pt,target_x_pt,target_y_pt,fast_scroll_multiplier,will_decelerate,offset_x_pt,offset_y_pt,message"

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
        let format = RunReport.Format(rawValue: arguments.value(format) ?? "text") ?? .text
        if arguments.value(events) != nil, format != .csv {
            throw CommandError.usage("\(events.name) writes the events of --format csv; json has them in its events array, text in its log.")
        }
        // Every file is read before anything is written, so a bad file leaves the output as it was.
        let scenarios = try arguments.positionals.map { file in (file, try SharedOptions.load(file, arguments, context: context).scenario) }
        let out = try StreamedOutput(path: arguments.value(output), option: output.name, context: context)
        let eventsOut = try arguments.value(events).map { try StreamedOutput(path: $0, option: events.name, context: context) }
        // A run UIKit cannot make says so before its rows (`Scenario.whatIf`).
        let whatIfs = scenarios.map { RunReport.csvPreamble($0.1) }.joined()
        if format == .csv { try out.write(whatIfs + "name," + FrameLineFormat.csvHeader + "\n") }
        try eventsOut?.write(whatIfs + eventsHeader + "\n")
        var stopped: [String] = []
        for (index, (file, scenario)) in scenarios.enumerated() {
            let reason: String?
            switch format {
            case .text:
                if index > 0 { try out.write("\n") }
                reason = try streamText(scenario, to: out)
            case .csv: reason = try streamCSV(scenario, to: out, events: eventsOut)
            case .json: reason = try streamJSON(scenario, to: out)
            }
            if let reason {
                stopped.append("\(file): \(reason).")
            } else {
                stopped += try failedExpectations(of: scenario, file: file)
            }
        }
        try out.finish()
        try eventsOut?.finish()
        for sentence in stopped { context.error(sentence + "\n") }
        return stopped.isEmpty ? .success : .failure
    }

    /// One sentence per failed expectation of the file's `expect` (and its views' inside), as
    /// `scrollsim` (run all) checks them: `ScenarioRun.checkExpectations` on a run in memory. The
    /// streamed report kept no frames, and runs are deterministic, so the second run is the same
    /// run; a file without expectations is not run again. A run cut off at the maximum duration is
    /// not checked: its stop reason is its one failure, and the expectations of a cut-off run would
    /// only repeat it.
    static func failedExpectations(of scenario: Scenario, file: String) throws -> [String] {
        guard !scenario.expect.isEmpty || scenario.allSubviews.contains(where: { !$0.spec.expect.isEmpty }) else { return [] }
        let outcomes = try ScenarioRunner.run(scenario).checkExpectations()
        return outcomes.filter { !$0.passed }.map { outcome in
            let path = outcome.key.hasPrefix("subviews[") ? outcome.key : JSONReader.join("expect", outcome.key)
            return "\(file): the expectation \(path) failed: \(outcome.detail)."
        }
    }

    /// Streams the text report (`TextReport`: its kept rows wait in a temporary file until the
    /// table's widths are known); returns the stop reason.
    static func streamText(_ scenario: Scenario, to out: StreamedOutput) throws -> String? {
        let report = try StreamedOutput.failing(output.name) { try TextReport(scenario: scenario) }
        let summary = try ScenarioRunner.stream(
            scenario, eventBatchFrames: 1, frame: { try report.frame($0) }, events: { report.events($0) })
        try report.finish(
            finalOffset: summary.finalOffset, finalPage: summary.finalPage, restTime: summary.restTime,
            maximumOvershoot: summary.maximumOvershoot, stopReason: summary.stopReason
        ) { try out.write($0) }
        // A view inside this one: its own report, then which moved and where each rested.
        try RunReport.subviewsText(scenario: scenario, subviews: summary.subviews) { try out.write($0) }
        try out.write(RunReport.viewsTable(scenario: scenario, outer: summary))
        return summary.stopReason
    }

    /// Streams one CSV row per frame, led by the scenario's name, and with `events` one row per
    /// delegate event there; the rows of a view inside follow, led by `NAME.SUBVIEW`. Returns the
    /// stop reason.
    static func streamCSV(_ scenario: Scenario, to out: StreamedOutput, events: StreamedOutput?) throws -> String? {
        let name = Array((Report.csvField(scenario.name) + ",").utf8)
        var line: [UInt8] = []
        let summary = try ScenarioRunner.stream(
            scenario, recordsEvents: events != nil,
            frame: { frame in
                line.removeAll(keepingCapacity: true)
                line += name
                FrameLineFormat.csv.append(frame, to: &line)
                try out.write(line)
            },
            events: { batch in
                for event in batch { try events?.write(eventRow(event, scenario: scenario.name)) }
            })
        // A view inside this one follows with its own rows, named as its golden is: NAME.SUBVIEW.
        for sub in summary.subviews {
            let subName = scenario.name + "." + sub.name
            let prefix = Array((Report.csvField(subName) + ",").utf8)
            for frame in sub.recording.frames {
                line.removeAll(keepingCapacity: true)
                line += prefix
                FrameLineFormat.csv.append(frame, to: &line)
                try out.write(line)
            }
            for event in sub.recording.events { try events?.write(eventRow(event, scenario: subName)) }
        }
        return summary.stopReason
    }

    /// One `--events` row (`eventsHeader`); absent values are empty fields.
    static func eventRow(_ e: DelegateEvent, scenario: String) -> String {
        func pair(_ p: CGPoint?, _ decimals: Int) -> [String] {
            p.map { [Report.number(Double($0.x), decimals), Report.number(Double($0.y), decimals)] } ?? ["", ""]
        }
        let fields =
            [Report.csvField(scenario), String(e.frameIndex), Report.number(e.time, 4), e.name.rawValue]
            + pair(e.velocity, 4) + pair(e.proposedTarget, 3) + pair(e.target, 3)
            + [e.fastScrollMultiplier.map { Report.number($0, 4) } ?? "", e.willDecelerate.map { String($0) } ?? ""] + pair(e.contentOffset, 3) + [
                Report.csvField(e.message ?? "")
            ]
        return fields.joined(separator: ",") + "\n"
    }

    /// Streams the run's JSON object (`RunReport.json`) on one line: frames as they are made,
    /// events spooled to an unnamed temporary file meanwhile and copied in after the frames.
    static func streamJSON(_ scenario: Scenario, to out: StreamedOutput) throws -> String? {
        let spool = try StreamedOutput.failing(output.name) { try ByteSpool() }
        var spooledEvents = 0
        var header = JSONValue.object(RunReport.jsonHeader(scenario)).rendered()
        header.removeLast()  // the closing brace: frames, events and the summary follow
        try out.write(header + ",\"frames\":[")
        var first = true
        let summary = try ScenarioRunner.stream(
            scenario,
            frame: { frame in
                try out.write((first ? "" : ",") + RunReport.json(frame).rendered())
                first = false
            },
            events: { events in
                // Comma-separated JSON objects, as `events` holds them in `RunReport.json`.
                var text = ""
                for event in events {
                    if spooledEvents > 0 { text += "," }
                    text += RunReport.json(event).rendered()
                    spooledEvents += 1
                }
                try spool.append(text)
            })
        try out.write("],\"events\":[")
        try spool.forEachChunk { try out.write($0) }
        var tail = JSONValue.object(
            RunReport.jsonSummary(
                finalOffset: summary.finalOffset, restTime: summary.restTime, finalPage: summary.finalPage,
                maximumOvershoot: summary.maximumOvershoot)
        ).rendered()
        tail.removeFirst()  // the opening brace: these members continue the object
        if !summary.subviews.isEmpty {
            // The views inside this one, as `RunReport.json` ends the object.
            tail.removeLast()
            tail += ",\"subviews\":" + RunReport.jsonSubviews(summary.subviews, of: scenario).rendered() + "}"
        }
        try out.write("]," + tail + "\n")
        return summary.stopReason
    }
}
