/// UIKit 26.1's response to a changed target (`_scrollViewWillEndDraggingWithDeceleration:`;
/// docs/physics.md §5).
extension DecelerationCurve {
    /// UIKit's launch onto a target the delegate changed (26.1
    /// `_scrollViewWillEndDraggingWithDeceleration:`), on one axis.
    ///
    /// With `a = ±0.01` by the sign of `v` (+ at 0) and `d = (target − offset) / multiplier`:
    ///
    /// - a target short of, at, or behind UIKit's own projection (in the direction of `v`; at
    ///   `v = 0` only the projection itself): keep `v`, decelerate at
    ///   `f' = min(e^(−(v − a)/d), 0.999)`. Behind the start the exponent is positive, so
    ///   `f' = 0.999` and the first frame passes the target, which puts the content on it.
    /// - a target beyond the projection, or any other at `v = 0`: keep `f`, launch at
    ///   `v = a − d · ln f`; if that is slower than 0.25 pt/ms, the slow rule: `f' = 0.985` and
    ///   `v = a + d · 0.0151136378`.
    ///
    /// - Returns: the launch velocity (pt/ms) and the per-millisecond rate it decelerates at (`f`
    ///   itself when unchanged).
    public static func retimed(
        offset: Double, target: Double, projection: Double, velocity v: Double, rate f: Double, logRate: Double,
        multiplier: Double = 1
    ) -> (velocity: Double, rate: Double) {
        let a = v >= 0 ? UIKitConstants.stopSpeed : -UIKitConstants.stopSpeed
        let d = (target - offset) / multiplier
        if (v > 0 || target >= projection) && (v < 0 || target <= projection) {
            let adjusted = DeterministicMath.exp(-(v - a) / d)
            return (v, Swift.min(adjusted, UIKitConstants.retimedRateCap))
        }
        let launch = a - d * logRate
        if abs(a - d * logRate) < UIKitConstants.slowRetimeSpeed {
            return (a + d * UIKitConstants.slowRetimeLogRate, UIKitConstants.slowRetimeRate)
        }
        return (launch, f)
    }

    /// The launch velocity that makes a glide at `rate` cover `distance` points (the second branch
    /// of `retimed`, without the slow rule): `a − d · ln f` with `a = ±0.01` by the sign of
    /// `velocity`. UIKit gives it to the axis whose factor is the smaller when both axes have
    /// changed targets, so that both arrive together at the larger factor.
    public static func launch(distance d: Double, velocity: Double, logRate: Double) -> Double {
        (velocity >= 0 ? UIKitConstants.stopSpeed : -UIKitConstants.stopSpeed) - d * logRate
    }

    /// Both axes with changed targets arrive together (26.1): the axis whose re-timed factor is
    /// the smaller takes `rate`, the larger, and is relaunched to cover its `distance` (points,
    /// divided by the fast-scroll multiplier) at it: `(launch(distance, velocity, ln rate), rate)`.
    public static func relaunched(distance: Double, velocity: Double, atRate rate: Double) -> (velocity: Double, rate: Double) {
        (launch(distance: distance, velocity: velocity, logRate: DeterministicMath.log(rate)), rate)
    }
}
