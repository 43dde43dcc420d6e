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
    /// The view's frame in its (absent) superview, in points: origin zero, the bounds' size. Seed
    /// code reads `collectionView.frame.size.width`.
    public var frame: CGRect { CGRect(origin: .zero, size: boundsSize) }
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
    /// The insets UIKit would use after safe-area adjustment; here always `contentInset`.
    public var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The point of the content at the bounds' origin, in points. Setting it is
    /// `setContentOffset(_:animated: false)`.
    public var contentOffset: CGPoint {
        get { CGPoint(x: horizontal.offset, y: vertical.offset) }
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
    /// Whether content may go past its edges and bounce back. Default `true`.
    public var bounces: Bool {
        get { state.bounces }
        set {
            state.bounces = newValue
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
    /// - Precondition: positive.
    public var displayScale: CGFloat {
        get { state.displayScale }
        set {
            precondition(newValue > 0 && newValue.isFinite, "the display scale must be positive and finite")
            state.displayScale = newValue
            updateLimits()
        }
    }

    // MARK: State UIKit reports

    /// Whether a finger is down on the content.
    public internal(set) var isTracking: Bool {
        get { state.isTracking }
        set { state.isTracking = newValue }
    }
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
