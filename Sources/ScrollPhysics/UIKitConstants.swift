/// UIKit's tuned numbers, each with its source.
///
/// Units: time in milliseconds, velocity in points per millisecond (pt/ms), as UIKit keeps them.
/// "26.1" names the method of UIKitCore's iOS 26.1 decompile (`UIScrollView.mm`,
/// `UIPanGestureRecognizer.mm`) where the number is printed; docs/physics.md gives each rule.
public enum UIKitConstants {
    /// `UIScrollView.DecelerationRate.normal`: per-millisecond velocity factor (Apple SDK header;
    /// 26.1 `initWithFrame:` stores the bit pattern of 0.998).
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`: per-millisecond velocity factor (Apple SDK header).
    /// 26.1 `setDecelerationRate:` stores the second entry of a two-value table that the
    /// decompile does not print; 0.99 is the documented value (a choice, docs/physics.md §1).
    public static let fastDecelerationRate = 0.99
    /// 26.1 `setDecelerationRate:`: a rate below this stores `fast`, any other `normal`.
    public static let fastRateThreshold = 0.994
    /// The factor `e^x` of a frame is computed as `1 + x + x²/2` when `x` is at least this, and
    /// with `exp` below it (26.1 `_getStandardDecelerationOffset…`, `_getBouncingDecelerationOffset…`).
    public static let taylorDecayLimit = -0.5
    /// The bounce's own decay exponent per millisecond, `−0.01005` (≈ ln 0.99; 26.1
    /// `_getBouncingDecelerationOffset…` prints `interval · −0.01005`).
    public static let bounceLogFactor = -0.01005
    /// The bounce's pull towards the edge per millisecond, `e^bounceLogFactor` ≈ 0.99 (kept for
    /// closed forms; the step uses `bounceLogFactor`).
    public static let bounceFactor = 0.99
    /// A bounce goes on while the content lies at least this far past the edge, in points
    /// (26.1: still bouncing unless `min − 0.5 < x < max + 0.5`).
    public static let bounceEndDistance = 0.5
    /// Free deceleration stops when `vx² + vy²` falls below this square, in (pt/ms)² (26.1
    /// `_smoothScrollSyncWithUpdateTime:`: `< 0.0001`, that is a speed below 0.01 pt/ms).
    public static let stopSpeedSquared = 0.0001
    /// The stop speed, in pt/ms: `√stopSpeedSquared` (10 pt/s). Also the `a` of the proposed
    /// target and of a re-timed glide (26.1: `±0.01` by the sign of the velocity).
    public static let stopSpeed = 0.01
    /// A release whose latest pan sample is slower than this, in pt/ms (250 pt/s), does not
    /// decelerate (26.1 `_endPanNormal:`: `vx² + vy² < 0.0625`).
    public static let releaseSpeedThreshold = 0.25
    /// `vx² + vy²` of a release below this, in (pt/ms)², does not decelerate (26.1
    /// `_endPanNormal:`: `< 0.0625`, 250 pt/s).
    public static let releaseSpeedSquared = 0.0625
    /// `vx² + vy²` of a release below this, in (pt/ms)², resets the fast-scroll streak but still
    /// decelerates (26.1 `_endPanNormal:`: `< 0.36`, 600 pt/s).
    public static let fastScrollReleaseSpeedSquared = 0.36
    /// Weight of the previous pan sample in the release velocity; the latest gets 1 − this
    /// (26.1 `_endPanNormal:`: `0.75 · previous + 0.25 · latest`).
    public static let releasePreviousWeight = 0.75
    /// Rubber-band stiffness `c` of the drag overshoot formula. Not printed in the 26.1 decompile
    /// (a C function); 0.55 from third-party notes, ScrollMechanics and Apple's iAd scroller, and
    /// checked against a device recording (a documented choice).
    public static let rubberBandCoefficient = 0.55
    /// Paging: a release faster than this along an axis, in pt/ms (300 pt/s), goes to the next page
    /// boundary in its direction (26.1 `_prepareToPageWithHorizontalVelocity:…`: `> 0.3`).
    public static let pagingFlickSpeed = 0.3
    /// Paging spring pull per millisecond at page dimension `w`: `intercept + slope · min(w, 1024)`
    /// (26.1 `initWithFrame:`, `setFrame:`: `min(w, 1024) · −0.000000184659091 + 0.000359090909`).
    public static let pagingPullIntercept = 0.000359090909
    /// See `pagingPullIntercept`.
    public static let pagingPullSlope = -0.000000184659091
    /// Paging spring friction per millisecond: `intercept + slope · min(w, 1024)` (26.1:
    /// `min(w, 1024) · 0.00000994318182 + 0.966818182`).
    public static let pagingFrictionIntercept = 0.966818182
    /// See `pagingFrictionIntercept`.
    public static let pagingFrictionSlope = 0.00000994318182
    /// The page dimension beyond which the paging spring no longer changes, in points (26.1).
    public static let pagingDimensionCap = 1024.0
    /// A changed target short of UIKit's projection raises the friction to at most this factor
    /// per millisecond (26.1 `_scrollViewWillEndDraggingWithDeceleration:`: `> 0.999 → 0.999`).
    public static let retimedRateCap = 0.999
    /// A launch onto a changed target slower than this, in pt/ms, uses the slow rule instead
    /// (26.1: `|a − d · ln f| < 0.25`).
    public static let slowRetimeSpeed = 0.25
    /// The slow rule's per-millisecond factor (26.1: `_adjustedDecelerationFactor = 0.985`).
    public static let slowRetimeRate = 0.985
    /// `−ln 0.985` as 26.1 prints it, `0.0151136378`: the slow rule's launch is `a + d · this`.
    public static let slowRetimeLogRate = 0.0151136378
    /// The speed a glide onto a changed target is given when it stalls short of it, in pt/ms.
    /// 26.1 reads it from a two-entry table (`dbl_18A6837C0[x < target]`) that the decompile does
    /// not print; ScrollSim uses the stop speed, the slowest motion that does not count as
    /// stopped (a documented choice, docs/physics.md §5).
    public static let creepSpeed = 0.01
    /// Two targets closer than this count as the same, in points (26.1: `0.00000011920929`).
    public static let targetEpsilon = 0.00000011920929
    /// `UIPanGestureRecognizer`: weight of the latest touch-interval velocity; the previous one gets
    /// 1 − this (26.1 `velocityInView:`: `0.2 · current + 0.8 · previous`).
    public static let recognizerCurrentWeight = 0.2
    /// A touch interval shorter than this, in seconds, gives no velocity (26.1
    /// `_convertVelocitySample:…`: `dt >= 0.001`).
    public static let recognizerMinimumInterval = 0.001
    /// The previous touch interval counts only when longer than this, in seconds (26.1:
    /// `> 0.00000011920929`).
    public static let recognizerPreviousMinimumInterval = 0.00000011920929
    /// The pan's hysteresis along each axis the view can scroll, in points (`+_defaultHysteresis`,
    /// 10.0 in other iOS builds' decompiles; 26.1 does not print it; times the view's touch
    /// sloppiness factor, taken as 1).
    public static let panHysteresis = 10.0
    /// Fast scroll: the drag distance that adds a whole step to the multiplier, in points (26.1
    /// `_updatePanGesture`: `sqrtf(d²) / 240.0`).
    public static let fastScrollDistance = 240.0
    /// Fast scroll: the largest step a drag adds, per streak step (26.1: `fmin(…, 0.9)`).
    public static let fastScrollStepCap = 0.9
    /// Fast scroll: the largest multiplier (26.1: `fmin(…, 16.0)`).
    public static let fastScrollMaximum = 16.0
    /// Fast scroll: the streak needs this many counted flicks before a drag raises the
    /// multiplier (26.1: `_fastScrollCount >= 3`).
    public static let fastScrollStreak = 3
    /// Fast scroll: a drag update with `vx² + vy²` below this, in (pt/ms)², breaks the streak
    /// (26.1: `< 0.0169`, 130 pt/s).
    public static let fastScrollDragSpeedSquared = 0.0169
    /// Fast scroll: a touch later than this after the last counted release, in seconds, starts a
    /// new streak (26.1 `_beginTrackingWithEvent:`: `timestamp <= _fastScrollEndTime + 1.0`).
    public static let fastScrollWindow = 1.0
}
