/// The return of content that is past an edge: UIKit's bounce, not a mass-spring.
///
/// With `y` the signed distance past the edge, the deceleration rate `d` and UIKit's fixed pull
/// `e^(−0.01005)` ≈ 0.99 per millisecond, `s` ms after entering the bounce:
///
///     y(s) = e^(−0.01005·s) · [ y0 + v0 · d · (1 − d^s) / (1 − d) ]
///
/// (the frames evaluate each exponential with UIKit's Taylor series, `UIKitDecay`).
///
/// A fling that crosses an edge at speed `v` peaks `ln(ln 0.99 / (ln 0.99 + ln d)) / ln d` ms later
/// (90.7 ms at `.normal`, 69.0 ms at `.fast`), about 33.3 ms × v past the edge at `.normal`.
/// A release past the edge at rest returns as `y0 · 0.99^s`.
public struct BounceCurve: Hashable, Sendable {
    /// Signed distance past the edge when the bounce began, in points.
    public var startDistance: Double
    /// Velocity when the bounce began, in points per millisecond.
    public var startVelocity: Double
    /// The per-millisecond deceleration rate.
    public var rate: Double

    /// Creates a bounce from its start, in points and points per millisecond, and its rate.
    public init(startDistance: Double, startVelocity: Double, rate: Double) {
        self.startDistance = startDistance
        self.startVelocity = startVelocity
        self.rate = rate
    }

    /// Signed distance past the edge after `milliseconds`, in points.
    public func distance(at milliseconds: Double) -> Double {
        let pull = DeterministicMath.exp(UIKitConstants.bounceLogFactor * milliseconds)
        let glide = startVelocity * rate * (1 - DeterministicMath.pow(rate, milliseconds)) / (1 - rate)
        return pull * (startDistance + glide)
    }

    /// The time of the greatest distance for a bounce that starts at the edge, in milliseconds.
    ///
    /// Setting dy/ds = 0 for y(s) = C · e^(−0.01005·s) · (1 − d^s) gives
    /// d^s = −0.01005 / (−0.01005 + ln d).
    public static func peakTime(rate: Double) -> Double {
        let lnK = UIKitConstants.bounceLogFactor
        let lnD = DeterministicMath.log(rate)
        return DeterministicMath.log(lnK / (lnK + lnD)) / lnD
    }

    /// The time for a bounce at rest `distance` points past the edge to come within 0.5 pt, in ms.
    public static func returnTime(fromDistance distance: Double) -> Double {
        let d = abs(distance)
        if d <= UIKitConstants.bounceEndDistance { return 0 }
        return DeterministicMath.log(UIKitConstants.bounceEndDistance / d) / UIKitConstants.bounceLogFactor
    }
}
