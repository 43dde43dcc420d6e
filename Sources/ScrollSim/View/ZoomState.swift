import Foundation

/// A scroll view's zoom, as one value inside its `ScrollViewState`: the zoom properties, the pinch
/// in progress and the zoom animation (`SimulatedScrollView+Zooming.swift`).
struct ZoomState {
    /// `minimumZoomScale`, `maximumZoomScale`, `zoomScale` (unitless) and `bouncesZoom`.
    var minimumScale = 1.0
    var maximumScale = 1.0
    var scale = 1.0
    var bounces = true
    /// The zoomed view's size at scale 1 when no delegate gives one (`zoomingContentSize`), points.
    var contentSize: CGSize?
    /// A pinch is down (the view's `isZooming`); a zoom animates back to a limit (`isZoomBouncing`).
    var isPinching = false
    var isBouncing = false
    /// Set by the first zoom: from then on each displayed frame records its shown zoom scale.
    var hasZoomed = false
    /// The pinch: the zoomed view's point (points at scale 1) kept under its centre, the zoom
    /// scale it began at, its latest spread (`scale`) and centre (points, in the view's frame).
    var anchor = CGPoint.zero
    var pinchBase = 1.0
    var pinchSpread = 1.0
    var pinchCenter = CGPoint.zero
    /// The running zoom animation, valid while `isAnimating`.
    var animation = ZoomAnimation.none
    var isAnimating = false
}
