/// The decay factor `e^x` of one frame, computed as UIKit computes it.
///
/// UIKit's deceleration code (26.1 `_getStandardDecelerationOffset…`,
/// `_getBouncingDecelerationOffset…`) evaluates the factor `f^t = e^(t · ln f)` of a frame of `t`
/// milliseconds with the second-order Taylor series
///
///     x ≥ −0.5:  1 + x + x²/2      (written x · (x · 0.5 + 1) + 1)
///     x < −0.5:  e^x
///
/// Every ordinary frame takes the series: at 60 Hz, `x = 16.67 · ln 0.998 = −0.0334` and, for the
/// bounce, `16.67 · −0.01005 = −0.168`. The series is slightly larger than `e^x` (by about
/// `|x|³/6`), so each frame keeps a little more speed than the exact exponential. The `e^x` branch
/// uses `DeterministicMath.exp`, so the result has the same bits on every machine.
public enum UIKitDecay {
    /// `e^x` as UIKit evaluates it for a frame (see the type's discussion).
    @inlinable
    public static func factor(exponent x: Double) -> Double {
        x >= UIKitConstants.taylorDecayLimit ? x * (x * 0.5 + 1) + 1 : DeterministicMath.exp(x)
    }

    /// The glide's distance per pt/ms of velocity over a frame whose velocity factor is `decay`:
    /// `(1 − decay) / (1 − f) · f` ms, in UIKit's order of operations.
    @inlinable
    public static func glide(decay: Double, rate f: Double) -> Double {
        (1 - decay) / (1 - f) * f
    }
}
