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
///
/// A view inside's rows (and event rows) are made as its frames come, by the code that makes the
/// scenario's own, into a `ByteSpool` of its own, copied out after the scenario's at `end(_:)`.
final class RunCSVRenderer: RunRenderer {
    /// A view inside: its name in the rows, the zoom scale of its next row and its spooled rows.
    private final class View {
        let prefix: [UInt8]
        var zoomScale: Double?
        let rows: ByteSpool
        let events: ByteSpool?
        let name: String

        init(name: String, zoomScale: Double?, events: Bool) throws {
            self.name = name
            prefix = Array((Report.csvField(name) + ",").utf8)
            self.zoomScale = zoomScale
            rows = try ByteSpool(bufferBytes: 1 << 16, lazily: true)
            self.events = events ? try ByteSpool(bufferBytes: 1 << 16, lazily: true) : nil
        }
    }

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
    /// The views inside the current run, in `beginView(named:)` order.
    private var views: [View] = []

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
        views = []
    }

    func beginView(named sub: String) throws -> ScenarioRunner.ViewHandlers {
        // A view inside follows the scenario with its own rows, named as its golden is: NAME.SUBVIEW.
        let view = try View(name: name + "." + sub, zoomScale: zoomingSubviews.contains(sub) ? 1 : nil, events: eventsOutput != nil)
        views.append(view)
        return ScenarioRunner.ViewHandlers(
            frame: { [unowned self] frame in
                try view.rows.append(bytes: self.row(frame, prefix: view.prefix, zoomScale: view.zoomScale))
            },
            events: { events in
                for event in events { try view.events?.append(RunReport.eventRow(event, scenario: view.name)) }
            },
            zoom: { frame in
                if view.zoomScale != nil { view.zoomScale = frame.zoomScale }
            })
    }

    /// The row of `frame`, led by `prefix` (a name and a comma), with `zoomScale` in the zoom
    /// column when the header has one.
    private func row(_ frame: Frame, prefix: [UInt8], zoomScale: Double?) -> [UInt8] {
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
        return line
    }

    func frame(_ frame: Frame) throws {
        try output.write(row(frame, prefix: prefix, zoomScale: zoomScale))
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
        // The views inside this one follow with their rows, made as the run went.
        for (sub, view) in zip(summary.subviews, views) {
            try view.rows.forEachChunk { try output.write(Array($0)) }
            if let eventsOutput { try view.events?.forEachChunk { try eventsOutput.write(Array($0)) } }
            notes += sub.notes.map { Self.noteLine($0, of: view.name) }.joined()
        }
        views = []
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
