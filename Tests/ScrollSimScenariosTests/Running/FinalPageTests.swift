import Foundation
import ScrollSim
import ScrollSimScenarios
import Testing

/// `finalPage` counts pages from the view's top as it rests: while refreshing, the refresh
/// control's 60 pt are part of the top inset (UIKit's `adjustedContentInset`), so its top is −60.
@Suite("Final page of a view that rests refreshing")
struct FinalPageTests {
    /// A 375 × 30 view with 10 pt of content and a refresh control, pulled 400 pt down with the
    /// finger held: the pull passes the arming height (min(30 / 2, 100 · 1.125 · 30 / 568) = 5.9 pt)
    /// while the finger is down, so the control refreshes and the view rests at −60.
    static let scenario = """
        {"name": "short-refresh", "scrollView": {"bounds": [375, 30], "contentSize": [375, 10], "refreshControl": true},
         "gestures": [{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "move", "translation": [0, 400], "velocity": [0, 0]},
                      {"t": 0.2, "type": "endDrag", "velocity": [0, 0]}],
         "expect": {"finalOffset": [0, -60], "finalPage": 0}}
        """

    @Test("a 30 pt view resting refreshing at −60 is on page 0, not (−60 − 0) / 30 = −2, run in memory or streamed, and finalPage 0 passes")
    func restingRefreshingIsPageZero() throws {
        let scenario = try ScenarioFile.decode(try ScenarioFile.parseJSON(Self.scenario, file: "r.json"), file: "r.json").scenario
        let run = try ScenarioRunner.run(scenario)
        #expect(run.finalOffset == CGPoint(x: 0, y: -60))
        #expect(run.finalPage == 0)
        let outcomes = run.checkExpectations()
        #expect(outcomes.map(\.key) == ["finalOffset", "finalPage"] && outcomes.allSatisfy { $0.passed }, "\(outcomes)")
        let streamed = try ScenarioRunner.stream(scenario, frame: { _ in })
        #expect(streamed.finalPage == 0)
    }
}
