import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim compare FILE --set KEY=V1,V2…`: the same gesture under several values.
enum CompareCommand: Subcommand {
    /// The `--set` option.
    static let set = CommandSpec.Option(name: "--set", value: "KEY=V1,V2[,V3…]", help: "The values to compare (one --set with commas); other --set values apply to all.", repeatable: true,
                required: true)
    /// The `--svg` option.
    static let svg = CommandSpec.Option(name: "--svg", value: "OUT", help: "Write a plot of offset against time, one line per value.")

    static let spec = CommandSpec(
        name: "compare", summary: "Run one scenario under several values of one setting and compare them.",
        positionals: "FILE", positionalCount: 1...1,
        options: [
            set,
            SharedOptions.frameRate,
            svg,
            SharedOptions.strict,
        ],
        example: "scrollsim compare Scenarios/free-fling.json --set scrollView.decelerationRate=normal,fast,0.995 --svg rates.svg")

    /// Splits `a,b,[1,2]` at commas outside brackets and quotes.
    static func splitValues(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0, quoted = false
        for c in text {
            if c == "\"" { quoted.toggle() }
            if !quoted && (c == "[" || c == "{") { depth += 1 }
            if !quoted && (c == "]" || c == "}") { depth -= 1 }
            if c == "," && depth == 0 && !quoted { parts.append(current); current = "" } else { current.append(c) }
        }
        parts.append(current)
        return parts
    }

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        try context.checkOutput(arguments.value(svg), option: svg.name, inputs: arguments.positionals)
        var fixed = arguments
        fixed.values[set.name] = nil
        var varied: (key: String, values: [String])?
        for text in arguments.all(set) {
            guard let eq = text.firstIndex(of: "=") else { throw CommandError.usage("\(set.name) expects KEY=VALUE but found \"\(text)\".") }
            let key = String(text[..<eq]), values = splitValues(String(text[text.index(after: eq)...]))
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
        var rows = [["setting", "distance (pt)", "rest (s)", "peak velocity (pt/s)", "max overshoot (pt)", "final offset (pt)", "final page"]]
        var series: [SVGPlot.Series] = []
        var axisName = "x"
        var warned: Set<String> = []
        for value in varied.values {
            let extra: [Override]
            extra = [try Override(key: varied.key, rawValue: value)]
            let loaded = try SharedOptions.load(file, fixed, context: context, extra: extra, warn: false)
            // The file is the same for every value: each warning once.
            context.warn(loaded.warnings.filter { warned.insert($0).inserted })
            let run = try ScenarioRunner.run(loaded.scenario)
            let m = RunMetrics(run)
            axisName = RunMetrics.axisName(run.scenario.axis)
            let label = "\(varied.key.split(separator: ".").last ?? "")=\(value)"
            rows.append([
                label, Report.number(m.distance, 1), m.restTime.map { Report.number($0, 3) } ?? "moving",
                Report.number(m.peakVelocity, 1), Report.number(m.maximumOvershoot, 1), Report.point(m.finalOffset, 1), String(m.finalPage),
            ])
            series.append(RunMetrics.series(run, label: label))
        }
        context.output(Report.table(rows, rightAligned: [1, 2, 3, 4, 6]))
        if let out = arguments.value(svg) {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let plot = SVGPlot(title: "\(name): \(varied.key)", xLabel: "time (s)", yLabel: "content offset \(axisName) (pt)", series: series)
            try context.write(plot.render(), to: out, option: svg.name)
            context.output("wrote \(out)\n")
        }
        return .success
    }
}
