import ScrollPhysics

/// The motion of one axis between frames: a value type advanced by pure per-frame rules.
///
/// The scroll view holds one per axis; animated scrolls are driven by the view, not here.
struct AxisMotion: Hashable, Sendable {
    enum Mode: UInt8, Hashable, Sendable {
        case resting, tracking, decelerating, bouncing, paging
    }

    /// The allowed offsets and how the axis behaves at them.
    struct Limits: Hashable, Sendable {
        var minimum: Double
        var maximum: Double
        /// Bounds size on this axis, the rubber band's range, in points.
        var range: Double
        /// Whether this axis may go past its edges (bounces, and either scrollable or alwaysBounce).
        var bounces: Bool
        /// Whether a drag moves this axis at all.
        var movable: Bool
        /// Display scale, pixels per point.
        var scale: Double

        /// A placeholder until the view computes the real limits.
        static let unset = Limits(minimum: 0, maximum: 0, range: 1, bounces: false, movable: false, scale: 1)

        func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, minimum), maximum) }
        func pixelRound(_ x: Double) -> Double { (x * scale).rounded() / scale }
    }

    var mode: Mode = .resting
    /// Offset, in points.
    var offset: Double
    /// Velocity of the offset, in pt/ms.
    var velocity: Double = 0
    /// Per-frame factors of the current deceleration (the view's rate, or a re-timed one).
    var constants: FrameConstants
    /// A re-timed deceleration or the paging spring ends exactly here, in points.
    var target: Double = 0
    /// Whether `target` applies to `.decelerating`.
    var landsOnTarget = false
    /// The edge a bounce returns to, in points.
    var edge: Double = 0

    init(offset: Double, constants: FrameConstants) {
        self.offset = offset
        self.constants = constants
    }

    var isMoving: Bool { mode == .decelerating || mode == .bouncing || mode == .paging }

    /// The rate of change of the offset, in pt/ms, for recordings.
    ///
    /// A glide and the paging spring report their own velocity. A bounce reports the derivative
    /// of its closed form, `dy/ds = y · ln 0.99 + v · d · (−ln d)/(1 − d)`, because its `velocity`
    /// is only the glide part (zero for a return from rest).
    var offsetVelocity: Double {
        guard mode == .bouncing else { return velocity }
        return BounceCurve.offsetVelocity(distance: offset - edge, glideVelocity: velocity, constants: constants)
    }

    /// Stops where the content is.
    mutating func stop() {
        mode = .resting
        velocity = 0
        landsOnTarget = false
    }

    /// Starts free deceleration (or a bounce, if past an edge) at `velocity` pt/ms.
    mutating func release(velocity v: Double, limits: Limits, base: FrameConstants) {
        constants = base
        velocity = v
        landsOnTarget = false
        if offset > limits.maximum {
            startBounce(edge: limits.maximum)
        } else if offset < limits.minimum {
            startBounce(edge: limits.minimum)
        } else {
            mode = v == 0 ? .resting : .decelerating
        }
    }

    /// Starts a deceleration that ends exactly on `target` (§4): faster launch with the same
    /// friction when the target is further than the natural stop, more friction otherwise.
    mutating func glide(to newTarget: Double, velocity v: Double, base: FrameConstants) {
        target = newTarget
        landsOnTarget = true
        mode = .decelerating
        let launch = DecelerationCurve.retimed(distance: newTarget - offset, velocity: v, rate: base.rate)
        constants = launch.rate == base.rate ? base : FrameConstants(rate: launch.rate, sameFramesAs: base)
        velocity = launch.velocity
    }

    /// Starts the paging settle towards `page` with the current velocity.
    mutating func settle(onPage page: Double) {
        target = page
        mode = .paging
    }

    private mutating func startBounce(edge newEdge: Double) {
        edge = newEdge
        mode = .bouncing
    }

    /// Puts content that lies past an edge into the bounce regime (§6) with its current velocity
    /// and constants, pulled back to that edge.
    mutating func enterBounce(limits: Limits) {
        startBounce(edge: offset > limits.maximum ? limits.maximum : limits.minimum)
    }

    /// Advances one frame. Returns nothing; `mode` becomes `.resting` when the motion ends.
    mutating func step(limits: Limits, spring: PagingSpring) {
        switch mode {
        case .resting, .tracking:
            return
        case .decelerating:
            stepDeceleration(limits: limits, over: constants)
        case .bouncing:
            stepBounce(limits: limits, over: constants)
        case .paging:
            var y = offset - target
            spring.step(distance: &y, velocity: &velocity)
            offset = target + y
            if PagingSpring.settles(distance: y, velocity: velocity) {
                offset = target
                stop()
            }
        }
    }

    /// Advances a glide by `step.frameDuration` (a whole frame, or the part of one left after a
    /// re-entry), with `step`'s factors.
    private mutating func stepDeceleration(limits: Limits, over step: FrameConstants) {
        // Content past an edge is in the bounce regime (§6), never gliding freely out there.
        if !landsOnTarget && limits.bounces && (offset > limits.maximum || offset < limits.minimum) {
            enterBounce(limits: limits)
            stepBounce(limits: limits, over: step)
            return
        }
        let x0 = offset, v0 = velocity
        var x = x0, v = v0
        step.decelerate(offset: &x, velocity: &v)
        // An edge crossed during this frame: split the frame at the crossing (§6).
        let crossed: Double? =
            (x > limits.maximum && x0 <= limits.maximum) ? limits.maximum
            : (x < limits.minimum && x0 >= limits.minimum) ? limits.minimum : nil
        if let edge = crossed, !(landsOnTarget && passes(x0: x0, x: x, v: v0)) {
            guard limits.bounces else {
                offset = edge
                stop()
                return
            }
            let crossing = DecelerationCurve.edgeCrossing(from: x0, to: x, edge: edge, velocity: v0, constants: step)
            let after = step.frameDuration - crossing.time
            let tail = FrameConstants(rate: step.rate, frameDuration: Swift.max(after, 1e-9))
            var y = 0.0
            var vb = crossing.velocity
            tail.bounce(distance: &y, velocity: &vb)
            offset = edge + y
            velocity = vb
            landsOnTarget = false
            startBounce(edge: edge)
            return
        }
        if landsOnTarget {
            if passes(x0: x0, x: x, v: v0) || abs(v) < UIKitConstants.stopSpeed {
                offset = target
                stop()
                // A target past an edge is not a resting place: bounce back from it (or stop at
                // the edge without bounces), as UIKit never rests outside the allowed range.
                if offset > limits.maximum || offset < limits.minimum {
                    if limits.bounces {
                        startBounce(edge: offset > limits.maximum ? limits.maximum : limits.minimum)
                    } else {
                        offset = limits.clamp(offset)
                    }
                }
            } else {
                offset = x
                velocity = v
            }
            return
        }
        if abs(v) < UIKitConstants.stopSpeed {
            // Snapped to the pixel grid, but never past an edge that is off the grid: a glide that
            // stops within half a pixel inside it rests on the edge itself.
            offset = limits.clamp(limits.pixelRound(x))
            stop()
        } else {
            offset = x
            velocity = v
        }
    }

    /// Whether the step from `x0` to `x` reached or passed the target in the direction `v`.
    private func passes(x0: Double, x: Double, v: Double) -> Bool {
        v >= 0 ? x >= target : x <= target
    }

    /// Advances a bounce by `step.frameDuration`, with `step`'s factors. A pending `target`
    /// (`landsOnTarget`, set when a release past an edge was given a target inside the content)
    /// is glided to from the edge once the content is back.
    private mutating func stepBounce(limits: Limits, over step: FrameConstants) {
        let y0 = offset - edge
        var y = y0
        var v = velocity
        step.bounce(distance: &y, velocity: &v)
        if y0 != 0 && (y == 0 || (y < 0) != (y0 < 0)) {
            // Back inside the allowed offsets: find the crossing on the closed form,
            // y0 + v0 · d · (1 − d^s)/(1 − d) = 0, so d^s = 1 + y0 · (1 − d)/(v0 · d), and glide on
            // from the edge for the rest of the frame with the speed v0 · (d · 0.99)^s.
            let crossing = BounceCurve.reentry(distance: y0, glideVelocity: velocity, rate: step.rate, within: step.frameDuration)
            let after = step.frameDuration - crossing.time
            let edgeVelocity = crossing.velocity
            offset = edge
            if abs(edgeVelocity) < UIKitConstants.stopSpeed || after <= 0 {
                settleAtEdge()
                return
            }
            // The rest of the frame is a glide from the edge (towards a pending target, re-timed
            // from here), which may itself reach the opposite edge within the frame.
            mode = .decelerating
            velocity = edgeVelocity
            if landsOnTarget {
                guard target != edge else {
                    stop()
                    return
                }
                glide(to: target, velocity: edgeVelocity, base: constants)
            }
            stepDeceleration(limits: limits, over: FrameConstants(rate: constants.rate, frameDuration: after))
            return
        }
        offset = edge + y
        velocity = v
        // The end rule is for content settling onto the edge: content whose glide will still carry
        // it through the edge crosses on a later frame and glides on, whatever pixel it is on now.
        if BounceCurve.ends(distance: y, previous: y0, glideVelocity: v, rate: constants.rate, roundedDistance: limits.pixelRound(y)) {
            offset = edge
            settleAtEdge()
        }
    }

    /// The bounce has brought the content back onto `edge` (`offset`): it rests there, unless a
    /// pending target inside the content remains, which it then glides to from rest.
    private mutating func settleAtEdge() {
        guard landsOnTarget, target != offset else {
            stop()
            return
        }
        glide(to: target, velocity: 0, base: constants)
    }
}
