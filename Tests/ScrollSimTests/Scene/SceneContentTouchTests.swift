import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// Touches on the content of a view inside another: a carousel (375 × 250 over 1504 pt, at y = 300)
/// in a feed (375 × 667 over 3000 pt), both at rest at 0 (docs/physics.md "Touches on the
/// content"). The deepest view under the finger holds the touch while no pan has taken it.
@Suite("Touches on the content of a view inside another")
struct SceneContentTouchTests {
    static func nest() -> ScenePair {
        let feed = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        let carousel = SimulatedScrollView(bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1504, height: 250))
        return ScenePair(outer: feed, inner: carousel, innerFrame: CGRect(x: 0, y: 300, width: 375, height: 250))
    }

    @Test("a finger held 0.3 s on the carousel: its content sees the touch when the delay runs out (0.15 s, frame 9), at (200, 100) of it")
    func heldTapReachesTheInnerContentAtTheDelay() throws {
        let nest = Self.nest()
        let (feed, carousel) = try nest.run(script: TimedGesture.tap(at: 0, point: CGPoint(x: 200, y: 400), duration: 0.3))
        #expect(feed.events.isEmpty)
        let began = try #require(carousel.events.first)
        #expect(began.name == .contentTouchesBegan)
        #expect(began.frameIndex == 9)
        // (200, 400) of the feed is (200, 400 − 300) of the carousel, whose offset is 0.
        #expect(began.message == "at (200.000, 100.000) in the content")
        #expect(carousel.events.map(\.name) == [.contentTouchesBegan, .contentTouchesEnded])
        #expect(carousel.events.last?.frameIndex == 18)
        #expect(nest.owners == [nil])
    }

    @Test("the feed's pan after the delay cancels the carousel content's touch; before it, the content never sees the touch")
    func outerPanTakesTheInnerContentTouch() throws {
        for (still, expected) in [(0.2, [DelegateEvent.Name.contentTouchesBegan, .contentTouchesCancelled]), (0.0, [])] {
            let nest = Self.nest()
            // Down at (200, 450), still until `still`, then up 10 pt a frame: the feed's pan (the
            // carousel cannot scroll vertically) begins at the first move.
            let moves = (1...5).map { k in (still + Double(k) / 60, CGPoint(x: 200, y: 450 - 10 * Double(k))) }
            let script = TimedGesture.touches([(0, CGPoint(x: 200, y: 450)), (still, CGPoint(x: 200, y: 450))] + moves)
            let (feed, carousel) = try nest.run(script: script)
            #expect(nest.owners == [.outer])
            #expect(carousel.events.map(\.name) == expected)
            #expect(feed.events.first?.name == .scrollViewWillBeginDragging)
        }
    }

    @Test("the carousel content's touch ends with the finger when the feed took the pan: nothing is left held for the next frame")
    func innerContentTouchEndsWithTheFinger() throws {
        let nest = Self.nest()
        // Down on the carousel, up 10 pt a frame: the feed's pan takes it at 1/60 s.
        let samples = (0...5).map { k in (Double(k) / 60, CGPoint(x: 200, y: 450 - 10 * Double(k))) }
        _ = try nest.run(script: TimedGesture.touches(samples))
        #expect(nest.owners == [.outer])
        #expect(nest.inner.contentTouchPhase == nil)
    }
}
