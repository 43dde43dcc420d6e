import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Plots mark where the cards sit: reference lines at the offsets that centre each card (or at
/// each page without items), within the range the curves cover.
@Suite("Plots: card and page positions")
struct PageGuideTests {
    @Test("without items the pages sit at minimum + k · length; with items, at each item's centre minus half the bounds")
    func pageOffsets() {
        let pages = PageGrid(axis: .horizontal, minimum: 0, pageLength: 375, itemCenters: [])
        #expect(pages.pageOffsets(within: 100...1200).map(\.offset) == [375, 750, 1125])
        #expect(pages.pageOffsets(within: 100...1200).map(\.page) == [1, 2, 3])
        let cards = PageGrid(axis: .horizontal, minimum: 0, pageLength: 375, itemCenters: [187.5, 502.5, 817.5])
        #expect(cards.pageOffsets(within: 0...700).map(\.offset) == [0, 315, 630])
        #expect(pages.pageOffsets(within: 0...1e9).isEmpty, "more than 200 lines are not drawn")
    }

    @Test("peek-forward-flick's plot marks card 1 at 315 pt and card 2 at 630 pt, the offsets it rests at before and after")
    func plotMarksCards() async throws {
        let run = try ScenarioRunner.run(try ScenarioFile.load(PackagePaths.scenarios() + "/peek-forward-flick.json").scenario)
        let offsets = run.pages.pageOffsets(within: 315...630)
        #expect(offsets.map(\.page) == [1, 2])
        #expect(offsets.map(\.offset) == [315, 630])
        var plot = SVGPlot(title: "t", xLabel: "time (s)", yLabel: "offset (pt)", series: [.init(label: "x", points: [(0, 315), (1, 630)])])
        plot.guides = [(315, "card 1"), (630, "card 2"), (5000, "card 9")]
        let svg = plot.render()
        #expect(svg.contains("data-guide=\"card 1\"") && svg.contains("data-guide=\"card 2\""))
        #expect(!svg.contains("card 9"), "a guide outside the plotted range is left out")
    }
}
