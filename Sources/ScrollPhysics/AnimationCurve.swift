/// The timing curve of an animated `setContentOffset(_:animated:)` or `scrollToItem`.
///
/// UIKit animates a scroll with its own `UIAnimation` (driven by `UIAnimator`, not Core
/// Animation), whose `progressForFraction:` has four curves (26.1 `UIAnimation.mm`): 0
/// `sin²(π·t/2)`, 1 `sin(π·t/2)`, 2 `1 − cos(π·t/2)`, 3 linear; it computes them in single
/// precision, as the `sine…` cases here do. Core Animation's Béziers are offered as what-ifs.
/// See docs/physics.md §10 for the default.
public enum AnimationCurve: Hashable, Sendable {
    /// UIKit's curve 0, ease-in-ease-out: `sin²(π·t/2)`, in `Float`.
    case sineEaseInOut
    /// UIKit's curve 1, ease-out: `1 − 2·sin²((1 − t)·π/4)` (= `sin(π·t/2)`), in `Float`.
    case sineEaseOut
    /// UIKit's curve 2, ease-in: `2·sin²(t·π/4)` (= `1 − cos(π·t/2)`), in `Float`.
    case sineEaseIn
    /// Constant velocity (UIKit's curve 3): progress equals the time fraction.
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
        case .sineEaseInOut:
            let v = DeterministicMath.sin(Double(Float(fraction)) * (Double.pi / 2))
            return Double(Float(v * v))
        case .sineEaseOut:
            let v = DeterministicMath.sin((1 - Double(Float(fraction))) * (Double.pi / 4))
            return Double(Float(1 - (v + v) * v))
        case .sineEaseIn:
            let v = DeterministicMath.sin(Double(Float(fraction)) * (Double.pi / 4))
            return Double(Float((v + v) * v))
        case .linear: return fraction
        case .easeInOut: return Self.bezier(fraction, 0.42, 0, 0.58, 1)
        case .easeOut: return Self.bezier(fraction, 0, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): return Self.bezier(fraction, x1, y1, x2, y2)
        }
    }

    /// How close to 1 a time fraction counts as the end (`-[UIAnimation fractionForTime:]`:
    /// `1 − fraction < 0.00100000005`, the float nearest 0.001).
    public static let endTolerance = 0.00100000005

    /// The time fraction of an animation `elapsed` into `duration` (any one unit): `elapsed /
    /// duration`, at least 0, and 1 once past the end or within `endTolerance` of it, as UIKit's
    /// `fractionForTime:` gives it.
    public static func fraction(elapsed: Double, duration: Double) -> Double {
        let f = Swift.max(elapsed / duration, 0)
        return f > 1 || 1 - f < endTolerance ? 1 : f
    }

    /// The frame (counting from 1) on which an animation of `duration` ends when each frame lasts
    /// `frameDuration` (same unit): the first `k ≥ 1` whose `fraction(elapsed: k · frameDuration,
    /// duration:)` is 1. Counted once, as a whole number.
    public static func endFrame(duration: Double, frameDuration: Double) -> Int {
        guard duration > 0, frameDuration > 0, duration / frameDuration < 1e9 else { return 1 }
        var k = Swift.max(1, Int((duration / frameDuration * (1 - endTolerance)).rounded(.down)))
        while k > 1 && fraction(elapsed: Double(k - 1) * frameDuration, duration: duration) == 1 { k -= 1 }
        while fraction(elapsed: Double(k) * frameDuration, duration: duration) < 1 { k += 1 }
        return k
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
