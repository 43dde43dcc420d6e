import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

/// Builds a collection view from a scenario, installs its strategy and replays its gestures.
public enum ScenarioRunner {
    /// Makes the view and the delegate objects for `scenario`; the caller must keep `retained`
    /// alive while the view runs (the view holds its delegate weakly).
    /// - Parameter recordsDelegateEvents: whether the view logs its callbacks (a sweep, which
    ///   reads only the release's targets, turns this off).
    public static func makeView(
        for scenario: Scenario, recordsDelegateEvents: Bool = true
    ) throws -> (view: SimulatedCollectionView, retained: [AnyObject]) {
        let sim = scenario.simulation
        var settings = SimulationSettings(
            frameRate: scenario.frameRate, fastScroll: sim.fastScroll, exactDecelerationRate: sim.exactDecelerationRate,
            animationDuration: sim.animationDuration,
            animationCurve: sim.animationCurve, layoutVelocityUnit: sim.layoutVelocityUnit,
            recordsDelegateEvents: recordsDelegateEvents, maximumDuration: sim.maximumDuration,
            heldFingerTimeout: sim.heldFingerTimeout, frameTimes: sim.frameTimes)
        settings.scrollToTopSpring = ScrollToTopSpring(response: sim.scrollToTopResponse, duration: sim.scrollToTopDuration)
        let s = scenario.scrollView
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = scenario.axis == .horizontal ? .horizontal : .vertical
        if let l = scenario.layout {
            layout.itemSize = l.itemSize
            layout.minimumLineSpacing = CGFloat(l.minimumLineSpacing)
            layout.minimumInteritemSpacing = CGFloat(l.minimumInteritemSpacing)
            layout.sectionInset = l.sectionInset
            for (section, spec) in (l.sections ?? []).enumerated() where spec.overrides != .init() {
                layout.sectionOverrides[section] = spec.overrides
            }
        }
        let view = SimulatedCollectionView(
            bounds: s.bounds, collectionViewLayout: layout, numberOfItemsInSections: scenario.layout?.sectionItemCounts ?? [0],
            contentOffset: s.contentOffset, displayScale: CGFloat(s.displayScale), settings: settings)
        view.contentInset = s.contentInset
        view.reloadLayout()
        view.decelerationRate = SimulatedScrollView.DecelerationRate(rawValue: CGFloat(s.decelerationRate))
        view.safeAreaInsets = s.safeAreaInsets
        view.contentInsetAdjustmentBehavior = s.contentInsetAdjustmentBehavior
        view.bounces = s.bounces
        if let h = s.bouncesHorizontally { view.bouncesHorizontally = h }
        if let v = s.bouncesVertically { view.bouncesVertically = v }
        view.alwaysBounceHorizontal = s.alwaysBounceHorizontal
        view.alwaysBounceVertical = s.alwaysBounceVertical
        view.isPagingEnabled = s.isPagingEnabled
        view.scrollsToTop = s.scrollsToTop
        view.isDirectionalLockEnabled = s.isDirectionalLockEnabled
        view.transfersHorizontalScrollingToParent = s.transfersHorizontalScrollingToParent
        view.transfersVerticalScrollingToParent = s.transfersVerticalScrollingToParent
        if case .some(let title) = s.refreshControl { view.refreshControl = SimulatedRefreshControl(title: title) }

        let strategy = try scenario.strategy.makeStrategy(source: scenario.name)
        if let problem = scenario.strategy.requirementError(layout: scenario.layout, source: scenario.name) { throw problem }
        strategy.install(on: view)
        if scenario.layout == nil, let size = s.contentSize { view.contentSize = size }
        var retained: [AnyObject] = [strategy]
        if let target = scenario.changeTarget {
            let wrapper = TargetChangingDelegate(forwardingTo: strategy, target: target)
            retained.append(wrapper)
            view.delegate = wrapper
        } else {
            view.delegate = strategy
        }
        return (view, retained)
    }

