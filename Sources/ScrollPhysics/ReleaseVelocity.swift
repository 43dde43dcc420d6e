/// How UIKit turns pan samples into a release velocity (§3 of docs/physics.md).
public enum ReleaseVelocity {
    /// The scroll velocity UIKit stores for a pan update, in pt/ms of content offset:
    /// `−recognizerVelocity / 1000` (a finger moving left scrolls to larger offsets).
    @inlinable
    public static func scrollVelocity(fromRecognizer pointsPerSecond: Double) -> Double {
        -pointsPerSecond / 1000
    }

    /// Whether the latest sample `(vx, vy)` in pt/ms is fast enough to decelerate:
    /// `vx² + vy² ≥ 0.0625`.
    @inlinable
    public static func decelerates(latestX: Double, latestY: Double) -> Bool {
        let t = UIKitConstants.releaseSpeedThreshold
        return latestX * latestX + latestY * latestY >= t * t
    }

    /// The blended release velocity `0.75 · previous + 0.25 · latest`, or `latest` alone when
    /// there is no previous sample.
    @inlinable
    public static func blend(previous: Double?, latest: Double) -> Double {
        guard let previous else { return latest }
        let w = UIKitConstants.releasePreviousWeight
        return w * previous + (1 - w) * latest
    }

    /// `UIPanGestureRecognizer.velocity` from the last two touch-interval velocities (any unit):
    /// `0.2 · current + 0.8 · previous`, or `current` when there is only one interval.
    @inlinable
    public static func recognizerVelocity(previousInterval: Double?, currentInterval: Double) -> Double {
        guard let previousInterval else { return currentInterval }
        let w = UIKitConstants.recognizerCurrentWeight
        return w * currentInterval + (1 - w) * previousInterval
    }
}
