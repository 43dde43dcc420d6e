import Foundation
import ScrollSim
import ScrollSimStrategies

/// Builds a scenario's collection view and its delegates: the layout (flow or compositional),
/// the view set from the scenario's keys (`ScrollViewSpec.makeCollectionView`, `configure(_:)`,
/// `SimulationSpec.settings`), the strategy installed, a SwiftUI behavior in its place, and
/// `changeTarget`'s wrapper around either.
enum ScenarioViewBuilder {
    /// Makes the view and the delegate objects for `scenario` (`ScenarioRunner.makeView`); the
    /// caller must keep `retained` alive while the view runs (the view holds its delegate weakly).
    /// - Parameter recordsDelegateEvents: whether the view logs its callbacks.
    /// - Parameter layoutChanges: the layout changes a SwiftUI delegate schedules; nil for the
    ///   scenario's own (`Scenario.swiftUILayoutChanges`).
    static func makeView(
        for scenario: Scenario, recordsDelegateEvents: Bool, layoutChanges: [SwiftUILayoutChange]?
    ) throws -> (view: SimulatedCollectionView, retained: [AnyObject]) {
        let compositional = scenario.layout?.compositional
        // A compositional layout places its sections' scroll views in the view as it is made.
        let layout: any CollectionViewLayout =
            compositional.map { CollectionViewCompositionalLayout($0.layout) } ?? LayoutSpec.flowLayout(scenario.layout, axis: scenario.axis)
        let view = scenario.scrollView.makeCollectionView(
            layout: layout, itemCounts: compositional?.sections.map(\.itemCount) ?? scenario.layout?.sectionItemCounts ?? [0],
            settings: scenario.simulation.settings(frameRate: scenario.frameRate, recordsDelegateEvents: recordsDelegateEvents))
        if let compositional, let sections = (layout as? CollectionViewCompositionalLayout)?.sectionScrollViews {
            for section in sections { section.accessibilityIdentifier = compositional.sections[section.descriptor.section].name }
        }
        scenario.scrollView.configure(view)
        return (view, try installDelegate(of: scenario, on: view, layoutChanges: layoutChanges))
    }

    /// Sets `view`'s delegate: the scenario's strategy, or its SwiftUI behavior, wrapped by its
    /// `changeTarget`. Returns the objects the caller keeps alive.
    private static func installDelegate(
        of scenario: Scenario, on view: SimulatedCollectionView, layoutChanges: [SwiftUILayoutChange]?
    ) throws -> [AnyObject] {
        let strategy = try scenario.strategy.makeStrategy(source: scenario.name)
        if let problem = scenario.strategy.requirementError(layout: scenario.layout, source: scenario.name) { throw problem }
        strategy.install(on: view)
        // The size the view starts with, not a change of size: a start offset past its end stays.
        if scenario.layout == nil, let size = scenario.scrollView.contentSize { view.placeContentSize(size) }
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
        return retained
    }
}
