import Foundation
import ScrollSim

extension ScenarioRunner {
    /// How many frames run between two hand-overs of the delegate events logged meanwhile.
    public static let eventBatchFrames = 4096

    /// Runs `scenario` to its end, handing each frame to `frame` as it is made and the delegate
    /// events, in order, to `events` in batches, keeping none of them: memory does not grow with
    /// the length of the run. The frames and events are those `run(_:)` records.
    ///
    /// - Parameters:
    ///   - recordsEvents: whether to log delegate events; without it `events` is never called, and
    ///     the summary's `notes` hold only the jumps at a fast-scroll multiplier of 1 (zeroed
    ///     releases, a released delegate and the multiplier come from the events).
    ///   - frame: receives every frame, in order; an error it throws stops the run and is rethrown.
    ///   - eventBatchFrames: how many frames at most between two calls of `events` (1: after
    ///     every frame, with the events logged up to that frame).
    ///   - events: receives the events logged since the last call, at least every
    ///     `eventBatchFrames` frames and once at the end.
    ///   - zoom: receives the zoom of the next frame, just before `frame` receives it, for a view
    ///     that has zoomed (from its first zoom on; `Recording.zoomFrames`).
    /// - Returns: the summary of the run, with its feel notes (`StreamedRunSummary.notes`); a run
    ///   cut off at the maximum duration has `stopReason` set.
    /// - Throws: `InputError` when the strategy cannot be made, or what `frame` or `events` throw.
    public static func stream(
        _ scenario: Scenario, recordsEvents: Bool = true, eventBatchFrames: Int = eventBatchFrames,
        frame: @escaping (Frame) throws -> Void, events: @escaping ([DelegateEvent]) throws -> Void = { _ in },
        zoom: @escaping (ZoomFrame) throws -> Void = { _ in }
    ) throws -> StreamedRunSummary {
        try stream(
            scenario, keeping: false, recordsEvents: recordsEvents, eventBatchFrames: eventBatchFrames, frame: frame, events: events, zoom: zoom
        ).summary
    }

    /// `stream`, keeping the run as well: the same frames and events handed on as they are made,
    /// and the run `run(_:)` records, so that a caller checks the file's expectations on the run it
    /// streamed instead of running it again. Memory grows with the run, as `run(_:)`'s does.
    public static func streamKeeping(
        _ scenario: Scenario, eventBatchFrames: Int = eventBatchFrames, frame: @escaping (Frame) throws -> Void,
        events: @escaping ([DelegateEvent]) throws -> Void = { _ in }, zoom: @escaping (ZoomFrame) throws -> Void = { _ in }
    ) throws -> (summary: StreamedRunSummary, run: ScenarioRun) {
        let streamed = try stream(
            scenario, keeping: true, recordsEvents: true, eventBatchFrames: eventBatchFrames, frame: frame, events: events, zoom: zoom)
        guard let run = streamed.run else { preconditionFailure("a kept stream keeps its run") }
        return (streamed.summary, run)
    }

    /// `stream`, keeping the run too when `keeping`. The views inside a scene are recorded in
    /// memory either way and returned as `views` (empty for a lone view), so a caller checks them
    /// on the same pass.
    static func stream(
        _ scenario: Scenario, keeping: Bool, recordsEvents: Bool, eventBatchFrames: Int, frame: @escaping (Frame) throws -> Void,
        events: @escaping ([DelegateEvent]) throws -> Void, zoom: @escaping (ZoomFrame) throws -> Void
    ) throws -> (summary: StreamedRunSummary, run: ScenarioRun?, views: [ScenarioRun.Subview]) {
        if !scenario.allSubviews.isEmpty {
            return try streamScene(
                scenario, keeping: keeping, recordsEvents: recordsEvents, eventBatchFrames: eventBatchFrames, frame: frame, events: events,
                zoom: zoom)
        }
        let (view, retained) = try makeView(for: scenario, recordsDelegateEvents: recordsEvents)
        var sink = SummarizingSink(
            bounds: Recording(startingAt: view), view: view, batch: max(1, eventBatchFrames), frame: frame, events: events,
            zoom: zoom, start: view.contentOffset)
        if keeping { sink.kept = Recording(drawing: view) }
        var stopped = false
        try withExtendedLifetime(retained) {
            do {
                try Simulation.run(view, script: script(for: scenario), until: scenario.until, into: &sink)
            } catch let error as SimulationError {
                guard case .exceededMaximumDuration = error else { throw error }
                stopped = true
            }
        }
        try sink.handOverEvents()
        var summary = sink.finishedSummary
        // The pages of the view as it ends (`ScenarioRunner.run`).
        summary.finalPage = PageGrid(view: view, axis: scenario.axis).page(of: summary.finalOffset)
        if stopped { summary.stopReason = StopExplanation.reason(stopping: scenario, on: view, lastFrame: summary.lastFrame) }
        let run = sink.kept.map {
            ScenarioRun(
                scenario: scenario, recording: $0, pages: PageGrid(view: view, axis: scenario.axis), stopReason: summary.stopReason,
                startOffset: sink.start)
        }
        return (summary, run, [])
    }

