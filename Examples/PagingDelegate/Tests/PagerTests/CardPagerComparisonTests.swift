import Foundation
import Pager
import ScrollSim
import ScrollSimScenarios
import Testing

/// The pager under two flick thresholds, side by side: the comparison `scrollsim compare` prints
/// for scenario files, run on the app's own delegate.
@MainActor
@Suite("Card pager under two flick thresholds")
struct CardPagerComparisonTests {
    /// From card 2 (offset 592), the content is dragged back 80 pt to 512 and released forwards
    /// at 0.4 pt/ms.
    static let gesture = TimedGesture.drag(at: 0, distance: -80, releaseVelocity: .pointsPerMillisecond(0.4), frameRate: 60)

    static func compare(thresholds: [CGFloat]) -> SettingsComparison {
        DelegateComparison.run(key: "flickVelocity", values: thresholds, axis: .horizontal, script: gesture) { threshold in
            let pager = CardPager(flickVelocity: threshold)
            return (carousel(with: pager, startingOn: 2), [pager])
        }
    }

    @Test("0.4 pt/ms is a flick for a 0.3 threshold (one card on, to 3) but not for 0.6 (back to card 2)")
    func thresholdDecidesThePage() {
        let comparison = Self.compare(thresholds: [0.3, 0.6])
        // 0.3: a flick from the nearest card, round(512 / 296) = 2, turns to card 3 at 888 pt.
        // 0.6: no flick; UIKit's proposed target 512 + 0.4 · 0.998 / 0.002 = 711.6 pt is nearest
        // card 2 (592 pt).
        #expect(comparison.runs.map(\.summary.finalPage) == [3, 2])
        #expect(comparison.runs.map { $0.summary.finalOffset.x } == [888, 592])
        #expect(comparison.runs.map(\.summary.distance) == [888 - 512, 592 - 512])
        #expect(comparison.table().contains("flickVelocity=0.6"))
    }

    @Test("the comparison writes the same table, CSV and plot a designer reads from the command")
    func writesTableCSVAndPlot() throws {
        let comparison = Self.compare(thresholds: [0.3, 0.6])
        let csv = comparison.csv().split(separator: "\n")
        #expect(csv.first == "key,value,distance_pt,rest_s,peak_velocity_pt_per_s,maximum_overshoot_pt,final_x_pt,final_y_pt,final_page")
        #expect(csv.count == 3)
        let svg = comparison.svg(title: "flick threshold")
        // One curve per threshold, and the cards the curves pass marked as guides.
        #expect(svg.contains("flickVelocity=0.3") && svg.contains("flickVelocity=0.6") && svg.contains("card 3"))
    }
}
