import Foundation
import ScrollSim

/// A scenario's gestures as the engine's script: timed gestures, swipes, drags, touches, taps and
/// pinches expanded, each aimed at the view of the scene it names.
enum ScenarioScript {
    /// The timed gestures of `scenario` (`ScenarioRunner.script(for:)`), in order. A gesture for
    /// a view inside moves along that view's axis and carries its scene index
    /// (`ScenarioSceneBuilder.index(ofSubviewAt:)`). A `setSwiftUILayout` gesture becomes the
    /// engine's `.setSwiftUILayout` naming its change by its place among the scenario's layout
    /// changes (`Scenario.swiftUILayoutChanges`, which every SwiftUI delegate of the run schedules).
    static func timedGestures(for scenario: Scenario) -> [TimedGesture] {
        var script: [TimedGesture] = []
        var layoutChanges = 0
        let byName = scenario.gestures.contains { $0.view != nil } ? scenario.subviewsByName : [:]
        for g in scenario.gestures {
            let first = script.count
            let inside = g.view.flatMap { byName[$0] }
            // A gesture for a view inside moves along that view's axis.
            let axis = inside.map { scenario.scenario(of: $0.placed.spec).axis } ?? scenario.axis
            defer {
                if let inside {
                    let index = ScenarioSceneBuilder.index(ofSubviewAt: inside.index)
                    for i in first..<script.count { script[i].viewIndex = index }
                }
            }
            switch g.kind {
            case .event(let event): script.append(TimedGesture(event, at: g.t))
            case .swipe(let translation, let duration):
                script += TimedGesture.swipe(at: g.t, translation: translation, duration: duration, frameRate: scenario.frameRate)
            case .drag(let distance, let velocity, let duration):
                script += TimedGesture.drag(
                    at: g.t, distance: distance, releaseVelocity: .pointsPerMillisecond(velocity), axis: axis, duration: duration,
                    frameRate: scenario.frameRate)
            case .touches(let samples):
                script += TimedGesture.touches(samples.map { (g.t + $0.time, $0.point) })
            case .tap(let point, let duration):
                script += TimedGesture.tap(at: g.t, point: point, duration: duration)
            case .pinch(let center, let scales, let interval):
                script += TimedGesture.pinch(at: g.t, center: center, scales: scales, interval: interval)
            case .setSwiftUILayout:
                script.append(TimedGesture(.setSwiftUILayout(SwiftUILayoutChange.ID(layoutChanges)), at: g.t))
                layoutChanges += 1
            }
        }
        return script
    }
}
