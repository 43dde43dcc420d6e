import Foundation
import ScrollSim

/// Hands frames on as they come and keeps only what the summary needs; drains the view's event
/// log every `ScenarioRunner.eventBatchFrames` frames.
struct SummarizingSink: FrameSink {
    /// An empty recording carrying the view's starting limits, for the overshoot.
    let bounds: Recording
    let view: SimulatedScrollView
    let batch: Int
    let frame: (Frame) throws -> Void
    let events: ([DelegateEvent]) throws -> Void
    var summary = StreamedRunSummary()

    mutating func append(_ f: Frame) throws {
        try frame(f)
        summary.frameCount += 1
        summary.lastFrame = f
        if f.phase != .idle {
            summary.restFrame = nil
        } else if summary.restFrame == nil {
            summary.restFrame = f
        }
        summary.maximumOvershoot = max(summary.maximumOvershoot, bounds.overshoot(of: f.contentOffset))
        if summary.frameCount % batch == 0 { try handOverEvents() }
    }

    func handOverEvents() throws {
        guard !view.events.isEmpty else { return }
        try events(view.events)
        view.removeAllEvents()
    }
}
