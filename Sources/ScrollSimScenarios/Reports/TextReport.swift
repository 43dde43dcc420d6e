import Foundation
import ScrollSim

/// `scrollsim run`'s text report, built as the run goes: a compact frame table (the first and last
/// frames, every sixth, phase changes and frames with a callback other than `scrollViewDidScroll`),
/// the delegate log with runs of `scrollViewDidScroll` merged, a summary and one `note:` line per
/// feel note (`FeelNote`: what a person would notice, such as a frame that jumps).
///
/// The table is aligned over all its rows, so the kept rows wait in an unnamed temporary file
/// (`ByteSpool`, written 64 KiB at a time) until the end, with each column's width counted as they come: a run of any length holds only
/// the widths and the merged log. Feed every frame to `frame(_:)` and, after each, the events
/// logged up to it to `events(_:)`; then `finish`.
///
/// A view that can zoom (`RunReport.canZoom`) has a `zoom` column before the phase (the scale
/// each kept frame shows, 1 before its first zoom; feed each frame's zoom to `zoom(_:)` before
/// the frame) and its final zoom in the summary.
public final class TextReport {
    static let columns = FrameLineFormat.columns.map(\.tableName)

    private let title: String
    /// The table's column names: `columns`, with `zoom` before the phase for a view that can zoom.
    private let columns: [String]
    private var widths: [Int]
    /// The zoom scale of the next frame for a view that can zoom (1 until it zooms); nil otherwise.
    private var zoomScale: Double?
    /// The zoom scale of `pending`.
    private var pendingZoom: Double?
    private let spool: ByteSpool
    /// The kept row being built (`FrameLineFormat.text`), reused from row to row.
    private var row: [UInt8] = []
    /// The latest frame: whether it is kept depends on events that may still come for it.
    private var pending: Frame?
    private var previousPhase: MotionPhase?
    private var isFirst = true
    /// Frames with a callback other than `scrollViewDidScroll`, not yet decided.
    private var eventFrames = Set<Int>()
    private var eventRows: [[String]] = []
    private var scrolls = 0
    /// A SwiftUI scroll view's observer and the rows of its changes (`SwiftUIReport`).
    private var swiftUI: SwiftUIReport.RunObserver?
    private var swiftUIRows: [[String]] = []

    /// Starts the report of a run of `scenario`.
    /// - Throws: `OutputError` when no temporary file can be made.
    public convenience init(scenario: Scenario) throws {
        try self.init(scenario: scenario, spoolsLazily: false)
    }

    /// Starts the report of a run of `scenario`, its rows spooled `lazily` (`ByteSpool`: a view
    /// inside a scene, whose spool opens a file only when its rows pass 64 KiB).
    init(scenario: Scenario, spoolsLazily: Bool) throws {
        title =
            "\(scenario.name) (\(scenario.delegateName), \(scenario.frameRate) fps)\n"
            + (scenario.whatIf.map { "what-if: \($0)\n" } ?? "") + "\n"
        spool = try ByteSpool(bufferBytes: 1 << 16, lazily: spoolsLazily)
        let canZoom = RunReport.canZoom(scenario)
        columns = canZoom ? Array(Self.columns.dropLast()) + ["zoom", Self.columns.last!] : Self.columns
        widths = columns.map(\.count)
        zoomScale = canZoom ? 1 : nil
        swiftUI = SwiftUIReport.observer(for: scenario)
    }

    /// Takes the zoom of the next frame (the scale shown), before that frame.
    public func zoom(_ frame: ZoomFrame) {
        if zoomScale != nil { zoomScale = frame.zoomScale }
    }

    /// Takes the next frame.
    /// - Throws: `OutputError` when the temporary file cannot be written.
    public func frame(_ frame: Frame) throws {
        if let pending { try decide(pending, zoomScale: pendingZoom, isLast: false) }
        pending = frame
        pendingZoom = zoomScale
        if swiftUI != nil { swiftUIRows += swiftUI!.observe(frame).map(SwiftUIReport.row) }
    }

