/// UIKit 26.1's rules after each frame of a glide (`_smoothScrollSyncWithUpdateTime:`;
/// docs/physics.md §2 and §5): when the glide stops, and what a changed target does to an axis.
public enum GlideEnd {
    /// The stop rule: a glide that nothing bounces ends when `vx² + vy² < 1e-4`, the velocities in
    /// pt/ms.
    @inlinable
    public static func stops(velocityX: Double, velocityY: Double) -> Bool {
        velocityX * velocityX + velocityY * velocityY < UIKitConstants.stopSpeedSquared
    }

    /// The stop rule for a glide along one axis while the other is still: `v² < 1e-4`.
    @inlinable
    public static func stops(velocity: Double) -> Bool {
        velocity * velocity < UIKitConstants.stopSpeedSquared
    }

    /// Whether an axis moving at `velocity` pt/ms is as good as still, `|v| < 0.01`: an axis put on
    /// its target ends the glide when the other axis is this slow.
    @inlinable
    public static func isBelowStopSpeed(_ velocity: Double) -> Bool {
        abs(velocity) < UIKitConstants.stopSpeed
    }

    /// What a changed target does to an axis after the frame's step.
    public enum TargetStep: Hashable, Sendable {
        /// The axis reached or passed its target in its direction of motion: it is put on it,
        /// with no velocity.
        case onTarget
        /// The axis fell under 0.01 pt/ms short of its target: it creeps on at this velocity
        /// (pt/ms), at the view's own rate.
        case creep(velocity: Double)
        /// The axis glides on.
        case glides
    }

    /// The changed-target rule for an axis at `offset` (points) moving at `velocity` (pt/ms)
    /// towards `target` (points): passed or reached in the direction of motion (`v > 0` and
    /// `offset ≥ target`, or `v < 0` and `offset ≤ target`) → `.onTarget`; slower than 0.01 pt/ms
    /// and not on it → `.creep` at ±0.01 pt/ms towards it (a choice: UIKit's creep table is not
    /// printed); else `.glides`.
    @inlinable
    public static func targetStep(offset: Double, velocity: Double, target: Double) -> TargetStep {
        if (velocity > 0 && offset >= target) || (velocity < 0 && offset <= target) { return .onTarget }
        if abs(velocity) < UIKitConstants.stopSpeed && offset != target {
            // Towards the target: the sign of `target − offset` (not zero here). A sign, not a
            // choice between two constants, so that a creep's next step waits on a subtraction
            // rather than a comparison and a load.
            return .creep(velocity: Double(signOf: target - offset, magnitudeOf: UIKitConstants.creepSpeed))
        }
        return .glides
    }
}
