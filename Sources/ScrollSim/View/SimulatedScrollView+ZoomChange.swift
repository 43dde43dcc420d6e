import Foundation
import ScrollPhysics

/// The one change of zoom scale that a pinch, `setZoomScale` and `zoom(to:)` all make, and the
/// frames of its animation (26.1 `setZoomScale:withAnchorPoint:allowRubberbanding:animated:
/// duration:notifyDelegate:force:`, `_zoomAnimationDidStop`; docs/physics.md "Zooming (26.1)").
extension SimulatedScrollView {
    /// Sets the zoom scale to `scale` (rubber-banded past the limits when `rubberBand`, else held
    /// to them), keeping `state.zoom.anchor` (a point of the zoomed view at scale 1) under `point`
    /// (points, in the view's frame).
    ///
    /// As 26.1 does: nothing but the content size when the scale stays; a glide stops (pinned,
    /// `scrollViewDidEndDecelerating`); animated and not bouncing, `scrollViewWillBeginZooming`
    /// when `notifyDelegate`; then the model at once: the content size (zoomed size × scale), the
    /// offset `anchor · scale − point` (on the pixel grid unless a pinch is down), held to the
    /// allowed offsets unless a pinch is down (`_adjustContentOffsetIfNecessary`, a choice:
    /// docs/physics.md), `scrollViewDidScroll` if it moved, `scrollViewDidZoom`. Animated, the
    /// shown scale follows over `duration` seconds (nil: `ZoomScale.animationDuration` from the
    /// current scale) and `scrollViewDidEndZooming` comes when it stops.
    func changeZoom(to scale: Double, at point: CGPoint, rubberBand: Bool, animated: Bool, duration: Double?, notifyDelegate: Bool) {
        guard let size = zoomViewSize() else { return }
        let (minimum, maximum) = (state.zoom.minimumScale, state.zoom.maximumScale)
        let target =
            rubberBand
            ? ZoomScale.rubberBand(scale, minimum: minimum, maximum: maximum) : ZoomScale.clamped(scale, minimum: minimum, maximum: maximum)
        guard target.isFinite, target > 0 else {
            record(.invalidTargetIgnored, message: "a zoom to the scale \(scale) was ignored: it is not a finite, positive scale.")
            return
        }
        state.zoom.hasZoomed = true
        guard target != state.zoom.scale else {
            setContentSizeQuietly(CGSize(width: Double(size.width) * target, height: Double(size.height) * target))
            return
        }
        stopGlideForZoom()
        if animated && !state.zoom.isBouncing && notifyDelegate {
            call(.scrollViewWillBeginZooming) { $0.scrollViewWillBeginZooming($1, with: size) }
        }
        if animated {
            let seconds = duration ?? ZoomScale.animationDuration(from: state.zoom.scale, to: target)
            state.zoom.animation = ZoomAnimation(
                from: Double(shownZoomScale), to: target, duration: seconds, frameRate: settings.frameRate)
            state.zoom.isAnimating = true
        }
        state.zoom.scale = target
        setContentSizeQuietly(CGSize(width: Double(size.width) * target, height: Double(size.height) * target))
        let pinching = state.zoom.isPinching
        let x = Double(state.zoom.anchor.x) * target - Double(point.x)
        let y = Double(state.zoom.anchor.y) * target - Double(point.y)
        placeZoomedOffset(x: x, y: y, rounded: !pinching, clamped: !pinching)
        call(.scrollViewDidZoom) { $0.scrollViewDidZoom($1) }
        if rubberBand && animated && (target < minimum || target > maximum) { state.zoom.isBouncing = true }
    }

    /// Puts the content at (`x`, `y`) (points), on the pixel grid when `rounded`, then within the
    /// allowed offsets when `clamped`; a motion of either axis stops (a finger keeps tracking);
    /// `scrollViewDidScroll` if it moved.
    func placeZoomedOffset(x: Double, y: Double, rounded: Bool, clamped: Bool) {
        for axis in ScrollAxis.allCases {
            var m = motion(axis)
            let l = limits(axis)
            var value = axis == .horizontal ? x : y
            if rounded { value = l.pixelRound(value) }
            if clamped { value = l.clamp(value) }
            m.offset = value
            if m.mode != .tracking { m.stop() }
            setMotion(m, axis)
        }
        state.requestedOffset = nil
        if !state.isTracking { state.displayedOffset = contentOffset }
        notifyIfScrolled()
    }

    /// A glide, bounce or paging settle stops where it is, on the pixel grid and within the
    /// allowed offsets, with `scrollViewDidEndDecelerating` (26.1 `_stopScrollingNotify:1 pin:1`
    /// when the scroll heartbeat runs).
    func stopGlideForZoom() {
        guard !state.isTracking, isDecelerating || state.horizontal.isMoving || state.vertical.isMoving else { return }
        rest()
        notifyIfScrolled()
        guard isDecelerating else { return }
        isDecelerating = false
        call(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating($1) }
    }

    /// One frame of the running zoom animation; when its last frame is shown, it stops (26.1
    /// `_zoomAnimationDidStop`): within the limits the bounce is over and `scrollViewDidEndZooming`
    /// comes with the scale; a scale left outside them (the limits changed meanwhile) animates to
    /// the nearest limit instead.
    func advanceZoomAnimation() {
        state.zoom.animation.elapsedFrames += 1
        guard state.zoom.animation.elapsedFrames >= state.zoom.animation.frameCount else { return }
        state.zoom.isAnimating = false
        let scale = state.zoom.scale
        guard scale >= state.zoom.minimumScale && scale <= state.zoom.maximumScale else {
            setZoomScale(CGFloat(scale), animated: true)
            return
        }
        state.zoom.isBouncing = false
        guard let size = zoomViewSize() else { return }
        call(.scrollViewDidEndZooming) { $0.scrollViewDidEndZooming($1, with: size, atScale: CGFloat(scale)) }
    }
}
