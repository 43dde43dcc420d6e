/// The animation of a scroll to the top (a tap on the status bar): a critically damped spring.
///
/// UIKit 26.1 animates `_scrollToTopIfPossible:` with `_smoothDecelerationAnimation()`, whose
/// parameters its decompile does not show. WebKit's public source mirrors that function (its
/// keyboard scrolling animator says "See also: _smoothDecelerationAnimation() in UIKit"): a
/// spring of response 0.6 s, mass 1, stiffness ω², damping 2ω (critically damped), lasting
/// 1.6 s. ScrollSim takes those values (docs/physics.md §10); both are settings.
public struct ScrollToTopSpring: Hashable, Sendable {
    /// The spring's response (its undamped period), in seconds: ω = 2π / response.
    public var response: Double
    /// How long the animation lasts, in seconds; it lands on the target then.
    public var duration: Double

    /// A spring of `response` seconds lasting `duration` seconds (both positive).
    public init(response: Double = 0.6, duration: Double = 1.6) {
        self.response = response
        self.duration = duration
    }

    /// The progress at `seconds` after the start: `1 − (1 + ω·t)·e^(−ω·t)`, ω = 2π / response;
    /// 0 before the start and 1 from `duration` on.
    public func progress(atSeconds seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }
        guard seconds < duration else { return 1 }
        let wt = 2 * Double.pi / response * seconds
        return 1 - (1 + wt) * DeterministicMath.exp(-wt)
    }
}
