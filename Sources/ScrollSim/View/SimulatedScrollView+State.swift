import Foundation
import ScrollPhysics

/// Everything a scroll view's frames read and write, as one value: the geometry and behaviour
/// properties (a delegate may change them mid-run), the values derived from them, the motion of
/// both axes, the drag, the animation, the flags UIKit reports, the frame index and the event log.
///
/// The view owns one and is the UIKit-shaped API over it. Saving and restoring a view is
/// assignment: a sweep builds its view, layout and strategy once per worker and puts this back
/// before each cell. It does not hold the delegate, the settings (constant) or a collection view's
/// layout and item counts: the caller sets the delegate, and a layout is not expected to change
/// during a gesture (no bundled strategy changes it after `install`).
package struct ScrollViewState {
    // MARK: Geometry and behaviour (public properties of the view)

    /// The visible size, in points.
    var boundsSize: CGSize
    /// The size of the scrollable content, in points.
    var contentSize: CGSize
    /// Extra scrollable space around the content, in points.
    var contentInset = UIEdgeInsets.zero
    /// The per-millisecond deceleration factor the view stores (see `DecelerationRate`).
    var decelerationRate = SimulatedScrollView.DecelerationRate.normal
    /// Whether each axis rubber-bands past its edges (`bouncesHorizontally`, `bouncesVertically`).
    var bouncesHorizontally = true
    var bouncesVertically = true
    /// The safe area's insets, in points, and how they join the content inset.
    var safeAreaInsets = UIEdgeInsets.zero
    var contentInsetAdjustmentBehavior = SimulatedScrollView.ContentInsetAdjustmentBehavior.automatic
    var alwaysBounceHorizontal = false
    var alwaysBounceVertical = false
    var isPagingEnabled = false
    /// `scrollsToTop`: whether a tap on the status bar scrolls this view to the top.
    var scrollsToTop = true
    var isScrollEnabled = true
    /// `isDirectionalLockEnabled`: whether a pan follows one axis once a move chooses it.
    var isDirectionalLockEnabled = false
    /// `transfersHorizontalScrollingToParent`, `transfersVerticalScrollingToParent` (iOS 17.4).
    var transfersHorizontalScrollingToParent = true
    var transfersVerticalScrollingToParent = true
    /// The refresh control's height while it refreshes (added to the top inset), else 0; and its
    /// height as the free zone of top overscroll, 0 without a control.
    var refreshInset = 0.0
    var refreshFreeZone = 0.0
    /// The refresh control's height while its inset is applied (in `refreshInset` or, under
    /// `.never`, in `contentInset.top`), else 0; and whether it went into `contentInset.top`.
    var refreshApplied = 0.0
    var refreshInContentInset = false
    /// Pixels per point.
    var displayScale: CGFloat = 3
    /// The offset last given in code (the initializer or an unanimated `setContentOffset` while no
    /// finger is down), before rounding, in points: a `displayScale` set while the view still rests
    /// there rounds it again at the new scale, as if the scale had come first.
    var requestedOffset: CGPoint?
    /// Where page 0 lies, in points (UIKit's `_pagingOrigin`).
    var pagingOrigin = CGPoint.zero
    /// Added to the bounds size to make the page stride, in points (UIKit's `_interpageSpacing`).
    var interpageSpacing = CGSize.zero

    // MARK: Derived from the geometry, kept current by the view's setters

    /// `limits(_:)` of each axis, so that a frame reads them instead of recomputing them.
    var cachedLimits = (horizontal: AxisMotion.Limits.unset, vertical: AxisMotion.Limits.unset)
    /// The glide factors of the view's rate at the current step duration.
    var baseConstants: FrameConstants
    /// The paging spring of the current bounds.
    var spring: PagingSpring

    // MARK: Motion

    /// The pan has begun (a drag, or a touch that caught the moving view): what the engine's
    /// rules read as the finger holding the content. A raw touch tracks from its touch-down
    /// before that (`TouchState.hasTrackingTouch`); the view's `isTracking` reports either.
    var isTracking = false
    var isDragging = false
    var isDecelerating = false
    /// The frame being processed.
    var frameIndex = 0
    var horizontal: AxisMotion
    var vertical: AxisMotion
    var drag = DragState()
    /// The fast-scroll streak (repeated flicks glide further).
    var fastScroll = FastScroll()
    /// The touches on the view: the pan's recognizer, the paging swipe, the content's touch and
    /// the tracking from touch-down (`TouchState`).
    var touches = TouchState()
    /// The running `setContentOffset(_:animated: true)` or scroll to the top, if any.
    ///
    /// Stored as a value and a flag, so that a frame asks "is one running?" with one load
    /// (`isAnimating`): testing the optional itself takes an outlined tag check through the
    /// curve's payload cases, and `animation == nil` compared two copies with `ScrollAnimation`'s
    /// `==`, about 120 instructions of a frame's general path (callgrind).
    var animation: ScrollAnimation? {
        get { isAnimating ? runningAnimation : nil }
        set {
            if let newValue {
                runningAnimation = newValue
                isAnimating = true
            } else {
                isAnimating = false
            }
        }
    }
    /// Whether an animation runs (`animation` is not nil).
    private(set) var isAnimating = false
    /// The animation while `isAnimating`; left over from the last one otherwise.
    private var runningAnimation = ScrollAnimation.none
    /// The offset last reported through `scrollViewDidScroll`.
    var notifiedOffset: CGPoint
    /// The content offset of the last displayed frame, for the velocity of a frame during a drag.
    var displayedOffset: CGPoint
    /// Velocity reported for the current frame when no physics velocity applies, in pt/ms.
    var reportedVelocity = CGPoint.zero
    /// Whether a view inside moves this one by its overscroll (`NestedScrollViews`; UIKit's
    /// `_draggingChildScrollView`): its frames report that movement as their velocity.
    var isDraggedByChild = false
    /// This view's side of moving its paging superview by its overscroll, and the offset the
    /// scene's current frame began at (`SimulatedScrollView+ParentDrag.swift`, `Scene`).
    var parentFollow = ParentFollow()

    // MARK: Zooming (`SimulatedScrollView+Zooming.swift`)

    /// The zoom's properties, the pinch and the zoom animation (`ZoomState`).
    var zoom = ZoomState()

    // MARK: Callback bookkeeping

    /// Set while `scrollViewWillEndDragging` runs, to notice scrolls the delegate starts there.
    var releaseInProgress = false
    var scrollStartedDuringRelease = false
    /// Set from the start of `endDragging` until `isTracking` turns false after
    /// `scrollViewDidEndDragging`: gestures a delegate sends meanwhile are ignored.
    var endingDrag = false
    var didScrollDepth = 0

    // MARK: Event log

    /// Delegate callbacks and notices, in order, when `settings.recordsDelegateEvents` is on.
    var events: [DelegateEvent] = []
    /// What the latest `scrollViewWillEndDragging` was given and answered.
    var lastRelease: ReleaseTargets?
    /// How many events `removeAllEvents()` has dropped so far: `discardedEventCount + i` numbers
    /// `events[i]` for the view's whole life, so that a run finds its own events after a drain.
    var discardedEventCount = 0

    /// A view at rest at `offset` with the given geometry, stepping `frameDuration` ms.
    init(boundsSize: CGSize, contentSize: CGSize, offset: CGPoint, frameDuration: Double) {
        self.boundsSize = boundsSize
        self.contentSize = contentSize
        let base = FrameConstants(rate: Double(SimulatedScrollView.DecelerationRate.normal.rawValue), frameDuration: frameDuration)
        baseConstants = base
        spring = PagingSpring(pageDimension: Double(boundsSize.width))
        horizontal = AxisMotion(offset: Double(offset.x), constants: base)
        vertical = AxisMotion(offset: Double(offset.y), constants: base)
        notifiedOffset = offset
        displayedOffset = offset
    }
}

extension SimulatedScrollView {
    /// The view's state now, to restore with `restoreState(_:)`; a stale content size is brought
    /// up to date first, so the saved size and limits are current.
    package func saveState() -> ScrollViewState {
        if contentSizeIsStale { updateStaleContentSize() }
        return state
    }

    /// Puts the view back as the state at `saved` found it, assigned in place, field by field (the
    /// type's assign-with-copy). Assigning the value instead (`state = saved`) moved the old state
    /// (1,296 bytes) aside, copied the saved one over it and then destroyed the old, and the
    /// caller's stored value was copied once more to be passed. A sweep restores its view once a
    /// cell.
    package func restoreState(from saved: UnsafePointer<ScrollViewState>) {
        withUnsafeMutablePointer(to: &state) { $0.update(from: saved, count: 1) }
    }
}
