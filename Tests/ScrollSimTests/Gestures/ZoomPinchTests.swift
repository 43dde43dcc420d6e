import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// Zooming by pinch, worked by hand from 26.1 `_updatePinchGestureForState:` and
/// `setZoomScale:withAnchorPoint:…` (docs/physics.md "Zooming (26.1)"). Every view is 300 × 400 pt
/// at 3 px/pt, zooming a 300 × 400 pt view between scales 1 and 2, at rest at (0, 0).
@Suite("Zooming: the pinch")
struct ZoomPinchTests {
    static func zoomingView(bouncesZoom: Bool = true) -> SimulatedScrollView {
        let view = SimulatedScrollView(bounds: CGSize(width: 300, height: 400), contentSize: CGSize(width: 300, height: 400))
        view.zoomingContentSize = CGSize(width: 300, height: 400)
        view.minimumZoomScale = 1
        view.maximumZoomScale = 2
        view.bouncesZoom = bouncesZoom
        return view
    }

    /// The callbacks' names in order, runs of `scrollViewDidScroll` merged into one.
    static func names(_ events: [DelegateEvent]) -> [DelegateEvent.Name] {
        var names: [DelegateEvent.Name] = []
        for e in events where !(e.name == .scrollViewDidScroll && names.last == .scrollViewDidScroll) { names.append(e.name) }
        return names
    }

