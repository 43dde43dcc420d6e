/// Where a paging view settles, on one axis (26.1
/// `_prepareToPageWithHorizontalVelocity:verticalVelocity:…` and, for a target the delegate
/// changed, `_scrollViewWillEndDraggingWithDeceleration:`).
///
/// Pages start at the paging origin (0 by default, not `−contentInset`) and repeat every
/// `stride` = bounds + interpage spacing; page 0 adds the first-page offset. The page is clamped to
/// the allowed range, so a partial last page rests at the maximum offset.
public struct PagingGrid: Hashable, Sendable {
    /// The distance between pages, in points: the bounds dimension plus the interpage spacing.
    public var stride: Double
    /// Page `k` lies at `origin + k · stride`, in points (`_pagingOrigin`, 0 by default).
    public var origin: Double
    /// Added to page 0 only, in points (`_firstPageOffset`, 0 by default).
    public var firstPageOffset: Double
    /// The smallest allowed offset, in points: `round(firstPageOffset − inset.leading)`.
    public var minimum: Double
    /// The largest offset a page may take, in points: `round(inset.trailing + contentSize) −
    /// bounds` (not raised to the minimum: the minimum wins when the content is small).
    public var maximum: Double

    /// Creates a grid; every value in points.
    public init(stride: Double, origin: Double = 0, firstPageOffset: Double = 0, minimum: Double, maximum: Double) {
        self.stride = stride
        self.origin = origin
        self.firstPageOffset = firstPageOffset
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The offset of page `index`, clamped: the maximum first, then the minimum (which wins).
    @inlinable
    public func offset(ofPage index: Double) -> Double {
        let page = origin + stride * index + (index == 0 ? firstPageOffset : 0)
        return Swift.max(Swift.min(page, maximum), minimum)
    }

    /// The page a release settles on from `offset` with the latest pan sample `velocity` (pt/ms),
    /// and the direction it heads in.
    ///
    /// - Faster than 0.3 pt/ms: the next page boundary in the velocity's direction (`ceil` or
    ///   `floor`), or, when the view was already heading that way to `currentTarget` (a flick during
    ///   a settle), the page after that one.
    /// - Otherwise the nearest page (`floor(p + 0.5)`), except at or past the maximum offset, where
    ///   `ceil` takes the last (partial) page.
    /// - On a page boundary exactly: that offset, with the direction unchanged (nil direction).
    public func target(
        offset: Double, velocity: Double, currentTarget: Double, heading: PagingSpring.Direction
    ) -> (target: Double, direction: PagingSpring.Direction?) {
        guard stride > 0, (offset - origin).truncatingRemainder(dividingBy: stride) != 0 else { return (offset, nil) }
        let index: Double
        let flick = UIKitConstants.pagingFlickSpeed
        if velocity > flick {
            let from = heading == .increasing ? currentTarget + stride : offset
            index = ((from - origin) / stride).rounded(.up)
        } else if velocity < -flick {
            let from = heading == .decreasing ? currentTarget - stride : offset
            index = ((from - origin) / stride).rounded(.down)
        } else if offset >= maximum {
            index = ((offset - origin) / stride).rounded(.up)
        } else {
            index = ((offset - origin) / stride + 0.5).rounded(.down)
        }
        let page = self.offset(ofPage: index)
        let direction: PagingSpring.Direction
        if velocity > flick {
            direction = .increasing
        } else if velocity < -flick {
            direction = .decreasing
        } else if page < offset + origin {
            direction = .decreasing
        } else {
            direction = velocity == 0 ? .none : .increasing
        }
        return (page, direction)
    }

    /// The page nearest `target` (a target the delegate changed), pixel-rounded at `scale` and
    /// clamped: `floor((target − origin)/stride + 0.5)`.
    public func nearestPage(to target: Double, scale: Double) -> Double {
        let index = ((target - origin) / stride + 0.5).rounded(.down)
        let page = origin + stride * index + (index == 0 ? firstPageOffset : 0)
        return Swift.max(Swift.min(PixelGrid.round(page, scale: scale), maximum), minimum)
    }
}
