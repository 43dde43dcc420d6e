import Foundation
import ScrollSim

/// The text report of runs (`OutputFormat.text`): for each run its `TextReport` (frame table,
/// events, summary and notes), then each view inside's own, titled `NAME.SUBVIEW`, and the table
/// of the views (`RunReport.viewsTable`); a blank line between runs.
final class RunTextRenderer: RunRenderer {
    private let output: any ReportOutput
    private var scenario: Scenario?
    private var report: TextReport?
    private var runs = 0

    init(output: any ReportOutput) { self.output = output }

    func begin(_ scenario: Scenario) throws {
        if runs > 0 { try output.write("\n") }
        runs += 1
        self.scenario = scenario
        report = try TextReport(scenario: scenario)
    }

    func frame(_ frame: Frame) throws { try report?.frame(frame) }

    func zoom(_ frame: ZoomFrame) throws { report?.zoom(frame) }

    func events(_ events: [DelegateEvent]) throws { report?.events(events) }

    func end(_ summary: StreamedRunSummary) throws {
        guard let report, let scenario else { return }
        try report.finish(
            finalOffset: summary.finalOffset, finalPage: summary.finalPage, restTime: summary.restTime,
            maximumOvershoot: summary.maximumOvershoot, stopReason: summary.stopReason, notes: summary.notes, to: output.write)
        // A view inside this one: its own report, then which moved and where each rested.
        let byName = scenario.subviewsByName
        for sub in summary.subviews {
            guard let spec = byName[sub.name]?.placed.spec else { continue }
            try output.write("\n")
            let inner = try TextReport(scenario: scenario.scenario(of: spec))
            try RunReport.feed(sub.recording, frame: inner.frame, events: inner.events, zoom: inner.zoom)
            try inner.finish(
                finalOffset: sub.finalOffset, finalPage: sub.finalPage, restTime: sub.restTime, maximumOvershoot: sub.maximumOvershoot,
                stopReason: nil, notes: sub.notes, to: output.write)
        }
        try output.write(RunReport.viewsTable(scenario: scenario, outer: summary))
        self.report = nil
    }

    func finish() throws {}
}