    @Test("a pinch within the limits keeps the content point under its centre and ends at once, in UIKit's order")
    func pinchWithinLimits() {
        let view = Self.zoomingView()
        view.pinchBegan(center: CGPoint(x: 150, y: 200))
        // Anchor: ((0 + 150)/1, (0 + 200)/1) = (150, 200) of the zoomed view.
        #expect(view.isZooming)
        view.pinchChanged(center: CGPoint(x: 150, y: 200), scale: 1.5)
        // Zoom 1 · 1.5 = 1.5, within [1, 2]; content 300·1.5 × 400·1.5 = 450 × 600;
        // offset = anchor · 1.5 − centre = (225 − 150, 300 − 200) = (75, 100).
        #expect(view.zoomScale == 1.5)
        #expect(view.contentSize == CGSize(width: 450, height: 600))
        #expect(view.contentOffset == CGPoint(x: 75, y: 100))
        view.pinchEnded()
        // Within the limits: no animation, didEndZooming at once; (75, 100) is on the grid and
        // inside [0, 450 − 300] × [0, 600 − 400].
        #expect(!view.isZooming && !view.isZoomBouncing)
        #expect(view.contentOffset == CGPoint(x: 75, y: 100))
        #expect(
            Self.names(view.events) == [.scrollViewWillBeginZooming, .scrollViewDidScroll, .scrollViewDidZoom, .scrollViewDidEndZooming])
    }

    @Test("offsets are not on the pixel grid while pinching; the release puts them there")
    func pinchOffsetsUnrounded() {
        let view = Self.zoomingView()
        view.pinchBegan(center: CGPoint(x: 101, y: 0))
        view.pinchChanged(center: CGPoint(x: 101, y: 0), scale: 1.2)
        // x = 101 · 1.2 − 101 = 20.2, between the 1/3-pt pixels 20 and 20 1/3.
        #expect(abs(Double(view.contentOffset.x) - 20.2) < 1e-9)
        view.pinchEnded()
        // On the grid: 20 + round(0.2 · 3)/3 = 20 + 1/3.
        #expect(abs(Double(view.contentOffset.x) - (20 + 1.0 / 3)) < 1e-9)
    }

    @Test("a pinch past the maximum shows the rubber-banded scale max · (2 − max/s)")
    func pinchPastMaximumRubberBands() {
        let view = Self.zoomingView()
        view.pinchBegan(center: CGPoint(x: 150, y: 200))
        view.pinchChanged(center: CGPoint(x: 150, y: 200), scale: 3)
        // 2 · (2 − 2/3) = 8/3; offset = (150 · 8/3 − 150, 200 · 8/3 − 200) = (250, 333 1/3).
        #expect(abs(Double(view.zoomScale) - 8.0 / 3) < 1e-12)
        #expect(abs(Double(view.contentOffset.x) - 250) < 1e-9)
        #expect(abs(Double(view.contentOffset.y) - 1000.0 / 3) < 1e-9)
    }

    @Test("without bouncesZoom a pinch past the maximum is held at it and ends at once")
    func pinchWithoutBounceIsClamped() {
        let view = Self.zoomingView(bouncesZoom: false)
        view.pinchBegan(center: CGPoint(x: 150, y: 200))
        view.pinchChanged(center: CGPoint(x: 150, y: 200), scale: 3)
        // min(max(3, 1), 2) = 2; offset (150 · 2 − 150, 200 · 2 − 200) = (150, 200).
        #expect(view.zoomScale == 2)
        #expect(view.contentOffset == CGPoint(x: 150, y: 200))
        view.pinchEnded()
        #expect(!view.isZoomBouncing)
        #expect(Self.names(view.events).last == .scrollViewDidEndZooming)
    }

    @Test("a pinch change to the scale already shown moves nothing and calls nothing")
    func pinchAtSameScaleIsSilent() {
        let view = Self.zoomingView()
        view.pinchBegan(center: CGPoint(x: 150, y: 200))
        view.pinchChanged(center: CGPoint(x: 10, y: 10), scale: 1)
        // 1 · 1 = the current scale: 26.1 only sets the content size again.
        #expect(view.contentOffset == .zero)
        #expect(Self.names(view.events) == [.scrollViewWillBeginZooming])
    }

    @Test("a release past the maximum animates back to it in min(0.3·|ln z − ln max| + 0.1, 0.4) s, didEndZooming when it stops")
    func releasePastMaximumBouncesBack() throws {
        let view = Self.zoomingView()
        let script = TimedGesture.pinch(at: 0, center: CGPoint(x: 150, y: 200), scales: [3])
        let recording = try Simulation.run(view, script: script)
        // Frames: began at 0 (frame 0), the change at 1/60 (frame 1), the end at 2/60 (frame 2).
        // The release: 8/3 > 2, so an animation to 2 about (150, 200), no willBeginZooming. The
        // model at once: zoom 2, offset (150 · 2 − 150, 200 · 2 − 200) = (150, 200).
        // Duration: 0.3 · ln((8/3)/2) + 0.1 = 0.3 · 0.2876821 + 0.1 = 0.1863046 s (as a float);
        // at 60 Hz frame 11 of it is at 183.3 ms (fraction 0.984), frame 12 at 200 ms ends it:
        // frames 2…13, didEndZooming in frame 2 + 11 = 13.
        let duration = Double(Float(0.3 * log(4.0 / 3) + 0.1))
        #expect(abs(duration - 0.18630462) < 1e-7)
        #expect(ZoomScale.animationDuration(from: 8.0 / 3, to: 2) == duration)
        let names = recording.callbackNames()
        #expect(
            names == [
                .scrollViewWillBeginZooming, .scrollViewDidScroll, .scrollViewDidZoom, .scrollViewDidScroll, .scrollViewDidZoom,
                .scrollViewDidEndZooming,
            ])
        let end = try #require(recording.events.last)
        #expect(end.name == .scrollViewDidEndZooming && end.frameIndex == 13)
        #expect(view.zoomScale == 2 && !view.isZoomBouncing)
        #expect(view.contentOffset == CGPoint(x: 150, y: 200))
        // The shown scale: 8/3 in frame 1, down along the curve, 2 from frame 13.
        let shown = Dictionary(uniqueKeysWithValues: recording.zoomFrames.map { ($0.index, $0.zoomScale) })
        #expect(abs(try #require(shown[1]) - 8.0 / 3) < 1e-12)
        #expect(shown[13] == 2)
        let falling = (1...13).compactMap { shown[$0] }
        #expect(falling.count == 13 && zip(falling, falling.dropFirst()).allSatisfy { $0 > $1 })
        #expect(recording.finalZoomScale == 2)
    }

    @Test("a release below the minimum bounces back up without willBeginZooming")
    func releaseBelowMinimumBouncesBack() {
        let view = Self.zoomingView()
        view.pinchBegan(center: CGPoint(x: 150, y: 200))
        view.pinchChanged(center: CGPoint(x: 150, y: 200), scale: 0.5)
        // 1 / (2 − 0.5/1) = 2/3.
        #expect(abs(Double(view.zoomScale) - 2.0 / 3) < 1e-12)
        view.pinchEnded()
        // Back to 1 at once in the model, the offset (150 − 150, 200 − 200) = (0, 0); bouncing.
        #expect(view.zoomScale == 1 && view.isZoomBouncing)
        #expect(view.contentOffset == .zero)
        #expect(Self.names(view.events).filter { $0 == .scrollViewWillBeginZooming }.count == 1)
    }

    @Test("a tap on the status bar is refused while a pinch zooms")
    func scrollToTopRefusedWhileZooming() {
        let view = Self.zoomingView()
        view.setZoomScale(2, animated: false)
        view.pinchBegan(center: CGPoint(x: 150, y: 200))
        // At zoom 2 the offset is (150, 200), below the top 0; _scrollToTopIfPossible: refuses while zooming.
        view.scrollToTop()
        #expect(view.isAtRest && view.contentOffset == CGPoint(x: 150, y: 200))
    }
}
