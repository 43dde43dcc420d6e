import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// Scenes: trees of scroll views on one frame clock (`Simulation.run(scene:script:until:)`).
///
/// A feed is 375 × 667 pt over content 3000 pt tall (vertical only); a carousel is 375 × 250 pt
/// over content 1504 pt wide (horizontal only). Touches are points of the root's visible area.
@Suite("Scenes: any tree of scroll views on one frame clock")
struct SceneTests {
    static func feed(settings: SimulationSettings = SimulationSettings()) -> SimulatedScrollView {
        SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000), settings: settings)
    }

    static func carousel(settings: SimulationSettings = SimulationSettings()) -> SimulatedScrollView {
        SimulatedScrollView(bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1504, height: 250), settings: settings)
    }

    /// The finger from `start`, moving by `step` every 1/60 s, six times.
    static func flick(from start: CGPoint, step: CGPoint, at t0: Double = 0) -> [TimedGesture] {
        TimedGesture.touches((0...6).map { k in (t0 + Double(k) / 60, CGPoint(x: start.x + step.x * Double(k), y: start.y + step.y * Double(k))) })
    }

    /// A touch flick on the feed above the carousels, a scripted swipe and a tap: every gesture
    /// the feed alone would take.
    static let feedScript =
        flick(from: CGPoint(x: 200, y: 200), step: CGPoint(x: 0, y: -12))
        + TimedGesture.swipe(at: 2, translation: CGPoint(x: 0, y: -150), duration: 0.1, frameRate: 60)
        + [TimedGesture(.touchDown(CGPoint(x: 100, y: 100)), at: 4), TimedGesture(.touchUp, at: 4.05)]

    @Test("a scene whose inner views are never touched gives the outer view the frames and events of the same view run alone, at 60 Hz")
    func untouchedInnerViewsChangeNothing() throws {
        let alone = try Simulation.run(Self.feed(), script: Self.feedScript)
        let feed = Self.feed()
        let carousels = (0..<3).map { _ in Self.carousel() }
        // Below the finger's path: the finger moves from y 200 up, the carousels start at 700.
        for (k, carousel) in carousels.enumerated() {
            feed.addSubview(carousel, frame: CGRect(x: 0, y: 700 + 300 * Double(k), width: 375, height: 250))
        }
        let scene = try Simulation.run(scene: feed, script: Self.feedScript)
        #expect(try scene[feed] == alone)
        // Both touches land where only the feed lies, which takes them at touch-down, the tap too.
        #expect(scene.touchOwners == [0, 0])
        for carousel in carousels {
            #expect(try scene[carousel].frames.count == alone.frames.count)
            #expect(try scene[carousel].frames.allSatisfy { $0.contentOffset == .zero } && scene[carousel].events.isEmpty)
        }
    }

    @Test("the same on an uneven display-link clock (frameTimes): the outer view's frames are those of the view run alone")
    func untouchedInnerViewsOnFrameTimes() throws {
        // 60 Hz ticks that arrive 1 ms late every third frame, for two seconds, then 60 Hz.
        let times: [Double] = (0..<120).map { (n: Int) -> Double in
            let late: Double = n % 3 == 2 ? 0.001 : 0
            return Double(n) / 60 + late
        }
        let settings = SimulationSettings(frameTimes: times)
        let alone = try Simulation.run(Self.feed(settings: settings), script: Self.feedScript)
        let feed = Self.feed(settings: settings)
        let carousel = Self.carousel(settings: settings)
        feed.addSubview(carousel, frame: CGRect(x: 0, y: 700, width: 375, height: 250))
        let scene = try Simulation.run(scene: feed, script: Self.feedScript)
        #expect(try scene[feed] == alone)
        #expect(try scene[carousel].frames.map { (f: Frame) in f.time } == alone.frames.map { (f: Frame) in f.time })
    }

    @Test("a feed with three carousels: a leftward flick on the middle one moves it alone")
    func threeCarouselsMiddleFlick() throws {
        let feed = Self.feed()
        let carousels = (0..<3).map { _ in Self.carousel() }
        for (k, carousel) in carousels.enumerated() {
            feed.addSubview(carousel, frame: CGRect(x: 0, y: 20 + 300 * Double(k), width: 375, height: 250))
        }
        // (300, 400) lies in the middle carousel (y 320 to 570).
        let run = try Simulation.run(scene: feed, script: Self.flick(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(run.touchedViews.map { $0 === carousels[1] } == [true])
        #expect(try run[feed].frames.allSatisfy { $0.contentOffset == .zero } && run[feed].events.isEmpty)
        #expect(try run[carousels[0]].frames.allSatisfy { $0.contentOffset == .zero })
        #expect(try run[carousels[2]].frames.allSatisfy { $0.contentOffset == .zero })
        // Dragged 60 − 10 = 50 pt and released at 0.6 pt/ms: UIKit proposes 50 + 0.59/|ln 0.998| =
        // 344.705, on the 1/3 pt grid 344.667; no delegate changes it.
        let release = try #require(try run[carousels[1]].events.first { $0.name == .scrollViewWillEndDragging })
        #expect(abs((release.proposedTarget?.x ?? 0) - 344.667) < 0.001)
    }

    @Test("a vertical flick that starts on the third carousel scrolls the feed, and the carousels move with the feed's content")
    func verticalFlickOnACarousel() throws {
        let feed = Self.feed()
        let carousels = (0..<3).map { _ in Self.carousel() }
        for (k, carousel) in carousels.enumerated() {
            feed.addSubview(carousel, frame: CGRect(x: 0, y: 20 + 300 * Double(k), width: 375, height: 250))
        }
        // (200, 650) lies in the third carousel (y 620 to 870), which cannot scroll vertically.
        let run = try Simulation.run(scene: feed, script: Self.flick(from: CGPoint(x: 200, y: 650), step: CGPoint(x: 0, y: -10)))
        #expect(run.touchOwners == [0])
        #expect(try run[feed].finalOffset.y > 0)
        for carousel in carousels { #expect(try run[carousel].frames.allSatisfy { $0.contentOffset == .zero }) }
    }

    /// A horizontal pager of three 375 pt pages, each page a feed holding a carousel at y 300.
    static func pagerOfFeeds() -> (pager: SimulatedScrollView, feeds: [SimulatedScrollView], carousels: [SimulatedScrollView]) {
        let pager = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 1125, height: 667))
        pager.isPagingEnabled = true
        var feeds: [SimulatedScrollView] = []
        var carousels: [SimulatedScrollView] = []
        for page in 0..<3 {
            let feed = Self.feed()
            let carousel = Self.carousel()
            pager.addSubview(feed, frame: CGRect(x: 375 * Double(page), y: 0, width: 375, height: 667))
            feed.addSubview(carousel, frame: CGRect(x: 0, y: 300, width: 375, height: 250))
            feeds.append(feed)
            carousels.append(carousel)
        }
        return (pager, feeds, carousels)
    }

    @Test("a pager of three feeds with a carousel each (depth 3): sceneViews lists parents before the views inside, in the order added")
    func sceneOrder() {
        let (pager, feeds, carousels) = Self.pagerOfFeeds()
        let order = pager.sceneViews
        let expected = [pager, feeds[0], carousels[0], feeds[1], carousels[1], feeds[2], carousels[2]]
        #expect(order.count == 7 && zip(order, expected).allSatisfy { $0 === $1 })
        #expect(carousels[1].superview === feeds[1] && feeds[1].superview === pager && pager.superview == nil)
        #expect(carousels[1].frame == CGRect(x: 0, y: 300, width: 375, height: 250))
    }

    @Test("in the pager of feeds: a horizontal flick on page 0's carousel moves the carousel; a vertical one the page's feed")
    func depthThreeRouting() throws {
        var (pager, feeds, carousels) = Self.pagerOfFeeds()
        var run = try Simulation.run(scene: pager, script: Self.flick(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(run.touchedViews.map { $0 === carousels[0] } == [true])
        #expect(try run[pager].frames.allSatisfy { $0.contentOffset == .zero })
        #expect(try run[carousels[0]].finalOffset.x > 0)
        (pager, feeds, carousels) = Self.pagerOfFeeds()
        run = try Simulation.run(scene: pager, script: Self.flick(from: CGPoint(x: 200, y: 400), step: CGPoint(x: 0, y: -10)))
        #expect(run.touchedViews.map { $0 === feeds[0] } == [true])
        #expect(try run[feeds[0]].finalOffset.y > 0 && run[pager].finalOffset == .zero)
    }

    @Test("in the pager of feeds: a leftward swipe on page 0 above its carousel goes up the chain to the pager, which pages to page 1")
    func depthThreeSwipeReachesThePager() throws {
        let (pager, feeds, _) = Self.pagerOfFeeds()
        // The feed cannot scroll horizontally and does not begin; the pager does. 12 pt a frame
        // is 0.72 pt/ms at release, over the 0.3 pt/ms a paging flick needs to advance a page.
        let run = try Simulation.run(scene: pager, script: Self.flick(from: CGPoint(x: 300, y: 100), step: CGPoint(x: -12, y: 0)))
        #expect(run.touchOwners == [0])
        #expect(try run[pager].finalOffset == CGPoint(x: 375, y: 0))
        #expect(try run[feeds[0]].frames.allSatisfy { $0.contentOffset == .zero })
    }

    @Test("page 0's carousel pushed rightwards at its first card keeps the pan: its nearest ancestor (the feed) cannot scroll sideways")
    func handOffAsksTheNearestAncestor() throws {
        // `_shouldTryToBeginWithEvent:` asks the carousel's parent scroll view, the page's feed,
        // whether it can scroll x; it cannot, so the carousel does not refuse and rubber-bands,
        // though the pager further up could scroll x.
        let (pager, _, carousels) = Self.pagerOfFeeds()
        pager.contentOffset = CGPoint(x: 375, y: 0)
        let run = try Simulation.run(scene: pager, script: Self.flick(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 0)))
        #expect(run.touchedViews.map { $0 === carousels[1] } == [true])
        #expect(try run[carousels[1]].frames.contains { $0.contentOffset.x < 0 })
        #expect(try run[pager].frames.allSatisfy { $0.contentOffset.x == 375 })
    }

    @Test("a scene run cut off at the maximum duration keeps every view's frames up to the cut-off")
    func cutOffKeepsEveryViewsFrames() throws {
        var settings = SimulationSettings()
        settings.maximumDuration = 0.5
        let feed = Self.feed(settings: settings)
        let carousel = Self.carousel(settings: settings)
        feed.addSubview(carousel, frame: CGRect(x: 0, y: 300, width: 375, height: 250))
        var sinks = feed.sceneViews.map { Recording(startingAt: $0) }
        // A flick on the carousel glides for longer than 0.5 s: frames 0 … 30 are made, 30 at the limit.
        #expect(throws: SimulationError.self) {
            try Simulation.run(scene: feed, script: Self.flick(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)), into: &sinks)
        }
        #expect(sinks.map(\.frames.count) == [31, 31])
        #expect(sinks[1].frames.last?.index == 30 && sinks[1].frames.last.map { $0.contentOffset.x > 0 } == true)
    }
}
