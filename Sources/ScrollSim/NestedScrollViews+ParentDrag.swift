import Foundation

extension NestedScrollViews {
    /// The inner view moved from `old` to `new` this frame: when it is past its edge and moving
    /// outwards, a paging outer view follows its overscroll, and comes back as it does (UIKit 26.1
    /// `-[UIScrollView _attemptToDragParent:forNewBounds:oldBounds:]`, called from `setBounds:`).
    ///
    /// Only when the outer view pages and its scrolling is on (UIKit also asks the private
    /// `_transfersScrollToContainer`, on by default), and while the inner view's pan drives it or
    /// it glides or bounces. Per axis, when `new` lies past the inner view's edge and the move
    /// plus the adjustment so far points outwards (`new < minimum` with `Δ + adjustment ≤ 0`, or
    /// `new > maximum` with `Δ + adjustment ≥ 0`), and the outer view can scroll that axis: the
    /// outer view moves by `Δ` (only the part past the edge when this move crossed it), pinned to
    /// its own allowed offsets, and the adjustment adds it up. When no axis qualifies, the outer
    /// view is put back by the whole adjustment. So the outer view's offset is its start plus the
    /// inner view's overscroll, frame by frame, and it ends where it began: nothing pages it.
    /// Its delegate sees `scrollViewDidScroll` only.
    func dragParent(from old: CGPoint, to new: CGPoint) {
        guard outer.isPagingEnabled, outer.isScrollEnabled else { return }
        // UIKit: a pan update of the inner view (flag 0x800000, until `_endPanNormal:`) or its
        // heartbeat (a glide, bounce or settle).
        let active = inner.isDragging || inner.isDecelerating
        let start = parentAdjustment == .zero ? outer.contentOffset : parentStart
        var adjustment = parentAdjustment
        var engaged = false
        for axis in ScrollAxis.allCases where active {
            let n = Double(new[axis])
            let o = Double(old[axis])
            let minimum = inner.minimumOffset(axis)
            let maximum = inner.maximumOffset(axis)
            guard (n < minimum && n - o + Double(adjustment[axis]) <= 0) || (n > maximum && n - o + Double(adjustment[axis]) >= 0) else { continue }
            guard outer.limits(axis).movable else { continue }
            engaged = true
            var delta = n - o
            if n < minimum && o > minimum { delta = n - minimum } else if n > maximum && o < maximum { delta = n - maximum }
            // Pinned to the outer view's allowed offsets.
            let at = Double(start[axis]) + Double(adjustment[axis])
            let pinned = Swift.min(Swift.max(at + delta, outer.minimumOffset(axis)), outer.maximumOffset(axis)) - at
            adjustment[axis] = Double(adjustment[axis]) + pinned
        }
        // **Choice**: UIKit adds each move to the outer view's current offset, which its setter
        // puts on the pixel grid, while the inner view's glide and bounce frames are off it: over
        // a bounce, that walks the outer view off its page by a pixel or so. ScrollSim places it
        // at its start plus the whole adjustment, rounded once, so that it comes back exactly.
        if !engaged { adjustment = .zero }
        guard adjustment != parentAdjustment else {
            if outer.isDraggedByChild { outer.reportedVelocity = .zero }
            return
        }
        parentAdjustment = adjustment
        parentStart = start
        let before = outer.contentOffset
        outer.setContentOffset(CGPoint(x: start.x + adjustment.x, y: start.y + adjustment.y), animated: false)
        // The frame shows the movement as the outer view's velocity while the inner view holds it.
        let milliseconds = outer.settings.frameDuration
        outer.isDraggedByChild = adjustment != .zero
        outer.reportedVelocity = CGPoint(
            x: (Double(outer.contentOffset.x) - Double(before.x)) / milliseconds, y: (Double(outer.contentOffset.y) - Double(before.y)) / milliseconds)
    }

    /// Logs `parentDragInterrupted` on the inner view: a touch caught it while it was gliding or
    /// bouncing with the outer view moved by its overscroll. UIKit then leaves the outer view
    /// where it is and puts the inner view at its edge (`_clearParentAdjustment`, from the pan's
    /// `_beginScrollWithEvent:`), which ScrollSim does not model.
    func noteParentDragInterrupted() {
        inner.record(
            .parentDragInterrupted,
            message:
                "A touch caught this view while its overscroll had moved the paging scroll view around it: UIKit then leaves the "
                + "parent where it is and puts this view at its edge (_clearParentAdjustment), which ScrollSim does not model; "
                + "the frames from here differ from UIKit's.")
    }
}
