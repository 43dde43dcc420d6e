/// The animation of a scroll to the top (a tap on the status bar): a timing curve, then a
/// critically damped spring.
///
/// UIKit 26.1 animates `_scrollToTopIfPossible:` with `_smoothDecelerationAnimation()`, a
/// `CASpringAnimation` whose body its decompile does not show. `_animateScrollToContentOffset:`
/// takes the animation's `duration`, and `-[UIScrollViewScrollAnimation progressForFraction:]`
/// computes, in `Float`, the spring's `_solveForInput:` of the timing function's
/// `_solveForInput:` of the time fraction: an attached timing function is applied first.
/// WebKit's public copy (`WKKeyboardScrollingAnimator.mm`: "See also:
/// _smoothDecelerationAnimation() in UIKit") sets mass 1, stiffness ω², damping 2ω with
/// ω = 2π/0.6 (critically damped, response 0.6 s), duration 1.6 s and the timing function
/// (0, 0.2) (1, 1). ScrollSim takes those values (docs/physics.md §10); all are settings.
///
/// With `f = t / duration` and `u = timing(f)`, the spring is read at `u · duration` seconds:
///
///     progress = 1 − (1 + ω·u·D)·e^(−ω·u·D),   ω = 2π / response,  D = duration
public struct ScrollToTopSpring: Hashable, Sendable {
    /// The spring's response (its undamped period), in seconds: ω = 2π / response.
    public var response: Double
    /// How long the animation lasts, in seconds; it lands on the target then.
    public var duration: Double
    /// The timing function applied to the time fraction before the spring reads it; `.linear`
    /// gives the bare spring.
    public var timingFunction: AnimationCurve

    /// WebKit's timing function for UIKit's smooth deceleration: the Bézier (0, 0.2) (1, 1).
    public static let smoothDecelerationTiming = AnimationCurve.cubicBezier(x1: 0, y1: 0.2, x2: 1, y2: 1)

    /// A spring of `response` seconds lasting `duration` seconds (both positive), read through
    /// `timingFunction`.
    public init(response: Double = 0.6, duration: Double = 1.6, timingFunction: AnimationCurve = Self.smoothDecelerationTiming) {
        self.response = response
        self.duration = duration
        self.timingFunction = timingFunction
    }

    /// The progress at time fraction `fraction` of the duration: 0 at or before 0, 1 at or past 1,
    /// otherwise the spring at `timing(fraction) · duration` seconds, each step in `Float` as
    /// UIKit's `progressForFraction:` and Core Animation's `_solveForInput:` pass them.
    public func progress(fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        let timed = Double(Float(timingFunction.progress(Double(Float(fraction)))))
        let wt = 2 * Double.pi / response * timed * duration
        return Double(Float(1 - (1 + wt) * DeterministicMath.exp(-wt)))
    }

    /// The progress at `seconds` after the start (`progress(fraction: seconds / duration)`).
    public func progress(atSeconds seconds: Double) -> Double {
        progress(fraction: seconds / duration)
    }
}
