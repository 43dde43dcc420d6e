import Foundation
import ScrollPhysics

/// The allowed offsets and the per-axis limits the frames read.
extension SimulatedScrollView {
    // MARK: Allowed offsets

    /// The smallest allowed offset on `axis`, in points: `−inset.leading` (the adjusted content
    /// inset) rounded to the pixel grid (UIKit 26.1 `_minimumContentOffset`, with no first-page
    /// offset).
    public func minimumOffset(_ axis: ScrollAxis) -> Double {
        PixelGrid.round(-adjustedContentInset.leading(axis), scale: Double(displayScale))
    }

    /// The largest allowed offset on `axis`, in points: `max(minimum, round(contentSize +
    /// inset.trailing) − bounds)`, rounding to the pixel grid as UIKit 26.1 does
    /// (`_maximumContentOffsetForContentSize:`).
    public func maximumOffset(_ axis: ScrollAxis) -> Double {
        Swift.max(minimumOffset(axis), unraisedMaximumOffset(axis))
    }

    /// `round(contentSize + inset.trailing) − bounds`, not raised to the minimum.
    func unraisedMaximumOffset(_ axis: ScrollAxis) -> Double {
        PixelGrid.round(adjustedContentInset.trailing(axis) + contentSize[axis], scale: Double(displayScale)) - boundsSize[axis]
    }

    /// The nearest allowed offset to `point`, in points.
    public func clampedOffset(_ point: CGPoint) -> CGPoint {
        CGPoint(
            x: Swift.min(Swift.max(Double(point.x), minimumOffset(.horizontal)), maximumOffset(.horizontal)),
            y: Swift.min(Swift.max(Double(point.y), minimumOffset(.vertical)), maximumOffset(.vertical)))
    }

    /// Whether `axis` scrolls: the content with its insets overflows the bounds (on the pixel
    /// grid), or it always bounces and bounces (UIKit 26.1 `_updatePanGesture`).
    public func scrolls(_ axis: ScrollAxis) -> Bool {
        let always = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        let scale = Double(displayScale)
        let inset = adjustedContentInset
        let content = PixelGrid.round(inset.leading(axis) + inset.trailing(axis) + contentSize[axis], scale: scale)
        return PixelGrid.round(boundsSize[axis], scale: scale) < content || (always && bounces(axis))
    }

    /// Whether `axis` bounces past its edges (`bouncesHorizontally`, `bouncesVertically`).
    public func bounces(_ axis: ScrollAxis) -> Bool {
        axis == .horizontal ? bouncesHorizontally : bouncesVertically
    }

    /// The allowed offsets on `axis` and how the axis behaves at them.
    @inline(__always)
    func limits(_ axis: ScrollAxis) -> AxisMotion.Limits {
        if _slowPath(contentSizeIsStale) { resolveStaleContentSize() }
        return axis == .horizontal ? state.cachedLimits.horizontal : state.cachedLimits.vertical
    }

    /// `updateStaleContentSize()` out of line, so that `limits(_:)` stays a load and a branch.
    @inline(never)
    private func resolveStaleContentSize() {
        updateStaleContentSize()
    }

    /// Recomputes what derives from the geometry: the limits, and the paging spring of the bounds.
    func updateLimits() {
        state.cachedLimits = (computeLimits(.horizontal), computeLimits(.vertical))
        state.spring = PagingSpring(pageDimension: Double(boundsSize.width))
    }

    private func computeLimits(_ axis: ScrollAxis) -> AxisMotion.Limits {
        let movable = scrolls(axis)
        return AxisMotion.Limits(
            minimum: minimumOffset(axis), maximum: maximumOffset(axis), pageMaximum: unraisedMaximumOffset(axis),
            range: boundsSize[axis], bounces: bounces(axis), dragBounces: bounces(axis) && movable, movable: movable,
            scale: Double(displayScale))
    }

    func motion(_ axis: ScrollAxis) -> AxisMotion { axis == .horizontal ? state.horizontal : state.vertical }
}
