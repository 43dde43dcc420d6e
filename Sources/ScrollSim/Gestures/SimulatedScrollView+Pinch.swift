import Foundation
import ScrollPhysics

/// The pinch recognizer's three states as the scroll view handles them (26.1
/// `_updatePinchGestureForState:`; docs/physics.md "Zooming (26.1)").
extension SimulatedScrollView {
    /// Applies a scripted pinch event (`GestureEvent.pinchBegan`, `.pinchChanged`, `.pinchEnded`)
    /// or programmatic zoom (`.setZoomScale`, `.zoomTo`); a non-finite centre, scale or rect, or a
    /// scale of 0 or less, is ignored with a notice.
    func applyPinch(_ gesture: GestureEvent) {
        switch gesture {
        case .pinchBegan(let center):
            guard center.x.isFinite, center.y.isFinite else {
                record(.gestureIgnored, message: "A pinch at a non-finite centre \(center) was ignored.")
                return
            }
            pinchBegan(center: center)
        case .pinchChanged(let center, let scale):
            guard center.x.isFinite, center.y.isFinite, scale.isFinite, scale > 0 else {
                record(.gestureIgnored, message: "A pinch change to \(center), scale \(scale), was ignored: not finite and positive.")
                return
            }
            pinchChanged(center: center, scale: scale)
        case .pinchEnded: pinchEnded()
        case .setZoomScale(let scale, let animated):
            guard scale.isFinite, scale > 0 else {
                record(.gestureIgnored, message: "setZoomScale was given \(scale), not a finite scale above 0; the gesture was ignored.")
                return
            }
            setZoomScale(scale, animated: animated)
        case .zoomTo(let rect, let animated):
            guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
                record(.gestureIgnored, message: "zoom(to:) was given \(rect), not a finite rect; the gesture was ignored.")
                return
            }
            zoom(to: rect, animated: animated)
        default: break
        }
    }

    /// The pinch begins with its centre at `center` (points, in the view's frame). Without a
    /// zoomed view nothing happens, with a `gestureIgnored` notice.
    ///
    /// As 26.1 does at `UIGestureRecognizerStateBegan`: the pinch's scale starts at the scale
    /// shown; a running zoom animation ends with `scrollViewDidEndZooming` (ScrollSim drops the
    /// animation there, a choice); the zoomed view's point under the centre becomes the anchor; a
    /// glide stops (pinned, `scrollViewDidEndDecelerating`); `scrollViewWillBeginZooming`.
    public func pinchBegan(center: CGPoint) {
        guard !state.zoom.isPinching else { return }
        guard let size = zoomViewSize() else {
            record(.gestureIgnored, message: "A pinch needs a view for zooming (viewForZooming(in:) or zoomingContentSize); it was ignored.")
            return
        }
        state.zoom.hasZoomed = true
        state.zoom.pinchBase = Double(shownZoomScale)
        state.zoom.pinchSpread = 1
        state.zoom.pinchCenter = center
        if state.zoom.isAnimating {
            state.zoom.isAnimating = false
            state.zoom.isBouncing = false
            call(.scrollViewDidEndZooming) { $0.scrollViewDidEndZooming($1, with: size, atScale: CGFloat($1.state.zoom.scale)) }
        }
        state.zoom.isPinching = true
        state.zoom.anchor = CGPoint(
            x: (Double(contentOffset.x) + Double(center.x)) / state.zoom.scale,
            y: (Double(contentOffset.y) + Double(center.y)) / state.zoom.scale)
        stopGlideForZoom()
        call(.scrollViewWillBeginZooming) { $0.scrollViewWillBeginZooming($1, with: size) }
    }

    /// The pinch changes: its centre to `center` (points, in the view's frame), the fingers'
    /// spread to `scale` times what it was at the start. The zoom becomes the start's scale times
    /// `scale`, rubber-banded past the limits when `bouncesZoom` (held to them otherwise), with the
    /// anchor under the centre, the offset not on the pixel grid and not held to the allowed
    /// offsets (`changeZoom`): `scrollViewDidScroll` and `scrollViewDidZoom` when it changes.
    public func pinchChanged(center: CGPoint, scale: Double) {
        guard state.zoom.isPinching else { return }
        state.zoom.pinchSpread = scale
        state.zoom.pinchCenter = center
        changeZoom(
            to: state.zoom.pinchBase * scale, at: center, rubberBand: state.zoom.bounces, animated: false, duration: 0,
            notifyDelegate: true)
    }

    /// The fingers lift (26.1 `UIGestureRecognizerStateEnded`). With `bouncesZoom` and the scale
    /// past a limit, the zoom animates to that limit about the last centre over
    /// `ZoomScale.animationDuration`, without `scrollViewWillBeginZooming`, and
    /// `scrollViewDidEndZooming` comes when it stops (`isZoomBouncing` meanwhile). Otherwise the
    /// offset goes onto the pixel grid, `scrollViewDidEndZooming` comes at once, and the offset is
    /// held to the allowed offsets (UIKit animates that over 0.2 s; the model moves at once).
    public func pinchEnded() {
        guard state.zoom.isPinching else { return }
        state.zoom.isPinching = false
        let scale = state.zoom.scale
        if state.zoom.bounces, scale < state.zoom.minimumScale || scale > state.zoom.maximumScale {
            state.zoom.isBouncing = true
            let limit = scale < state.zoom.minimumScale ? state.zoom.minimumScale : state.zoom.maximumScale
            changeZoom(to: limit, at: state.zoom.pinchCenter, rubberBand: false, animated: true, duration: nil, notifyDelegate: false)
            return
        }
        let offset = contentOffset
        placeZoomedOffset(x: Double(offset.x), y: Double(offset.y), rounded: true, clamped: false)
        if let size = zoomViewSize() {
            call(.scrollViewDidEndZooming) { $0.scrollViewDidEndZooming($1, with: size, atScale: CGFloat(scale)) }
        }
        let now = contentOffset
        placeZoomedOffset(x: Double(now.x), y: Double(now.y), rounded: true, clamped: true)
    }
}
