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
    /// earlier `run` on the same view, or calls made before it) are left out. Views inside `view`
    /// (`addSubview(_:frame:)`) run with it, as `run(scene:script:until:)` runs them; only
    /// `view`'s frames are kept.
    ///
    /// - Parameters:
    ///   - until: the last frame time to record, in seconds; `nil` runs until the view is at rest
    ///     after the last gesture.
    /// - Throws: `SimulationError.exceededMaximumDuration` when the view still moves at the limit.
    public static func run(_ view: SimulatedScrollView, script: [TimedGesture], until: Double? = nil) throws -> Recording {
        var recording = Recording(startingAt: view)
        let firstEvent = view.loggedEventCount
        if let until { reserveRoom(in: &recording, for: view, until: until) }
        try run(view, script: script, until: until, into: &recording)
        recording.events = Array(view.events(since: firstEvent))
        return recording
    }

    /// Makes room in `recording` for the frames of a run of `view` that ends at `until` seconds,
    /// and in the view's event log for one event a frame (and a few more), when events are on: a run to a known
    /// end writes its frames and events once, instead of copying them each time a buffer doubles
    /// (a long recording's cost is mostly the memory it first touches). The room is capped at the
    /// view's maximum duration and at `maximumReservedFrames`; memory reserved and never written
    /// is address space only.
    static func reserveRoom(in recording: inout Recording, for view: SimulatedScrollView, until: Double) {
        guard until.isFinite else { return }
        let last = Swift.min(view.lastFrameIndex(atOrBefore: until), view.lastFrameIndex(atOrBefore: view.settings.maximumDuration))
        let frames = Swift.min(Swift.max(0, last - view.frameIndex + 1), maximumReservedFrames)
        recording.frames.reserveCapacity(frames)
        // A moving frame logs one `scrollViewDidScroll`; the gestures' other callbacks fit in the
        // slack.
        if view.settings.recordsDelegateEvents { view.reserveEventCapacity(frames + 64) }
    }

    /// The most frames `run(_:script:until:)` makes room for ahead (2²¹: 117 MB of frames and
    /// 101 MB of events at most): a longer run grows its buffers as it goes.
    static let maximumReservedFrames = 1 << 21

    /// Runs `script` on `view`, handing each frame of `view` to `sink`.
    ///
    /// Views inside `view` run with it (`run(scene:script:until:into:)`); their frames are not
    /// kept. Callers in other modules get a copy specialised for the package's own sinks (the
    /// frame handed over directly, no witness-table call per frame); other sinks take the generic
    /// path.
    @_specialize(exported:true,where Sink == DiscardingFrameSink)
    @_specialize(exported:true,where Sink == Recording)
    public static func run<Sink: FrameSink>(
        _ view: SimulatedScrollView, script: [TimedGesture], until: Double? = nil, into sink: inout Sink
    ) throws {
        // In place: a copy of `sink` held beside the caller's would make its first append copy
        // the caller's buffer.
        try withUnsafeMutablePointer(to: &sink) { pointer in
            var sinks = RootSink(sink: pointer)
            _ = try drive(view, script: script, until: until, into: &sinks)
        }
    }

    /// Runs `script` on the scene whose root is `root` (the root and every view inside it, at any
    /// depth: `root.sceneViews`) into one recording per view.
    ///
    /// All views step on the root's frame clock, one frame at a time: in each frame the gestures
    /// due are applied (raw touches go to the view whose pan takes them, `SceneTouchRouter`; other
    /// gestures to the view `TimedGesture.viewIndex` names), then each view advances, views inside
    /// before the views that hold them (a view dragging its paging superview by its overscroll
    /// moves it within the frame: `dragParent(_:from:)`), then each view's frame is recorded. The run
    /// ends when every view is at rest after the last gesture (or a finger is down), at `until`,
    /// or at the root's `settings.maximumDuration`.
    ///
    /// - Throws: `SimulationError` for a non-finite time, or when a view still moves at the root's
    ///   maximum duration.
    public static func run(scene root: SimulatedScrollView, script: [TimedGesture], until: Double? = nil) throws -> SceneRecording {
        let views = root.sceneViews
        var sinks = EachViewSink(sinks: views.map { Recording(startingAt: $0) })
        let firstEvents = views.map(\.loggedEventCount)
        let owners = try drive(root, script: script, until: until, into: &sinks)
        for (i, view) in views.enumerated() { sinks.sinks[i].events = Array(view.events(since: firstEvents[i])) }
        return SceneRecording(views: views, recordings: sinks.sinks, touchOwners: owners)
    }

    /// Runs `script` on the scene whose root is `root`, handing the frames of `root.sceneViews[i]`
    /// to `sinks[i]`. Frames handed over before an error stay in the sinks: a run cut off at the
    /// maximum duration keeps every view's frames up to the cut-off.
    ///
    /// - Precondition: one sink per view of the scene.
    /// - Returns: the view (its index in `sceneViews`) each touch went to, nil for a touch no pan
    ///   took.
    @discardableResult
    public static func run<Sink: FrameSink>(
        scene root: SimulatedScrollView, script: [TimedGesture], until: Double? = nil, into sinks: inout [Sink]
    ) throws -> [Int?] {
        precondition(sinks.count == root.sceneViews.count, "one sink per view of the scene")
        var each = EachViewSink(sinks: sinks)
        sinks = []
        defer { sinks = each.sinks }
        return try drive(root, script: script, until: until, into: &each)
    }

    /// Throws `SimulationError.invalidScene` when a gesture of `script` names a view `scene` does
    /// not have, or when its views do not share one frame clock. Out of line: its messages would
    /// otherwise weigh on the frame loop's code.
    @inline(never)
    static func checkScene(_ scene: Scene, script: [TimedGesture]) throws {
        let viewCount = scene.count
        if let bad = script.firstIndex(where: { $0.viewIndex < 0 || $0.viewIndex >= viewCount }) {
            throw SimulationError.invalidScene(
                "Gesture \(bad) names view \(script[bad].viewIndex), and the scene has "
                    + (viewCount == 1 ? "one view, 0 (a lone view)" : "\(viewCount) views, 0 to \(viewCount - 1) in sceneViews order"))
        }
        let root = scene.root
        for (i, view) in scene.inside.enumerated() {
            guard view.settings.frameRate == root.settings.frameRate && view.settings.frameTimes == root.settings.frameTimes else {
                throw SimulationError.invalidScene(
                    "View \(i + 1) of the scene runs at \(view.settings.frameRate) Hz or on its own frame times, and the root at "
                        + "\(root.settings.frameRate) Hz: the views of a scene run on one frame clock (give them the same settings)")
            }
            guard view.frameIndex == root.frameIndex else {
                throw SimulationError.invalidScene(
                    "View \(i + 1) of the scene stands at frame \(view.frameIndex) and the root at frame \(root.frameIndex): the views "
                        + "of a scene step together (add a view before its scene runs)")
            }
        }
    }

    /// The one frame loop: runs `script` on the scene whose root is `root` (a lone view is the
    /// trivial scene), handing each view's frames to `sinks`; returns the view each touch went to.
    static func drive<Sinks: SceneSink>(
        _ root: SimulatedScrollView, script: [TimedGesture], until: Double?, into sinks: inout Sinks
    ) throws -> [Int?] {
        if let bad = script.firstIndex(where: { !$0.time.isFinite }) {
            throw SimulationError.invalidTime("The time of gesture \(bad) (\(script[bad].time))")
        }
        if let until, !until.isFinite { throw SimulationError.invalidTime("until (\(until))") }
        let scene = Scene(root: root)
        var router: SceneTouchRouter?
        // Checked before anything runs, and thrown rather than trapped: a test that names a wrong
        // view fails at its own line, and the rest of the suite runs.
        try checkScene(scene, script: script)
        scene.beginRun()
        defer { scene.endRun() }
        let rate = root.settings.frameRate
        // In time order, ties in script order; a script already in order (the usual case) is used
        // as it is, without sorting a copy. Checked by index, reading only the times.
        let ordered =
            script.indices.dropFirst().allSatisfy { script[$0 - 1].time <= script[$0].time }
            ? script
            : script.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let lastFrame = until.map { root.lastFrameIndex(atOrBefore: $0) }
        let limit =
            root.settings.frameTimes == nil
            ? frameCount((root.settings.maximumDuration * Double(rate)).rounded(.down))
            : root.lastFrameIndex(atOrBefore: root.settings.maximumDuration)
        // The next gesture and its frame, computed once per gesture (the clock is fixed for the
        // view's life); Int.max after the last.
        var next = 0
        func frame(ofGesture index: Int) -> Int {
            index < ordered.count ? root.frameIndex(forTime: ordered[index].time) : Int.max
        }
        var nextGesture = frame(ofGesture: 0)
        while true {
            var n = root.frameIndex
            scene.beginFrame()
            while nextGesture <= n {
                scene.apply(ordered[next], router: &router)
                next += 1
                nextGesture = frame(ofGesture: next)
            }
            // Frames nobody can observe one by one run in a tight loop, up to the next gesture,
            // the last frame asked for or the limit, which take the general path below.
            let end = Swift.min(nextGesture, lastFrame ?? Int.max, limit)
            if try scene.glideUnobserved(before: end, into: &sinks) > 0 {
                // At `end`, the gestures due there come first. Short of it, the loop stopped at a
                // frame it cannot run (one that ends the motion, say), and would stop there again
                // at once: that frame takes the general path now, from offsets as they are now.
                guard root.frameIndex < end else { continue }
                n = root.frameIndex
                scene.beginFrame()
            }
            try scene.advanceFrame(into: &sinks)
            if let lastFrame {
                if n >= lastFrame { break }
            } else if next == ordered.count && scene.isSettled {
                break
            }
            if n >= limit {
                root.record(.simulationStopped, message: SimulationError.exceededMaximumDuration(seconds: root.settings.maximumDuration).description)
                throw SimulationError.exceededMaximumDuration(seconds: root.settings.maximumDuration)
            }
        }
        return router?.owners ?? []
    }

    /// A run of `view` begins: the run holds its delegate (so that the unretained calls reach a
    /// live object), noting a delegate released before the run.
    static func beginRun(of view: SimulatedScrollView) {
        view.runDepth += 1
        if view.runDepth == 1 {
            view.holdDelegateForRun()
        } else {
            view.heldDelegate = view.delegate
        }
    }

    /// A run of `view` ends: the delegate is held no longer (unless an outer run goes on).
    static func endRun(of view: SimulatedScrollView) {
        view.runDepth -= 1
        if view.runDepth > 0 {
            view.heldDelegate = view.delegate
            return
        }
        view.releaseDelegateAfterRun()
        // Almost always empty: tested first, so that a run does not pay a checked write.
        if !view.replacedDuringRun.isEmpty { view.replacedDuringRun.removeAll() }
    }
}
