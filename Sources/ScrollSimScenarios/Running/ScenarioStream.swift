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
    ///   - recordsEvents: whether to log delegate events; without it `events` is never called.
    ///   - frame: receives every frame, in order; an error it throws stops the run and is rethrown.
    ///   - eventBatchFrames: how many frames at most between two calls of `events` (1: after
    ///     every frame, with the events logged up to that frame).
    ///   - events: receives the events logged since the last call, at least every
    ///     `eventBatchFrames` frames and once at the end.
    /// - Returns: the summary of the run; a run cut off at the maximum duration has `stopReason` set.
    /// - Throws: `InputError` when the strategy cannot be made, or what `frame` or `events` throw.
    public static func stream(
        _ scenario: Scenario, recordsEvents: Bool = true, eventBatchFrames: Int = eventBatchFrames,
        frame: @escaping (Frame) throws -> Void, events: @escaping ([DelegateEvent]) throws -> Void = { _ in }
    ) throws -> StreamedRunSummary {
        // Nested views run in memory (two recordings on one clock), then stream the outer one's.
        if !scenario.subviews.isEmpty {
            let run = try ScenarioRunner.run(scenario)
            var summary = StreamedRunSummary()
            let bounds = run.recording
            for f in run.recording.frames {
                try frame(f)
                summary.frameCount += 1
                summary.lastFrame = f
                summary.maximumOvershoot = max(summary.maximumOvershoot, bounds.overshoot(of: f.contentOffset))
            }
            summary.restFrame = run.recording.restFrame
            if recordsEvents { try events(run.recording.events) }
            summary.finalPage = run.finalPage
            summary.stopReason = run.stopReason
            summary.subviews = run.subviews.map(SubviewSummary.init)
            return summary
        }
        let (view, retained) = try makeView(for: scenario, recordsDelegateEvents: recordsEvents)
        let pages = PageGrid(view: view, axis: scenario.axis)
        var sink = SummarizingSink(
            bounds: Recording(startingAt: view), view: view, batch: max(1, eventBatchFrames), frame: frame, events: events)
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
        var summary = sink.summary
        summary.finalPage = pages.page(of: summary.finalOffset)
        if stopped { summary.stopReason = StopExplanation.reason(stopping: scenario, on: view, lastFrame: summary.lastFrame) }
        return summary
    }
}
