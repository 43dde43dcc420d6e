import Foundation
import ScrollPhysics

/// The scrolls an app or the system starts without a finger: the tap on the status bar and
/// `scrollRectToVisible(_:animated:)` (26.1; docs/physics.md §10).
extension SimulatedScrollView {
    /// A tap on the status bar: scrolls to the top on `settings.scrollToTopSpring`, then calls
    /// `scrollViewDidScrollToTop` (26.1 `_scrollToTopIfPossible:`).
    ///
    /// Nothing happens when `scrollsToTop` is false, scrolling is disabled (`isScrollEnabled`),
    /// the content fits vertically (its bottom limit no lower than its top), a finger is on the
    /// content (`isTracking`: from its touch-down, before a pan begins, as 26.1 reads the tracking
    /// bit), the view is already at the top (`−adjustedContentInset.top` on the pixel grid), or
    /// the delegate's `scrollViewShouldScrollToTop` says no. The top is `−adjustedContentInset.top`;
    /// the horizontal offset stays, held to its allowed range. A glide in progress ends, as for any
    /// animation. A pinch zooming the view refuses it too. (UIKit also refuses while user
    /// interaction is off, which ScrollSim does not model.)
    public func scrollToTop() {
        guard scrollsToTop, isScrollEnabled, maximumOffset(.vertical) > minimumOffset(.vertical), !isTracking, !state.zoom.isPinching else { return }
        let top = limits(.vertical).pixelRound(-Double(adjustedContentInset.top))
        guard Double(contentOffset.y) != top else { return }
        var allowed = true
        withDelegate { allowed = $0.scrollViewShouldScrollToTop($1) }
        guard allowed else { return }
        let x = Swift.min(Swift.max(Double(contentOffset.x), minimumOffset(.horizontal)), maximumOffset(.horizontal))
        if state.releaseInProgress { state.scrollStartedDuringRelease = true }
        start(
            ScrollAnimation(
                scrollingToTopFrom: contentOffset, to: CGPoint(x: x, y: top), spring: settings.scrollToTopSpring,
                frameRate: settings.frameRate))
    }

    /// `scrollRectToVisible(_:animated:)`: the smallest change of offset that shows `rect`
    /// (content coordinates, points), with the animation of `setContentOffset(_:animated:)`.
    ///
    /// As 26.1 computes it (`scrollRectToVisible:animated:`, `_contentOffsetForScrollingToRect:`):
    /// the rect is cut to the scrollable area (the content and its insets) and grown by the
    /// insets; if the bounds already hold it nothing happens; otherwise, on each axis, a rect
    /// that starts before the bounds is aligned to their leading edge, and one that ends at or
    /// past their trailing edge to that edge (which wins when the rect is the larger). While an
    /// animation runs, its target changes instead. A rect with a non-finite value is ignored, with
    /// an `invalidTargetIgnored` notice.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else {
            record(.invalidTargetIgnored, message: "scrollRectToVisible was given a non-finite rect \(rect); the call was ignored.")
            return
        }
        let inset = adjustedContentInset
        let (left, top, right, bottom) = (Double(inset.left), Double(inset.top), Double(inset.right), Double(inset.bottom))
        let h = limits(.horizontal)
        let v = limits(.vertical)
        // The scrollable area, on the pixel grid, and the rect cut to it.
        let areaX = h.pixelRound(-left)
        let areaY = v.pixelRound(-top)
        let areaMaxX = areaX + h.pixelRound(left + right + Double(contentSize.width))
        let areaMaxY = areaY + v.pixelRound(top + bottom + Double(contentSize.height))
        let r = (
            x: Double(rect.standardized.minX), y: Double(rect.standardized.minY), maxX: Double(rect.standardized.maxX),
            maxY: Double(rect.standardized.maxY)
        )
        var minX = Swift.max(r.x, areaX)
        var minY = Swift.max(r.y, areaY)
        var maxX = Swift.min(r.maxX, areaMaxX)
        var maxY = Swift.min(r.maxY, areaMaxY)
        guard minX < maxX, minY < maxY else { return }
        // Grown by the (positive) insets, so that it lies inside them once shown.
        minX -= Swift.max(left, 0)
        minY -= Swift.max(top, 0)
        maxX += Swift.max(right, 0)
        maxY += Swift.max(bottom, 0)
        let offset = contentOffset
        let (width, height) = (Double(boundsSize.width), Double(boundsSize.height))
        let (bx, by) = (Double(offset.x), Double(offset.y))
        guard minX < bx || maxX > bx + width || minY < by || maxY > by + height else { return }
        var target = (x: bx, y: by)
        if minX < bx { target.x = minX }
        if maxX >= bx + width { target.x = maxX - width }
        if minY < by { target.y = minY }
        if maxY >= by + height { target.y = maxY - height }
        let to = CGPoint(x: target.x, y: target.y)
        if var running = state.animation, running.scrollToTop == nil {
            running.to = CGPoint(x: h.pixelRound(target.x), y: v.pixelRound(target.y))
            state.animation = running
            return
        }
        setContentOffset(to, animated: animated)
    }
}
