import Foundation
import ScrollSim
import ScrollSimJSON

/// The CSV report of runs (`OutputFormat.csv`): a `# what-if:` line per run UIKit cannot make, the
/// header, one row per frame led by the scenario's name (a view inside's rows after its scenario's,
/// led by `NAME.SUBVIEW`), and after every row, for a `swiftUI` scenario, one `# swiftUI: NAME: frame N, T s:
/// CHANGE.` line per phase or visibility change (`SwiftUIReport`), then one `# note: NAME: SENTENCE.` line per feel note.
/// The notes come last because a run's notes are known only at its end (a later release's
/// fast-scroll multiplier decides whether an earlier frame jumps), and comment lines after the
/// rows leave the rows one block that any CSV reader skipping `#` lines parses.
///
/// With an events output (`--events`), one row per delegate event there (`eventsHeader`), after
/// the same `# what-if:` lines, and the same `# note:` lines at its end.
final class RunCSVRenderer: RunRenderer {
    private let output: any ReportOutput
    private let eventsOutput: (any ReportOutput)?
    private var preamble: String?
    private var name = ""
    private var prefix: [UInt8] = []
    private var line: [UInt8] = []
    /// The notes of every run so far, as their `# note:` lines.
    private var notes = ""
    /// A SwiftUI scroll view's observer and its `# swiftUI:` lines so far (`SwiftUIReport`).
    private var swiftUI: SwiftUIScrollObserver?
    private var swiftUILines = ""

    init(scenarios: [Scenario], output: any ReportOutput, events: (any ReportOutput)?) {
        self.output = output
        eventsOutput = events
        preamble = scenarios.map { RunReport.csvPreamble($0) }.joined()
    }

    func begin(_ scenario: Scenario) throws {
        if let whatIfs = preamble {
            try output.write(whatIfs + "name," + FrameLineFormat.csvHeader + "\n")
            try eventsOutput?.write(whatIfs + RunReport.eventsHeader + "\n")
            preamble = nil
        }
        name = scenario.name
        prefix = Array((Report.csvField(name) + ",").utf8)
        swiftUI = SwiftUIReport.observer(for: scenario)
        swiftUILines = ""
    }

    func frame(_ frame: Frame) throws {
        line.removeAll(keepingCapacity: true)
        line += prefix
        FrameLineFormat.csv.append(frame, to: &line)
        try output.write(line)
        if swiftUI != nil { swiftUILines += swiftUI!.observe(frame).map { SwiftUIReport.csvLine($0, of: name) }.joined() }
    }

    func events(_ events: [DelegateEvent]) throws {
        guard let eventsOutput else { return }
        for event in events { try eventsOutput.write(RunReport.eventRow(event, scenario: name)) }
    }

    func end(_ summary: StreamedRunSummary) throws {
        notes += swiftUILines + summary.notes.map { Self.noteLine($0, of: name) }.joined()
        swiftUI = nil
        swiftUILines = ""
        // A view inside this one follows with its own rows, named as its golden is: NAME.SUBVIEW.
        let outer = name
        for sub in summary.subviews {
            name = outer + "." + sub.name
            prefix = Array((Report.csvField(name) + ",").utf8)
            for frame in sub.recording.frames { try self.frame(frame) }
            try events(sub.recording.events)
            notes += sub.notes.map { Self.noteLine($0, of: name) }.joined()
        }
    }

    func finish() throws {
        try output.write(notes)
        try eventsOutput?.write(notes)
    }

    /// `# note: NAME: SENTENCE.` and a line break: a comment line (a name's line breaks as spaces).
    static func noteLine(_ note: FeelNote, of name: String) -> String {
        "# note: \(name.split(whereSeparator: \.isNewline).joined(separator: " ")): \(note).\n"
    }
}
