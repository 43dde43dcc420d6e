import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

/// Runs scenarios: a lone view or a scene on one frame clock, recorded in memory (`run(_:)`) or
/// streamed as the frames are made (`stream`, ScenarioStream.swift). What it runs is built
/// elsewhere, each by one type: the view and its delegates (`ScenarioViewBuilder`), the scene
/// (`ScenarioSceneBuilder`) and the gesture script (`ScenarioScript`); `makeView`, `makeScene`
/// and `script(for:)` here only forward to them, for callers of the runner.
public enum ScenarioRunner {
    /// Makes the view and the delegate objects for `scenario`; the caller must keep `retained`
    /// alive while the view runs (the view holds its delegate weakly). Forwards to
    /// `ScenarioViewBuilder`.
    /// - Parameter recordsDelegateEvents: whether the view logs its callbacks (a sweep, which
    ///   reads only the release's targets, turns this off).
    /// - Parameter layoutChanges: the layout changes a SwiftUI delegate schedules; nil for the
    ///   scenario's own (`Scenario.swiftUILayoutChanges`).
    public static func makeView(
        for scenario: Scenario, recordsDelegateEvents: Bool = true, layoutChanges: [SwiftUILayoutChange]? = nil
    ) throws -> (view: SimulatedCollectionView, retained: [AnyObject]) {
        try ScenarioViewBuilder.makeView(for: scenario, recordsDelegateEvents: recordsDelegateEvents, layoutChanges: layoutChanges)
    }

    /// Makes the scenario's scene: its own view (`makeView`) with every view of `subviews` inside
    /// it at its frame, at any depth, each made as `makeView` makes the scenario of that view
    /// (`scenario(of:)`). `views` are in `sceneViews` order: the scenario's view, then
    /// `allSubviews`. The caller must keep `retained` alive while the views run. Forwards to
    /// `ScenarioSceneBuilder`.
    public static func makeScene(
        for scenario: Scenario, recordsDelegateEvents: Bool = true
    ) throws -> (views: [SimulatedCollectionView], retained: [AnyObject]) {
        try ScenarioSceneBuilder.makeScene(for: scenario, recordsDelegateEvents: recordsDelegateEvents)
    }

    /// The scenario's gestures as the engine's timed gestures, swipes and drags expanded.
    /// Forwards to `ScenarioScript.timedGestures(for:)`, which says how each gesture becomes the
    /// engine's.
    public static func script(for scenario: Scenario) -> [TimedGesture] {
        ScenarioScript.timedGestures(for: scenario)
    }

    /// Runs `scenario` to its end.
    ///
    /// A run that is still moving at the maximum duration is returned with `stopReason` set.
    /// - Throws: `InputError` when the strategy cannot be made for this scenario.
    public static func run(_ scenario: Scenario) throws -> ScenarioRun {
        if !scenario.allSubviews.isEmpty { return try runScene(scenario) }
        let (view, retained) = try makeView(for: scenario)
        var recording = Recording(drawing: view)
        if let swiftUI = scenario.swiftUI { recording.geometry.itemFrames = swiftUI.childFrames(bounds: scenario.scrollView.bounds) }
        let start = view.contentOffset
        var stopReason: String?
        withExtendedLifetime(retained) {
            do {
                try Simulation.run(view, script: script(for: scenario), until: scenario.until, into: &recording)
            } catch {
                stopReason = StopExplanation.reason(stopping: scenario, on: view, lastFrame: recording.frames.last)
            }
        }
        recording.events = view.events
        // The pages of the view as it ends, as a scene's are: while refreshing, its top is the
        // refresh control's (docs/scenario-format.md, `finalPage`).
        return ScenarioRun(
            scenario: scenario, recording: recording, pages: PageGrid(view: view, axis: scenario.axis), stopReason: stopReason, startOffset: start)
    }

    /// A scenario with views inside its view: the scene made by `makeScene`, run on one frame
    /// clock, each view recorded; a run cut off at the maximum duration keeps every view's frames.
    static func runScene(_ scenario: Scenario) throws -> ScenarioRun {
        let (views, retained) = try makeScene(for: scenario)
        let root = views[0]
        // Each view's cards are its layout's items (a compositional section's, in its own content).
        var recordings = views.map { Recording(drawing: $0) }
        let starts = views.map(\.contentOffset)
        let cap = scenario.sceneFrameCap(views: views.count)
        var stopReason: String?
        try withExtendedLifetime(retained) {
            do {
                try Simulation.run(scene: root, script: script(for: scenario), until: cap ?? scenario.until, into: &recordings)
            } catch let error as SimulationError {
                guard case .exceededMaximumDuration = error else { throw error }
                stopReason = StopExplanation.reason(stopping: scenario, on: root, lastFrame: recordings[0].frames.last)
            }
        }
        if let cap, let last = recordings[0].frames.last?.time, last >= cap - 1e-9 {
            throw scenario.sceneFramesError(views: views.count, cap: cap)
        }
        for (i, view) in views.enumerated() { recordings[i].events = view.events }
        var run = ScenarioRun(
            scenario: scenario, recording: recordings[0], pages: PageGrid(view: root, axis: scenario.axis), stopReason: stopReason,
            startOffset: starts[0])
        run.subviews = scenario.allSubviews.enumerated().map { i, placed in
            ScenarioRun.Subview(
                name: placed.spec.name, parent: placed.parent, recording: recordings[i + 1],
                pages: PageGrid(view: views[i + 1], axis: scenario.scenario(of: placed.spec).axis), startOffset: starts[i + 1])
        }
        return run
    }
}
