import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// Runs the frames from `frameIndex` up to (not including) `end` in one tight loop, handing
    /// each displayed frame to `sink`, for as long as nothing can observe a single frame: no
    /// delegate that implements `scrollViewDidScroll`, no event log, no animation, no finger, and
    /// each axis keeps its motion mode.
    ///
    /// Each frame is exactly what `advanceFrame()` followed by `displayedFrame` gives (the same
    /// `AxisMotion.step` on copies of the motions); the loop stops before the first frame that
    /// would change a mode (a stop, an edge, the end of a bounce), leaving it to `advanceFrame()`
    /// with its callbacks. Returns the number of frames run (0 when a frame could be observed).
    func glideUnobserved<Sink: FrameSink>(before end: Int, into sink: inout Sink) throws -> Int {
        guard settings.frameTimes == nil, animation == nil, !isTracking, !settings.recordsDelegateEvents, !delegateObservesScrolling else {
            return 0
        }
        var h = horizontal, v = vertical
        guard h.isMoving || v.isMoving else { return 0 }
        let hLimits = limits(.horizontal), vLimits = limits(.vertical)
        let phase = Self.phase(h.mode, v.mode)
        let rate = Double(settings.frameRate)
        let dragging = isDragging, decelerating = isDecelerating
        let start = frameIndex
        var index = start
        defer {
            if index > start {
                horizontal = h
                vertical = v
                frameIndex = index
                notifiedOffset = contentOffset
                displayedOffset = contentOffset
            }
        }
        // The common case first: one axis gliding (freely or onto a target), the other still.
        if !v.isMoving {
            try Self.glideAlongOneAxis(&h, limits: hLimits, other: v, axis: .horizontal, index: &index, before: end, rate: rate, phase: phase, dragging: dragging, decelerating: decelerating, into: &sink)
        } else if !h.isMoving {
            try Self.glideAlongOneAxis(&v, limits: vLimits, other: h, axis: .vertical, index: &index, before: end, rate: rate, phase: phase, dragging: dragging, decelerating: decelerating, into: &sink)
        }
        while index < end {
            var nextH = h, nextV = v
            nextH.step(limits: hLimits, spring: spring)
            nextV.step(limits: vLimits, spring: spring)
            guard nextH.mode == h.mode, nextV.mode == v.mode else { break }
            h = nextH
            v = nextV
            index += 1
            try sink.append(
                Frame(
                    index: index - 1, time: Double(index - 1) / rate, contentOffset: CGPoint(x: h.offset, y: v.offset),
                    velocity: CGPoint(x: h.offsetVelocity * 1000, y: v.offsetVelocity * 1000), phase: phase,
                    isTracking: false, isDragging: dragging, isDecelerating: decelerating))
        }
        return index - start
    }

    /// Runs the frames of a glide on `motion`'s axis while the other axis is still, with offset
    /// and velocity in locals: the §2 step, `x += v · glide; v *= decay`, the same arithmetic as
    /// `AxisMotion.step`, for a free deceleration or one re-timed to land on a target. Stops
    /// before the first frame that would pass an edge, reach the target or fall below the stop
    /// speed; the general loop and `advanceFrame()` take it from there.
    @inline(__always)
    private static func glideAlongOneAxis<Sink: FrameSink>(
        _ motion: inout AxisMotion, limits: AxisMotion.Limits, other: AxisMotion, axis: ScrollAxis,
        index: inout Int, before end: Int, rate: Double, phase: MotionPhase, dragging: Bool, decelerating: Bool,
        into sink: inout Sink
    ) throws {
        guard motion.mode == .decelerating, motion.offset <= limits.maximum, motion.offset >= limits.minimum else { return }
        // A target is reached when a step ends on it or beyond, in the direction of the velocity
        // (whose sign a glide keeps): a step forward may end at most one double short of it, a
        // step back at least one double past it. So the target narrows the edge ahead, and the
        // loop tests two bounds, as a free glide does.
        var minimum = limits.minimum, maximum = limits.maximum
        if motion.landsOnTarget {
            if motion.velocity >= 0 {
                maximum = Swift.min(maximum, motion.target.nextDown)
            } else {
                minimum = Swift.max(minimum, motion.target.nextUp)
            }
        }
        let glide = motion.constants.glide, decay = motion.constants.decay
        let stopSpeed = UIKitConstants.stopSpeed
        let still = other.offset, stillVelocity = other.offsetVelocity * 1000
        var x = motion.offset, v = motion.velocity
        defer {
            motion.offset = x
            motion.velocity = v
        }
        while index < end {
            let nextX = x + v * glide
            let nextV = v * decay
            guard nextX <= maximum, nextX >= minimum, abs(nextV) >= stopSpeed else { return }
            x = nextX
            v = nextV
            let time = Double(index) / rate
            let offset = axis == .horizontal ? CGPoint(x: x, y: still) : CGPoint(x: still, y: x)
            let velocity = axis == .horizontal ? CGPoint(x: v * 1000, y: stillVelocity) : CGPoint(x: stillVelocity, y: v * 1000)
            index += 1
            try sink.append(
                Frame(
                    index: index - 1, time: time, contentOffset: offset, velocity: velocity, phase: phase,
                    isTracking: false, isDragging: dragging, isDecelerating: decelerating))
        }
    }
}
