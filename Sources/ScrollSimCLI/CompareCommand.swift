import Foundation
import ScrollSim
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
        name: "--format", value: OutputFormat.choices(OutputFormat.run), help: "Output format (default text); json and csv keys name their units.",
        choices: OutputFormat.run.map(\.rawValue))

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

    /// The arguments with every single-valued `--set` kept, and the one `--set KEY=V1,V2…` with
    /// several values taken out (nil when there is none).
    /// - Throws: `CommandError.usage` for a `--set` without `=`, or commas in more than one.
    static func variedSetting(_ arguments: ParsedArguments) throws -> (fixed: ParsedArguments, varied: (key: String, values: [String])?) {
        var fixed = arguments
        fixed.values[set.name] = nil
        var varied: (key: String, values: [String])?
        for text in arguments.all(set) {
            guard let eq = text.firstIndex(of: "=") else { throw CommandError.usage("\(set.name) expects KEY=VALUE but found \"\(text)\".") }
            let key = String(text[..<eq])
            let values = splitValues(String(text[text.index(after: eq)...]))
            if values.count > 1 {
                guard varied == nil else { throw CommandError.usage("one setting is varied at a time; give commas in only one --set.") }
                varied = (key, values)
            } else {
                fixed.values[set.name, default: []].append(text)
            }
        }
        return (fixed, varied)
    }

    /// The label of the run of `value` of `key`, and a note when UIKit would not run that rate as
    /// given: `decelerationRate=0.995 (runs as normal)`. A key of a view inside (`subviews[i].…`)
    /// is labelled with the view's name, `carousel.decelerationRate=fast`, and its rate noted.
    static func label(key: String, value: String, scenario: Scenario) -> (label: String, note: String?) {
        var label = "\(key.split(separator: ".").last ?? "")=\(value)"
        var subject = scenario
        if let subview = subview(of: key, in: scenario) {
            label = subview.name + "." + label
            subject = scenario.scenario(of: subview)
        }
        guard let note = rateNote(subject) else { return (label, nil) }
        label += note.whatIf ? " (what-if)" : " (runs as \(note.storedName))"
        return (label, note.sentence)
    }

    /// The view inside `scenario` that `key` (`subviews[i].…`, at any depth:
    /// `subviews[0].subviews[1].…`) sets a value of, if any: the deepest whose path leads the key.
    static func subview(of key: String, in scenario: Scenario) -> SubviewSpec? {
        scenario.allSubviews.filter { key.hasPrefix($0.path + ".") }.max { $0.path.count < $1.path.count }?.spec
    }

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
        let (fixed, varied) = try variedSetting(arguments)
        guard let varied else {
            throw CommandError.usage("compare needs one --set KEY=V1,V2 with at least two values.")
        }
        let file = arguments.positionals[0]
        let outputFormat = OutputFormat(rawValue: arguments.value(format) ?? "text") ?? .text
        var comparison = SettingsComparison(key: varied.key, runs: [])
        var warned: Set<String> = []
        for value in varied.values {
            let extra = [try Override(key: varied.key, rawValue: value)]
            let loaded = try SharedOptions.load(file, fixed, context: context, extra: extra, warn: false)
            // The file is the same for every value: each warning once.
            context.warn(loaded.warnings.filter { warned.insert($0).inserted })
            let run = try ScenarioRunner.run(loaded.scenario)
            let (label, note) = Self.label(key: varied.key, value: value, scenario: loaded.scenario)
            if let note, !comparison.notes.contains(note) { comparison.notes.append(note) }
            comparison.runs.append(
                SettingsComparison.Run(value: value, label: label, recording: run.recording, pages: run.pages, stopReason: run.stopReason))
            // A view inside the scenario's: a row of its own, named.
            for sub in run.subviews {
                comparison.runs.append(
                    SettingsComparison.Run(value: value, label: "\(label): \(sub.name)", recording: sub.recording, pages: sub.pages, view: sub.name))
            }
        }
        context.output(comparison.render(as: outputFormat, file: file))
        if let out = arguments.value(svg) {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            try context.write(comparison.svg(title: "\(name): \(varied.key)"), to: out, option: svg.name)
            if outputFormat == .text { context.output("wrote \(out)\n") }
        }
        // A run cut off at the maximum duration is a failure, as in every command.
        for run in comparison.stoppedRuns { context.error("\(file) with \(run.label): \(run.stopReason ?? "")." + "\n") }
        return comparison.stoppedRuns.isEmpty ? .success : .failure
    }

    /// What a compared deceleration rate runs as, when UIKit would not run it as given: a rate it
    /// stores as `normal` or `fast` instead (26.1 `setDecelerationRate:`), or, with
    /// `simulation.exactDecelerationRate`, a what-if it cannot make. Nil for 0.998 and 0.99.
    static func rateNote(_ scenario: Scenario) -> (sentence: String, storedName: String, whatIf: Bool)? {
        let rate = scenario.scrollView.decelerationRate
        guard !SimulatedScrollView.DecelerationRate.isStoredByUIKit(rate) else { return nil }
        if let whatIf = scenario.whatIf { return (whatIf, "", true) }
        let storedRate = SimulatedScrollView.DecelerationRate.storedByUIKit(rate)
        let stored = storedRate.description
        let value = "\(Double(storedRate.rawValue))"
        return (
            "decelerationRate \(JSONValue.format(rate)) runs as \(stored) (\(value)): UIKit stores only two rates, "
                + "\(SimulatedScrollView.DecelerationRate.storageRule); set simulation.exactDecelerationRate=true to run it as given, "
                + "a what-if UIKit cannot make",
            stored, false
        )
    }
}
