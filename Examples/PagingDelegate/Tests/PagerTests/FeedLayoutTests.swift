import Pager
import ScrollSim
import ScrollSimTesting
import Testing

/// The app's compositional feed (`SimulatedUIKit.feedLayout()`, pasted from the app) on a
/// 390 × 844 pt screen at scale 3, with 12 cards, 20 tiles and 30 rows.
@MainActor
@Suite("Feed layout, pasted from the app")
struct FeedLayoutTests {
    let bounds = CGSize(width: 390, height: 844)

    func feed() throws -> (collectionView: SimulatedCollectionView, sections: [OrthogonalSectionScrollView]) {
        try SimulatedUIKit.feedLayout().makeScene(bounds: bounds, numberOfItemsInSections: [12, 20, 30])
    }

    @Test("the feed is 250 + 24 + 120 + 24 + 30 · 72 = 2578 pt tall, with the carousel and the tiles as scroll views of their own")
    func geometry() throws {
        let (feed, sections) = try feed()
        #expect(feed.contentSize == CGSize(width: 390, height: 2578))
        #expect(sections.map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 250), CGRect(x: 0, y: 274, width: 390, height: 120)])
    }

    // A card is 0.85 · 390 = 331.5 pt, 994.5 px at scale 3, rounded half away from zero to 995 px:
    // 995/3 pt. Its centring inset is (390 − 995/3) / 2 = 29.1666… pt, 87.4999… px in doubles,
    // rounded to 87 px: 29 pt. A page is a card and its spacing, 995/3 + 10 pt; card n is centred
    // at offset n · (995/3 + 10) − 29.
    @Test("a flick on the carousel turns one card: it rests on card 1 at (995/3 + 10) − 29 = 312.667 pt")
    func carouselFlick() throws {
        let (feed, sections) = try feed()
        let carousel = sections[0]
        #expect(carousel.contentOffset.x == -29)
        let script = try TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60).map {
            try TimedGesture($0.gesture, at: $0.time, in: carousel, of: feed)
        }
        let run = try Simulation.run(scene: feed, script: script)
        try run[carousel].expectFinalOffset(CGPoint(x: 995.0 / 3 + 10 - 29, y: 0), tolerance: 0.001)
        #expect(try run[feed].finalOffset == .zero)
    }
}
