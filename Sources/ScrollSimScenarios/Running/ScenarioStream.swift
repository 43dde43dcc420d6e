import Foundation
import ScrollSim

extension ScenarioRunner {
    /// How many frames run between two hand-overs of the delegate events logged meanwhile.
    public static let eventBatchFrames = 4096

    /// Where a streamed run hands one view's frames, zooms and delegate events as they are made.
    public struct ViewHandlers {
        /// Receives every frame of the view, in order; an error it throws stops the run.
        public var frame: (Frame) throws -> Void
        /// Receives the view's events logged since the last call, in batches as the scenario's own.
        public var events: ([DelegateEvent]) throws -> Void
        /// Receives the zoom of the view's next frame (the scale shown, unitless), just before it.
        public var zoom: (ZoomFrame) throws -> Void

        /// Handlers that pass each piece on; the defaults let it go.
        public init(
            frame: @escaping (Frame) throws -> Void = { _ in }, events: @escaping ([DelegateEvent]) throws -> Void = { _ in },
            zoom: @escaping (ZoomFrame) throws -> Void = { _ in }
        ) {
            self.frame = frame
            self.events = events
            self.zoom = zoom
        }
    }

    /// Runs `scenario` to its end, handing each frame to `frame` as it is made and the delegate
    /// events, in order, to `events` in batches, keeping none of them: memory does not grow with
    /// the length of the run. The frames and events are those `run(_:)` records. Each view inside
    /// a scene (`Scenario.allSubviews`) streams the same way, to the handlers `views` returns for
    /// it, and is summed up as it streams (`StreamedRunSummary.subviews`).
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
    ///   - views: called once for each view inside, by name, in `allSubviews` order, before the
    ///     run starts: where that view's frames, zooms and events go.
    /// - Returns: the summary of the run, with its feel notes (`StreamedRunSummary.notes`); a run
    ///   cut off at the maximum duration has `stopReason` set.
    /// - Throws: `InputError` when the strategy cannot be made, or what the handlers throw.
    public static func stream(
        _ scenario: Scenario, recordsEvents: Bool = true, eventBatchFrames: Int = eventBatchFrames,
        frame: @escaping (Frame) throws -> Void, events: @escaping ([DelegateEvent]) throws -> Void = { _ in },
        zoom: @escaping (ZoomFrame) throws -> Void = { _ in }, views: (String) throws -> ViewHandlers = { _ in ViewHandlers() }
    ) throws -> StreamedRunSummary {
        try stream(
            scenario, keeping: false, recordsEvents: recordsEvents, eventBatchFrames: eventBatchFrames,
            root: ViewHandlers(frame: frame, events: events, zoom: zoom), views: views
        ).summary
    }

    /// `stream`, keeping the run as well: the same frames and events handed on as they are made,
    /// and the run `run(_:)` records, so that a caller checks the file's expectations on the run it
    /// streamed instead of running it again. Memory grows with the run, as `run(_:)`'s does.
    public static func streamKeeping(
        _ scenario: Scenario, eventBatchFrames: Int = eventBatchFrames, frame: @escaping (Frame) throws -> Void,
        events: @escaping ([DelegateEvent]) throws -> Void = { _ in }, zoom: @escaping (ZoomFrame) throws -> Void = { _ in },
        views: (String) throws -> ViewHandlers = { _ in ViewHandlers() }
    ) throws -> (summary: StreamedRunSummary, run: ScenarioRun) {
        let streamed = try stream(
            scenario, keeping: true, recordsEvents: true, eventBatchFrames: eventBatchFrames,
            root: ViewHandlers(frame: frame, events: events, zoom: zoom), views: views)
        guard let run = streamed.run else { preconditionFailure("a kept stream keeps its run") }
        return (streamed.summary, run)
    }

    /// `stream`, keeping the run too when `keeping` (every view's frames and events, the views
    /// inside as `run(_:)` records them, each with its layout's cards).
    static func stream(
        _ scenario: Scenario, keeping: Bool, recordsEvents: Bool, eventBatchFrames: Int, root: ViewHandlers,
        views handlers: (String) throws -> ViewHandlers
    ) throws -> (summary: StreamedRunSummary, run: ScenarioRun?) {
        let placedViews = scenario.allSubviews
        let views: [SimulatedCollectionView]
        let retained: [AnyObject]
        if placedViews.isEmpty {
            let made = try makeView(for: scenario, recordsDelegateEvents: recordsEvents)
            (views, retained) = ([made.view], made.retained)
        } else {
            (views, retained) = try makeScene(for: scenario, recordsDelegateEvents: recordsEvents)
        }
        let batch = max(1, eventBatchFrames)
        var sinks = [SummarizingSink(view: views[0], batch: batch, handlers: root, keeping: keeping)]
        for (i, placed) in placedViews.enumerated() {
            sinks.append(SummarizingSink(view: views[i + 1], batch: batch, handlers: try handlers(placed.spec.name), keeping: keeping))
        }
        let cap = scenario.sceneFrameCap(views: views.count)
        var stopped = false
        try withExtendedLifetime(retained) {
            do {
                if placedViews.isEmpty {
                    try Simulation.run(views[0], script: script(for: scenario), until: scenario.until, into: &sinks[0])
                } else {
                    try Simulation.run(scene: views[0], script: script(for: scenario), until: cap ?? scenario.until, into: &sinks)
                }
            } catch let error as SimulationError {
                guard case .exceededMaximumDuration = error else { throw error }
                stopped = true
            }
        }
        if let cap, let last = sinks[0].summary.lastFrame?.time, last >= cap - 1e-9 {
            throw scenario.sceneFramesError(views: views.count, cap: cap)
        }
        for i in sinks.indices { try sinks[i].handOverEvents() }
        var summary = sinks[0].finishedSummary
        // The pages of each view as it ends (`ScenarioRunner.run`).
        let pages = views.indices.map { i in
            PageGrid(view: views[i], axis: i == 0 ? scenario.axis : scenario.scenario(of: placedViews[i - 1].spec).axis)
        }
        summary.finalPage = pages[0].page(of: summary.finalOffset)
        if stopped { summary.stopReason = StopExplanation.reason(stopping: scenario, on: views[0], lastFrame: summary.lastFrame) }
        summary.subviews = placedViews.enumerated().map { i, placed in
            var sub = sinks[i + 1].finishedSummary
            sub.finalPage = pages[i + 1].page(of: sub.finalOffset)
            return SubviewSummary(name: placed.spec.name, parent: placed.parent, summary: sub)
        }
        guard keeping, let recording = sinks[0].kept else { return (summary, nil) }
        var run = ScenarioRun(scenario: scenario, recording: recording, pages: pages[0], stopReason: summary.stopReason, startOffset: sinks[0].start)
        run.subviews = placedViews.enumerated().map { i, placed in
            ScenarioRun.Subview(
                name: placed.spec.name, parent: placed.parent, recording: sinks[i + 1].kept ?? Recording(frameRate: scenario.frameRate),
                pages: pages[i + 1], startOffset: sinks[i + 1].start)
        }
        return (summary, run)
    }
}
