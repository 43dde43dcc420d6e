/// Free deceleration on one axis: UIKit's per-millisecond exponential decay.
///
/// With the per-millisecond rate `d`, after `T` ms the velocity is `v(T) = v0 · d^T` and the
/// offset is
///
///     x(T) = x0 + v0 · d · (1 − d^T) / (1 − d)
///
/// which composes exactly, so sampling it at any frame times gives the same curve. The motion
/// stops on the first frame where |v| < 0.01 pt/ms; the landing distance with that stop is
/// `(|v0| − 0.01) · d / (1 − d)` and it takes `ln(0.01 / |v0|) / ln d` ms.
public struct DecelerationCurve: Hashable, Sendable {
    /// The offset when the deceleration began, in points.
    public var startOffset: Double
    /// The velocity when the deceleration began, in points per millisecond.
    public var startVelocity: Double
    /// The per-millisecond velocity factor, strictly between 0 and 1.
    public var rate: Double

    /// Creates a curve from its start, in points and points per millisecond, and its rate.
    public init(startOffset: Double, startVelocity: Double, rate: Double) {
        precondition(rate > 0 && rate < 1, "a deceleration rate lies strictly between 0 and 1")
        self.startOffset = startOffset
        self.startVelocity = startVelocity
        self.rate = rate
    }

    /// The distance covered per unit of starting velocity when decaying for ever: `d / (1 − d)` ms.
    public var projectionFactor: Double { rate / (1 - rate) }

    /// The offset after `milliseconds` of deceleration, in points (no stop applied).
    public func offset(at milliseconds: Double) -> Double {
        startOffset + startVelocity * projectionFactor * (1 - DeterministicMath.pow(rate, milliseconds))
    }

    /// The velocity after `milliseconds`, in points per millisecond.
    public func velocity(at milliseconds: Double) -> Double {
        startVelocity * DeterministicMath.pow(rate, milliseconds)
    }

    /// The time at which the speed falls below the stop speed, in milliseconds; 0 if it already is.
    public var stopTime: Double {
        let speed = abs(startVelocity)
        if speed <= UIKitConstants.stopSpeed { return 0 }
        return DeterministicMath.log(UIKitConstants.stopSpeed / speed) / DeterministicMath.log(rate)
    }

    /// The signed distance travelled up to the moment the speed reaches the stop speed, in points:
    /// `sign(v0) · (|v0| − 0.01) · d / (1 − d)`.
    public var distanceToStop: Double {
        let speed = abs(startVelocity)
        if speed <= UIKitConstants.stopSpeed { return 0 }
        return (startVelocity < 0 ? -1 : 1) * (speed - UIKitConstants.stopSpeed) * projectionFactor
    }

    /// The offset where the motion would come to rest without the stop: `x0 + v0 · d / (1 − d)`,
    /// WWDC 2018's `project()`.
    public var asymptote: Double { startOffset + startVelocity * projectionFactor }

    /// The target UIKit proposes to `scrollViewWillEndDragging`, before rounding and clamping
    /// (26.1 `_scrollViewWillEndDraggingWithDeceleration:`): `x0 − M · (v0 − a) / ln d`, with
    /// `a = 0.01` for `v0 ≥ 0` and `−0.01` below, and `M` the fast-scroll multiplier. For a fling
    /// it lies `(|v0| − 0.01)/|ln d|` ahead, about 0.1 % beyond where the frames land; on an axis
    /// with no velocity it lies `0.01/|ln d|` (5 pt at `.normal`) behind the offset.
    public static func proposedTarget(offset: Double, velocity: Double, rate: Double, multiplier: Double = 1) -> Double {
        proposedTarget(offset: offset, velocity: velocity, logRate: DeterministicMath.log(rate), multiplier: multiplier)
    }

    /// `proposedTarget(offset:velocity:rate:multiplier:)` with `ln d` computed already
    /// (`FrameConstants.logRate`).
    @inlinable
    public static func proposedTarget(offset: Double, velocity: Double, logRate: Double, multiplier: Double = 1) -> Double {
        let a = velocity >= 0 ? UIKitConstants.stopSpeed : -UIKitConstants.stopSpeed
        return offset - (velocity - a) / logRate * multiplier
    }
}
