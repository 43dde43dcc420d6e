/// The bounce's rate of change, which the per-frame integrator reports (docs/physics.md §7).
extension BounceCurve {
    /// The bounce's pull as a rate, per millisecond: UIKit's `−0.01005` (≈ ln 0.99).
    public static let logPull = UIKitConstants.bounceLogFactor

    /// The rate of change of the offset during a bounce, in pt/ms: the derivative of the closed
    /// form, `dy/ds = y · (−0.01005) + v · f · (−ln f)/(1 − f)`, with `distance` the signed
    /// distance `y` past the edge (points) and `glideVelocity` the glide part `v` that the step
    /// carries (pt/ms).
    @inlinable
    public static func offsetVelocity(distance: Double, glideVelocity: Double, constants: FrameConstants) -> Double {
        distance * logPull + glideVelocity * constants.velocityFactor
    }
}
