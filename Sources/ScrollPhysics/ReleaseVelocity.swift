/// How UIKit turns pan samples into a release velocity (§3 of docs/physics.md).
public enum ReleaseVelocity {
    /// The scroll velocity UIKit stores for a pan update, in pt/ms of content offset:
    /// `−recognizerVelocity · 0.001` (a finger moving left scrolls to larger offsets; 26.1
    /// `_updatePanGesture`: `−(velocityInView · _velocityScaleFactor)`).
    @inlinable
    public static func scrollVelocity(fromRecognizer pointsPerSecond: Double) -> Double {
        -pointsPerSecond / 1000
    }

    /// Whether the latest sample `(vx, vy)` in pt/ms is fast enough to decelerate:
    /// `vx² + vy² ≥ 0.0625`.
    @inlinable
    public static func decelerates(latestX: Double, latestY: Double) -> Bool {
        latestX * latestX + latestY * latestY >= UIKitConstants.releaseSpeedSquared
    }

    /// The release velocity on both axes (26.1 `_endPanNormal:`): `0.75 · previous + 0.25 ·
    /// latest` on each axis when either component of the previous sample is non-zero, else the
    /// latest alone.
    @inlinable
    public static func blend(previous: (x: Double, y: Double), latest: (x: Double, y: Double)) -> (x: Double, y: Double) {
        guard previous.x != 0 || previous.y != 0 else { return latest }
        let w = UIKitConstants.releasePreviousWeight
        return (previous.x * w + latest.x * (1 - w), latest.y * (1 - w) + previous.y * w)
    }

    /// `UIPanGestureRecognizer.velocity` from the last two touch-interval velocities (any unit):
    /// `0.2 · current + 0.8 · previous`, or `current` when there is only one interval.
    @inlinable
    public static func recognizerVelocity(previousInterval: Double?, currentInterval: Double) -> Double {
        guard let previousInterval else { return currentInterval }
        let w = UIKitConstants.recognizerCurrentWeight
        return currentInterval * w + previousInterval * (1 - w)
    }
}
