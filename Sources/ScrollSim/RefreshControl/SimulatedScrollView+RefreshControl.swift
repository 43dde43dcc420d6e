import Foundation
import ScrollPhysics

/// The scroll view's side of its pull-to-refresh control: the inset the control adds while it
/// refreshes, its visible height and state machine, and the part of the top rubber band it
/// follows one to one (docs/physics.md, the refresh control).
extension SimulatedScrollView {
    /// A refresh control started or stopped refreshing (or came or went): the top inset follows,
    /// the content stays where it is, and after `endRefreshing` it scrolls back inside unless it
    /// is bouncing or a finger holds it.
    ///
    /// As 26.1's `_addRefreshInset:`/`_removeRefreshInset:`: with `contentInsetAdjustmentBehavior`
    /// `.never` the control raises (or lowers) `contentInset.top` itself; otherwise its height
    /// joins the system part of the adjusted inset. A navigation-controller host grows its bar
    /// instead (`incrementInsetHeight:` → `restingHeightOfRefreshControl`), which reaches the view
    /// as safe area: the system part, and nothing under `.never` (a choice: the bar's layout is not
    /// read).
    func refreshInsetChanged(scrollsBack: Bool) {
        let wanted = refreshControl.map { $0.isRefreshing ? $0.height : 0 } ?? 0
        let change = wanted - state.refreshApplied
        state.refreshApplied = wanted
        if refreshControl?.host == .navigationController && !state.refreshInContentInset {
            state.refreshInset = contentInsetAdjustmentBehavior == .never ? 0 : wanted
        } else if contentInsetAdjustmentBehavior == .never || state.refreshInContentInset {
            state.refreshInContentInset = wanted > 0
            state.contentInset.top += CGFloat(change)
        } else {
            state.refreshInset = wanted
        }
        updateLimits()
        guard scrollsBack, !state.isTracking, !state.vertical.isBouncing else { return }
        let top = minimumOffset(.vertical)
        if Double(contentOffset.y) < top { setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: true) }
    }

    /// The refresh control's visible height, in points: how far the content is pulled past the
    /// top it had before the control's inset (26.1 `_visibleHeightForContentOffset:origin:`).
    var refreshVisibleHeight: Double {
        Swift.max(0, minimumOffset(.vertical) + state.refreshApplied - state.vertical.offset)
    }

    /// Runs the refresh control's state machine after the offset changed (26.1 `_setVisibleHeight:`
    /// → `_recomputeNewState`); arms it when a pull reaches its snapping height.
    func updateRefreshControlState() {
        guard hasRefreshControl, let control = refreshControl else { return }
        let visible = refreshVisibleHeight
        guard visible != control.visibleHeight else { return }
        control.visibleHeight = visible
        let snapping = RefreshGeometry.snappingHeight(
            viewHeight: Double(boundsSize.height), titleHeight: control.titleHeight, minimumSnappingHeight: control.minimumSnappingHeight)
        let fraction = Swift.min(Swift.max(visible / snapping, 0), 1)
        let bouncing = state.vertical.offset < minimumOffset(.vertical)
        let next = control.pullState.next(
            visibleHeight: visible, fraction: fraction, isTracking: isTracking, bouncingWhileDecelerating: bouncing && isDecelerating)
        control.pullState = next
        if next == .refreshing && !control.isRefreshing {
            record(.refreshControlValueChanged)
            control.arm()
        }
    }

    /// The top overscroll the drag's rubber band follows one to one, in points (26.1
    /// `_rubberBandOffsetForOffset:…`, `RefreshGeometry.rubberBandFreeZone`): the control's height,
    /// or 0 for a navigation-controller host while refreshing. The inverse (`rawStart`, 26.1
    /// `_offsetForRubberBandOffset:…`) keeps the height whatever the host.
    var bandFreeZone: Double {
        guard hasRefreshControl, let control = refreshControl else { return 0 }
        return RefreshGeometry.rubberBandFreeZone(
            height: state.refreshFreeZone, isRefreshing: control.isRefreshing,
            insetsAffectRubberBanding: control.host.refreshControlInsetsAffectScrollViewRubberBanding)
    }

    /// Whether a refresh control is set and refreshing: `hasRefreshControl` first, so that a drag
    /// frame on a view without one (every sweep cell's) skips the checked read of
    /// `refreshControl`.
    var refreshControlIsRefreshing: Bool {
        hasRefreshControl && refreshControl?.isRefreshing == true
    }
}
