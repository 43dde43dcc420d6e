import Foundation

extension SimulatedScrollView {
    /// A frame of the scene begins: this view's offset now is the "old bounds" of its change this
    /// frame (`dragParentAfterFrame(_:)`).
    @inline(__always)
    func markFrameStart() { state.parentFollow.frameStart = contentOffset }

    /// This frame's change, from the offset `markFrameStart()` kept to the offset now, handed to
    /// the superview `parent` (`dragParent(_:from:)`).
    @inline(__always)
    func dragParentAfterFrame(_ parent: SimulatedScrollView) { dragParent(parent, from: state.parentFollow.frameStart) }

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
        guard parent.followsOverscrollOfViewsInside else { return }
        let new = contentOffset
        // UIKit: a pan update of this view (flag 0x800000, until `_endPanNormal:`) or its
        // heartbeat (a glide, bounce or settle), while no pinch zooms it (0x40000000) and no zoom
        // bounces back to a limit (0x80): a zooming view puts its superview back.
        let active = (isDragging || isDecelerating) && !state.zoom.isPinching && !state.zoom.isBouncing
        if !active && parentAdjustment == .zero { return }
        // UIKit adds each move to the superview's offset as it finds it, so a superview the app
        // moved (`setContentOffset`, `scrollRectToVisible`, a content size that clamps it) since
        // the last frame follows on from there: the origin moves by what the app moved it.
        let start: CGPoint
        if parentAdjustment == .zero {
            start = parent.contentOffset
        } else if parent.contentOffset != state.parentFollow.placed {
            start = CGPoint(x: parent.contentOffset.x - parentAdjustment.x, y: parent.contentOffset.y - parentAdjustment.y)
        } else {
            start = state.parentFollow.start
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
            state.parentFollow.start = start
            parent.followOverscroll(of: self, .unchanged)
            return
        }
        parentAdjustment = adjustment
        state.parentFollow.start = start
        parent.followOverscroll(of: self, .moved(to: CGPoint(x: start.x + adjustment.x, y: start.y + adjustment.y), holding: adjustment != .zero))
        state.parentFollow.placed = parent.contentOffset
    }

    /// Whether this view follows the overscroll of a view inside it (`dragParent(_:from:)`): it
    /// pages and its scrolling is on.
    var followsOverscrollOfViewsInside: Bool { isPagingEnabled && isScrollEnabled }

    /// What a view inside did this frame to the superview that follows its overscroll.
    enum OverscrollChange {
        /// The superview goes to `offset` (points); `holding`: the view inside still holds it
        /// (`_startDraggingParent:`), else lets go (`_stopDraggingParent:`).
        case moved(to: CGPoint, holding: Bool)
        /// The overscroll did not change: a held superview shows no movement this frame.
        case unchanged
        /// A touch caught the view inside: the superview stays where it is and is let go.
        case released
    }

    /// The superview's side of the follow, the one place a view inside changes it: this view is
    /// moved (`placeFollowing`) or held still for `child`, holds or lets go of it (`draggingChild`,
    /// the touches it takes), and shows its movement as its velocity (pt/ms) while held.
    func followOverscroll(of child: SimulatedScrollView, _ change: OverscrollChange) {
        switch change {
        case .moved(let offset, let holding):
            let before = contentOffset
            placeFollowing(offset)
            draggingChild = holding ? child : nil
            state.isDraggedByChild = holding
            // The frame shows the movement as this view's velocity while the view inside holds it.
            let milliseconds = settings.frameDuration
            state.reportedVelocity = CGPoint(
                x: (Double(contentOffset.x) - Double(before.x)) / milliseconds,
                y: (Double(contentOffset.y) - Double(before.y)) / milliseconds)
        case .unchanged:
            if state.isDraggedByChild { state.reportedVelocity = .zero }
        case .released:
            if draggingChild === child { draggingChild = nil }
            state.isDraggedByChild = false
            state.reportedVelocity = .zero
        }
    }

    /// Whether a view inside holds this one by its overscroll.
    var isFollowingViewInside: Bool { state.isDraggedByChild }

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
        superview?.followOverscroll(of: self, .released)
        let clamped = CGPoint(
            x: limits(.horizontal).clamp(Double(contentOffset.x)), y: limits(.vertical).clamp(Double(contentOffset.y)))
        if clamped != contentOffset { setContentOffset(clamped, animated: false) }
    }
}
