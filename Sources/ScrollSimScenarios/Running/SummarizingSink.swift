import Foundation
import ScrollSim

/// Hands frames on as they come and keeps only what the summary needs (its notes found by a
/// `FeelNoteFinder` fed every frame and event); drains the view's event log every
/// `ScenarioRunner.eventBatchFrames` frames. Each view of a streamed scene has its own.
struct SummarizingSink: FrameSink {
    /// An empty recording carrying the view's starting limits, for the overshoot.
    let bounds: Recording
    let view: SimulatedScrollView
    let batch: Int
    let frame: (Frame) throws -> Void
    let events: ([DelegateEvent]) throws -> Void
    /// Receives the zoom of the next frame, before the frame (a view that has zoomed).
    let zoom: (ZoomFrame) throws -> Void
    /// The view's offset before the run, for `StreamedRunSummary.moved`.
    let start: CGPoint
    var summary = StreamedRunSummary()
    var notes = FeelNoteFinder()
    /// The frames and events kept as well, for a caller that checks the run's expectations on the
    /// same run (`ScenarioRunner.streamKeeping`); nil keeps nothing.
    var kept: Recording?
    /// The zoom of the frame about to come (the engine hands it over first); nil before the view
    /// first zooms.
    var nextZoom: ZoomFrame?
    /// The zoom scale shown in the frame before (1 before the view first zooms).
    var zoomScaleBefore = 1.0

    /// A sink for `view`'s run, handing its frames, zooms and events (every `batch` frames) to
    /// `handlers`; `keeping` keeps them too, as `run(_:)` records them.
    init(view: SimulatedScrollView, batch: Int, handlers: ScenarioRunner.ViewHandlers, keeping: Bool) {
        bounds = Recording(startingAt: view)
        self.view = view
        self.batch = batch
        frame = handlers.frame
        events = handlers.events
        zoom = handlers.zoom
        start = view.contentOffset
        if keeping { kept = Recording(drawing: view) }
    }

    mutating func append(_ f: Frame) throws {
        try frame(f)
        kept?.append(f)
        notes.take(f)
        let zoom = nextZoom?.index == f.index ? nextZoom : nil
        let previous = summary.lastFrame
        summary.frameCount += 1
        summary.lastFrame = f
        if f.contentOffset != start { summary.moved = true }
        if f.phase != .idle {
            summary.restFrame = nil
        } else if summary.restFrame == nil {
            summary.restFrame = f
        } else if let zoom, zoom.zoomScale != zoomScaleBefore || (previous.map { $0.contentOffset != f.contentOffset } ?? false) {
            // A zoom changed while idle: the rest starts no earlier (`Recording.restFrame`).
            summary.restFrame = f
        }
        if let zoom { zoomScaleBefore = zoom.zoomScale }
        // Against the frame's own zoomed content, as `Recording.maximumOvershoot` measures it.
        summary.maximumOvershoot = max(summary.maximumOvershoot, bounds.overshoot(of: f.contentOffset, zoom: zoom))
        if summary.frameCount % batch == 0 { try handOverEvents() }
    }

    /// Hands the next frame's zoom on and keeps it for that frame's overshoot, the summary's final
    /// zoom and the kept run.
    mutating func appendZoom(_ frame: ZoomFrame) throws {
        try zoom(frame)
        kept?.appendZoom(frame)
        nextZoom = frame
        summary.finalZoomScale = frame.zoomScale
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
