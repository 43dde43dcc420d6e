import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Native paging with the seeds' card layout: bounds 375, items 280, insets 20, spacing 16.
@Suite("Native paging (isPagingEnabled)")
struct NativePagingTests {
    @Test("a one-page flick rests at 375 and card 1 is no longer centred (seeds 000 and 003)")
    func misalignmentWithInsetsAndSpacing() throws {
        let view = cardsCollectionView()
        let strategy = NativePaging()
        attach(strategy, to: view)
        // 100 pt drag, 2 pt/ms > 0.3 pt/ms: the next page boundary, ceil(100/375) · 375 = 375.
        let run = try drag(view, from: 0, by: 100, releasingAt: 2)
        #expect(same(run.rest, onGrid(375)))
        // Card 1 spans 316…596, centre 456; the bounds' centre is at 375 + 187.5 = 562.5, so the
        // card sits 106.5 pt left of centre; centring it needs offset 268.5, not 375.
        let card = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(Double(card.center.x) == 456)
        #expect(abs(Double(card.center.x) - (run.rest + 187.5)) > 100)
    }

    @Test("property sweep: rests on a multiple of the bounds width or the last offset, the page just below or above the release")
    func sweep() throws {
        var sweep = PropertySweep(name: "native-paging")
        sweep.releasePage = 375
        let (failures, runs) = try sweep.run()
        #expect(runs > 0)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
