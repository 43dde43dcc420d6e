/// The glide's rules that the per-frame integrator needs besides its step
/// (`FrameConstants.decelerate`): the split of a frame at an edge, and the re-timing onto a
/// changed target (docs/physics.md §4, §6). Each is written once, here.
extension DecelerationCurve {
    /// Where a glide step from `start` to `end` (points) crosses `edge`, split linearly as the
    /// reference gives it: after `duration · (edge − start)/(end − start)` ms, at the speed
    /// `velocity · d^t` (pt/ms) that the step's `velocity` has decayed to by then.
    public static func edgeCrossing(from start: Double, to end: Double, edge: Double, velocity: Double, constants: FrameConstants)
        -> (time: Double, velocity: Double)
    {
        let before = constants.frameDuration * (edge - start) / (end - start)
        return (before, velocity * DeterministicMath.pow(constants.rate, before))
    }

    /// The launch that makes a glide end exactly `distance` points away (§4): with a target
    /// further than the natural stop `(|v| − a) · d/(1 − d)` (or from rest), the speed
    /// `a + |e| · (1 − d)/d` at the rate `d`; nearer, the same speed `v` (pt/ms) and more friction
    /// `d' = K/(1 + K)`, `K = |e|/(|v| − a)`. `a` is `UIKitConstants.stopSpeed`.
    public static func retimed(distance e: Double, velocity v: Double, rate d: Double) -> (velocity: Double, rate: Double) {
        let a = UIKitConstants.stopSpeed
        let naturalDistance = (abs(v) - a) * d / (1 - d)
        if v == 0 || abs(e) >= naturalDistance {
            return ((e < 0 ? -1 : 1) * (a + abs(e) * (1 - d) / d), d)
        }
        let k = abs(e) / (abs(v) - a)
        return (v, Swift.min(Swift.max(k / (1 + k), 1e-9), 1 - 1e-12))
    }
}
