import Foundation
import ScrollSim

/// What a streamed run leaves once its frames have gone: the values a report's summary needs.
public struct StreamedRunSummary: Sendable {
    /// The number of frames.
    public var frameCount = 0
    /// The last frame, or nil when none was made.
    public var lastFrame: Frame?
    /// The first frame of the final rest (`Recording.restFrame`).
    public var restFrame: Frame?
    /// The greatest overshoot past any edge, in points (`Recording.maximumOvershoot`).
    public var maximumOvershoot = 0.0
    /// The final page along the scroll axis.
    public var finalPage = 0
    /// Set when the run was cut off at the maximum duration, as `ScenarioRun.stopReason`.
    public var stopReason: String?

    /// The final offset, in points (zero without frames, as `Recording.finalOffset`).
    public var finalOffset: CGPoint { lastFrame?.contentOffset ?? .zero }
    /// The time the view came to rest for good, in seconds, as `Recording.restTime`.
    public var restTime: Double? { restFrame?.time }
}

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

/// Hands frames on as they come and keeps only what the summary needs; drains the view's event
/// log every `ScenarioRunner.eventBatchFrames` frames.
private struct SummarizingSink: FrameSink {
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
