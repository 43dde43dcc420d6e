import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// Runs the frames from `frameIndex` up to (not including) `end` in one tight loop, handing
    /// each displayed frame to `sink`, for as long as nothing can observe a single frame: no
    /// delegate that implements `scrollViewDidScroll`, no event log, no animation, no finger, and
    /// the motion does not end.
    ///
    /// Each frame is exactly what `advanceFrame()` followed by `displayedFrame` gives (the same
    /// `GlideFrame` and paging steps on copies of the motions); the loop stops before the frame
    /// that ends the motion, leaving it to `advanceFrame()` with its callbacks. Returns the number
    /// of frames run (0 when a frame could be observed).
    func glideUnobserved<Sink: FrameSink>(before end: Int, into sink: inout Sink) throws -> Int {
        // A sink of a few scalars (the sweeps' and benchmarks' `DiscardingFrameSink`) runs the
        // loop in a local copy, which the compiler keeps in registers: counting into the caller's
        // memory would chain every frame to the previous frame's store (about 5 cycles, more than
        // the step itself). Written back once, so the caller sees the same count and last frame.
        // A sink holding a buffer (a `Recording`) is used in place: a copy would duplicate it. The
        // jump finder a discarding sink may hold is moved, not copied: the caller's sink is left
        // empty meanwhile, so that the local copy owns the finder's storage alone.
        if var local = sink as? DiscardingFrameSink {
            if local.jumpFinder != nil { sink = DiscardingFrameSink() as! Sink }
            defer { sink = local as! Sink }
            return try glideUnobservedFrames(before: end, into: &local)
        }
        return try glideUnobservedFrames(before: end, into: &sink)
    }

    /// Whether `glideUnobserved(before:into:)` may run a frame: a few loads, checked by the frame
    /// loop before it calls it, so that a view whose delegate observes every frame pays no call.
    @inline(__always)
    var mayGlideUnobserved: Bool {
        !delegateObservesScrolling && !isAnimating && !isTracking
    }

    /// `glideUnobserved(before:into:)`'s frames, into `sink` as given.
    @inline(__always)
    private func glideUnobservedFrames<Sink: FrameSink>(before end: Int, into sink: inout Sink) throws -> Int {
        // A refresh control watches every frame of a bounce (its pull state, `notifyIfScrolled`),
        // so its view takes the general path.
        guard !delegateObservesScrolling, !isAnimating, !isTracking, state.swipe == nil, settings.frameTimes == nil,
            !settings.recordsDelegateEvents, refreshControl == nil
        else {
            return 0
        }
        var h = horizontal
        var v = vertical
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
                horizontal = h
                vertical = v
                state.fastScroll = fastScroll
                frameIndex = index
                notifiedOffset = contentOffset
                displayedOffset = contentOffset
            }
        }
        // The common case first: one axis gliding inside its range, the other still.
        if Self.isStill(v, vLimits) {
            try Self.glideAlongOneAxis(
                &h, limits: hLimits, other: v, axis: .horizontal, multiplier: fastScroll.multiplier, index: &index, before: end,
                rate: rate, dragging: dragging, decelerating: decelerating, into: &sink)
        } else if Self.isStill(h, hLimits) {
            try Self.glideAlongOneAxis(
                &v, limits: vLimits, other: h, axis: .vertical, multiplier: fastScroll.multiplier, index: &index, before: end,
                rate: rate, dragging: dragging, decelerating: decelerating, into: &sink)
        }
        let base = baseConstants
        let spring = spring
        while index < end {
            var nextH = h
            var nextV = v
            var nextFastScroll = fastScroll
            let ends = Self.motionFrame(
                &nextH, &nextV, limits: (hLimits, vLimits), baseConstants: base, spring: spring, fastScroll: &nextFastScroll)
            guard !ends else { break }
            h = nextH
            v = nextV
            fastScroll = nextFastScroll
            index += 1
            try sink.append(
                Frame(
                    index: index - 1, time: Double(index - 1) / rate, contentOffset: CGPoint(x: h.offset, y: v.offset),
                    velocityPointsPerSecond: CGPoint(x: h.offsetVelocity(limits: hLimits) * 1000, y: v.offsetVelocity(limits: vLimits) * 1000),
                    phase: motionPhase(h, v), isTracking: false, isDragging: dragging, isDecelerating: decelerating))
        }
        return index - start
    }

    /// Whether an axis neither moves nor will: no velocity, not bouncing, inside its range.
    private static func isStill(_ m: AxisMotion, _ l: AxisMotion.Limits) -> Bool {
        m.mode != .paging && m.velocity == 0 && !m.isBouncing && l.contains(m.offset)
    }

    /// Runs the frames of a glide on `motion`'s axis while the other axis is still, with offset
    /// and velocity in locals: the §2 step (`FrameConstants.decelerate`, inlined) and the stop rule
    /// (`GlideEnd.stops`), the same functions `GlideFrame` calls, for a free deceleration or one
    /// re-timed onto a target. Stops before the
    /// first frame that would leave the range, reach the target or fall below the stop speed; the
    /// general loop and `advanceFrame()` take it from there.
    @inline(__always)
    private static func glideAlongOneAxis<Sink: FrameSink>(
        _ motion: inout AxisMotion, limits: AxisMotion.Limits, other: AxisMotion, axis: ScrollAxis, multiplier: Double,
        index: inout Int, before end: Int, rate: Double, dragging: Bool, decelerating: Bool, into sink: inout Sink
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
        while index < end {
            var nextX = x
            var nextV = v
            constants.decelerate(offset: &nextX, velocity: &nextV, multiplier: multiplier)
            guard nextX <= maximum, nextX >= minimum, !GlideEnd.stops(velocity: nextV) else { return }
            x = nextX
            v = nextV
            let time = Double(index) / rate
            let offset = axis == .horizontal ? CGPoint(x: x, y: still) : CGPoint(x: still, y: x)
            let velocity = axis == .horizontal ? CGPoint(x: v * 1000, y: 0) : CGPoint(x: 0, y: v * 1000)
            index &+= 1  // below `end`, so it cannot overflow
            try sink.append(
                Frame(
                    index: index - 1, time: time, contentOffset: offset, velocityPointsPerSecond: velocity, phase: .decelerating,
                    isTracking: false, isDragging: dragging, isDecelerating: decelerating))
        }
    }
}
