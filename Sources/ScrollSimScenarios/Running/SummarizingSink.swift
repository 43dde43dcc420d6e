import Foundation
import ScrollSim

/// Hands frames on as they come and keeps only what the summary needs (its notes found by a
/// `FeelNoteFinder` fed every frame and event); drains the view's event log every
/// `ScenarioRunner.eventBatchFrames` frames.
struct SummarizingSink: FrameSink {
    /// An empty recording carrying the view's starting limits, for the overshoot.
    let bounds: Recording
    let view: SimulatedScrollView
    let batch: Int
    let frame: (Frame) throws -> Void
    let events: ([DelegateEvent]) throws -> Void
    /// The view's offset before the run, for `StreamedRunSummary.moved`.
    let start: CGPoint
    var summary = StreamedRunSummary()
    var notes = FeelNoteFinder()
    /// The frames and events kept as well, for a caller that checks the run's expectations on the
    /// same run (`ScenarioRunner.streamKeeping`); nil keeps nothing.
    var kept: Recording?

    mutating func append(_ f: Frame) throws {
        try frame(f)
        kept?.append(f)
        notes.take(f)
        summary.frameCount += 1
        summary.lastFrame = f
        if f.contentOffset != start { summary.moved = true }
        if f.phase != .idle {
            summary.restFrame = nil
        } else if summary.restFrame == nil {
            summary.restFrame = f
        }
        summary.maximumOvershoot = max(summary.maximumOvershoot, bounds.overshoot(of: f.contentOffset))
        if summary.frameCount % batch == 0 { try handOverEvents() }
    }

    /// Keeps a zoomed frame's scale with the kept run (reports do not show zoom yet).
    mutating func appendZoom(_ frame: ZoomFrame) {
        kept?.appendZoom(frame)
    }

    /// Hands the events logged since the last hand-over on, and to the notes.
    mutating func handOverEvents() throws {
        guard !view.events.isEmpty else { return }
        let logged = view.events
        notes.take(logged)
        kept?.events += logged
        try events(logged)
        view.removeAllEvents()
    }

    /// The summary with the notes of everything handed over (call after the last hand-over).
    var finishedSummary: StreamedRunSummary {
        var finished = summary
        finished.notes = notes.notes
        return finished
    }
}
