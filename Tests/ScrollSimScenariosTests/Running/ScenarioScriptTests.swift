import Foundation
import ScrollSim
import Testing

@testable import ScrollSimScenarios

/// `ScenarioScript`: a scenario's gestures as the engine's script, each aimed at its view of the
/// scene and moving along that view's axis.
@Suite("ScenarioScript")
struct ScenarioScriptTests {
    /// A vertical feed holding two horizontal carousels, `a` then `b`: scene indices 0 (the feed),
    /// 1 (`a`) and 2 (`b`).
    static let feed = #"""
        {"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
         "subviews": [
           {"name": "a", "frame": [0, 0, 375, 250], "scrollView": {"bounds": [375, 250]},
            "layout": {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [280, 250]}},
           {"name": "b", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250]},
            "layout": {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [280, 250]}}],
         "gestures": [
           {"t": 0, "type": "drag", "distance": -100, "releaseVelocity": 0},
           {"t": 1, "type": "drag", "view": "b", "distance": -100, "releaseVelocity": 0}]}
        """#

    @Test("a gesture for a view inside carries its scene index, one past its place among the views inside, and moves along its axis")
    func viewsInside() throws {
        let scenario = try ScenarioText.decode(Self.feed)
        let script = ScenarioScript.timedGestures(for: scenario)
        let feed = script.filter { $0.time < 1 }
        let carousel = script.filter { $0.time >= 1 }
        #expect(!feed.isEmpty && !carousel.isEmpty)
        #expect(feed.allSatisfy { $0.viewIndex == 0 })
        // `b` is the second view inside: place 1, scene index 2.
        #expect(carousel.allSatisfy { $0.viewIndex == 2 })
        #expect(ScenarioSceneBuilder.index(ofViewNamed: "b", in: scenario) == 2)
        #expect(ScenarioSceneBuilder.index(ofViewNamed: nil, in: scenario) == 0)
        func translations(_ gestures: [TimedGesture]) -> [CGPoint] {
            gestures.compactMap { if case .move(let translation, _) = $0.gesture { translation } else { nil } }
        }
        // The feed's drag moves along y, the carousel's along x; the finger moves opposite the
        // content, so a drag of distance −100 ends at a translation of +100 pt.
        #expect(translations(feed).allSatisfy { $0.x == 0 } && translations(feed).last?.y == 100)
        #expect(translations(carousel).allSatisfy { $0.y == 0 } && translations(carousel).last?.x == 100)
    }

    @Test("the runner's script is the scenario script's")
    func runnerForwards() throws {
        let scenario = try ScenarioText.decode(Self.feed)
        #expect(ScenarioRunner.script(for: scenario) == ScenarioScript.timedGestures(for: scenario))
    }
}
