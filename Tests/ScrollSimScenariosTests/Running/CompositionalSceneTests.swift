import Foundation
import ScrollSimScenarios
import Testing

@testable import ScrollSim

/// A compositional scenario's scene comes from its collection view's layout: the scenario's view
/// has a `CollectionViewCompositionalLayout`, whose section scroll views are the scene's views
/// inside, named after their sections, the layout solved once.
@Suite("Scenario compositional scene")
struct CompositionalSceneTests {
    /// A 400 × 800 view: a list of 3 rows 60 pt tall, 4 pt apart (10 + 3 · 60 + 2 · 4 + 10 = 208 pt);
    /// then 12 cards 320 × 250, 10 pt apart, paging by group (content 12 · 320 + 11 · 10 = 3950 pt).
    static let text = #"""
        {"scrollView": {"bounds": [400, 800]},
         "layout": {"kind": "compositional", "sections": [
            {"itemCount": 3, "group": {"width": {"fractionalWidth": 1}, "height": 60}, "interGroupSpacing": 4,
             "contentInsets": {"top": 10, "left": 0, "bottom": 10, "right": 0}},
            {"name": "cards", "itemCount": 12, "group": {"width": 320, "height": 250, "count": 1}, "interGroupSpacing": 10,
             "orthogonalScrollingBehavior": "groupPaging"}]}}
        """#

    @Test("the section views are the layout's, named after their sections; the recordings' cards are the layouts' items")
    func sceneFromTheLayout() throws {
        let scenario = try ScenarioFile.decode(try ScenarioFile.parseJSON(Self.text, file: "t.json"), file: "t.json", strict: true).scenario
        let (views, _) = try ScenarioRunner.makeScene(for: scenario)
        let layout = try #require(views[0].collectionViewLayout as? CollectionViewCompositionalLayout)
        #expect(views.count == 2)
        #expect(views[1] === layout.sectionScrollViews.first)
        #expect(views[1].accessibilityIdentifier == "cards")
        // The section below the list: y = 208, 250 tall.
        #expect(views[1].frame == CGRect(x: 0, y: 208, width: 400, height: 250))
        #expect(views[0].contentSize == CGSize(width: 400, height: 458))
        // Rows at y = 10 + 64 k; cards at x = 330 k.
        #expect(Recording(startingAt: views[0]).geometry.itemFrames.map(\.minY) == [10, 74, 138])
        #expect(Recording(startingAt: views[1]).geometry.itemFrames.prefix(3).map(\.minX) == [0, 330, 660])
        #expect(layout.solveCount == 1)
    }
}
