import Foundation
import ScrollPhysics

/// Content that changes size under the finger, during a glide or at rest (26.1 `setContentSize:`,
/// `_adjustContentOffsetIfNecessary`; docs/physics.md "Content that changes size").
extension SimulatedScrollView {
    /// Gives the content a new size, as 26.1's `setContentSize:` does.
    ///
    /// 1. While a finger drags the content past the trailing edge on an axis whose size changes,
    ///    and the new content reaches the offset shown (`offset ≤ new maximum`), the drag's start
    ///    offset becomes `offset + translation`: the next move follows the finger 1:1 from where the
    ///    content is, with no jump and no rubber band.
    /// 2. The allowed offsets follow the new size at once; a glide, bounce or paging settle in
    ///    progress carries on from its own offset against them on its next frame (a feed that grows
    ///    ahead of a glide lets it glide on; one that shrinks behind it makes it bounce back).
    /// 3. At rest (no finger, no motion, no animation), an offset the new size no longer allows is
    ///    moved to the nearest allowed one, with `scrollViewDidScroll`.
    func resizeContent(to newSize: CGSize) {
        let old = state.cachedLimits
        if state.isTracking { rebaseDragOverNewContent(newSize, old: old) }
        state.contentSize = newSize
        updateLimits()
        adjustContentOffsetIfNecessary()
    }

    /// Step 1 of `resizeContent(to:)`: a drag past the old trailing edge that the new content
    /// covers restarts from the offset shown (26.1 `setContentSize:`, the `_startOffsetX`/`Y`
    /// assignments under `_scrollViewFlags & 1`).
    private func rebaseDragOverNewContent(_ newSize: CGSize, old: (horizontal: AxisMotion.Limits, vertical: AxisMotion.Limits)) {
        for axis in ScrollAxis.allCases where newSize[axis] != state.contentSize[axis] {
            let l = axis == .horizontal ? old.horizontal : old.vertical
            let offset = motion(axis).offset
            let scale = Double(displayScale)
            let newMaximum = Swift.max(
                l.minimum, PixelGrid.round(adjustedContentInset.trailing(axis) + newSize[axis], scale: scale) - boundsSize[axis])
            guard offset >= l.minimum, offset > l.maximum, offset <= newMaximum else { continue }
            if axis == .horizontal {
                state.drag.startX = offset + Double(state.drag.lastTranslation.x)
            } else {
                state.drag.startY = offset + Double(state.drag.lastTranslation.y)
            }
        }
    }

    /// Step 3 of `resizeContent(to:)`: at rest, an offset outside the allowed range moves to the
    /// nearest allowed one (26.1 `_adjustContentOffsetIfNecessary`). A finger, a glide, a bounce, a
    /// settle or an animation own the offset and leave it to their next frame. Also what a new
    /// bounds size does at rest (26.1 `setBounds:`/`setFrame:` call it after a change of size).
    func adjustContentOffsetIfNecessary() {
        guard !state.isTracking, state.animation == nil, !state.horizontal.isMoving, !state.vertical.isMoving else { return }
        let offset = contentOffset
        let clamped = clampedOffset(offset)
        guard clamped != offset else { return }
        state.horizontal.offset = Double(clamped.x)
        state.vertical.offset = Double(clamped.y)
        // A jump made in code, not motion: the next drag's velocity counts from here.
        state.displayedOffset = clamped
        notifyIfScrolled()
    }
}
