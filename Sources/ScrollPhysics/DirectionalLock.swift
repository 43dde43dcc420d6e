/// The directional lock's choice of axis (26.1 `UIScrollViewPanGestureRecognizer`, with
/// `isDirectionalLockEnabled`; docs/physics.md §3).
///
/// For each move of the finger `(dx, dy)` since the previous event it takes `atan(|dy/dx|)`:
/// at most 20° (0.34906585 rad) locks the horizontal axis, at least 70° (1.22173048 rad) the
/// vertical one, anything between leaves the lock as it is; a move along one axis only locks
/// that axis. Only an axis the view can scroll is chosen. The choice is made on every move
/// before the pan is recognised, and afterwards only on a move that comes at least `pause`
/// seconds after the previous touch event.
public enum DirectionalLock {
    /// An axis the lock holds the pan to.
    public enum Axis: UInt8, Hashable, Sendable {
        case horizontal
        case vertical
    }

    /// The largest angle that locks the horizontal axis: 20°, in radians (`0.34906585`).
    public static let horizontalAngle = 0.34906585
    /// The smallest angle that locks the vertical axis: 70°, in radians (`1.22173048`).
    public static let verticalAngle = 1.22173048
    /// How long after the previous touch event a move of a recognised pan must come to choose
    /// again, in seconds.
    public static let pause = 0.6

    /// The axis a move `(dx, dy)` (points) locks, or nil when it leaves the lock as it is.
    public static func choose(dx: Double, dy: Double, scrollsHorizontally: Bool, scrollsVertically: Bool) -> Axis? {
        if dx == 0 && dy == 0 { return nil }
        // atan in single precision, as 26.1 computes it (`atanf(fabsf(dy/dx))`).
        let angle = dx == 0 ? Float.pi / 2 : Float(DeterministicMath.atan(Double(Float(abs(dy / dx)))))
        if angle <= Float(horizontalAngle) { return scrollsHorizontally ? .horizontal : nil }
        if angle >= Float(verticalAngle) { return scrollsVertically ? .vertical : nil }
        return nil
    }
}
