import Foundation
import ScrollPhysics

/// The UIKit-shaped properties: geometry, behaviour and the flags UIKit reports, each over `state`.
extension SimulatedScrollView {
    // MARK: Geometry

    /// The visible size, in points. `bounds.origin` is the content offset, as in UIKit.
    ///
    /// - Precondition: a new size is positive on both axes.
    public var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: boundsSize) }
        set {
            precondition(newValue.width > 0 && newValue.height > 0, "bounds must have a positive size")
            boundsSize = newValue.size
            if newValue.origin != contentOffset { contentOffset = newValue.origin }
        }
    }
    /// The view's frame in its superview's content, in points: the bounds' size, at the origin
    /// `addSubview(_:frame:)` gave it (zero for a view inside no other). Seed code reads
    /// `collectionView.frame.size.width`.
    public var frame: CGRect { CGRect(origin: frameOrigin, size: boundsSize) }
    /// The visible size, in points.
    public internal(set) var boundsSize: CGSize {
        get { state.boundsSize }
        set {
            state.boundsSize = newValue
            updateLimits()
        }
    }
    /// Extra scrollable space around the content, in points.
    public var contentInset: UIEdgeInsets {
        get { state.contentInset }
        set {
            state.contentInset = newValue
            updateLimits()
        }
    }
    /// The safe area's insets (a notch, the home indicator, bars), in points. Default zero.
    public var safeAreaInsets: UIEdgeInsets {
        get { state.safeAreaInsets }
        set {
            state.safeAreaInsets = newValue
            updateLimits()
        }
    }
    /// Which edges of the safe area join the content inset. Default `.automatic`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { state.contentInsetAdjustmentBehavior }
        set {
            state.contentInsetAdjustmentBehavior = newValue
            updateLimits()
        }
    }
    /// The insets the view scrolls with, in points: `contentInset`, plus a refreshing refresh
    /// control's height on top, plus, per edge, the safe area's inset where
    /// `contentInsetAdjustmentBehavior` adds it (`.automatic` and
    /// `.scrollableAxes`: both edges of an axis that scrolls, its content plus `contentInset`
    /// larger than the bounds or `alwaysBounce…` on; `.always`: every edge; `.never`: none).
    /// The allowed offsets, paging, `scrollRectToVisible`, `scrollToItem` and the top of
    /// `scrollToTop` all use it, as UIKit's.
    public var adjustedContentInset: UIEdgeInsets {
        let inset = contentInset
        let safe = safeAreaInsets
        let horizontal: Bool
        let vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return UIEdgeInsets(top: inset.top + state.refreshInset, left: inset.left, bottom: inset.bottom, right: inset.right)
        case .always: (horizontal, vertical) = (true, true)
        case .automatic, .scrollableAxes:
            horizontal = alwaysBounceHorizontal || Double(inset.left + inset.right + contentSize.width) > Double(boundsSize.width)
            vertical = alwaysBounceVertical || Double(inset.top + inset.bottom + contentSize.height) > Double(boundsSize.height)
        }
        return UIEdgeInsets(
            top: inset.top + (vertical ? safe.top : 0) + state.refreshInset, left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// The point of the content at the bounds' origin, in points. Setting it is
    /// `setContentOffset(_:animated: false)`.
    public var contentOffset: CGPoint {
        @inline(__always) get { CGPoint(x: state.horizontal.offset, y: state.vertical.offset) }
        set { setContentOffset(newValue, animated: false) }
    }

    // MARK: Behaviour

    /// The per-millisecond velocity factor of free deceleration. Default `.normal` (0.998).
    ///
    /// As in UIKit, the view stores one of two rates: any value below 0.994 reads back as `.fast`,
    /// any other as `.normal` (`DecelerationRate.storedByUIKit`). With
    /// `SimulationSettings.exactDecelerationRate` on, it keeps the value given, a what-if UIKit
    /// cannot run.
    public var decelerationRate: DecelerationRate {
        get { state.decelerationRate }
        set {
            state.decelerationRate = settings.exactDecelerationRate ? newValue : newValue.storedByUIKit
            rebuildConstants()
        }
    }
    /// Whether content may go past its edges and bounce back: setting it sets both
    /// `bouncesHorizontally` and `bouncesVertically`; it reads true when either bounces. Default
    /// `true`.
    public var bounces: Bool {
        get { state.bouncesHorizontally || state.bouncesVertically }
        set {
            state.bouncesHorizontally = newValue
            state.bouncesVertically = newValue
            updateLimits()
        }
    }
    /// Whether the content bounces past its left and right edges. Default `true`.
    public var bouncesHorizontally: Bool {
        get { state.bouncesHorizontally }
        set {
            state.bouncesHorizontally = newValue
            updateLimits()
        }
    }
    /// Whether the content bounces past its top and bottom edges. Default `true`.
    public var bouncesVertically: Bool {
        get { state.bouncesVertically }
        set {
            state.bouncesVertically = newValue
            updateLimits()
        }
    }
    /// Whether a horizontal drag bounces even when the content is not wider than the bounds.
    public var alwaysBounceHorizontal: Bool {
        get { state.alwaysBounceHorizontal }
        set {
            state.alwaysBounceHorizontal = newValue
            updateLimits()
        }
    }
    /// Whether a vertical drag bounces even when the content is not taller than the bounds.
    public var alwaysBounceVertical: Bool {
        get { state.alwaysBounceVertical }
        set {
            state.alwaysBounceVertical = newValue
            updateLimits()
        }
    }
    /// Whether a release settles on multiples of the bounds size. Default `false`.
    public var isPagingEnabled: Bool {
        get { state.isPagingEnabled }
        set { state.isPagingEnabled = newValue }
    }
    /// Whether a tap on the status bar (`scrollToTop()`) scrolls this view to the top. Default `true`.
    public var scrollsToTop: Bool {
        get { state.scrollsToTop }
        set { state.scrollsToTop = newValue }
    }
    /// Whether a pan of raw touches follows one axis once a move chooses it: within 20° of the
    /// horizontal or 70° of it, chosen before recognition and again by a move 0.6 s or more after
    /// the last, the other axis's translation held (`DirectionalLock`). Drags scripted at the
    /// recognizer's level (`beginDrag`, `move`) carry their own translation and are not locked.
    /// Default `false`.
    public var isDirectionalLockEnabled: Bool {
        get { state.isDirectionalLockEnabled }
        set { state.isDirectionalLockEnabled = newValue }
    }
    /// For a view inside another (`NestedScrollViews`): whether a horizontal pan that begins with
    /// this view already at its edge in the pan's direction goes to the outer view instead, when
    /// that one can scroll horizontally. Default `true` (UIKit's, iOS 17.4).
    public var transfersHorizontalScrollingToParent: Bool {
        get { state.transfersHorizontalScrollingToParent }
        set { state.transfersHorizontalScrollingToParent = newValue }
    }
    /// The vertical counterpart of `transfersHorizontalScrollingToParent`. Default `true`.
    public var transfersVerticalScrollingToParent: Bool {
        get { state.transfersVerticalScrollingToParent }
        set { state.transfersVerticalScrollingToParent = newValue }
    }
    /// Whether drags move the content. Default `true`.
    public var isScrollEnabled: Bool {
        get { state.isScrollEnabled }
        set { state.isScrollEnabled = newValue }
    }
    /// Where page 0 of a paging view lies, in points. UIKit keeps it privately (`_pagingOrigin`,
    /// 0 by default); compositional layout's orthogonal paging sections set it. Pages lie at
    /// `pagingOrigin + k · (bounds + interpageSpacing)`, whatever the content inset.
    public var pagingOrigin: CGPoint {
        get { state.pagingOrigin }
        set { state.pagingOrigin = newValue }
    }
    /// Added to the bounds size to make a paging view's page stride, in points. UIKit keeps it
    /// privately (`_interpageSpacing`, 0 by default); orthogonal paging sections set it so that the
    /// stride is their group's.
    public var interpageSpacing: CGSize {
        get { state.interpageSpacing }
        set { state.interpageSpacing = newValue }
    }
    /// Pixels per point; resting offsets are snapped to this grid. Default 3.
    ///
    /// UIKit reads the screen scale before any offset is set (`initWithFrame:` stores it in
    /// `_accuracy`), so the order in which a view is configured does not matter: a view still at
    /// rest on the offset last given in code (the initializer's or an unanimated
    /// `setContentOffset`) takes that offset again, rounded at the new scale, silently, as if
    /// the scale had been given first. An offset the view reached by itself stays where it is until
    /// the next one is stored (UIKit rounds an offset when it stores it).
    ///
    /// - Precondition: positive.
    public var displayScale: CGFloat {
        get { state.displayScale }
        set {
            precondition(newValue > 0 && newValue.isFinite, "the display scale must be positive and finite")
            let oldScale = Double(state.displayScale)
            state.displayScale = newValue
            updateLimits()
            roundRequestedOffsetAgain(oldScale: oldScale)
        }
    }

    /// After a change of scale: the offset last given in code, rounded at the new scale, when the
    /// view still rests where the old scale put it. The change is not a scroll: the offset the
    /// delegate last saw and the displayed offset move with it when they were there too.
    private func roundRequestedOffsetAgain(oldScale: Double) {
        guard let requested = state.requestedOffset, !state.isAnimating, !state.isTracking, !state.horizontal.isMoving, !state.vertical.isMoving
        else { return }
        let scale = Double(displayScale)
        let before = CGPoint(x: PixelGrid.round(Double(requested.x), scale: oldScale), y: PixelGrid.round(Double(requested.y), scale: oldScale))
        guard contentOffset == before else { return }
        let after = CGPoint(x: PixelGrid.round(Double(requested.x), scale: scale), y: PixelGrid.round(Double(requested.y), scale: scale))
        state.horizontal.offset = Double(after.x)
        state.vertical.offset = Double(after.y)
        if state.notifiedOffset == before { state.notifiedOffset = after }
        if state.displayedOffset == before { state.displayedOffset = after }
    }

    // MARK: State UIKit reports

    /// Whether a finger is down on the content: from a raw touch's touch-down, before its pan
    /// passes the hysteresis (26.1 `_beginTrackingWithEvent:`), or from a scripted drag's begin,
    /// until the lift (`_trackingDidEnd`).
    public var isTracking: Bool { state.isTracking || state.touches.hasTrackingTouch }
    /// Whether the content is following a finger.
    public internal(set) var isDragging: Bool {
        get { state.isDragging }
        set { state.isDragging = newValue }
    }
    /// Whether the content moves by itself after a release (glide, bounce back or paging settle).
    public internal(set) var isDecelerating: Bool {
        get { state.isDecelerating }
        set { state.isDecelerating = newValue }
    }
}

extension SimulatedScrollView {
    /// Which edges of the safe area join the content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
        /// UIKit's default; for a scroll view outside a navigation controller, as `scrollableAxes`.
        case automatic
        /// Both edges of each axis that scrolls.
        case scrollableAxes
        /// No edge: the safe area is ignored.
        case never
        /// Every edge.
        case always
    }
}