    /// Takes the events logged since the last call, in order.
    public func events(_ events: [DelegateEvent]) {
        for e in events {
            if e.name == .scrollViewDidScroll {
                scrolls += 1
                continue
            }
            eventFrames.insert(e.frameIndex)
            flushScrolls()
            // Each present value is one part, the parts separated by commas (a notice's message
            // after its velocity too).
            var parts: [String] = []
            if let v = e.velocity { parts.append("velocity \(Report.point(v, 4)) pt/ms") }
            if let p = e.proposedTarget { parts.append("proposed \(Report.point(p))") }
            if let t = e.target { parts.append("target \(Report.point(t))") }
            if let m = e.fastScrollMultiplier, m != 1 { parts.append("fast scroll ×\(Report.number(m, 3))") }
            if let w = e.willDecelerate { parts.append("willDecelerate \(w)") }
            if let m = e.message { parts.append(m) }
            eventRows.append([Report.number(e.time, 3), e.name.rawValue, parts.joined(separator: ", ")])
        }
    }

    /// Writes the whole report to `write`, in pieces: title, frame table, log, summary and one
    /// `note: SENTENCE.` line per note in `notes`.
    /// - Throws: what `write` throws, or `OutputError` when the temporary file cannot be read.
    public func finish(
        finalOffset: CGPoint, finalPage: Int, restTime: Double?, maximumOvershoot: Double, stopReason: String?, notes: [FeelNote] = [],
        to write: (String) throws -> Void
    ) throws {
        if let pending { try decide(pending, zoomScale: pendingZoom, isLast: true) }
        pending = nil
        flushScrolls()
        try write(title + line(columns))
        var chunk = ""
        try spool.forEachLine { bytes in
            chunk += line(bytes)
            if chunk.utf8.count >= 1 << 16 {
                try write(chunk)
                chunk = ""
            }
        }
        var out = chunk + "\nevents\n" + Report.table(eventRows) + SwiftUIReport.table(swiftUIRows, summary: swiftUI?.visibleRectSummary)
        out += "\nfinal offset \(Report.point(finalOffset)) pt, page \(finalPage), "
        out += "rest \(restTime.map { Report.number($0, 3) + " s" } ?? "not reached"), "
        out += "max overshoot \(Report.number(maximumOvershoot, 3)) pt"
        out += zoomScale.map { ", zoom \(Report.number($0, 3))\n" } ?? "\n"
        if let stopReason { out += "\(stopReason).\n" }
        for note in notes { out += "note: \(note).\n" }
        try write(out)
    }

    /// Keeps `frame`'s row when the table shows it.
    private func decide(_ frame: Frame, zoomScale: Double?, isLast: Bool) throws {
        let keep = isFirst || isLast || frame.phase != previousPhase || eventFrames.contains(frame.index) || frame.index % 6 == 0
        isFirst = false
        previousPhase = frame.phase
        eventFrames.remove(frame.index)
        guard keep else { return }
        // The row is the frame's line in the one text format, cells between tabs; a view that
        // can zoom gets its scale as a cell before the phase.
        row.removeAll(keepingCapacity: true)
        FrameLineFormat.text.append(frame, to: &row)
        row.removeLast()
        if let zoomScale, let phase = row.lastIndex(of: 0x09) {
            row.insert(contentsOf: Array(Report.number(zoomScale, 3).utf8) + [0x09], at: phase + 1)
        }
        var column = 0
        var width = 0
        for byte in row {
            if byte == 0x09 {
                widths[column] = max(widths[column], width)
                column += 1
                width = 0
            } else {
                width += 1
            }
        }
        widths[column] = max(widths[column], width)
        row.append(0x0A)
        try spool.append(bytes: row)
    }

    /// One kept row (its cells between tabs) as a table line.
    private func line(_ row: [UInt8]) -> String {
        line(row.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) })
    }

    /// One table line: the numeric columns right-aligned, two spaces apart, the phase last
    /// (as `Report.table` lays them out).
    private func line(_ cells: [String]) -> String {
        var text = ""
        for (i, cell) in cells.enumerated() {
            if i == cells.count - 1 {
                text += cell
            } else {
                text += String(repeating: " ", count: widths[i] - cell.count) + cell + "  "
            }
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return text + "\n"
    }

    private func flushScrolls() {
        if scrolls > 0 { eventRows.append(["", "scrollViewDidScroll ×\(scrolls)", ""]) }
        scrolls = 0
    }
}
