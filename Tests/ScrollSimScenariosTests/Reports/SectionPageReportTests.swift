import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A paging view's pages in reports are the pages it settles on: an orthogonal `.groupPaging`
/// section's groups, not multiples of its bounds.
@Suite("Pages of a paging section in reports")
struct SectionPageReportTests {
    /// `compositional-behaviour-group-paging`: a 400 pt container, groups 0.8 · 400 = 320 pt wide,
    /// 10 pt apart: the section pages every 330 pt from 0. Three 50 pt drags released at 0.6 pt/ms
    /// (above 0.3 pt/ms, one group each) rest at 3 · 330 = 990, on group 3.
    @Test("three group-paging flicks rest at 990 pt, on page 3 (990 / 330), not page 2 (990 / 400 rounded)")
    func groupPagingFlicksReportTheirGroup() throws {
        var scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/compositional-behaviour-group-paging.json").scenario
        scenario.gestures = (0..<3).map { k in
            GestureSpec(t: Double(k), kind: .drag(distance: 50, releaseVelocity: 0.6, duration: 0.1), view: "cards")
        }
        scenario.subviews = []
        var layout = try #require(scenario.layout?.compositional)
        layout.sections[0].expect = Expectations()
        scenario.layout?.compositional = layout
        let run = try ScenarioRunner.run(scenario)
        let cards = try #require(run.subviews.first)
        #expect(cards.recording.finalOffset == CGPoint(x: 990, y: 0))
        #expect(cards.pages.page(of: cards.recording.finalOffset) == 3)
        #expect(cards.pages.offset(ofPage: 2) == 660)
        #expect(SubviewSummary(cards).finalPage == 3)
    }
}
