import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// Zooming in code, worked by hand from 26.1 `setZoomScale:animated:`, `zoomToRect:animated:` and
/// `_zoomAnimationDurationForScale:` (docs/physics.md "Zooming (26.1)"). Views are 300 × 400 pt at
/// 3 px/pt, zooming a 300 × 400 pt view, at rest at (0, 0), at 60 Hz.
@Suite("Zooming: setZoomScale and zoom(to:)")
struct ZoomProgrammaticTests {
    static func zoomingView(maximum: CGFloat) -> SimulatedScrollView {
        let view = SimulatedScrollView(bounds: CGSize(width: 300, height: 400), contentSize: CGSize(width: 300, height: 400))
        view.zoomingContentSize = CGSize(width: 300, height: 400)
        view.maximumZoomScale = maximum
        return view
    }

    @Test("the rubber band, its inverse, the clamp, the duration and the fit, from the code's formulas")
    func formulas() {
        // Above the maximum: 2 · (2 − 2/3) = 8/3; below the minimum: 1 / (2 − 0.5) = 2/3.
        #expect(abs(ZoomScale.rubberBand(3, minimum: 1, maximum: 2) - 8.0 / 3) < 1e-12)
        #expect(abs(ZoomScale.rubberBand(0.5, minimum: 1, maximum: 2) - 2.0 / 3) < 1e-12)
        #expect(ZoomScale.rubberBand(1.5, minimum: 1, maximum: 2) == 1.5)
        // The inverse: r = (8/3)/2 = 4/3, 2 · ((4/3 − 1)/(2 − 4/3) + 1) = 2 · 1.5 = 3; 1 · (2 − 1.5) = 0.5.
        #expect(abs(ZoomScale.unrubberBand(8.0 / 3, minimum: 1, maximum: 2) - 3) < 1e-12)
        #expect(abs(ZoomScale.unrubberBand(2.0 / 3, minimum: 1, maximum: 2) - 0.5) < 1e-12)
        #expect(ZoomScale.clamped(5, minimum: 1, maximum: 2) == 2)
        #expect(ZoomScale.clamped(0.5, minimum: 1, maximum: 2) == 1)
        // 0.3 · ln 4 + 0.1 = 0.516 → capped at 0.4, as a float 0.4000000059604645.
        #expect(ZoomScale.animationDuration(from: 1, to: 4) == Double(Float(0.4)))
        // No change: 0.1, as a float 0.10000000149011612.
        #expect(ZoomScale.animationDuration(from: 2, to: 2) == Double(Float(0.1)))
        // 300/100 = 3 and 100 · 3 = 300 ≤ 400: the width's 3; 150 × 400: 400 · 2 > 400, so 400/400 = 1.
        #expect(ZoomScale.fitting(rectWidth: 100, rectHeight: 100, boundsWidth: 300, boundsHeight: 400) == 3)
        #expect(ZoomScale.fitting(rectWidth: 150, rectHeight: 400, boundsWidth: 300, boundsHeight: 400) == 1)
    }

    @Test("setZoomScale not animated keeps the visible centre, clamps the scale and the offset, and calls didScroll then didZoom")
    func setZoomScaleAtOnce() {
        let view = Self.zoomingView(maximum: 3)
        view.setZoomScale(2, animated: false)
        // Centre (0 + 150, 0 + 200)/1 = (150, 200); offset (150 · 2 − 150, 200 · 2 − 200) = (150, 200).
        #expect(view.zoomScale == 2)
        #expect(view.contentSize == CGSize(width: 600, height: 800))
        #expect(view.contentOffset == CGPoint(x: 150, y: 200))
        #expect(ZoomPinchTests.names(view.events) == [.scrollViewDidScroll, .scrollViewDidZoom])
        view.setZoomScale(5, animated: false)
        // Held to 3; centre ((150 + 150)/2, (200 + 200)/2) = (150, 200); offset (450 − 150, 600 − 200).
        #expect(view.zoomScale == 3)
        #expect(view.contentOffset == CGPoint(x: 300, y: 400))
        view.setContentOffset(.zero, animated: false)
        view.setZoomScale(1, animated: false)
        // Centre (150/3, 200/3); offset (150/3 − 150, 200/3 − 200) < 0, held to the allowed (0, 0).
        #expect(view.contentOffset == .zero)
        #expect(view.contentSize == CGSize(width: 300, height: 400))
    }

    @Test("setZoomScale animated: willBegin, the model at once, didEndZooming when the 0.3·ln 2 + 0.1 s animation stops")
    func setZoomScaleAnimated() {
        let view = Self.zoomingView(maximum: 3)
        view.setZoomScale(2, animated: true)
        #expect(view.zoomScale == 2 && view.contentOffset == CGPoint(x: 150, y: 200))
        #expect(ZoomPinchTests.names(view.events) == [.scrollViewWillBeginZooming, .scrollViewDidScroll, .scrollViewDidZoom])
        // 0.3 · 0.6931472 + 0.1 = 0.3079442 s; 18 frames are 300 ms (fraction 0.974), 19 end it.
        var frames = 0
        while !view.events.contains(where: { $0.name == .scrollViewDidEndZooming }) && frames < 100 {
            view.advanceFrame()
            frames += 1
        }
        #expect(frames == 19)
        #expect(!view.isZoomBouncing && view.shownZoomScale == 2)
    }

    @Test("zoom(to:) fits the rect and puts its centre at the centre of the bounds")
    func zoomToRectChangesScale() {
        let view = Self.zoomingView(maximum: 4)
        view.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: false)
        // Scale 3 (the fit); centre (150, 150) · 3 − (150, 200) = (300, 250).
        #expect(view.zoomScale == 3)
        #expect(view.contentOffset == CGPoint(x: 300, y: 250))
        #expect(ZoomPinchTests.names(view.events) == [.scrollViewDidScroll, .scrollViewDidZoom])
    }

    @Test("zoom(to:) at the current scale scrolls instead, animated over 0.1 s, with no zoom callbacks")
    func zoomToRectSameScaleScrolls() {
        let view = Self.zoomingView(maximum: 4)
        view.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: false)
        view.removeAllEvents()
        view.zoom(to: CGRect(x: 50, y: 150, width: 100, height: 100), animated: true)
        // Fit 3 = the scale: centre (100, 200) · 3 − (150, 200) = (150, 400), inside [0, 600] × [0, 800].
        // 0.1 s as a float (0.10000000149): frame 6 at 100 ms has fraction 0.99999998, within
        // UIKit's 0.001 of the end, so the scroll ends in the 6th frame.
        var frames = 0
        while !view.events.contains(where: { $0.name == .scrollViewDidEndScrollingAnimation }) && frames < 100 {
            view.advanceFrame()
            frames += 1
        }
        #expect(frames == 6)
        #expect(view.contentOffset == CGPoint(x: 150, y: 400))
        #expect(view.zoomScale == 3)
        #expect(!view.events.contains { $0.name == .scrollViewDidZoom || $0.name == .scrollViewWillBeginZooming })
    }

    @Test("without a view for zooming nothing zooms, and a pinch is ignored with a notice")
    func noZoomView() {
        let view = SimulatedScrollView(bounds: CGSize(width: 300, height: 400), contentSize: CGSize(width: 300, height: 400))
        view.maximumZoomScale = 3
        view.setZoomScale(2, animated: false)
        #expect(view.zoomScale == 1)
        view.pinchBegan(center: CGPoint(x: 10, y: 10))
        #expect(!view.isZooming)
        #expect(view.events.map(\.name) == [.gestureIgnored])
    }
}
