import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// A carousel in a feed: which view one finger moves (docs/physics.md §3, nested views). The feed
/// is 375 × 667 pt over content 3000 pt tall (vertical only); the carousel, at y = 300, is 375 ×
/// 250 over content 1504 pt wide (horizontal only), both at offset 0.
@Suite("Nested scroll views: a carousel in a feed")
struct SceneTouchRouterTests {
    static func nest(outerContentWidth: Double = 375, outerOffsetX: Double = 0) -> ScenePair {
        let feed = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: outerContentWidth, height: 3000),
            contentOffset: CGPoint(x: outerOffsetX, y: 0))
        let carousel = SimulatedScrollView(bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1504, height: 250))
        return ScenePair(outer: feed, inner: carousel, innerFrame: CGRect(x: outerOffsetX, y: 300, width: 375, height: 250))
    }

    /// The finger from `start` (the feed's visible area), moving by `step` every 1/60 s, six times.
    static func flick(from start: CGPoint, step: CGPoint) -> [TimedGesture] {
        TimedGesture.touches((0...6).map { k in (Double(k) / 60, CGPoint(x: start.x + step.x * Double(k), y: start.y + step.y * Double(k))) })
    }

    @Test("a leftward flick on the carousel moves the carousel only")
    func horizontalFlickMovesTheCarousel() throws {
        let nest = Self.nest()
        let (feed, carousel) = try nest.run(script: Self.flick(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(nest.owners == [.inner])
        #expect(feed.frames.allSatisfy { $0.contentOffset == .zero })
        #expect(carousel.finalOffset.x > 0)
        #expect(feed.frames.count == carousel.frames.count)
        #expect(feed.events.isEmpty)
        #expect(carousel.events.first?.name == .scrollViewWillBeginDragging)
        #expect(zip(feed.frames, carousel.frames).allSatisfy { $0.time == $1.time })
    }

    @Test("a vertical flick that starts on the carousel scrolls the feed: the carousel cannot scroll vertically")
    func verticalFlickMovesTheFeed() throws {
        let nest = Self.nest()
        let (feed, carousel) = try nest.run(script: Self.flick(from: CGPoint(x: 200, y: 450), step: CGPoint(x: 0, y: -10)))
        #expect(nest.owners == [.outer])
        #expect(feed.finalOffset.y > 0)
        #expect(feed.events.first?.name == .scrollViewWillBeginDragging)
        #expect(carousel.events.isEmpty)
        #expect(carousel.frames.allSatisfy { $0.contentOffset == .zero })
    }

    @Test("a 30° diagonal flick on the carousel: both pans could begin at the second move (x 17.3, y 10); the inner one wins")
    func diagonalGoesToTheInnerView() throws {
        let nest = Self.nest()
        let step = CGPoint(x: -10 * cos(Double.pi / 6), y: -5)  // (−8.66, −5) per frame
        let (feed, carousel) = try nest.run(script: Self.flick(from: CGPoint(x: 300, y: 450), step: step))
        #expect(nest.owners == [.inner])
        #expect(feed.frames.allSatisfy { $0.contentOffset == .zero })
        #expect(carousel.finalOffset.x > 0)
    }

    @Test("pushing the first card rightwards stays with the carousel when the feed cannot scroll sideways: it rubber-bands")
    func firstCardRightwardsRubberBands() throws {
        let nest = Self.nest()
        let (feed, carousel) = try nest.run(script: Self.flick(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 0)))
        #expect(nest.owners == [.inner])
        #expect(feed.frames.allSatisfy { $0.contentOffset == .zero })
        #expect(carousel.frames.contains { $0.contentOffset.x < 0 })
        #expect(carousel.finalOffset.x == 0)
    }

    @Test("in a sideways pager (1125 pt wide, on page 1), pushing the carousel's first card rightwards hands the pan to the pager")
    func transfersToAParentThatScrolls() throws {
        let nest = Self.nest(outerContentWidth: 1125, outerOffsetX: 375)
        let (pager, carousel) = try nest.run(script: Self.flick(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 0)))
        #expect(nest.owners == [.outer])
        #expect(pager.frames.contains { $0.contentOffset.x < 375 })
        #expect(carousel.frames.allSatisfy { $0.contentOffset == .zero })
        // With the transfer off, the carousel keeps the pan and rubber-bands.
        let kept = Self.nest(outerContentWidth: 1125, outerOffsetX: 375)
        kept.inner.transfersHorizontalScrollingToParent = false
        let (pager2, carousel2) = try kept.run(script: Self.flick(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 0)))
        #expect(kept.owners == [.inner])
        #expect(pager2.frames.allSatisfy { $0.contentOffset.x == 375 })
        #expect(carousel2.frames.contains { $0.contentOffset.x < 0 })
    }

    @Test("a parent whose scrolling is off cannot take the pan: the carousel keeps it and rubber-bands; with its own off, nobody moves")
    func disabledScrolling() throws {
        let nest = Self.nest(outerContentWidth: 1125, outerOffsetX: 375)
        nest.outer.isScrollEnabled = false
        let (pager, carousel) = try nest.run(script: Self.flick(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 0)))
        #expect(nest.owners == [.inner])
        #expect(pager.frames.allSatisfy { $0.contentOffset.x == 375 })
        #expect(carousel.frames.contains { $0.contentOffset.x < 0 })
        let still = Self.nest()
        still.inner.isScrollEnabled = false
        let (feed, carousel2) = try still.run(script: Self.flick(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(still.owners == [nil])
        #expect(feed.frames.allSatisfy { $0.contentOffset == .zero } && carousel2.frames.allSatisfy { $0.contentOffset == .zero })
    }

    @Test(
        "a touch outside the carousel goes to the feed; one that never passes 10 pt is no pan for either, and the carousel's content sees it at the lift"
    )
    func outsideAndTap() throws {
        let nest = Self.nest()
        _ = try nest.run(script: Self.flick(from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: -10)))
        #expect(nest.owners == [.outer])
        let tap = Self.nest()
        let (feed, carousel) = try tap.run(script: TimedGesture.touches([(0, CGPoint(x: 200, y: 400)), (0.1, CGPoint(x: 204, y: 403))]))
        #expect(tap.owners == [nil])
        #expect(feed.events.isEmpty)
        // The deepest view under the finger: its content sees the held touch at the lift, 0.1 s.
        #expect(carousel.events.map(\.name) == [.contentTouchesBegan, .contentTouchesEnded])
        #expect(carousel.events.allSatisfy { $0.time == 0.1 })
    }

    /// A map (content 1000 × 1000 in 375 × 250, at its top-left corner) inside a page that scrolls
    /// both ways (content 1125 × 3000, at (375, 0)).
    static func mapInPage() -> ScenePair {
        let page = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 1125, height: 3000), contentOffset: CGPoint(x: 375, y: 0))
        let map = SimulatedScrollView(bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1000, height: 1000))
        return ScenePair(outer: page, inner: map, innerFrame: CGRect(x: 375, y: 300, width: 375, height: 250))
    }

    @Test("a view that scrolls both ways, pushed diagonally into its corner, keeps the pan: it would begin on both axes, so it refuses on neither")
    func beginningOnBothAxesNeverTransfers() throws {
        // (+10, +10) per move: at the first move the finger has moved the 10 pt hysteresis along
        // both axes, towards the map's left and top edges, which it abuts. UIKit refuses an inner
        // pan on an axis only when it will not begin on the other one.
        let nest = Self.mapInPage()
        let (page, map) = try nest.run(script: Self.flick(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 10)))
        #expect(nest.owners == [.inner])
        #expect(page.frames.allSatisfy { $0.contentOffset == CGPoint(x: 375, y: 0) })
        #expect(map.frames.contains { $0.contentOffset.x < 0 && $0.contentOffset.y < 0 })
    }

    @Test("the same view pushed rightwards only begins on x alone, abuts its left edge, and hands the pan to the page, which scrolls x")
    func beginningOnOneAxisTransfers() throws {
        let nest = Self.mapInPage()
        let (page, map) = try nest.run(script: Self.flick(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 0)))
        #expect(nest.owners == [.outer])
        #expect(page.frames.contains { $0.contentOffset.x < 375 })
        #expect(map.frames.allSatisfy { $0.contentOffset == .zero })
    }

    /// A carousel 20 pt short of its end (1504 − 375 − 20 = 1109 of 1129) at (375, 300) of a
    /// sideways parent (content 1125 wide) on its page 1 (375), paging or not.
    static func carouselNearItsEnd(parentPages: Bool) -> ScenePair {
        let nest = Self.nest(outerContentWidth: 1125, outerOffsetX: 375)
        nest.outer.isPagingEnabled = parentPages
        nest.inner.contentOffset = CGPoint(x: 1109, y: 0)
        return nest
    }

    @Test("dragged past its end, a carousel moves its paging parent by its overscroll, frame by frame, and brings it back to its page")
    func overscrollDragsThePagingParent() throws {
        // The finger moves 10 pt left per frame, six times: the pan begins at the first move (the
        // carousel does not abut the end it moves towards), and the 50 pt after the hysteresis
        // take it 30 pt of finger past its end, 15.667 pt of rubber band at the release. UIKit
        // (`_attemptToDragParent:forNewBounds:oldBounds:`) moves the paging parent by each move
        // past the edge and back by each move in, so the parent's offset is 375 plus the
        // carousel's overscroll at every frame (on the 1/3 pt pixel grid), and 375 when it has
        // sprung back.
        let nest = Self.carouselNearItsEnd(parentPages: true)
        let (pager, carousel) = try nest.run(script: Self.flick(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(nest.owners == [.inner])
        for (p, c) in zip(pager.frames, carousel.frames) {
            let expected = PixelGrid.round(375 + max(0, Double(c.contentOffset.x) - 1129), scale: 3)
            #expect(abs(Double(p.contentOffset.x) - expected) < 1e-9, "frame \(p.index)")
        }
        let peak = try #require(carousel.frames.map { Double($0.contentOffset.x) }.max())
        #expect(peak > 1144)
        #expect(pager.finalOffset == CGPoint(x: 375, y: 0) && carousel.finalOffset == CGPoint(x: 1129, y: 0))
        // The parent is moved, not dragged: its delegate sees scrollViewDidScroll only.
        #expect(!pager.events.isEmpty && pager.events.allSatisfy { $0.name == .scrollViewDidScroll })
        // A parent that does not page stays where it is, and the carousel rubber-bands alone.
        let plain = Self.carouselNearItsEnd(parentPages: false)
        let (still, carousel2) = try plain.run(script: Self.flick(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(carousel2.frames.contains { $0.contentOffset.x > 1129 })
        #expect(still.frames.allSatisfy { $0.contentOffset.x == 375 } && still.events.isEmpty)
    }

    @Test("a touch while the carousel has moved its paging parent goes to the carousel, wherever it lands; the parent stays off its page")
    func touchDuringTheParentDrag() throws {
        // As above; at 0.15 s the carousel is still past its end (bouncing) and the parent moved.
        // A touch at (200, 100), above the carousel's frame, goes to the carousel (26.1
        // `hitTest:withEvent:` while `_draggingChildScrollView` is set), which it catches at
        // once; `_clearParentAdjustment` then puts the carousel back at its end (1129) and leaves
        // the parent where the last frame put it. The touch lifts without moving: nothing pages
        // the parent back.
        let nest = Self.carouselNearItsEnd(parentPages: true)
        let script =
            Self.flick(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)) + [
                TimedGesture(.touchDown(CGPoint(x: 200, y: 100)), at: 0.15), TimedGesture(.touchUp, at: 0.2),
            ]
        let (pager, carousel) = try nest.run(script: script)
        let before = try #require(pager.frames.last { $0.time < 0.15 - 1e-9 })
        #expect(before.contentOffset.x > 375)
        #expect(nest.owners.count == 2 && nest.owners[1] == .inner)
        #expect(pager.finalOffset == before.contentOffset)
        #expect(carousel.finalOffset == CGPoint(x: 1129, y: 0))
        #expect(!nest.outer.state.isDraggedByChild && nest.inner.parentAdjustment == .zero)
    }
}
