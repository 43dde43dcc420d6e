import Foundation
import ScrollPhysics

/// The glide of one axis while the other is still, the common frame: the one-frame rule
/// `advanceMotion()` and the tight loop's general frames try first, and the tight loop's run of
/// such frames (`glideUnobserved(before:into:)`).
extension SimulatedScrollView {
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
    static func isStill(_ m: AxisMotion, _ l: AxisMotion.Limits) -> Bool {
        m.mode != .paging && m.velocity == 0 && !m.isBouncing && l.contains(m.offset)
    }

    /// Runs the frames of a glide on `motion`'s axis while the other axis is still, with offset
    /// and velocity in locals: the §2 step (`FrameConstants.decelerate`, inlined) and the stop rule
    /// (`GlideEnd.stops`), the same functions `GlideFrame` calls, for a free deceleration or one
    /// re-timed onto a target; then, with a target, the frames that creep on to it
    /// (`GlideEnd.targetStep`'s `.creep`, at `baseConstants`), each exactly the frame
    /// `glideFrameAlongOneAxis` makes. Stops before the first frame that would leave the range,
    /// reach the target, or fall below the stop speed without a target to creep to; the general
    /// loop and `advanceFrame()` take it from there. Each frame's `scrollViewDidScroll` goes to
    /// `log`.
    @inline(__always)
    static func glideAlongOneAxis<Sink: FrameSink>(
        _ motion: inout AxisMotion, limits: AxisMotion.Limits, other: AxisMotion, axis: ScrollAxis, multiplier: Double,
        baseConstants: FrameConstants, index: inout Int, before end: Int, rate: Double, dragging: Bool, decelerating: Bool,
        log: inout some ScrollEventLog, into sink: inout Sink
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
        var constants = motion.constants
        // The creep is `glideFrameAlongOneAxis`'s only while the still axis has no target of its
        // own (with one, `GlideFrame.step` takes the frame).
        let creep = motion.hasTarget && !other.hasTarget ? CreepRule(target: motion.target, limits: limits, baseConstants: baseConstants) : nil
        let still = other.offset
        var x = motion.offset
        var v = motion.velocity
        defer {
            motion.offset = x
            motion.velocity = v
            motion.constants = constants
        }
        func offset(_ x: Double) -> CGPoint { axis == .horizontal ? CGPoint(x: x, y: still) : CGPoint(x: still, y: x) }
        func frame(_ i: Int, _ time: Double, _ x: Double, _ v: Double) -> Frame {
            Frame(
                index: i, time: time, contentOffset: offset(x),
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
                        x: &x, v: &v, constants: &constants, bounds: (minimum, maximum), creep: creep, multiplier: multiplier, index: &index,
                        before: end,
                        rate: rate
                    ) {
                        i, time, x, _ in log.scrolled(frame: i, time: time, offset: offset(x))
                    }
                    let counted = raw.assumingMemoryBound(to: LastFrameSink.self)
                    counted.pointee.count &+= index - first
                    if index > first { counted.pointee.last = frame(index - 1, Double(index - 1) / rate, x, v) }
                } else {
                    let glide = raw.assumingMemoryBound(to: GlideSink.self)
                    let judges = glide.pointee.findsJumps
                    var watch = glide.pointee.watch
                    func squaredSpeed(_ v: Double) -> Double {
                        JumpWatch.squaredSpeed(velocityX: axis == .horizontal ? v * 1000 : 0, velocityY: axis == .horizontal ? 0 : v * 1000)
                    }
                    // The frames after the first need no judging when none can be a candidate
                    // (`JumpWatch.glideCannotJump`): the loop keeps their velocities, the latest
                    // three, and the watch catches up after it.
                    let unjudged =
                        judges
                        && JumpWatch.glideCannotJump(
                            largestGlide: Swift.max(constants.glide, creep?.baseConstants.glide ?? 0), multiplier: multiplier,
                            frameMilliseconds: constants.frameDuration, largestOffset: Swift.max(abs(limits.minimum), abs(limits.maximum)))
                    var latest = (0.0, 0.0, 0.0)
                    var skipped = 0
                    Self.glideSteps(
                        x: &x, v: &v, constants: &constants, bounds: (minimum, maximum), creep: creep, multiplier: multiplier, index: &index,
                        before: end,
                        rate: rate
                    ) {
                        i, time, x, v in
                        let at = offset(x)
                        log.scrolled(frame: i, time: time, offset: at)
                        guard judges else { return }
                        if unjudged && i != first {
                            latest = (v, latest.0, latest.1)
                            skipped &+= 1
                        } else {
                            watch.take(
                                index: i, time: time, x: Double(at.x), y: Double(at.y), velocityX: axis == .horizontal ? v * 1000 : 0,
                                velocityY: axis == .horizontal ? 0 : v * 1000, into: &glide.pointee.jumps)
                        }
                    }
                    if skipped > 0 {
                        let at = offset(x)
                        watch.catchUp(
                            x: Double(at.x), y: Double(at.y), time: Double(index - 1) / rate,
                            squaredSpeeds: (squaredSpeed(latest.0), squaredSpeed(latest.1), squaredSpeed(latest.2)), count: skipped)
                    }
                    glide.pointee.watch = watch
                    glide.pointee.count &+= index - first
                    if index > first { glide.pointee.last = frame(index - 1, Double(index - 1) / rate, x, v) }
                }
            }
            return
        }
        try Self.glideSteps(
            x: &x, v: &v, constants: &constants, bounds: (minimum, maximum), creep: creep, multiplier: multiplier, index: &index, before: end,
            rate: rate
        ) {
            i, time, x, v in
            let f = frame(i, time, x, v)
            log.scrolled(frame: i, time: time, offset: f.contentOffset)
            try sink.append(f)
        }
    }

    /// The rule of the frames that creep on to a changed target: the moving axis's target, its
    /// limits, and the view's own rate's factors, which a creep takes.
    struct CreepRule {
        var target: Double
        var limits: AxisMotion.Limits
        var baseConstants: FrameConstants
    }

    /// The steps of `glideAlongOneAxis`: from offset `x` (points) and velocity `v` (pt/ms), the §2
    /// step for frames `index` up to `end`, stopping before the first step that leaves `bounds`
    /// or falls below the stop speed; then, with a `creep` rule, the frames in which the axis
    /// creeps on towards its target, stopping before the first frame that does anything else.
    /// `body` takes each frame's number, time (seconds), offset and velocity.
    @inline(__always)
    private static func glideSteps(
        x: inout Double, v: inout Double, constants: inout FrameConstants, bounds: (minimum: Double, maximum: Double), creep: CreepRule?,
        multiplier: Double, index: inout Int, before end: Int, rate: Double,
        _ body: (_ index: Int, _ time: Double, _ x: Double, _ v: Double) throws -> Void
    ) rethrows {
        while index < end {
            var nextX = x
            var nextV = v
            constants.decelerate(offset: &nextX, velocity: &nextV, multiplier: multiplier)
            guard nextX <= bounds.maximum, nextX >= bounds.minimum, !GlideEnd.stops(velocity: nextV) else { break }
            x = nextX
            v = nextV
            index &+= 1  // below `end`, so it cannot overflow
            try body(index - 1, Double(index - 1) / rate, x, v)
        }
        guard let creep else { return }
        // `glideInside`'s frame, kept only when it creeps: from inside the range and at or below
        // the page maximum, a step that stays in the range and falls short of the target under
        // the stop speed, given the creep speed towards it and the view's own rate.
        let l = creep.limits
        // A creep glides at the view's own rate from its first frame's step on: the factors after
        // it are known before the loop, which then copies them instead of choosing between two
        // whole sets each frame (a choice that kept them in memory, written in halves and read
        // back whole).
        let afterCreep = constants.rate != creep.baseConstants.rate ? creep.baseConstants : constants
        while index < end, l.contains(x), x <= l.pageMaximum {
            var nextX = x
            var nextV = v
            constants.decelerate(offset: &nextX, velocity: &nextV, multiplier: multiplier)
            guard nextX <= l.maximum, nextX >= l.minimum,
                case .creep(let velocity) = GlideEnd.targetStep(offset: nextX, velocity: nextV, target: creep.target)
            else { return }
            constants = afterCreep
            x = nextX
            v = velocity
            index &+= 1  // below `end`, so it cannot overflow
            try body(index - 1, Double(index - 1) / rate, x, v)
        }
    }
}
