import Foundation
import ScrollSim

/// The text report of runs (`OutputFormat.text`): for each run its `TextReport` (frame table,
/// events, summary and notes), then each view inside's own, fed as the run goes and printed after
/// it, and the table of the views (`RunReport.viewsTable`); a blank line between runs.
final class RunTextRenderer: RunRenderer {
    private let output: any ReportOutput
    private var scenario: Scenario?
    private var report: TextReport?
    /// The reports of the views inside, in `beginView(named:)` order (nil: not in the scenario).
    private var views: [TextReport?] = []
    private var subviews: [String: (index: Int, placed: PlacedSubview)] = [:]
    private var runs = 0

    init(output: any ReportOutput) { self.output = output }

    func begin(_ scenario: Scenario) throws {
        if runs > 0 { try output.write("\n") }
        runs += 1
        self.scenario = scenario
        report = try TextReport(scenario: scenario)
        views = []
        subviews = scenario.subviewsByName
    }

    func beginView(named name: String) throws -> ScenarioRunner.ViewHandlers {
        guard let scenario, let spec = subviews[name]?.placed.spec else {
            views.append(nil)
            return ScenarioRunner.ViewHandlers()
        }
        let inner = try TextReport(scenario: scenario.scenario(of: spec), spoolsLazily: true)
        views.append(inner)
        return ScenarioRunner.ViewHandlers(frame: inner.frame, events: { inner.events($0) }, zoom: { inner.zoom($0) })
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
        for (sub, inner) in zip(summary.subviews, views) {
            guard let inner else { continue }
            try output.write("\n")
            try inner.finish(
                finalOffset: sub.finalOffset, finalPage: sub.finalPage, restTime: sub.restTime, maximumOvershoot: sub.maximumOvershoot,
                stopReason: nil, notes: sub.notes, to: output.write)
        }
        try output.write(RunReport.viewsTable(scenario: scenario, outer: summary))
        self.report = nil
        views = []
    }

    func finish() throws {}
}