    /// `stream` for a scenario with views inside: the scene runs on one clock (`makeScene`), the
    /// scenario's own view streaming as a lone view does, each view inside recorded in memory (its
    /// summary, frames and events in `subviews`). A run cut off at the maximum duration keeps every
    /// view's frames up to the cut-off.
    static func streamScene(
        _ scenario: Scenario, keeping: Bool, recordsEvents: Bool, eventBatchFrames: Int, frame: @escaping (Frame) throws -> Void,
        events: @escaping ([DelegateEvent]) throws -> Void, zoom: @escaping (ZoomFrame) throws -> Void
    ) throws -> (summary: StreamedRunSummary, run: ScenarioRun?, views: [ScenarioRun.Subview]) {
        let (views, retained) = try makeScene(for: scenario, recordsDelegateEvents: recordsEvents)
        let root = views[0]
        var rootSink = SummarizingSink(
            bounds: Recording(startingAt: root), view: root, batch: max(1, eventBatchFrames), frame: frame, events: events,
            zoom: zoom, start: root.contentOffset)
        if keeping { rootSink.kept = Recording(drawing: root) }
        // The views inside are kept as `run(_:)` records them, each with its layout's cards.
        let placedViews = scenario.allSubviews
        var sinks: [SceneStreamSink] =
            [.streamed(rootSink)] + views.dropFirst().map { .kept(keeping ? Recording(drawing: $0) : Recording(startingAt: $0)) }
        let starts = views.map(\.contentOffset)
        let cap = scenario.sceneFrameCap(views: views.count)
        var stopped = false
        try withExtendedLifetime(retained) {
            do {
                try Simulation.run(scene: root, script: script(for: scenario), until: cap ?? scenario.until, into: &sinks)
            } catch let error as SimulationError {
                guard case .exceededMaximumDuration = error else { throw error }
                stopped = true
            }
        }
        guard case .streamed(var streamed) = sinks[0] else { preconditionFailure("the scenario's view streams") }
        if let cap, let last = streamed.summary.lastFrame?.time, last >= cap - 1e-9 {
            throw scenario.sceneFramesError(views: views.count, cap: cap)
        }
        try streamed.handOverEvents()
        var summary = streamed.finishedSummary
        summary.finalPage = PageGrid(view: root, axis: scenario.axis).page(of: summary.finalOffset)
        if stopped { summary.stopReason = StopExplanation.reason(stopping: scenario, on: root, lastFrame: summary.lastFrame) }
        let subviews = placedViews.enumerated().map { i, placed in
            guard case .kept(var recording) = sinks[i + 1] else { preconditionFailure("a view inside is kept") }
            recording.events = recordsEvents ? views[i + 1].events : []
            return ScenarioRun.Subview(
                name: placed.spec.name, parent: placed.parent, recording: recording,
                pages: PageGrid(view: views[i + 1], axis: scenario.scenario(of: placed.spec).axis), startOffset: starts[i + 1])
        }
        summary.subviews = subviews.map(SubviewSummary.init)
        var run = streamed.kept.map {
            ScenarioRun(
                scenario: scenario, recording: $0, pages: PageGrid(view: root, axis: scenario.axis), stopReason: summary.stopReason,
                startOffset: starts[0])
        }
        run?.subviews = subviews
        return (summary, run, subviews)
    }
}

/// A sink of a streamed scene: the scenario's own view streams, the views inside are kept.
enum SceneStreamSink: FrameSink {
    case streamed(SummarizingSink)
    case kept(Recording)

    mutating func append(_ frame: Frame) throws {
        switch self {
        case .streamed(var sink):
            self = .kept(Recording(frameRate: 0))
            defer { self = .streamed(sink) }
            try sink.append(frame)
        case .kept(var recording):
            self = .kept(Recording(frameRate: 0))
            recording.append(frame)
            self = .kept(recording)
        }
    }

    mutating func appendZoom(_ frame: ZoomFrame) throws {
        switch self {
        case .streamed(var sink):
            self = .kept(Recording(frameRate: 0))
            defer { self = .streamed(sink) }
            try sink.appendZoom(frame)
        case .kept(var recording):
            self = .kept(Recording(frameRate: 0))
            recording.appendZoom(frame)
            self = .kept(recording)
        }
    }
}
