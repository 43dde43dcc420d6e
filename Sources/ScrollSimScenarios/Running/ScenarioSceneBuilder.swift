import Foundation
import ScrollSim

/// Builds a scenario's scene: its own view with every view of `subviews` inside it at its frame,
/// at any depth, each made as the scenario of that view (`ScenarioViewBuilder`), and names the
/// place of each view in it.
enum ScenarioSceneBuilder {
    /// Makes the scene of `scenario` (`ScenarioRunner.makeScene`): `views` in `sceneViews` order,
    /// the scenario's view, then `allSubviews` (an orthogonal section's view is the one its
    /// compositional layout made and placed). The caller must keep `retained` alive while the
    /// views run.
    static func makeScene(
        for scenario: Scenario, recordsDelegateEvents: Bool
    ) throws -> (views: [SimulatedCollectionView], retained: [AnyObject]) {
        let (root, rootRetained) = try ScenarioViewBuilder.makeView(
            for: scenario, recordsDelegateEvents: recordsDelegateEvents, layoutChanges: nil)
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
            let (view, kept) = try ScenarioViewBuilder.makeView(
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

    /// The index in the scene (`makeScene`'s `views`) of the view named `name`; 0, the
    /// scenario's own view, for nil or a name no view inside has.
    static func index(ofViewNamed name: String?, in scenario: Scenario) -> Int {
        guard let name, let position = scenario.allSubviews.firstIndex(where: { $0.spec.name == name }) else { return 0 }
        return index(ofSubviewAt: position)
    }

    /// The index in the scene of the view at `position` in `Scenario.allSubviews`: they follow the
    /// scenario's own view, index 0.
    static func index(ofSubviewAt position: Int) -> Int { position + 1 }
}
