/// UIKit's tuned numbers, each with its source.
///
/// Units: time in milliseconds, velocity in points per millisecond (pt/ms), as UIKit keeps them.
public enum UIKitConstants {
    /// `UIScrollView.DecelerationRate.normal`: per-millisecond velocity factor (Apple SDK header).
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`: per-millisecond velocity factor (Apple SDK header).
    public static let fastDecelerationRate = 0.99
    /// Free deceleration stops on the first frame whose speed is below this, in pt/ms
    /// (10 pt/s; checked against device recordings).
    public static let stopSpeed = 0.01
    /// A release whose latest pan sample is slower than this, in pt/ms (250 pt/s), does not
    /// decelerate (reverse-engineered; checked against recordings). Compared as vx² + vy² < 0.0625.
    public static let releaseSpeedThreshold = 0.25
    /// Weight of the previous pan sample in the release velocity; the latest gets 1 − this
    /// (reverse-engineered; the other order misses the recording by 23 px).
    public static let releasePreviousWeight = 0.75
    /// Rubber-band stiffness `c` of the drag overshoot formula (reverse-engineered; also in
    /// ScrollMechanics and Apple's iAd scroller).
    public static let rubberBandCoefficient = 0.55
    /// Per-millisecond pull of a bounce towards the edge, fixed whatever the deceleration rate
    /// (reverse-engineered; checked against recordings).
    public static let bounceFactor = 0.99
    /// A bounce ends when the pixel-rounded distance to the edge is below this, in points
    /// (recordings ended at 0.452 and 0.494 pt, not at 0.530).
    public static let bounceEndDistance = 0.5
    /// Paging: above this release speed, in pt/ms (300 pt/s), go to the next page in the direction
    /// of the flick; below it, round to the nearest page (Apple's iAd scroller, ported).
    public static let pagingFlickSpeed = 0.3
    /// Paging settle spring, per millisecond: `v += stiffness · (target − x)` (iAd scroller).
    public static let pagingSpringStiffness = 3.6e-4
    /// Paging settle spring, per millisecond: `v *= damping` after the pull (iAd scroller).
    public static let pagingSpringDamping = 0.9668
    /// The paging settle ends, snapping to the page, once its speed is below `stopSpeed` within
    /// this distance of the page, in points. Chosen so that 375 pt from rest settles in 351 ms, as
    /// the reference states for the iAd rule (it is then 0.523 pt past the page).
    public static let pagingSettleDistance = 1.0
    /// `UIPanGestureRecognizer.velocity`: weight of the latest touch-interval velocity; the
    /// previous one gets 1 − this (reverse-engineered).
    public static let recognizerCurrentWeight = 0.2
}
