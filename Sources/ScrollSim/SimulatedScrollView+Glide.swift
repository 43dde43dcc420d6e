import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// Runs the frames from `frameIndex` up to (not including) `end` in one tight loop, handing
    /// each displayed frame to `sink`, for as long as nothing can observe a single frame but the
    /// event log: no delegate that implements `scrollViewDidScroll`, no animation, no finger, no
    /// refresh control, and the motion does not end.
    ///
    /// Each frame is exactly what `advanceFrame()` followed by `displayedFrame` gives (the same
    /// `GlideFrame` and paging steps on copies of the motions), and with events on it logs the
    /// `scrollViewDidScroll` event `advanceFrame()` logs (the frame's number, time and offset,
    /// when the offset changed); the loop stops before the frame that ends the motion, leaving it
    /// to `advanceFrame()` with its callbacks. Returns the number of frames run (0 when a frame
    /// could be observed).
    func glideUnobserved<Sink: FrameSink>(before end: Int, into sink: inout Sink) throws -> Int {
        // A discarding sink (the sweeps' and benchmarks') glides into a sink of its count and last
        // frame (`LastFrameSink`), or with a finder into a `GlideSink` that also holds the jump
        // state, moved out of the caller's sink in place (no copy of the sink and its finder's
        // buffers) and moved back after the loop. A sink holding a buffer (a
        // `Recording`) is used in place. With events on, each frame logs its
        // `scrollViewDidScroll`, in a function of its own.
        if settings.recordsDelegateEvents { return try glideUnobservedLoggingScrolls(before: end, into: &sink) }
        if Sink.self == DiscardingFrameSink.self {
            return try withUnsafeMutablePointer(to: &sink) { pointer in
                try pointer.withMemoryRebound(to: DiscardingFrameSink.self, capacity: 1) { discarding in
                    var log = NoScrollEventLog()
                    // Without a finder, only the count and the last frame: nothing to test a frame.
                    if !discarding.pointee.findsJumps {
                        var counted = LastFrameSink(count: discarding.pointee.count, last: discarding.pointee.last)
                        defer { discarding.pointee.finish(counted) }
                        return try glideUnobservedFrames(before: end, into: &counted, log: &log)
                    }
                    var glide = discarding.pointee.startGlide()
                    defer { discarding.pointee.finish(glide) }
                    return try glideUnobservedFrames(before: end, into: &glide, log: &log)
                }
            }
        }
        var log = NoScrollEventLog()
        return try glideUnobservedFrames(before: end, into: &sink, log: &log)
    }

    /// `glideUnobserved(before:into:)` with events on: not inlined there, so that the loops
    /// without a log keep the frame's initialiser and the target rules inline (with both inlined
    /// in one function, they went out of line).
    ///
    /// The package's own sinks never read the view while they take a frame, so for them the event
    /// log is moved out of the view for the loop (`MovedScrollEventLog`) and back after it: no
    /// exclusivity check on the view's state a frame. Any other sink may read or drain the log
    /// between frames (a streamed run hands events over in batches), so it logs in place.
    @inline(never)
    private func glideUnobservedLoggingScrolls<Sink: FrameSink>(before end: Int, into sink: inout Sink) throws -> Int {
        if Sink.self == Recording.self || Sink.self == DiscardingFrameSink.self {
            var log = MovedScrollEventLog(events: [], notified: state.notifiedOffset)
            swap(&log.events, &state.events)
            defer { swap(&log.events, &state.events) }
            return try glideUnobservedFrames(before: end, into: &sink, log: &log)
        }
        var log = ViewScrollEventLog(view: self, notified: state.notifiedOffset)
        return try glideUnobservedFrames(before: end, into: &sink, log: &log)
    }

    /// Whether `glideUnobserved(before:into:)` may run a frame: a few loads, checked by the frame
    /// loop before it calls it, so that a view whose delegate observes every frame pays no call.
    @inline(__always)
    var mayGlideUnobserved: Bool {
        !delegateObservesScrolling && !state.isAnimating && !isTracking
    }

    /// `glideUnobserved(before:into:)`'s frames, into `sink` as given, each frame's
    /// `scrollViewDidScroll` into `log`.
    @inline(__always)
    private func glideUnobservedFrames<Sink: FrameSink, Log: ScrollEventLog>(
        before end: Int, into sink: inout Sink, log: inout Log
    ) throws -> Int {
        // A refresh control watches every frame of a bounce (its pull state, `notifyIfScrolled`),
        // so its view takes the general path.
        // With events on, a `scrollViewDidScroll` nested too deep logs a notice instead of the
        // event (`notifyIfScrolled`): that run takes the general path too.
        let logsScrolls = settings.recordsDelegateEvents
        guard !delegateObservesScrolling, !state.isAnimating, !isTracking, state.swipe == nil, settings.frameTimes == nil,
            !logsScrolls || state.didScrollDepth < 8, !hasRefreshControl
        else {
            return 0
        }
        var h = state.horizontal
        var v = state.vertical
        guard h.isMoving || v.isMoving else { return 0 }
        // Fixed-clock frames last at least 1000/240 ms, so every one steps (none is under 1 ms).
        let hLimits = limits(.horizontal)
        let vLimits = limits(.vertical)
        let rate = Double(settings.frameRate)
        let dragging = isDragging
        let decelerating = isDecelerating
        var fastScroll = state.fastScroll
        let start = frameIndex
        var index = start
        defer {
            if index > start {
                state.horizontal = h
                state.vertical = v
                state.fastScroll = fastScroll
                frameIndex = index
                state.notifiedOffset = contentOffset
                state.displayedOffset = contentOffset
            }
        }
        // The common case first: one axis gliding inside its range, the other still.
        if Self.isStill(v, vLimits) {
            try Self.glideAlongOneAxis(
                &h, limits: hLimits, other: v, axis: .horizontal, multiplier: fastScroll.multiplier, index: &index, before: end,
                rate: rate, dragging: dragging, decelerating: decelerating, log: &log, into: &sink)
        } else if Self.isStill(h, hLimits) {
            try Self.glideAlongOneAxis(
                &v, limits: vLimits, other: h, axis: .vertical, multiplier: fastScroll.multiplier, index: &index, before: end,
                rate: rate, dragging: dragging, decelerating: decelerating, log: &log, into: &sink)
        }
        let base = state.baseConstants
        let spring = state.spring
        while index < end {
            // Stepped in place; the frame that ends the motion is put back and left to
            // `advanceFrame()` (one copy a frame, the put-back once).
            let (previousH, previousV, previousFastScroll) = (h, v, fastScroll)
            let ends = Self.motionFrame(&h, &v, limits: (hLimits, vLimits), baseConstants: base, spring: spring, fastScroll: &fastScroll)
            guard !ends else {
                (h, v, fastScroll) = (previousH, previousV, previousFastScroll)
                break
            }
            index += 1
            let offset = CGPoint(x: h.offset, y: v.offset)
            log.scrolled(frame: index - 1, time: Double(index - 1) / rate, offset: offset)
            try sink.append(
                Frame(
                    index: index - 1, time: Double(index - 1) / rate, contentOffset: offset,
                    velocityPointsPerSecond: CGPoint(x: h.offsetVelocity(limits: hLimits) * 1000, y: v.offsetVelocity(limits: vLimits) * 1000),
                    phase: Self.motionPhase(h, v, limits: (hLimits, vLimits)), isTracking: false, isDragging: dragging, isDecelerating: decelerating))
        }
        return index - start
    }

    /// One frame of a glide on one axis while the other is still, when the step stays inside the
    /// range: the frame `GlideFrame.step` makes then, by the §2 step and the changed-target rules
    /// alone (the bouncing step's glide inside the range, `(glide · v) · multiplier + x`, is
    /// `decelerate`'s `x + (v · glide) · multiplier`; the two-axis stop test with one velocity
    /// zero is the one-axis test; on the target, the still axis's zero velocity ends the glide).
    /// Returns whether the motion ends, as `GlideFrame.step` does, or nil, changing nothing, for
    /// every other frame (a target on the still axis, a bounce, an edge ahead, paging).
    @inline(__always)
    static func glideFrameAlongOneAxis(
        _ h: inout AxisMotion, _ v: inout AxisMotion, limits: (horizontal: AxisMotion.Limits, vertical: AxisMotion.Limits),
        baseConstants: FrameConstants, multiplier: Double
    ) -> Bool? {
        if !v.hasTarget && isStill(v, limits.vertical) {
            return glideInside(&h, limits.horizontal, baseConstants: baseConstants, multiplier: multiplier)
        }
        if !h.hasTarget && isStill(h, limits.horizontal) {
            return glideInside(&v, limits.vertical, baseConstants: baseConstants, multiplier: multiplier)
        }
        return nil
    }

    /// `glideFrameAlongOneAxis`'s step of the moving axis, made only when it starts and stays
    /// inside the range (and, with a target, at or below `pageMaximum`, where `GlideFrame` would
    /// not move an edge to the target).
    @inline(__always)
    private static func glideInside(_ m: inout AxisMotion, _ l: AxisMotion.Limits, baseConstants: FrameConstants, multiplier: Double) -> Bool? {
        guard m.mode == .decelerating, !m.isBouncing, l.contains(m.offset), !m.hasTarget || m.offset <= l.pageMaximum else { return nil }
        var x = m.offset
        var v = m.velocity
        m.constants.decelerate(offset: &x, velocity: &v, multiplier: multiplier)
        guard x <= l.maximum, x >= l.minimum else { return nil }
        var ends = GlideEnd.stops(velocity: v)
        if m.hasTarget {
            switch GlideEnd.targetStep(offset: x, velocity: v, target: m.target) {
            case .onTarget:
                x = m.target
                v = 0
                ends = true
            case .creep(let velocity):
                ends = false
                v = velocity
                if m.constants.rate != baseConstants.rate { m.constants = baseConstants }
            case .glides:
                break
            }
        }
        m.offset = x
        m.velocity = v
        return ends
    }

    /// Whether an axis neither moves nor will: no velocity, not bouncing, inside its range.
    private static func isStill(_ m: AxisMotion, _ l: AxisMotion.Limits) -> Bool {
        m.mode != .paging && m.velocity == 0 && !m.isBouncing && l.contains(m.offset)
    }

    /// Runs the frames of a glide on `motion`'s axis while the other axis is still, with offset
    /// and velocity in locals: the §2 step (`FrameConstants.decelerate`, inlined) and the stop rule
    /// (`GlideEnd.stops`), the same functions `GlideFrame` calls, for a free deceleration or one
    /// re-timed onto a target. Stops before the first frame that would leave the range, reach the
    /// target or fall below the stop speed; the general loop and `advanceFrame()` take it from
    /// there. Each frame's `scrollViewDidScroll` goes to `log`.
    @inline(__always)
    private static func glideAlongOneAxis<Sink: FrameSink>(
        _ motion: inout AxisMotion, limits: AxisMotion.Limits, other: AxisMotion, axis: ScrollAxis, multiplier: Double,
        index: inout Int, before end: Int, rate: Double, dragging: Bool, decelerating: Bool, log: inout some ScrollEventLog,
        into sink: inout Sink
    ) throws {
        guard motion.mode == .decelerating, !motion.isBouncing, limits.contains(motion.offset) else { return }
        // A target is reached when a step ends on it or beyond, in the direction of the velocity
        // (whose sign a glide keeps): a step forward may end at most one double short of it, a
        // step back at least one double past it. So the target narrows the edge ahead, and the
        // loop tests two bounds, as a free glide does.
        var minimum = limits.minimum
        var maximum = limits.maximum
        if motion.hasTarget {
            if motion.velocity >= 0 {
                maximum = Swift.min(maximum, motion.target.nextDown)
            } else {
                minimum = Swift.max(minimum, motion.target.nextUp)
            }
        }
        let constants = motion.constants
        let still = other.offset
        var x = motion.offset
        var v = motion.velocity
        defer {
            motion.offset = x
            motion.velocity = v
        }
        func frame(_ i: Int, _ time: Double, _ x: Double, _ v: Double) -> Frame {
            Frame(
                index: i, time: time, contentOffset: axis == .horizontal ? CGPoint(x: x, y: still) : CGPoint(x: still, y: x),
                velocityPointsPerSecond: axis == .horizontal ? CGPoint(x: v * 1000, y: 0) : CGPoint(x: 0, y: v * 1000),
                phase: .decelerating, isTracking: false, isDragging: dragging, isDecelerating: decelerating)
        }
        // The discarding sinks keep a count, the last frame and (a `GlideSink`) the jump state: a
        // frame of the loop counts and, with a finder, is judged from its numbers, and the last
        // frame is built once after the loop, so the loop keeps no frame (and, without a finder,
        // works out no time) in its registers. Every other sink takes each frame.
        let first = index
        if Sink.self == LastFrameSink.self || Sink.self == GlideSink.self {
            withUnsafeMutablePointer(to: &sink) { pointer in
                let raw = UnsafeMutableRawPointer(pointer)
                if Sink.self == LastFrameSink.self {
                    Self.glideSteps(
                        x: &x, v: &v, constants: constants, bounds: (minimum, maximum), multiplier: multiplier, index: &index, before: end, rate: rate
                    ) {
                        i, time, x, _ in
                        log.scrolled(frame: i, time: time, offset: axis == .horizontal ? CGPoint(x: x, y: still) : CGPoint(x: still, y: x))
                    }
                    let counted = raw.assumingMemoryBound(to: LastFrameSink.self)
                    counted.pointee.count &+= index - first
                    if index > first { counted.pointee.last = frame(index - 1, Double(index - 1) / rate, x, v) }
                } else {
                    let glide = raw.assumingMemoryBound(to: GlideSink.self)
                    let judges = glide.pointee.findsJumps
                    var watch = glide.pointee.watch
                    Self.glideSteps(
                        x: &x, v: &v, constants: constants, bounds: (minimum, maximum), multiplier: multiplier, index: &index, before: end, rate: rate
                    ) {
                        i, time, x, v in
                        let offset = axis == .horizontal ? CGPoint(x: x, y: still) : CGPoint(x: still, y: x)
                        log.scrolled(frame: i, time: time, offset: offset)
                        if judges {
                            watch.take(
                                index: i, time: time, x: Double(offset.x), y: Double(offset.y), velocityX: axis == .horizontal ? v * 1000 : 0,
                                velocityY: axis == .horizontal ? 0 : v * 1000, into: &glide.pointee.jumps)
                        }
                    }
                    glide.pointee.watch = watch
                    glide.pointee.count &+= index - first
                    if index > first { glide.pointee.last = frame(index - 1, Double(index - 1) / rate, x, v) }
                }
            }
            return
        }
        try Self.glideSteps(
            x: &x, v: &v, constants: constants, bounds: (minimum, maximum), multiplier: multiplier, index: &index, before: end, rate: rate
        ) {
            i, time, x, v in
            let f = frame(i, time, x, v)
            log.scrolled(frame: i, time: time, offset: f.contentOffset)
            try sink.append(f)
        }
    }

    /// The steps of `glideAlongOneAxis`: from offset `x` (points) and velocity `v` (pt/ms), the §2
    /// step for frames `index` up to `end`, stopping before the first step that leaves `bounds`
    /// or falls below the stop speed; `body` takes each frame's number, time (seconds), offset and
    /// velocity.
    @inline(__always)
    private static func glideSteps(
        x: inout Double, v: inout Double, constants: FrameConstants, bounds: (minimum: Double, maximum: Double), multiplier: Double,
        index: inout Int, before end: Int, rate: Double, _ body: (_ index: Int, _ time: Double, _ x: Double, _ v: Double) throws -> Void
    ) rethrows {
        while index < end {
            var nextX = x
            var nextV = v
            constants.decelerate(offset: &nextX, velocity: &nextV, multiplier: multiplier)
            guard nextX <= bounds.maximum, nextX >= bounds.minimum, !GlideEnd.stops(velocity: nextV) else { return }
            x = nextX
            v = nextV
            index &+= 1  // below `end`, so it cannot overflow
            try body(index - 1, Double(index - 1) / rate, x, v)
        }
    }
}
