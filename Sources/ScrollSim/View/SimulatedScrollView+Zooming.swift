import Foundation
import ScrollPhysics

/// Zooming: the zoom properties, `setZoomScale(_:animated:)`, `zoom(to:animated:)` and the one
/// change of scale they and the pinch share (26.1 `setZoomScale:withAnchorPoint:…`;
/// docs/physics.md "Zooming (26.1)"). The zoomed view lies at the content's origin, so the content
/// size is its size times the zoom scale (26.1 `_adjustContentSizeForView:atScale:`).
extension SimulatedScrollView {
    /// The smallest zoom scale (unitless; default 1). Settable at any time.
    public var minimumZoomScale: CGFloat {
        get { CGFloat(state.zoom.minimumScale) }
        set { state.zoom.minimumScale = Double(newValue) }
    }
    /// The largest zoom scale (unitless; default 1). Settable at any time.
    public var maximumZoomScale: CGFloat {
        get { CGFloat(state.zoom.maximumScale) }
        set { state.zoom.maximumScale = Double(newValue) }
    }
    /// The zoom scale (unitless; default 1): the model value, which an animated zoom sets to its
    /// end at once, as UIKit's view animations do. Setting it is `setZoomScale(_:animated: false)`.
    public var zoomScale: CGFloat {
        get { CGFloat(state.zoom.scale) }
        set { setZoomScale(newValue, animated: false) }
    }
    /// The scale on screen now (unitless): `zoomScale`, or the scale an animated zoom shows on
    /// its way there. The recording's `zoomFrames` hold it.
    public var shownZoomScale: CGFloat {
        CGFloat(state.zoom.isAnimating ? state.zoom.animation.shownScale : state.zoom.scale)
    }
    /// Whether a pinch past the limits rubber-bands and springs back (default true).
    public var bouncesZoom: Bool {
        get { state.zoom.bounces }
        set { state.zoom.bounces = newValue }
    }
    /// Whether a pinch is zooming the content now.
    public var isZooming: Bool { state.zoom.isPinching }
    /// Whether a zoom is animating back to `minimumZoomScale` or `maximumZoomScale` after a pinch.
    public var isZoomBouncing: Bool { state.zoom.isBouncing }
    /// The size at zoom scale 1 of the view that zooms, in points, used when the delegate's
    /// `viewForZooming(in:)` gives none: a shortcut for a test without a delegate. Nil by default.
    public var zoomingContentSize: CGSize? {
        get { state.zoom.contentSize }
        set { state.zoom.contentSize = newValue }
    }

    /// The zoomed view's size at scale 1 (points): the delegate's `viewForZooming(in:)`, else
    /// `zoomingContentSize`; nil when nothing zooms (26.1 `_getDelegateZoomView`).
    func zoomViewSize() -> CGSize? {
        var size: CGSize?
        withDelegate { size = $0.viewForZooming(in: $1) }
        return size ?? state.zoom.contentSize
    }

    /// `setZoomScale(_:animated:)`: zooms about the centre of the bounds, which keeps its content
    /// point, to `scale` held to the limits (26.1 `setZoomScale:animated:`,
    /// `_zoomToCenterInternal:…`). Animated: `scrollViewWillBeginZooming`, then the model jumps
    /// (`scrollViewDidScroll`, `scrollViewDidZoom`) and `scrollViewDidEndZooming` comes when the
    /// animation of `ZoomScale.animationDuration` stops. Not animated: `scrollViewDidScroll` and
    /// `scrollViewDidZoom` only. Nothing happens without a zoomed view or when the scale stays.
    /// During a pinch that bounces, `scale` is taken as a shown scale (`ZoomScale.unrubberBand`).
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard zoomViewSize() != nil else { return }
        var target = Double(scale)
        let rubberBand = state.zoom.isPinching && state.zoom.bounces
        if rubberBand { target = ZoomScale.unrubberBand(target, minimum: state.zoom.minimumScale, maximum: state.zoom.maximumScale) }
        let half = (x: Double(boundsSize.width) / 2, y: Double(boundsSize.height) / 2)
        let pinchAnchor = state.zoom.anchor
        state.zoom.anchor = CGPoint(
            x: (Double(contentOffset.x) + half.x) / state.zoom.scale, y: (Double(contentOffset.y) + half.y) / state.zoom.scale)
        changeZoom(
            to: target, at: CGPoint(x: half.x, y: half.y), rubberBand: rubberBand, animated: animated,
            duration: animated ? nil : 0, notifyDelegate: true)
        if state.zoom.isPinching {
            // The pinch keeps its own anchor, and its scale becomes `scale` (26.1: `setScale:`).
            state.zoom.anchor = pinchAnchor
            state.zoom.pinchBase = target / state.zoom.pinchSpread
        }
    }

    /// `zoom(to:animated:)`: shows `rect` (points of the zoomed view at scale 1) as large as fits
    /// the bounds, its centre at the centre of the bounds, the scale held to the limits (26.1
    /// `zoomToRect:animated:`). When that scale is the current one, it scrolls the rect's centre to
    /// the centre of the bounds instead (clamped to the allowed offsets), animated over
    /// `ZoomScale.animationDuration` of no change (0.1 s as a float).
    public func zoom(to rect: CGRect, animated: Bool) {
        guard zoomViewSize() != nil else { return }
        let r = rect.standardized
        let (width, height) = (Double(boundsSize.width), Double(boundsSize.height))
        var scale = ZoomScale.fitting(
            rectWidth: Double(r.width), rectHeight: Double(r.height), boundsWidth: width, boundsHeight: height)
        if scale != 0 { scale = ZoomScale.clamped(scale, minimum: state.zoom.minimumScale, maximum: state.zoom.maximumScale) }
        guard scale.isFinite else {
            record(.invalidTargetIgnored, message: "zoom(to:) was given a rect \(rect) that fits no finite scale; the call was ignored.")
            return
        }
        let center = CGPoint(x: Double(r.midX), y: Double(r.midY))
        guard scale == state.zoom.scale else {
            state.zoom.anchor = center
            changeZoom(
                to: scale, at: CGPoint(x: width / 2, y: height / 2), rubberBand: false, animated: animated, duration: animated ? nil : 0,
                notifyDelegate: true)
            return
        }
        let h = limits(.horizontal)
        let v = limits(.vertical)
        let target = CGPoint(
            x: h.clamp(Double(center.x) * state.zoom.scale - width / 2), y: v.clamp(Double(center.y) * state.zoom.scale - height / 2))
        if animated {
            scrollAnimated(to: target, seconds: ZoomScale.animationDuration(from: scale, to: scale))
        } else {
            setContentOffset(target, animated: false)
        }
    }

    /// `setContentOffset(_:animated: true)` over `seconds` instead of the usual duration, as 26.1
    /// `zoomToRect:animated:` makes it (`_setContentOffsetAnimationDuration:` around the call).
    func scrollAnimated(to offset: CGPoint, seconds: Double) {
        if state.releaseInProgress { state.scrollStartedDuringRelease = true }
        stopDecelerationForProgrammaticScroll()
        state.requestedOffset = nil
        let to = CGPoint(x: limits(.horizontal).pixelRound(Double(offset.x)), y: limits(.vertical).pixelRound(Double(offset.y)))
        let from = contentOffset
        guard from != to else {
            state.animation = nil
            return
        }
        start(ScrollAnimation(from: from, to: to, duration: seconds, frameRate: settings.frameRate, curve: settings.animationCurve))
    }
}
