/// The arithmetic of a scroll view's zoom scale (26.1 `UIScrollView.mm`; docs/physics.md
/// "Zooming (26.1)"). Scales are unitless factors (1 shows the zoomed view at its own size);
/// durations are in seconds, as UIKit's view animations take them.
public enum ZoomScale {
    /// The scale shown for a pinch scale `scale` past the limits (26.1
    /// `_zoomRubberBandScaleForScale:`): above `maximum`, `maximum · (2 − maximum/scale)`; below
    /// `minimum`, `minimum / (2 − scale/minimum)`; within them, `scale` itself.
    public static func rubberBand(_ scale: Double, minimum: Double, maximum: Double) -> Double {
        if scale > maximum { return maximum * (-1 / (scale / maximum) + 2) }
        if scale < minimum { return minimum * (1 / (2 - scale / minimum)) }
        return scale
    }

    /// The pinch scale whose rubber-banded scale is `shown` (26.1 `_zoomScaleForRubberBandScale:`,
    /// the inverse of `rubberBand`): above `maximum`, `maximum · (1 + (r − 1)/(2 − r))` with
    /// `r = shown/maximum`; below `minimum`, `minimum · (2 − minimum/shown)`.
    public static func unrubberBand(_ shown: Double, minimum: Double, maximum: Double) -> Double {
        if shown > maximum {
            let r = shown / maximum
            return maximum * ((r - 1) / (2 - r) + 1)
        }
        if shown < minimum { return minimum * (-1 / (shown / minimum) + 2) }
        return shown
    }

    /// `scale` held to `[minimum, maximum]` (26.1 `_clampedZoomScale:allowRubberbanding:` without
    /// rubber banding): the minimum first, then the maximum, so the maximum wins when they cross.
    public static func clamped(_ scale: Double, minimum: Double, maximum: Double) -> Double {
        Swift.min(Swift.max(scale, minimum), maximum)
    }

    /// The length of an animated zoom from `from` to `to`, in seconds (26.1
    /// `_zoomAnimationDurationForScale:`): `min(0.3 · |ln from − ln to| + 0.1, 0.4)`, returned as
    /// a `float` by the method and so rounded to single precision here.
    public static func animationDuration(from: Double, to: Double) -> Double {
        let distance = Swift.abs(DeterministicMath.log(from) - DeterministicMath.log(to))
        return Double(Float(Swift.min(distance * 0.3 + 0.1, 0.4)))
    }

    /// The scale at which a rect of `rectWidth` × `rectHeight` (points of the zoomed view at scale
    /// 1) fills bounds of `boundsWidth` × `boundsHeight` (26.1 `zoomToRect:animated:`): the width's
    /// ratio when the rect's height at that ratio fits the bounds, the height's otherwise.
    public static func fitting(rectWidth: Double, rectHeight: Double, boundsWidth: Double, boundsHeight: Double) -> Double {
        let byWidth = boundsWidth / rectWidth
        return rectHeight * byWidth <= boundsHeight ? byWidth : boundsHeight / rectHeight
    }
}
