/// One frame of UIKit's deceleration on one axis (docs/physics.md §2, §6): the step of
/// 26.1 `_getBouncingDecelerationOffset:forTimeInterval:lastUpdateOffset:min:max:…` (a view that
/// bounces) and of `_getStandardDecelerationOffset:…` (one that does not). Each is written once,
/// here; the engine only chooses which applies.
public enum DecelerationStep {
    /// Advances `offset` (points) and `velocity` (pt/ms) by one frame of `constants` on a view that
    /// bounces, with the allowed offsets `minimum…maximum` (a maximum below the minimum counts as
    /// the minimum).
    ///
    /// Inside the range, the glide: `x += (v · glide) · multiplier`, `v *= decay`. A frame whose
    /// glide leaves the range is split linearly at the crossing, `t₁ = t · (edge − x₀)/(x − x₀)`:
    /// the glide for `t₁` from the start, then the bounce for the rest. Content that starts the
    /// frame outside bounces for the whole frame, towards the edge on its side:
    ///
    ///     x = edge + b · (x − edge) + (1 − d) · b · f · v / (1 − f);   v = d · b · v
    ///
    /// with `d = f^t` and `b = e^(−0.01005 · t)` as UIKit evaluates them (`UIKitDecay`). The
    /// bounce part is never scaled by the multiplier.
    ///
    /// - Returns: `bouncing`, whether the content is still in the bounce regime: it lies at least
    ///   0.5 pt past an edge (`x ≤ min − 0.5` or `x ≥ max + 0.5`); `bounced`, whether any part of
    ///   the frame was a bounce. Either one ends a fast-scroll streak (26.1).
    @inlinable
    public static func bouncing(
        offset: inout Double, velocity: inout Double, minimum: Double, maximum: Double,
        constants: FrameConstants, multiplier: Double
    ) -> (bouncing: Bool, bounced: Bool) {
        let lo = minimum
        let hi = Swift.max(minimum, maximum)
        let t = constants.frameDuration
        let x0 = offset
        var rest = t
        if x0 >= lo && x0 <= hi {
            let v0 = velocity
            guard v0 != 0 else { return (isBouncing(offset, lo, hi), false) }
            let end = x0 + multiplier * (v0 * constants.glide)
            offset = end
            rest = 0
            var inside = t
            if end < lo || end > hi {
                inside = end >= lo ? (hi - x0) * t / (end - x0) : (x0 - lo) * t / (x0 - end)
                rest = t - inside
            }
            if inside > 0 {
                var decay = constants.decay
                var glide = constants.glide
                if inside != t {
                    decay = UIKitDecay.factor(exponent: inside * constants.logRate)
                    glide = UIKitDecay.glide(decay: decay, rate: constants.rate)
                }
                offset = glide * v0 * multiplier + x0
                velocity = decay * v0
            }
        }
        guard rest > 0 else { return (isBouncing(offset, lo, hi), false) }
        let edge = offset >= lo ? hi : lo
        if rest == t {
            var y = offset - edge
            constants.bounce(distance: &y, velocity: &velocity)
            offset = edge + y
        } else {
            let f = constants.rate
            let decay = UIKitDecay.factor(exponent: rest * constants.logRate)
            let pull = UIKitDecay.factor(exponent: rest * UIKitConstants.bounceLogFactor)
            offset = edge + pull * (offset - edge) + (1 - decay) * (pull * f * velocity) / (1 - f)
            velocity = decay * pull * velocity
        }
        return (isBouncing(offset, lo, hi), true)
    }

    /// Advances a glide by one frame on a view that does not bounce: `x += (v · glide) ·
    /// multiplier`, `v *= decay`; content that would leave `minimum…maximum` stops on the edge,
    /// with no velocity.
    @inlinable
    public static func standard(
        offset: inout Double, velocity: inout Double, minimum: Double, maximum: Double,
        constants: FrameConstants, multiplier: Double
    ) {
        let hi = Swift.max(minimum, maximum)
        constants.decelerate(offset: &offset, velocity: &velocity, multiplier: multiplier)
        if offset < minimum {
            offset = minimum
            velocity = 0
        } else if offset > hi {
            offset = hi
            velocity = 0
        }
    }

    /// Whether content at `x` is in the bounce regime: at least `bounceEndDistance` (0.5 pt) past
    /// `lo` or `hi`.
    @inlinable
    public static func isBouncing(_ x: Double, _ lo: Double, _ hi: Double) -> Bool {
        let margin = UIKitConstants.bounceEndDistance
        return !(x > lo - margin && x < hi + margin)
    }
}
