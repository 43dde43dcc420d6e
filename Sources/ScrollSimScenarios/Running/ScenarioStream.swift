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
    /// - Returns: the summary of the run, with its feel notes (`StreamedRunSummary.notes`); a run
    ///   cut off at the maximum duration has `stopReason` set.
    /// - Throws: `InputError` when the strategy cannot be made, or what `frame` or `events` throw.
    public static func stream(
        _ scenario: Scenario, recordsEvents: Bool = true, eventBatchFrames: Int = eventBatchFrames,
        frame: @escaping (Frame) throws -> Void, events: @escaping ([DelegateEvent]) throws -> Void = { _ in }
    ) throws -> StreamedRunSummary {
        if !scenario.allSubviews.isEmpty {
            return try streamScene(scenario, recordsEvents: recordsEvents, eventBatchFrames: eventBatchFrames, frame: frame, events: events)
        }
        let (view, retained) = try makeView(for: scenario, recordsDelegateEvents: recordsEvents)
        var sink = SummarizingSink(
            bounds: Recording(startingAt: view), view: view, batch: max(1, eventBatchFrames), frame: frame, events: events,
            start: view.contentOffset)
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
        return summary
    }

    /// `stream` for a scenario with views inside: the scene runs on one clock (`makeScene`), the
    /// scenario's own view streaming as a lone view does, each view inside recorded in memory (its
    /// summary, frames and events in `subviews`). A run cut off at the maximum duration keeps every
    /// view's frames up to the cut-off.
    static func streamScene(
        _ scenario: Scenario, recordsEvents: Bool, eventBatchFrames: Int, frame: @escaping (Frame) throws -> Void,
        events: @escaping ([DelegateEvent]) throws -> Void
    ) throws -> StreamedRunSummary {
        let (views, retained) = try makeScene(for: scenario, recordsDelegateEvents: recordsEvents)
        let root = views[0]
        var sinks: [SceneStreamSink] =
            [
                .streamed(
                    SummarizingSink(
                        bounds: Recording(startingAt: root), view: root, batch: max(1, eventBatchFrames), frame: frame, events: events,
                        start: root.contentOffset))
            ]
            + views.dropFirst().map { .kept(Recording(startingAt: $0)) }
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
        summary.subviews = scenario.allSubviews.enumerated().map { i, placed in
            guard case .kept(var recording) = sinks[i + 1] else { preconditionFailure("a view inside is kept") }
            recording.events = recordsEvents ? views[i + 1].events : []
            return SubviewSummary(
                ScenarioRun.Subview(
                    name: placed.spec.name, parent: placed.parent, recording: recording,
                    pages: PageGrid(view: views[i + 1], axis: scenario.scenario(of: placed.spec).axis), startOffset: starts[i + 1]))
        }
        return summary
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
}
