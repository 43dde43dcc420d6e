import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// The scroll view part of a scenario, with UIKit's property names.
public struct ScrollViewSpec: Equatable, Sendable {
    /// The visible size, in points.
    public var bounds: CGSize
    /// The content size, in points; nil when the layout gives it.
    public var contentSize: CGSize?
    /// Extra scrollable space around the content, in points.
    public var contentInset: UIEdgeInsets = .zero
    /// The offset at the start of the run, in points.
    public var contentOffset: CGPoint = .zero
    /// The per-millisecond deceleration factor. Default 0.998 (`normal`).
    public var decelerationRate: Double = SimulatedScrollView.DecelerationRate.normal.rawValue
    /// `safeAreaInsets`, in points. Default zero.
    public var safeAreaInsets: UIEdgeInsets = .zero
    /// `contentInsetAdjustmentBehavior`. Default `.automatic`.
    public var contentInsetAdjustmentBehavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = .automatic
    /// `bouncesHorizontally`; nil: as `bounces`.
    public var bouncesHorizontally: Bool?
    /// `bouncesVertically`; nil: as `bounces`.
    public var bouncesVertically: Bool?
    /// `bounces`. Default true.
    public var bounces = true
    /// `alwaysBounceHorizontal`. Default false.
    public var alwaysBounceHorizontal = false
    /// `alwaysBounceVertical`. Default false.
    public var alwaysBounceVertical = false
    /// `isPagingEnabled`. Default false.
    public var isPagingEnabled = false
    /// A refresh control: nil for none, `.some(nil)` for one without a title, `.some(title)`.
    public var refreshControl: String??
    /// `refreshControl`'s host. Default `.scrollView`.
    public var refreshControlHost = RefreshControlHost.scrollView
    /// `transfersHorizontalScrollingToParent`. Default true.
    public var transfersHorizontalScrollingToParent = true
    /// `transfersVerticalScrollingToParent`. Default true.
    public var transfersVerticalScrollingToParent = true
    /// `isDirectionalLockEnabled`. Default false.
    public var isDirectionalLockEnabled = false
    /// `scrollsToTop`. Default true.
    public var scrollsToTop = true
    /// `delaysContentTouches`. Default true.
    public var delaysContentTouches = true
    /// `canCancelContentTouches`. Default true.
    public var canCancelContentTouches = true
    /// `minimumZoomScale` (unitless): the smallest zoom a pinch settles at. Default 1.
    public var minimumZoomScale = 1.0
    /// `maximumZoomScale` (unitless): the largest zoom a pinch settles at, at least
    /// `minimumZoomScale`. Default 1.
    public var maximumZoomScale = 1.0
    /// `bouncesZoom`. Default true.
    public var bouncesZoom = true
    /// The zoomed view's size at scale 1 (`viewForZooming(in:)`), in points; nil: the view does
    /// not zoom.
    public var zoomingContentSize: CGSize?
    /// Pixels per point. Default 3.
    public var displayScale: Double = 3
}
