import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// A wrong view of a scene in Swift (a gesture's `viewIndex`, a view or a name asked for) is a
/// thrown `SimulationError.invalidScene` at the caller's `try`, never a trap that ends the test
/// process; views are found by the view or by `accessibilityIdentifier`.
@Suite("Scene views found by view or name, a wrong one thrown")
struct SceneViewLookupTests {
    /// A 375 × 667 feed over 3000 pt with a 375 × 250 carousel over 1504 pt at y 300, named.
    static func scene() -> (feed: SimulatedScrollView, carousel: SimulatedScrollView) {
        let feed = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        let carousel = SimulatedScrollView(bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1504, height: 250))
        feed.accessibilityIdentifier = "feed"
        carousel.accessibilityIdentifier = "carousel"
        feed.addSubview(carousel, frame: CGRect(x: 0, y: 300, width: 375, height: 250))
        return (feed, carousel)
    }

    @Test("a gesture naming view 5 of a two-view scene throws before any frame runs, naming the views there are")
    func outOfRangeViewIndexThrows() throws {
        let (feed, _) = Self.scene()
        let script = [TimedGesture(.setContentOffset(CGPoint(x: 100, y: 0), animated: false), at: 0, viewIndex: 5)]
        #expect(throws: SimulationError.invalidScene("Gesture 0 names view 5, and the scene has 2 views, 0 to 1 in sceneViews order")) {
            try Simulation.run(scene: feed, script: script)
        }
        #expect(feed.frameIndex == 0, "nothing ran")
        let lone = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        #expect(throws: SimulationError.invalidScene("Gesture 0 names view 5, and the scene has one view, 0 (a lone view)")) {
            try Simulation.run(lone, script: script)
        }
        let negative = [TimedGesture(.setContentOffset(.zero, animated: false), at: 0, viewIndex: -1)]
        #expect(throws: SimulationError.self) { try Simulation.run(scene: feed, script: negative) }
    }

    @Test("a view is found by itself or by its accessibilityIdentifier, and a gesture built for it goes to it")
    func viewsFoundByViewOrName() throws {
        let (feed, carousel) = Self.scene()
        #expect(try feed.sceneIndex(of: feed) == 0)
        #expect(try feed.sceneIndex(of: carousel) == 1)
        #expect(try feed.sceneIndex(named: "carousel") == 1)
        let move = try TimedGesture(.setContentOffset(CGPoint(x: 296, y: 0), animated: false), at: 0, in: carousel, of: feed)
        #expect(move.viewIndex == 1)
        let run = try Simulation.run(scene: feed, script: [move])
        // A jump by setContentOffset(animated: false) rests where it was put.
        #expect(try run[named: "carousel"].finalOffset == CGPoint(x: 296, y: 0))
        #expect(try run[carousel].finalOffset == CGPoint(x: 296, y: 0))
        #expect(try run[feed].finalOffset == .zero)
    }

    @Test("a view outside the scene, or a name no view has, throws naming what the scene holds")
    func wrongViewOrNameThrows() throws {
        let (feed, _) = Self.scene()
        let stranger = SimulatedScrollView(bounds: CGSize(width: 100, height: 100), contentSize: CGSize(width: 300, height: 100))
        stranger.accessibilityIdentifier = "stranger"
        #expect(
            throws: SimulationError.invalidScene(
                "The view \"stranger\" is not in this scene (its 2 views are this one and those added inside it with addSubview)")
        ) { try feed.sceneIndex(of: stranger) }
        #expect(throws: SimulationError.invalidScene("No view of this scene is named \"carousl\": its views are named \"feed\", \"carousel\"")) {
            try feed.sceneIndex(named: "carousl")
        }
        #expect(throws: SimulationError.self) { try TimedGesture(.touchUp, at: 0, in: stranger, of: feed) }
        let run = try Simulation.run(scene: feed, script: [])
        #expect(throws: SimulationError.self) { try run[stranger] }
        #expect(throws: SimulationError.self) { try run[named: "carousl"] }
    }

    @Test(
        "placing 4,000 views in a scene allocates once per view (its weak superview's side table) and grows one array, not a copy per view",
        .enabled(if: AllocationCounter.isAvailable, "allocation counting needs glibc (Linux)"))
    func placingViewsIsLinear() throws {
        let root = SimulatedScrollView(bounds: CGSize(width: 100, height: 800), contentSize: CGSize(width: 100, height: 40_000))
        let views = (0..<4000).map { _ in
            SimulatedScrollView(bounds: CGSize(width: 100, height: 10), contentSize: CGSize(width: 300, height: 10))
        }
        let count = try #require(
            AllocationCounter.count {
                for (i, view) in views.enumerated() { root.addSubview(view, frame: CGRect(x: 0, y: Double(i) * 10, width: 100, height: 10)) }
            })
        // Each view's first weak reference (`superview`) allocates its side table: 4,000. The
        // array grows by doubling: a dozen more. Appending through the computed `subviews` copied
        // the array at every view as well: 8,011 in all.
        #expect(count < 4000 + 100, "\(count) allocations")
        #expect(root.subviews.count == 4000)
    }
}
