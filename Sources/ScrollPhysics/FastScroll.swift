/// UIKit's fast scroll: repeated quick flicks glide further (26.1 `_endPanNormal:`,
/// `_beginTrackingWithEvent:`, `_updatePanGesture`).
///
/// Each release that decelerates at 0.6 pt/ms or more, inside the allowed offsets, without paging,
/// counts one flick of a streak. From the fourth drag of a streak on, the drag raises the
/// multiplier with the distance it has moved the content:
///
///     M = min(M₀ + ((count − 3)/2 + 1) · min(√(Δx² + Δy²)/240, 0.9), 16)
///
/// where `M₀` is the multiplier when the finger came down. `M` scales the distance of every
/// in-bounds glide frame and UIKit's proposed target; it never scales the velocity the delegate
/// receives, nor a bounce.
public struct FastScroll: Hashable, Sendable {
    /// Flicks counted in the current streak.
    public private(set) var count = 0
    /// The multiplier in force (1 outside a streak).
    public private(set) var multiplier = 1.0
    /// The multiplier when the current drag's finger came down.
    public private(set) var startMultiplier = 1.0
    /// When the streak's last counted flick was released, in seconds.
    public private(set) var endTime = 0.0
    /// The sign of the last non-zero drag velocity on each axis (true: towards larger offsets).
    private var increasingX = false, increasingY = false

    /// A streak that has not started.
    public init() {}

    /// Whether a release whose latest sample is `(vx, vy)` in pt/ms is quick enough to count in a
    /// streak: `vx² + vy² ≥ 0.36` (600 pt/s; 26.1 `_endPanNormal:` resets the streak below it).
    @inlinable
    public static func countsFlick(latestX: Double, latestY: Double) -> Bool {
        latestX * latestX + latestY * latestY >= UIKitConstants.fastScrollReleaseSpeedSquared
    }

    /// Ends the streak (count 0, multiplier 1): every stop, a bounce, a slow or outward release.
    public mutating func reset() {
        count = 0
        multiplier = 1
    }

    /// A finger comes down at `time` seconds on content moving at `velocity` (pt/ms, either axis
    /// non-zero while a fling glides): the streak goes on only while the content still moves,
    /// within a second of the last counted release.
    public mutating func touchDown(at time: Double, stillMoving: Bool) {
        if !(stillMoving && time <= endTime + UIKitConstants.fastScrollWindow) { reset() }
        startMultiplier = multiplier
    }

    /// A drag update with the pan sample `velocity` (pt/ms of content offset), whether the rubber
    /// band applied on each axis, and the content's displacement since the drag began (points).
    ///
    /// The streak ends on a reversal of direction on either axis, while rubber-banding along the
    /// moving axis, or below 0.13 pt/ms. Returns whether it ended here (UIKit then also forgets
    /// which way a paging view was heading).
    @discardableResult
    public mutating func dragUpdate(velocity: (x: Double, y: Double), outside: (x: Bool, y: Bool), displacement: (x: Double, y: Double)) -> Bool {
        let (vx, vy) = velocity
        var ends = false
        var checkSpeed = false
        if vx != 0 {
            if outside.x || (vx >= 0) != increasingX { ends = true } else if vy == 0 { checkSpeed = true }
        }
        if !ends && vy != 0 {
            if outside.y || (vy >= 0) != increasingY { ends = true } else { checkSpeed = true }
        }
        if checkSpeed && vx * vx + vy * vy < UIKitConstants.fastScrollDragSpeedSquared {
            ends = true
        }
        if ends && count >= 1 { reset() }
        if vx != 0 { increasingX = vx >= 0 }
        if vy != 0 { increasingY = vy >= 0 }
        if count >= UIKitConstants.fastScrollStreak {
            let squared = displacement.x * displacement.x + displacement.y * displacement.y
            let distance = Double(Float(squared).squareRoot())
            let step =
                (Double(count - UIKitConstants.fastScrollStreak) / 2 + 1)
                * Swift.min(distance / UIKitConstants.fastScrollDistance, UIKitConstants.fastScrollStepCap)
            multiplier = Swift.min(startMultiplier + step, UIKitConstants.fastScrollMaximum)
        }
        return ends
    }

    /// A flick that counts, released at `time` seconds.
    public mutating func countFlick(at time: Double) {
        count += 1
        endTime = time
    }
}
