import Foundation

/// Replays a gesture script against a scroll view, frame by frame.
///
/// Frame `n` is displayed at `n / frameRate` seconds. For each frame, the gestures whose time is
/// ≥ the previous frame's and ≤ this frame's (`timeTolerance`) are applied in order, then the
/// physics advances one frame, then the frame is recorded. So a gesture at a time between frames
/// takes effect at the first frame whose time is ≥ it.
public enum Simulation {
    /// How far after a frame's time a gesture may fall and still take effect at that frame, in
    /// seconds: 1 µs, so that times written to the microsecond (0.016667 for 1/60 s, as scenario
    /// files and device recordings write them) and binary rounding (0.05 · 60 =
    /// 3.0000000000000004) land on the frame they name.
    public static let timeTolerance = 1e-6

    /// The frame at which a gesture at `time` seconds takes effect: the first frame whose time is
    /// ≥ `time − timeTolerance`.
    /// Times past the range of `Int` frames (or NaN) give the last representable frame, so that a
    /// gesture there never happens rather than trapping.
    public static func frameIndex(forTime time: Double, frameRate: Int) -> Int {
        frameCount(((time - timeTolerance) * Double(frameRate)).rounded(.up))
    }

    /// `frames` as a frame number from 0 to `Int.max / 2`: negative values give 0, values too large
    /// for an `Int` (and NaN) the largest.
    static func frameCount(_ frames: Double) -> Int {
        guard frames < Double(Int.max / 2) else { return Int.max / 2 }
        return frames > 0 ? Int(frames) : 0
    }

    /// Runs `script` on `view` into a new in-memory recording.
    ///
    /// The recording holds only this run's events: those the view logged before the run (an
    /// earlier `run` on the same view, or calls made before it) are left out.
    ///
    /// - Parameters:
    ///   - until: the last frame time to record, in seconds; `nil` runs until the view is at rest
    ///     after the last gesture.
    /// - Throws: `SimulationError.exceededMaximumDuration` when the view still moves at the limit.
    public static func run(_ view: SimulatedScrollView, script: [TimedGesture], until: Double? = nil) throws -> Recording {
        var recording = Recording(startingAt: view)
        let firstEvent = view.loggedEventCount
        try run(view, script: script, until: until, into: &recording)
        recording.events = Array(view.events(since: firstEvent))
        return recording
    }

    /// Runs `script` on `view`, handing each frame to `sink`.
    ///
    /// Callers in other modules get a copy specialised for the package's own sinks (the frame
    /// handed over directly, no witness-table call per frame); other sinks take the generic path.
    @_specialize(exported:true,where Sink == DiscardingFrameSink)
    @_specialize(exported:true,where Sink == Recording)
    public static func run<Sink: FrameSink>(
        _ view: SimulatedScrollView, script: [TimedGesture], until: Double? = nil, into sink: inout Sink
    ) throws {
        if let bad = script.firstIndex(where: { !$0.time.isFinite }) {
            throw SimulationError.invalidTime("The time of gesture \(bad) (\(script[bad].time))")
        }
        if let until, !until.isFinite { throw SimulationError.invalidTime("until (\(until))") }
        beginRun(of: view)
        defer { endRun(of: view) }
        let rate = view.settings.frameRate
        // In time order, ties in script order; a script already in order (the usual case) is used
        // as it is, without sorting a copy.
        let ordered =
            zip(script, script.dropFirst()).allSatisfy { $0.time <= $1.time }
            ? script
            : script.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let lastFrame = until.map { view.lastFrameIndex(atOrBefore: $0) }
        let limit =
            view.settings.frameTimes == nil
            ? frameCount((view.settings.maximumDuration * Double(rate)).rounded(.down))
            : view.lastFrameIndex(atOrBefore: view.settings.maximumDuration)
        // The next gesture and its frame, computed once per gesture (the clock is fixed for the
        // view's life); Int.max after the last.
        var next = 0
        func frame(ofGesture index: Int) -> Int {
            index < ordered.count ? view.frameIndex(forTime: ordered[index].time) : Int.max
        }
        var nextGesture = frame(ofGesture: 0)
        while true {
            let n = view.frameIndex
            while nextGesture <= n {
                view.apply(ordered[next].gesture, at: ordered[next].time)
                next += 1
                nextGesture = frame(ofGesture: next)
            }
            // Frames nobody can observe one by one run in a tight loop, up to the next gesture,
            // the last frame asked for or the limit, which take the general path below.
            if try view.glideUnobserved(before: Swift.min(nextGesture, lastFrame ?? Int.max, limit), into: &sink) > 0 {
                continue
            }
            let frame = n
            view.advanceFrame()
            try sink.append(view.displayedFrame)
            if let lastFrame {
                if frame >= lastFrame { return }
            } else if next == ordered.count && ((view.isAtRest && !view.isDecelerating) || view.isTracking) {
                return
            }
            if frame >= limit {
                view.record(.simulationStopped, message: SimulationError.exceededMaximumDuration(seconds: view.settings.maximumDuration).description)
                throw SimulationError.exceededMaximumDuration(seconds: view.settings.maximumDuration)
            }
        }
    }

    /// A run of `view` begins: the run holds its delegate (so that the unretained calls reach a
    /// live object), noting a delegate released before the run.
    static func beginRun(of view: SimulatedScrollView) {
        view.runDepth += 1
        view.heldDelegate = view.delegate
        if view.runDepth == 1, view.hadDelegate, view.heldDelegate == nil {
            view.noteDelegateReleased()
        }
    }

    /// A run of `view` ends: the delegate is held no longer (unless an outer run goes on).
    static func endRun(of view: SimulatedScrollView) {
        view.runDepth -= 1
        view.heldDelegate = view.runDepth > 0 ? view.delegate : nil
        if view.runDepth == 0 { view.replacedDuringRun.removeAll() }
    }
}
