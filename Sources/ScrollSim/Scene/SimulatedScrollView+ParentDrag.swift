import Foundation

extension SimulatedScrollView {
    /// This view moved from `old` to its current offset this frame: when it is past its edge and
    /// moving outwards, its superview `parent`, when that pages, follows its overscroll, and comes back as it does
    /// (UIKit 26.1 `-[UIScrollView _attemptToDragParent:forNewBounds:oldBounds:]`, called from
    /// `setBounds:` with the nearest ancestor scroll view).
    ///
    /// Only when the superview pages and its scrolling is on (UIKit also asks the private
    /// `_transfersScrollToContainer`, on by default), and while this view's pan drives it or it
    /// glides, bounces or settles, and no pinch zooms it nor a zoom bounces back (a photo of a
    /// photo pager pinched past its edge does not move the pager). Per axis, when the new offset lies past this view's edge and the
    /// move plus the adjustment so far points outwards (`new < minimum` with `Δ + adjustment ≤ 0`,
    /// or `new > maximum` with `Δ + adjustment ≥ 0`), and the superview can scroll that axis: the
    /// superview moves by `Δ` (only the part past the edge when this move crossed it), pinned to
    /// its own allowed offsets (`_adjustedHorizontalOffsetPinnedToScrollableBounds:`), and the
    /// adjustment (`_parentAdjustment`) adds it up. When no axis qualifies, the superview is put
    /// back by the whole adjustment. So the superview's offset is its start plus this view's
    /// overscroll, frame by frame, and it ends where it began: nothing pages it. Its delegate sees
    /// `scrollViewDidScroll` only.
    func dragParent(_ parent: SimulatedScrollView, from old: CGPoint) {
        guard parent.isPagingEnabled, parent.isScrollEnabled else { return }
        let new = contentOffset
        // UIKit: a pan update of this view (flag 0x800000, until `_endPanNormal:`) or its
        // heartbeat (a glide, bounce or settle), while no pinch zooms it (0x40000000) and no zoom
        // bounces back to a limit (0x80): a zooming view puts its superview back.
        let active = (isDragging || isDecelerating) && !state.isZooming && !state.isZoomBouncing
        if !active && parentAdjustment == .zero { return }
        // UIKit adds each move to the superview's offset as it finds it, so a superview the app
        // moved (`setContentOffset`, `scrollRectToVisible`, a content size that clamps it) since
        // the last frame follows on from there: the origin moves by what the app moved it.
        let start: CGPoint
        if parentAdjustment == .zero {
            start = parent.contentOffset
        } else if parent.contentOffset != parentPlaced {
            start = CGPoint(x: parent.contentOffset.x - parentAdjustment.x, y: parent.contentOffset.y - parentAdjustment.y)
        } else {
            start = parentStart
        }
        var adjustment = parentAdjustment
        var engaged = false
        for axis in ScrollAxis.allCases where active {
            let n = Double(new[axis])
            let o = Double(old[axis])
            let minimum = minimumOffset(axis)
            let maximum = maximumOffset(axis)
            let a = Double(adjustment[axis])
            guard (n < minimum && n - o + a <= 0) || (n > maximum && n - o + a >= 0) else { continue }
            guard parent.limits(axis).movable else { continue }
            engaged = true
            var delta = n - o
            if n < minimum && o > minimum { delta = n - minimum } else if n > maximum && o < maximum { delta = n - maximum }
            // Pinned to the superview's allowed offsets.
            let at = Double(start[axis]) + a
            let pinned = Swift.min(Swift.max(at + delta, parent.minimumOffset(axis)), parent.maximumOffset(axis)) - at
            adjustment[axis] = a + pinned
        }
        // **Choice**: UIKit adds each move to the superview's current offset, which its setter
        // puts on the pixel grid, while this view's glide and bounce frames are off it: over a
        // bounce, that walks the superview off its page by a pixel or so. ScrollSim places it at
        // its start plus the whole adjustment, rounded once, so that it comes back exactly.
        if !engaged { adjustment = .zero }
        guard adjustment != parentAdjustment else {
            parentStart = start
            if parent.state.isDraggedByChild { parent.state.reportedVelocity = .zero }
            return
        }
        parentAdjustment = adjustment
        parentStart = start
        let before = parent.contentOffset
        parent.placeFollowing(CGPoint(x: start.x + adjustment.x, y: start.y + adjustment.y))
        parentPlaced = parent.contentOffset
        // `_startDraggingParent:` / `_stopDraggingParent:`.
        parent.draggingChild = adjustment == .zero ? nil : self
        parent.state.isDraggedByChild = adjustment != .zero
        // The frame shows the movement as the superview's velocity while this view holds it.
        let milliseconds = parent.settings.frameDuration
        parent.state.reportedVelocity = CGPoint(
            x: (Double(parent.contentOffset.x) - Double(before.x)) / milliseconds,
            y: (Double(parent.contentOffset.y) - Double(before.y)) / milliseconds)
    }

    /// Puts this view at `offset` for a view inside that it follows, as UIKit's follow does with
    /// the `contentOffset` setter (`setContentOffset:`, not `setContentOffset:animated:`): on the
    /// pixel grid, and without stopping a scroll animation the app started on this view, whose
    /// next frame sets the offset from its own curve again (26.1: the setter sets the bounds and
    /// leaves `_animation` running; only `_setContentOffset:animated:…` stops it).
    func placeFollowing(_ offset: CGPoint) {
        let running = state.animation
        setContentOffset(offset, animated: false)
        if let running { state.animation = running }
    }

    /// A touch caught this view while its overscroll had moved its paging superview: the
    /// superview stays where it is (it may rest off its page) and lets go of this view, and this
    /// view is put back inside its allowed offsets (UIKit 26.1 `_clearParentAdjustment`, from the
    /// pan's `_beginScrollWithEvent:`, which resets the drawing's `sublayerTransform`, clamps the
    /// offset and clears `_parentAdjustment`).
    func clearParentAdjustment() {
        parentAdjustment = .zero
        if let parent = superview {
            if parent.draggingChild === self { parent.draggingChild = nil }
            parent.state.isDraggedByChild = false
            parent.state.reportedVelocity = .zero
        }
        let clamped = CGPoint(
            x: limits(.horizontal).clamp(Double(contentOffset.x)), y: limits(.vertical).clamp(Double(contentOffset.y)))
        if clamped != contentOffset { setContentOffset(clamped, animated: false) }
    }
}
