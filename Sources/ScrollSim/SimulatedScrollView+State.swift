import Foundation
import ScrollPhysics

/// Everything about a scroll view that a gesture or its delegate can change, captured so that one
/// view can run many gestures from the same start: a sweep builds its view, layout and strategy
/// once per worker and restores this before each cell, instead of building them again.
///
/// It holds the geometry and behaviour properties (a delegate may change them mid-run), the motion
/// of both axes, the drag, the animation, the flags UIKit reports, the frame index and the event
/// log. It does not hold the delegate, the settings (constant) or a collection view's layout and
/// item counts: the caller sets the delegate, and a layout is not expected to change during a
/// gesture (no bundled strategy changes it after `install`).
package struct ScrollViewState {
    var boundsSize: CGSize
    var contentSize: CGSize
    var contentInset: UIEdgeInsets
    var decelerationRate: SimulatedScrollView.DecelerationRate
    var bounces: Bool
    var alwaysBounceHorizontal: Bool
    var alwaysBounceVertical: Bool
    var isPagingEnabled: Bool
    var isScrollEnabled: Bool
    var displayScale: CGFloat
    var isTracking: Bool
    var isDragging: Bool
    var isDecelerating: Bool
    var frameIndex: Int
    var horizontal: AxisMotion
    var vertical: AxisMotion
    var baseConstants: FrameConstants
    var spring: PagingSpring
    var drag: DragState
    var cachedLimits: (horizontal: AxisMotion.Limits, vertical: AxisMotion.Limits)
    var animation: ScrollAnimation?
    var notifiedOffset: CGPoint
    var displayedOffset: CGPoint
    var releaseInProgress: Bool
    var scrollStartedDuringRelease: Bool
    var endingDrag: Bool
    var didScrollDepth: Int
    var reportedVelocity: CGPoint
    var events: [DelegateEvent]
    var lastRelease: ReleaseTargets?
    var discardedEventCount: Int

    /// The stored properties of `SimulatedScrollView` and `SimulatedCollectionView` this state
    /// captures, by name, and those it leaves to the caller: a test compares them with the
    /// classes' own, so that a property added later is classified here too.
    package static let capturedProperties: Set<String> = [
        "boundsSize", "contentSize", "contentInset", "decelerationRate", "bounces", "alwaysBounceHorizontal",
        "alwaysBounceVertical", "isPagingEnabled", "isScrollEnabled", "displayScale", "isTracking", "isDragging",
        "isDecelerating", "frameIndex", "horizontal", "vertical", "baseConstants", "spring", "drag", "cachedLimits",
        "animation", "notifiedOffset", "displayedOffset", "releaseInProgress", "scrollStartedDuringRelease",
        "endingDrag", "didScrollDepth", "reportedVelocity", "events", "lastRelease", "discardedEventCount",
    ]
    /// See `capturedProperties`: the delegate and what follows from it, the settings, the layout
    /// and the item counts, and whether the content size is out of date (`saveState()` brings it
    /// up to date first, so the saved size and limits are current).
    package static let propertiesLeftToTheCaller: Set<String> = [
        "delegate", "delegateObservesScrolling", "contentSizeIsStale", "heldDelegate", "unretainedHeldDelegate", "replacedDuringRun", "runDepth", "settings", "collectionViewLayout", "delegateLaidOut", "lastDelegateClass", "link", "numberOfItemsInSections",
    ]
}

extension SimulatedScrollView {
    /// The view's state now, to restore with `restoreState(_:)`.
    package func saveState() -> ScrollViewState {
        if contentSizeIsStale { updateStaleContentSize() }
        return ScrollViewState(
            boundsSize: boundsSize, contentSize: contentSize, contentInset: contentInset, decelerationRate: decelerationRate,
            bounces: bounces, alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical,
            isPagingEnabled: isPagingEnabled, isScrollEnabled: isScrollEnabled, displayScale: displayScale,
            isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating, frameIndex: frameIndex,
            horizontal: horizontal, vertical: vertical, baseConstants: baseConstants, spring: spring, drag: drag,
            cachedLimits: cachedLimits, animation: animation, notifiedOffset: notifiedOffset,
            displayedOffset: displayedOffset, releaseInProgress: releaseInProgress,
            scrollStartedDuringRelease: scrollStartedDuringRelease, endingDrag: endingDrag,
            didScrollDepth: didScrollDepth, reportedVelocity: reportedVelocity, events: events,
            lastRelease: lastRelease, discardedEventCount: discardedEventCount)
    }

    /// Puts the view back as `state` found it. Geometry and behaviour properties are assigned only
    /// when they differ (their observers recompute derived values); the derived values are then
    /// restored too, so the result does not depend on the order of the assignments.
    package func restoreState(_ state: ScrollViewState) {
        if boundsSize != state.boundsSize { boundsSize = state.boundsSize }
        if contentSize != state.contentSize { contentSize = state.contentSize }
        if contentInset != state.contentInset { contentInset = state.contentInset }
        if decelerationRate != state.decelerationRate { decelerationRate = state.decelerationRate }
        if bounces != state.bounces { bounces = state.bounces }
        if alwaysBounceHorizontal != state.alwaysBounceHorizontal { alwaysBounceHorizontal = state.alwaysBounceHorizontal }
        if alwaysBounceVertical != state.alwaysBounceVertical { alwaysBounceVertical = state.alwaysBounceVertical }
        isPagingEnabled = state.isPagingEnabled
        isScrollEnabled = state.isScrollEnabled
        if displayScale != state.displayScale { displayScale = state.displayScale }
        isTracking = state.isTracking
        isDragging = state.isDragging
        isDecelerating = state.isDecelerating
        frameIndex = state.frameIndex
        horizontal = state.horizontal
        vertical = state.vertical
        baseConstants = state.baseConstants
        spring = state.spring
        drag = state.drag
        cachedLimits = state.cachedLimits
        animation = state.animation
        notifiedOffset = state.notifiedOffset
        displayedOffset = state.displayedOffset
        releaseInProgress = state.releaseInProgress
        scrollStartedDuringRelease = state.scrollStartedDuringRelease
        endingDrag = state.endingDrag
        didScrollDepth = state.didScrollDepth
        reportedVelocity = state.reportedVelocity
        events = state.events
        lastRelease = state.lastRelease
        discardedEventCount = state.discardedEventCount
    }
}
