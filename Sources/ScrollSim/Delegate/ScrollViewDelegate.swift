import Foundation

/// The callbacks a scroll view makes, named and ordered as `UIScrollViewDelegate`'s.
///
/// Every method has an empty default, so a conformer implements only what it needs. A drag and
/// fling calls, in order: `scrollViewWillBeginDragging`, `scrollViewDidScroll` per change,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, if it moves on,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`… and `scrollViewDidEndDecelerating`.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (called once per change, never when it stays put).
    func scrollViewDidScroll(_ scrollView: SimulatedScrollView)
    /// A pan was recognised and the content is about to follow the finger.
    func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView)
    /// The finger lifted. `velocity` is in points per millisecond of content offset (positive
    /// towards larger offsets); `targetContentOffset` points at the proposed resting offset and
    /// may be changed, as in UIKit.
    func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content will move on by itself.
    func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving by itself after a release (gliding, bouncing back or paging).
    func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView)
    /// The motion started by a release came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView)
    /// An animated `setContentOffset` or `scrollToItem` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView)
    /// Whether a tap on the status bar may scroll the view to the top.
    func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool
    /// A scroll to the top, started by a tap on the status bar, finished.
    func scrollViewDidScrollToTop(_ scrollView: SimulatedScrollView)
    /// The view that zooms, given as its size at zoom scale 1, in points (`viewForZooming(in:)`);
    /// nil, the default, for none: the view does not zoom (unless its `zoomingContentSize` is set).
    func viewForZooming(in scrollView: SimulatedScrollView) -> CGSize?
    /// A pinch began, or an animated `setZoomScale` or `zoom(to:)` starts; `view` is the zoomed
    /// view's size at scale 1, in points.
    func scrollViewWillBeginZooming(_ scrollView: SimulatedScrollView, with view: CGSize)
    /// The zoom scale changed (every change of a pinch; once at the start of an animated zoom).
    func scrollViewDidZoom(_ scrollView: SimulatedScrollView)
    /// A zoom ended at `scale`: at a pinch's release within the limits, or when the animation of
    /// a bounce back or of an animated zoom stops. `view` is the zoomed view's size at scale 1.
    func scrollViewDidEndZooming(_ scrollView: SimulatedScrollView, with view: CGSize, atScale scale: CGFloat)

    /// Whether this delegate implements `scrollViewDidScroll(_:)`. Default `true`.
    ///
    /// UIKit asks a new delegate `responds(to:)` for each optional method once, when it is set,
    /// and never calls the ones it lacks; this is that answer for the one callback made every
    /// frame. The view reads it when `delegate` is set. Say `false` only when
    /// `scrollViewDidScroll` is the empty default: the view then never calls it, and runs the
    /// frames of a glide that nothing else can observe in a tight loop, as it does with no
    /// delegate. A delegate that says `false` and implements the method is never told of a scroll.
    var implementsScrollViewDidScroll: Bool { get }
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {}
    /// Leaves the target as proposed.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {}
    /// `true`, as UIKit assumes for a delegate that does not implement it.
    public func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: SimulatedScrollView) {}
    /// No view: the scroll view does not zoom.
    public func viewForZooming(in scrollView: SimulatedScrollView) -> CGSize? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: SimulatedScrollView, with view: CGSize) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: SimulatedScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: SimulatedScrollView, with view: CGSize, atScale scale: CGFloat) {}
    /// `true`: a delegate is taken to observe every scroll unless it says otherwise.
    public var implementsScrollViewDidScroll: Bool { true }
}
