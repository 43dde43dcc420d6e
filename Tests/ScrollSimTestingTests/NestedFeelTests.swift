import Foundation
import ScrollSim
import ScrollSimTestSupport
import ScrollSimTesting
import Testing

/// A card carousel (a collection view) inside a vertical feed, built in code, driven by one finger
/// and pinned view by view with `assertFeel`; its goldens are committed in `__Feel__/NestedFeelTests`.
///
/// The feed is 375 × 667 pt over content 3000 pt tall. The carousel sits at y = 300 in it: 375 ×
/// 250 pt, five cards 280 pt wide, 16 pt apart, 20 pt section insets, so card k shows with its
/// inset at offset 296·k and the content is 20 + 5·280 + 4·16 + 20 = 1504 pt wide.
@Suite("assertFeel on a carousel inside a feed")
@MainActor
struct NestedFeelTests {
    /// Snaps a release's target to the nearest card, 296 pt apart (a test's own delegate).
    final class CardSnapper: ScrollViewDelegate {
        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let card = (targetContentOffset.pointee.x / 296).rounded()
            targetContentOffset.pointee.x = min(max(card * 296, 0), 1504 - 375)
        }
    }

    @Test("a leftward flick on the carousel: the carousel snaps to card 1 at 296 pt, the feed never moves; each view has its golden")
    func carouselInFeed() throws {
        let feed = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 280, height: 250)
        layout.minimumLineSpacing = 16
        layout.minimumInteritemSpacing = 0
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let carousel = SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItems: 5)
        let snapper = CardSnapper()
        carousel.delegate = snapper
        #expect(carousel.contentSize == CGSize(width: 1504, height: 250))

        // The finger lands on the carousel at (300, 420) of the feed's visible area and moves
        // 10 pt left every 1/60 s, six times: the carousel's pan begins at the first move (10 pt
        // of hysteresis), so it is dragged 50 pt and released at 0.6 pt/ms. UIKit proposes
        // 50 − (0.6 − 0.01)/ln 0.998 = 344.705 pt, 344.667 on the 1/3 pt pixel grid; the nearest
        // card is card 1.
        let samples = (0...6).map { k in (Double(k) / 60, CGPoint(x: 300 - 10 * Double(k), y: 420)) }
        let nest = ScenePair(outer: feed, inner: carousel, innerFrame: CGRect(x: 0, y: 300, width: 375, height: 250))
        let (feedRun, carouselRun) = try nest.run(script: TimedGesture.touches(samples))

        #expect(nest.owners == [.inner])
        let release = try #require(carouselRun.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(abs((release.proposedTarget?.x ?? 0) - 344.667) < 0.001)
        #expect(release.target?.x == 296)
        #expect(carouselRun.finalOffset == CGPoint(x: 296, y: 0))
        #expect(feedRun.frames.allSatisfy { $0.contentOffset == .zero })
        #expect(feedRun.events.isEmpty)
        assertFeel(of: carouselRun, named: "carousel")
        assertFeel(of: feedRun, named: "feed")
    }

    /// A sideways paging parent on page 1 (375 of content 1125) with a carousel 20 pt short of its
    /// end (1504 − 375 − 20 = 1109) at (375, 300); six moves of 10 pt left carry it past its end.
    static func pagingParentPair() -> ScenePair {
        let parent = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 1125, height: 667), contentOffset: CGPoint(x: 375, y: 0))
        parent.isPagingEnabled = true
        let carousel = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1504, height: 250), contentOffset: CGPoint(x: 1109, y: 0))
        return ScenePair(outer: parent, inner: carousel, innerFrame: CGRect(x: 375, y: 300, width: 375, height: 250))
    }

    static let pastTheEnd = TimedGesture.touches((0...6).map { k in (Double(k) / 60, CGPoint(x: 300 - 10 * Double(k), y: 420)) })

    @Test("a carousel dragged past its end moves its paging parent and both come back: each view pinned by its own golden")
    func pagingParentFollows() throws {
        let (parentRun, carouselRun) = try Self.pagingParentPair().run(script: Self.pastTheEnd)
        #expect(parentRun.frames.contains { $0.contentOffset.x > 375 })
        parentRun.expectFinalOffset(CGPoint(x: 375, y: 0), tolerance: 0)
        carouselRun.expectFinalOffset(CGPoint(x: 1129, y: 0), tolerance: 0)
        assertFeel(of: carouselRun, named: "carousel-past-its-end")
        assertFeel(of: parentRun, named: "paging-parent")
    }

    @Test("a touch that catches the carousel while it has moved its paging parent leaves the parent off its page and the carousel at its end")
    func touchDuringTheParentDrag() throws {
        // At 0.15 s the carousel is still past its end and the parent moved; the touch goes to the
        // carousel and UIKit's `_clearParentAdjustment` puts it at its end (1129), the parent
        // staying where it was.
        let script = Self.pastTheEnd + [TimedGesture(.touchDown(CGPoint(x: 200, y: 100)), at: 0.15), TimedGesture(.touchUp, at: 0.2)]
        let (parentRun, carouselRun) = try Self.pagingParentPair().run(script: script)
        let before = try #require(parentRun.frames.last { $0.time < 0.15 - 1e-9 })
        #expect(before.contentOffset.x > 375)
        parentRun.expectFinalOffset(before.contentOffset, tolerance: 0)
        carouselRun.expectFinalOffset(CGPoint(x: 1129, y: 0), tolerance: 0)
    }
}
