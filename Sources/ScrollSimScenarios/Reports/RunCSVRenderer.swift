import Foundation
import ScrollSim
import ScrollSimJSON

/// The CSV report of runs (`OutputFormat.csv`): a `# what-if:` line per run UIKit cannot make, the
/// header, one row per frame led by the scenario's name (a view inside's rows after its scenario's,
/// led by `NAME.SUBVIEW`), and after every row, for a `swiftUI` scenario, one `# swiftUI: NAME: frame N, T s:
/// CHANGE.` line per phase, visibility or geometry change besides the offset's and one `# swiftUI:
/// NAME: visibleRect changed in …` line (`SwiftUIReport`), then one `# note: NAME: SENTENCE.` line per feel note.
/// The notes come last because a run's notes are known only at its end (a later release's
/// fast-scroll multiplier decides whether an earlier frame jumps), and comment lines after the
/// rows leave the rows one block that any CSV reader skipping `#` lines parses.
///
/// When any of the runs' views can zoom (`RunReport.canZoom`), the header ends with `zoom_scale`:
/// the scale each frame shows (4 decimals, 1 before the view's first zoom), empty in the rows of a
/// view that cannot zoom. A view inside that can zoom counts too.
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
    /// Whether the header has the `zoom_scale` column.
    private let hasZoomColumn: Bool
    /// The zoom scale of the next row when the run's view can zoom; nil leaves the cell empty.
    private var zoomScale: Double?
    /// The names of the run's views inside that can zoom.
    private var zoomingSubviews: Set<String> = []
    /// A SwiftUI scroll view's observer and its `# swiftUI:` lines so far (`SwiftUIReport`).
    private var swiftUI: SwiftUIReport.RunObserver?
    private var swiftUILines = ""

    init(scenarios: [Scenario], output: any ReportOutput, events: (any ReportOutput)?) {
        self.output = output
        eventsOutput = events
        preamble = scenarios.map { RunReport.csvPreamble($0) }.joined()
        hasZoomColumn = scenarios.contains { RunReport.canZoom($0) || !RunReport.zoomingSubviews($0).isEmpty }
    }

    func begin(_ scenario: Scenario) throws {
        if let whatIfs = preamble {
            try output.write(whatIfs + "name," + FrameLineFormat.csvHeader + (hasZoomColumn ? ",zoom_scale" : "") + "\n")
            try eventsOutput?.write(whatIfs + RunReport.eventsHeader + "\n")
            preamble = nil
        }
        name = scenario.name
        prefix = Array((Report.csvField(name) + ",").utf8)
        zoomScale = RunReport.canZoom(scenario) ? 1 : nil
        zoomingSubviews = hasZoomColumn ? RunReport.zoomingSubviews(scenario) : []
        swiftUI = SwiftUIReport.observer(for: scenario)
        swiftUILines = ""
    }

    func frame(_ frame: Frame) throws {
        line.removeAll(keepingCapacity: true)
        line += prefix
        FrameLineFormat.csv.append(frame, to: &line)
        if hasZoomColumn {
            // The zoom cell goes before the line feed.
            line.removeLast()
            line.append(UInt8(ascii: ","))
            if let zoomScale { FixedDecimal.append(zoomScale, decimals: 4, to: &line) }
            line.append(UInt8(ascii: "\n"))
        }
        try output.write(line)
        if swiftUI != nil { swiftUILines += swiftUI!.observe(frame).map { SwiftUIReport.csvLine($0, of: name) }.joined() }
    }

    func zoom(_ frame: ZoomFrame) throws {
        if zoomScale != nil { zoomScale = frame.zoomScale }
    }

    func events(_ events: [DelegateEvent]) throws {
        guard let eventsOutput else { return }
        for event in events { try eventsOutput.write(RunReport.eventRow(event, scenario: name)) }
    }

    func end(_ summary: StreamedRunSummary) throws {
        if let line = swiftUI?.visibleRectSummary { swiftUILines += SwiftUIReport.csvSummaryLine(line, of: name) }
        notes += swiftUILines + summary.notes.map { Self.noteLine($0, of: name) }.joined()
        swiftUI = nil
        swiftUILines = ""
        // A view inside this one follows with its own rows, named as its golden is: NAME.SUBVIEW.
        let outer = name
        zoomScale = nil
        for sub in summary.subviews {
            name = outer + "." + sub.name
            prefix = Array((Report.csvField(name) + ",").utf8)
            let scales = zoomingSubviews.contains(sub.name) ? RunReport.zoomScales(sub.recording) : nil
            for (k, frame) in sub.recording.frames.enumerated() {
                zoomScale = scales?[k]
                try self.frame(frame)
            }
            zoomScale = nil
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