    /// The scenario's gestures as the engine's timed gestures, swipes and drags expanded.
    public static func script(for scenario: Scenario) -> [TimedGesture] {
        var script: [TimedGesture] = []
        for g in scenario.gestures {
            switch g.kind {
            case .beginDrag: script.append(TimedGesture(.beginDrag, at: g.t))
            case .move(let translation, let velocity): script.append(TimedGesture(.move(translation: translation, velocity: velocity), at: g.t))
            case .endDrag(let velocity): script.append(TimedGesture(.endDrag(velocity: velocity), at: g.t))
            case .swipe(let translation, let duration):
                script += TimedGesture.swipe(at: g.t, translation: translation, duration: duration, frameRate: scenario.frameRate)
            case .drag(let distance, let velocity, let duration):
                script += TimedGesture.drag(
                    at: g.t, distance: distance, releaseVelocity: velocity, axis: scenario.axis, duration: duration,
                    frameRate: scenario.frameRate)
            case .touches(let samples):
                script += TimedGesture.touches(samples.map { (g.t + $0.time, $0.point) })
            case .setContentOffset(let offset, let animated): script.append(TimedGesture(.setContentOffset(offset, animated: animated), at: g.t))
            case .scrollToItem(let item, let section, let position, let animated):
                script.append(TimedGesture(.scrollToItem(item: item, section: section, position: position, animated: animated), at: g.t))
            case .scrollToTop: script.append(TimedGesture(.scrollToTop, at: g.t))
            case .endRefreshing: script.append(TimedGesture(.endRefreshing, at: g.t))
            case .scrollRectToVisible(let rect, let animated): script.append(TimedGesture(.scrollRectToVisible(rect, animated: animated), at: g.t))
            }
        }
        return script
    }

    /// Runs `scenario` to its end.
    ///
    /// A run that is still moving at the maximum duration is returned with `stopReason` set.
    /// - Throws: `InputError` when the strategy cannot be made for this scenario.
    public static func run(_ scenario: Scenario) throws -> ScenarioRun {
        if let subview = scenario.subviews.first { return try runNested(scenario, subview: subview) }
        let (view, retained) = try makeView(for: scenario)
        let pages = PageGrid(view: view, axis: scenario.axis)
        var recording = Recording(startingAt: view)
        var stopReason: String?
        withExtendedLifetime(retained) {
            do {
                try Simulation.run(view, script: script(for: scenario), until: scenario.until, into: &recording)
            } catch {
                stopReason = StopExplanation.reason(stopping: scenario, on: view, lastFrame: recording.frames.last)
            }
        }
        recording.events = view.events
        return ScenarioRun(scenario: scenario, recording: recording, pages: pages, stopReason: stopReason)
    }

    /// A scenario with a view inside its view: both made as `makeView` makes them, the touches
    /// routed by `NestedScrollViews`, each view recorded.
    static func runNested(_ scenario: Scenario, subview: SubviewSpec) throws -> ScenarioRun {
        let (outer, outerRetained) = try makeView(for: scenario)
        let inside = scenario.scenario(of: subview)
        let (inner, innerRetained) = try makeView(for: inside)
        let nest = NestedScrollViews(outer: outer, inner: inner, innerFrame: subview.frame)
        var stopReason: String?
        var runs: (outer: Recording, inner: Recording) = (Recording(startingAt: outer), Recording(startingAt: inner))
        try withExtendedLifetime((outerRetained, innerRetained)) {
            do {
                runs = try nest.run(script: script(for: scenario), until: scenario.until)
            } catch let error as SimulationError {
                guard case .exceededMaximumDuration = error else { throw error }
                stopReason = StopExplanation.reason(stopping: scenario, on: outer, lastFrame: nil)
            }
        }
        var run = ScenarioRun(scenario: scenario, recording: runs.outer, pages: PageGrid(view: outer, axis: scenario.axis), stopReason: stopReason)
        run.subviews = [ScenarioRun.Subview(name: subview.name, recording: runs.inner, pages: PageGrid(view: inner, axis: inside.axis))]
        return run
    }
}
