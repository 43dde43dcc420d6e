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
    /// - Parameter layoutChanges: the layout changes a SwiftUI delegate schedules; nil for the
    ///   scenario's own (`Scenario.swiftUILayoutChanges`).
    public static func makeView(
        for scenario: Scenario, recordsDelegateEvents: Bool = true, layoutChanges: [SwiftUILayoutChange]? = nil
    ) throws -> (view: SimulatedCollectionView, retained: [AnyObject]) {
        let sim = scenario.simulation
        var settings = SimulationSettings(
            frameRate: scenario.frameRate, fastScroll: sim.fastScroll, exactDecelerationRate: sim.exactDecelerationRate,
            animationDuration: sim.animationDuration,
            animationCurve: sim.animationCurve, layoutVelocityUnit: sim.layoutVelocityUnit,
            recordsDelegateEvents: recordsDelegateEvents, maximumDuration: sim.maximumDuration,
            heldFingerTimeout: sim.heldFingerTimeout, frameTimes: sim.frameTimes)
        settings.scrollToTopSpring = ScrollToTopSpring(
            response: sim.scrollToTopResponse, duration: sim.scrollToTopDuration, timingFunction: sim.scrollToTopTimingFunction)
        let s = scenario.scrollView
        let compositional = scenario.layout?.compositional
        // A compositional layout places its sections' scroll views in the view as it is made.
        let layout: any CollectionViewLayout =
            compositional.map { CollectionViewCompositionalLayout($0.layout) } ?? flowLayout(scenario.layout, axis: scenario.axis)
        let view = SimulatedCollectionView(
            bounds: s.bounds, collectionViewLayout: layout,
            numberOfItemsInSections: compositional?.sections.map(\.itemCount) ?? scenario.layout?.sectionItemCounts ?? [0],
            contentOffset: s.contentOffset, displayScale: CGFloat(s.displayScale), settings: settings)
        view.contentInset = s.contentInset
        // A flow layout's lines fit inside the insets; a compositional layout ignores them.
        if compositional == nil { view.reloadLayout() }
        if let compositional, let sections = (layout as? CollectionViewCompositionalLayout)?.sectionScrollViews {
            for section in sections { section.accessibilityIdentifier = compositional.sections[section.descriptor.section].name }
        }
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
        view.delaysContentTouches = s.delaysContentTouches
        view.canCancelContentTouches = s.canCancelContentTouches
        view.minimumZoomScale = CGFloat(s.minimumZoomScale)
        view.maximumZoomScale = CGFloat(s.maximumZoomScale)
        view.bouncesZoom = s.bouncesZoom
        view.zoomingContentSize = s.zoomingContentSize
        view.isDirectionalLockEnabled = s.isDirectionalLockEnabled
        view.transfersHorizontalScrollingToParent = s.transfersHorizontalScrollingToParent
        view.transfersVerticalScrollingToParent = s.transfersVerticalScrollingToParent
        if case .some(let title) = s.refreshControl {
            let control = SimulatedRefreshControl(title: title)
            control.host = s.refreshControlHost
            view.refreshControl = control
        }

        let strategy = try scenario.strategy.makeStrategy(source: scenario.name)
        if let problem = scenario.strategy.requirementError(layout: scenario.layout, source: scenario.name) { throw problem }
        strategy.install(on: view)
        // The size the view starts with, not a change of size: a start offset past its end stays.
        if scenario.layout == nil, let size = s.contentSize { view.placeContentSize(size) }
        var retained: [AnyObject] = [strategy]
        var delegate: ScrollViewDelegate = strategy
        if let swiftUI = scenario.swiftUI {
            // SwiftUI's stack: content, margins as insets, the leading rest; its behavior runs at
            // each release in place of a strategy.
            swiftUI.layout.configure(view)
            view.placeContentSize(view.contentSize)
            let swiftUIDelegate = swiftUI.makeDelegate()
            swiftUIDelegate.scheduledLayoutChanges = layoutChanges ?? scenario.swiftUILayoutChanges
            delegate = swiftUIDelegate
            retained.append(delegate)
        }
        if let target = scenario.changeTarget {
            let wrapper = TargetChangingDelegate(forwardingTo: delegate, target: target)
            retained.append(wrapper)
            view.delegate = wrapper
        } else {
            view.delegate = delegate
        }
        return (view, retained)
    }

    /// The flow layout of `spec` (an empty one for no layout), scrolling along `axis`.
    static func flowLayout(_ spec: LayoutSpec?, axis: ScrollAxis) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = axis == .horizontal ? .horizontal : .vertical
        if let l = spec, l.compositional == nil {
            layout.itemSize = l.itemSize
            layout.minimumLineSpacing = CGFloat(l.minimumLineSpacing)
            layout.minimumInteritemSpacing = CGFloat(l.minimumInteritemSpacing)
            layout.sectionInset = l.sectionInset
            for (section, spec) in (l.sections ?? []).enumerated() where spec.overrides != .init() {
                layout.sectionOverrides[section] = spec.overrides
            }
        }
        return layout
    }

    /// The content size the flow layout `spec` gives a view of `scrollView` scrolling along
    /// `axis`, in points: the layout solved as a run solves it.
    static func flowContentSize(_ spec: LayoutSpec, scrollView: ScrollViewSpec, axis: ScrollAxis) -> CGSize {
        let view = SimulatedCollectionView(
            bounds: scrollView.bounds, collectionViewLayout: flowLayout(spec, axis: axis), numberOfItemsInSections: spec.sectionItemCounts,
            contentOffset: .zero, displayScale: CGFloat(scrollView.displayScale))
        view.contentInset = scrollView.contentInset
        view.reloadLayout()
        return view.contentSize
    }

    /// Makes the scenario's scene: its own view (`makeView`) with every view of `subviews` inside
    /// it at its frame, at any depth, each made as `makeView` makes the scenario of that view
    /// (`scenario(of:)`). `views` are in `sceneViews` order: the scenario's view, then
    /// `allSubviews`. The caller must keep `retained` alive while the views run.
    public static func makeScene(
        for scenario: Scenario, recordsDelegateEvents: Bool = true
    ) throws -> (views: [SimulatedCollectionView], retained: [AnyObject]) {
        let (root, rootRetained) = try makeView(for: scenario, recordsDelegateEvents: recordsDelegateEvents)
        var views = [root]
        var retained = rootRetained
        var byName: [String: SimulatedCollectionView] = [:]
        // The orthogonal sections' scroll views, which the compositional layout made and placed.
        var sections = ((root.collectionViewLayout as? CollectionViewCompositionalLayout)?.sectionScrollViews ?? []).makeIterator()
        for placed in scenario.allSubviews {
            if placed.section != nil, let view = sections.next() {
                byName[placed.spec.name] = view
                views.append(view)
                continue
            }
            let (view, kept) = try makeView(
                for: scenario.scenario(of: placed.spec), recordsDelegateEvents: recordsDelegateEvents, layoutChanges: scenario.swiftUILayoutChanges)
            view.accessibilityIdentifier = placed.spec.name
            let parent = placed.parent.flatMap { byName[$0] } ?? root
            parent.addSubview(view, frame: placed.spec.frame)
            byName[placed.spec.name] = view
            views.append(view)
            retained += kept
        }
        return (views, retained)
    }

    /// The index in the scene (`makeScene`'s `views`) of the view named `name`; 0 for nil.
    static func sceneIndex(of name: String?, in scenario: Scenario) -> Int {
        guard let name else { return 0 }
        return (scenario.allSubviews.firstIndex { $0.spec.name == name }).map { $0 + 1 } ?? 0
    }

    /// The scenario's gestures as the engine's timed gestures, swipes and drags expanded.
    /// A `setSwiftUILayout` gesture becomes the engine's `.setSwiftUILayout` naming its change by
    /// its place among the scenario's layout changes (`Scenario.swiftUILayoutChanges`, which every
    /// SwiftUI delegate of the run schedules).
    public static func script(for scenario: Scenario) -> [TimedGesture] {
        var script: [TimedGesture] = []
        var layoutChanges = 0
        let byName = scenario.gestures.contains { $0.view != nil } ? scenario.subviewsByName : [:]
        for g in scenario.gestures {
            let first = script.count
            let inside = g.view.flatMap { byName[$0] }
            // A gesture for a view inside moves along that view's axis.
            let axis = inside.map { scenario.scenario(of: $0.placed.spec).axis } ?? scenario.axis
            defer {
                let index = inside.map { $0.index + 1 } ?? 0
                if index != 0 { for i in first..<script.count { script[i].viewIndex = index } }
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
