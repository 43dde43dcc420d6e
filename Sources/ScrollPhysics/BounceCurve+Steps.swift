/// The bounce's rules that the per-frame integrator needs besides its step
/// (`FrameConstants.bounce`): the offset's rate of change, the re-entry over the edge, and the
/// end rule (docs/physics.md §6). Each is written once, here.
extension BounceCurve {
    /// `ln 0.99`, per millisecond: the bounce's pull as a rate.
    public static let logPull = DeterministicMath.log(UIKitConstants.bounceFactor)

    /// The rate of change of the offset during a bounce, in pt/ms: the derivative of the closed
    /// form, `dy/ds = y · ln 0.99 + v · d · (−ln d)/(1 − d)`, with `distance` the signed distance
    /// `y` past the edge (points) and `glideVelocity` the glide part `v` that the step carries
    /// (`v0 · (0.99 · d)^s`, pt/ms).
    @inlinable
    public static func offsetVelocity(distance: Double, glideVelocity: Double, constants: FrameConstants) -> Double {
        distance * logPull + glideVelocity * constants.velocityFactor
    }

    /// Where a bounce that started `distance` points past the edge with `glideVelocity` pt/ms
    /// crosses back over the edge within `duration` ms, solved on the closed form:
    /// `y0 + v0 · d · (1 − d^s)/(1 − d) = 0`, so `d^s = 1 + y0 · (1 − d)/(v0 · d)`.
    ///
    /// - Returns: the time of the crossing (at most `duration`, ms) and the glide speed there,
    ///   `v0 · d^s · 0.99^s` (pt/ms), with which the content glides on from the edge.
    public static func reentry(distance y0: Double, glideVelocity v0: Double, rate d: Double, within duration: Double)
        -> (time: Double, velocity: Double)
    {
        let decayAtCrossing = 1 + y0 * (1 - d) / (v0 * d)
        let s = decayAtCrossing > 0 && decayAtCrossing <= 1
            ? Swift.min(duration, DeterministicMath.log(decayAtCrossing) / DeterministicMath.log(d)) : duration
        return (s, v0 * decayAtCrossing * DeterministicMath.pow(UIKitConstants.bounceFactor, s))
    }

    /// Whether a bounce ends, snapping to the edge, after a step from `previous` to `distance`
    /// points past it with `glideVelocity` pt/ms left: the content moved towards the edge, its
    /// pixel-rounded distance (`roundedDistance`) is below `UIKitConstants.bounceEndDistance`,
    /// and its glide will not carry it through the edge (the closed form's bracket
    /// `y + v · d/(1 − d)` keeps the sign of `y`).
    @inlinable
    public static func ends(
        distance y: Double, previous y0: Double, glideVelocity v: Double, rate d: Double, roundedDistance: Double
    ) -> Bool {
        let returning = abs(y) < abs(y0)
        let headsThrough = (y + v * d / (1 - d) < 0) != (y < 0)
        return returning && !headsThrough && abs(roundedDistance) < UIKitConstants.bounceEndDistance
    }
}
