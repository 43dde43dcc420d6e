import Foundation
import ScrollPhysics
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim compare FILE --set KEY=V1,V2…`: the same gesture under several values.
enum CompareCommand: Subcommand {
    /// The `--set` option.
    static let set = CommandSpec.Option(
        name: "--set", value: "KEY=V1,V2[,V3…]", help: "The values to compare (one --set with commas); other --set values apply to all.",
        repeatable: true,
        required: true)
    /// The `--svg` option.
    static let svg = CommandSpec.Option(name: "--svg", value: "OUT", help: "Write a plot of offset against time, one line per value.")
    /// The `--format` option.
    static let format = CommandSpec.Option(
        name: "--format", value: "text|json|csv", help: "Output format (default text); json and csv keys name their units.",
        choices: ["text", "json", "csv"])

    static let spec = CommandSpec(
        name: "compare", summary: "Run one scenario under several values of one setting and compare them.",
        positionals: "FILE", positionalCount: 1...1,
        options: [
            set,
            SharedOptions.frameRate,
            format,
            svg,
            SharedOptions.strict,
        ],
        example: "scrollsim compare Scenarios/free-fling.json --set scrollView.decelerationRate=normal,fast,0.995 --svg rates.svg")

    /// Splits `a,b,[1,2]` at commas outside brackets and quotes.
    static func splitValues(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        for c in text {
            if c == "\"" { quoted.toggle() }
            if !quoted && (c == "[" || c == "{") { depth += 1 }
            if !quoted && (c == "]" || c == "}") { depth -= 1 }
            if c == "," && depth == 0 && !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts
    }

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        try context.checkOutput(arguments.value(svg), option: svg.name, inputs: arguments.positionals)
        try context.checkDistinct([(option: nil, path: "-"), (option: svg.name, path: arguments.value(svg))], defaultName: "the table")
        var fixed = arguments
        fixed.values[set.name] = nil
        var varied: (key: String, values: [String])?
        for text in arguments.all(set) {
            guard let eq = text.firstIndex(of: "=") else { throw CommandError.usage("\(set.name) expects KEY=VALUE but found \"\(text)\".") }
            let key = String(text[..<eq])
            let values = splitValues(String(text[text.index(after: eq)...]))
            if values.count > 1 {
                guard varied == nil else { throw CommandError.usage("compare varies one setting at a time; give commas in only one --set.") }
                varied = (key, values)
            } else {
                fixed.values[set.name, default: []].append(text)
            }
        }
        guard let varied else {
            throw CommandError.usage("compare needs one --set KEY=V1,V2 with at least two values.")
        }
        let file = arguments.positionals[0]
        let outputFormat = RunReport.Format(rawValue: arguments.value(format) ?? "text") ?? .text
        var rows = [["setting", "distance (pt)", "rest (s)", "peak velocity (pt/s)", "max overshoot (pt)", "final offset (pt)", "final page"]]
        var csv = "key,value,distance_pt,rest_s,peak_velocity_pt_per_s,maximum_overshoot_pt,final_x_pt,final_y_pt,final_page\n"
        var objects: [JSONValue] = []
        var stopped: [String] = []
        var series: [SVGPlot.Series] = []
        // The cards of the first run's layout, marked on the plot (the settings compared rarely move them).
        var firstPages: PageGrid?
        var axisName = "x"
        var warned: Set<String> = []
        var notes: [String] = []
        for value in varied.values {
            let extra: [Override]
            extra = [try Override(key: varied.key, rawValue: value)]
            let loaded = try SharedOptions.load(file, fixed, context: context, extra: extra, warn: false)
            // The file is the same for every value: each warning once.
            context.warn(loaded.warnings.filter { warned.insert($0).inserted })
            let run = try ScenarioRunner.run(loaded.scenario)
            let m = RunMetrics(run)
            axisName = RunMetrics.axisName(run.scenario.axis)
            var label = "\(varied.key.split(separator: ".").last ?? "")=\(value)"
            if let note = Self.rateNote(loaded.scenario) {
                label += note.whatIf ? " (what-if)" : " (runs as \(note.storedName))"
                if !notes.contains(note.sentence) { notes.append(note.sentence) }
            }
            rows.append([
                label, Report.number(m.distance, 1), m.restTime.map { Report.number($0, 3) } ?? "moving",
                Report.number(m.peakVelocity, 1), Report.number(m.maximumOvershoot, 1), Report.point(m.finalOffset, 1), String(m.finalPage),
            ])
            series.append(RunMetrics.series(run, label: label))
            if firstPages == nil { firstPages = run.pages }
            csv +=
                [
                    RunCommand.csvField(varied.key), RunCommand.csvField(value), Report.number(m.distance, 3),
                    m.restTime.map { Report.number($0, 4) } ?? "", Report.number(m.peakVelocity, 2), Report.number(m.maximumOvershoot, 3),
                    Report.number(Double(m.finalOffset.x), 3), Report.number(Double(m.finalOffset.y), 3), String(m.finalPage),
                ].joined(separator: ",") + "\n"
            objects.append(
                .object([
                    ("value", .string(value)), ("distance_pt", .rounded(m.distance, 6)), ("rest_s", m.restTime.map { .rounded($0, 6) } ?? .null),
                    ("peak_velocity_pt_per_s", .rounded(m.peakVelocity, 6)), ("maximum_overshoot_pt", .rounded(m.maximumOvershoot, 6)),
                    ("final_offset_pt", .array([.rounded(Double(m.finalOffset.x), 6), .rounded(Double(m.finalOffset.y), 6)])),
                    ("final_page", .number(Double(m.finalPage))),
                ]))
            if let reason = run.stopReason { stopped.append("\(file) with \(label): \(reason).") }
        }
        switch outputFormat {
        case .text: context.output(Report.table(rows, rightAligned: [1, 2, 3, 4, 6]) + notes.map { "note: \($0)\n" }.joined())
        case .csv: context.output(notes.map { "# note: \($0)\n" }.joined() + csv)
        case .json:
            var members: [(key: String, value: JSONValue)] = [("file", .string(file)), ("key", .string(varied.key)), ("runs", .array(objects))]
            if !notes.isEmpty { members.append(("notes", .array(notes.map { .string($0) }))) }
            context.output(JSONValue.object(members).rendered() + "\n")
        }
        if let out = arguments.value(svg) {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            var plot = SVGPlot(title: "\(name): \(varied.key)", xLabel: "time (s)", yLabel: "content offset \(axisName) (pt)", series: series)
            if let pages = firstPages { plot.guides = RunMetrics.pageGuides(pages, series: series) }
            try context.write(plot.render(), to: out, option: svg.name)
            if outputFormat == .text { context.output("wrote \(out)\n") }
        }
        // A run cut off at the maximum duration is a failure, as in every command.
        for sentence in stopped { context.error(sentence + "\n") }
        return stopped.isEmpty ? .success : .failure
    }

    /// What a compared deceleration rate runs as, when UIKit would not run it as given: a rate it
    /// stores as `normal` or `fast` instead (26.1 `setDecelerationRate:`), or, with
    /// `simulation.exactDecelerationRate`, a what-if it cannot make. Nil for 0.998 and 0.99.
    static func rateNote(_ scenario: Scenario) -> (sentence: String, storedName: String, whatIf: Bool)? {
        let rate = scenario.scrollView.decelerationRate
        guard rate != UIKitConstants.normalDecelerationRate, rate != UIKitConstants.fastDecelerationRate else { return nil }
        if let whatIf = scenario.whatIf { return (whatIf, "", true) }
        let stored = rate < UIKitConstants.fastRateThreshold ? "fast" : "normal"
        let value = rate < UIKitConstants.fastRateThreshold ? "0.99" : "0.998"
        return (
            "decelerationRate \(JSONValue.format(rate)) runs as \(stored) (\(value)): UIKit stores only two rates, fast below 0.994 and "
                + "normal otherwise; set simulation.exactDecelerationRate=true to run it as given, a what-if UIKit cannot make",
            stored, false
        )
    }
}
