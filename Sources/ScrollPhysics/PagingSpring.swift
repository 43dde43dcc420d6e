/// The paging settle: UIKit's per-millisecond spring (26.1
/// `_getPagingDecelerationOffset:forTimeInterval:`), one axis at a time.
///
/// Each whole millisecond of a frame, with the page `T`:
///
///     v = (v + (T − x) · pull) · friction;   x = x + v
///
/// A frame of `t` ms takes `⌊t⌋` such steps (16 at 60 Hz, 8 at 120 Hz): the remainder is dropped,
/// so the settle runs 4 % slower than real time at 60 and 120 Hz. The spring starts each frame from
/// the offset shown, which is rounded to the pixel grid after the steps; the velocity is not.
/// `pull` and `friction` follow a line in the page dimension `w` (26.1 `initWithFrame:`,
/// `setFrame:`): from 320 pt (3.0e-4, 0.970) to 1024 pt (1.7e-4, 0.977), constant beyond.
public struct PagingSpring: Hashable, Sendable {
    /// The spring's pull per millisecond, per point of distance (pt/ms per pt).
    public let pull: Double
    /// The velocity factor per millisecond.
    public let friction: Double

    /// The spring of a view whose page dimension is `pageDimension` points (UIKit reads one
    /// dimension of the bounds; see docs/physics.md §9).
    public init(pageDimension: Double) {
        let w = Swift.min(pageDimension, UIKitConstants.pagingDimensionCap)
        pull = w * UIKitConstants.pagingPullSlope + UIKitConstants.pagingPullIntercept
        friction = w * UIKitConstants.pagingFrictionSlope + UIKitConstants.pagingFrictionIntercept
    }

    /// Which way a paging axis is heading to its page (26.1 flags 0x40/0x80 and 0x100/0x200):
    /// set when the page is chosen, used by the end rule for content that crosses the page.
    public enum Direction: UInt8, Hashable, Sendable {
        /// No direction: the crossing rule does not apply.
        case none
        /// Towards smaller offsets.
        case decreasing
        /// Towards larger offsets.
        case increasing
    }

    /// The offsets beyond which content that does not bounce is put on its page at once.
    public struct Bounds: Hashable, Sendable {
        /// The smallest offset, in points: the pixel-rounded `firstPageOffset − inset.leading`.
        public var minimum: Double
        /// The largest offset, in points: `round(inset.trailing + contentSize) − bounds`.
        public var maximum: Double

        /// Creates the bounds, in points.
        public init(minimum: Double, maximum: Double) {
            self.minimum = minimum
            self.maximum = maximum
        }
    }

    /// One frame of `milliseconds` on one axis, from the offset shown `offset` (points) towards
    /// `target`, updating `velocity` (pt/ms).
    ///
    /// After the steps, the offset is rounded to the pixel grid of `scale`; if that leaves it where
    /// it was (not on the page) while the velocity is below 0.5 pt/ms, it moves one pixel towards
    /// the page (the velocity is compared with its sign, as UIKit does). The axis then ends on the
    /// page, with no velocity, when
    /// 1. `|v| < 0.01`, the last step started within 1 pt of the page, and the rounded offset lies
    ///    within 5 pt of it; or
    /// 2. `bounds` is given (the view does not bounce) and the offset lies outside it; or
    /// 3. the frame crossed the page in `direction` and `|v| < 0.1`.
    ///
    /// - Returns: the offset to show, and whether the axis ended on its page.
    public func frame(
        offset: Double, velocity: inout Double, target: Double, milliseconds: Double, scale: Double,
        direction: Direction, bounds: Bounds?
    ) -> (offset: Double, ended: Bool) {
        let pastBefore: Bool
        switch direction {
        case .none: pastBefore = true
        case .decreasing: pastBefore = offset < target
        case .increasing: pastBefore = offset > target
        }
        var x = offset
        var lastDistance = 0.0
        var steps = milliseconds >= 1 ? Int(milliseconds) : 0
        while steps > 0 {
            lastDistance = target - x
            velocity = (velocity + lastDistance * pull) * friction
            x += velocity
            steps -= 1
        }
        var shown = PixelGrid.round(x, scale: scale)
        if shown != target && shown == offset && velocity < 0.5 {
            let towards: Double = lastDistance < 0 ? -1 : 1
            shown = PixelGrid.round(shown + towards / scale, scale: scale)
        }
        if abs(velocity) < 0.01 && abs(lastDistance) <= 1 && abs(shown - target) < 5 {
            velocity = 0
            return (target, true)
        }
        if let bounds, shown < bounds.minimum || shown > bounds.maximum {
            velocity = 0
            return (target, true)
        }
        let approachingAfter: Bool
        switch direction {
        case .none: approachingAfter = false
        case .decreasing: approachingAfter = shown >= target
        case .increasing: approachingAfter = shown <= target
        }
        if !pastBefore && !approachingAfter && abs(velocity) < 0.1 {
            velocity = 0
            return (target, true)
        }
        return (shown, false)
    }
}
