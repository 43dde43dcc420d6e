/// The timing curve of an animated `setContentOffset(_:animated:)` or `scrollToItem`.
///
/// UIKit's header says "animate at constant velocity"; developers report a fixed duration that
/// starts from rest. Both are offered; see docs/physics.md for the default.
public enum AnimationCurve: Hashable, Sendable {
    /// Constant velocity: progress equals the time fraction.
    case linear
    /// Core Animation's ease-in-ease-out, the cubic Bézier (0.42, 0) (0.58, 1).
    case easeInOut
    /// Core Animation's ease-out, the cubic Bézier (0, 0) (0.58, 1).
    case easeOut
    /// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1); x1 and x2 in [0, 1].
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The progress in [0, 1] (may leave it for overshooting Béziers) at time fraction `fraction`.
    public func progress(_ fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .linear: return fraction
        case .easeInOut: return Self.bezier(fraction, 0.42, 0, 0.58, 1)
        case .easeOut: return Self.bezier(fraction, 0, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): return Self.bezier(fraction, x1, y1, x2, y2)
        }
    }

    /// Solves x(s) = fraction for the Bézier parameter by bisection (deterministic, 60 halvings),
    /// then returns y(s).
    static func bezier(_ fraction: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < fraction { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
