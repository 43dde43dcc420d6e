import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 000 on its own layout: bounds 375, items 280, insets 20, spacing 16, 5 items.
/// Item k's centre is at 20 + 296k + 140 = 160 + 296k, so the offset centring it is
/// 160 + 296k − 187.5 = 296k − 27.5: 0 (clamped from −27.5), 268.5, 564.5, 860.5, and 1129
/// (clamped from 1156.5; the largest offset is 1504 − 375 = 1129).
@Suite("Threshold paging (seed 000)")
struct ThresholdPagingTests {
    let view = cardsCollectionView()
    let strategy = ThresholdPaging()

    init() {
        attach(strategy, to: view)
    }

    /// Puts the content on page `page` and the strategy's counter with it, forgetting the report.
    func start(on page: Int, at offset: Double) {
        strategy.pageIndex = page
        strategy.clearPageChanges()
        view.contentOffset = CGPoint(x: offset, y: 0)
    }

    @Test("install sets the source's .fast deceleration")
    func installSetsFastDeceleration() {
        #expect(view.decelerationRate == .fast)
    }

    @Test("a 60 pt drag from the first page at zero velocity centres card 1 at 268.5")
    func slowDragFromFirstPage() throws {
        // moved 60 ≥ 50 → page 0 + 1 = 1 → centred offset 296 · 1 − 27.5 = 268.5.
        let run = try drag(view, from: 0, by: 60, releasingAt: 0)
        #expect(same(run.rest, onGrid(268.5)))
        #expect(strategy.pageChanges == [.init(old: 0, new: 1)])
    }

    @Test("a drag of exactly 50 pt changes page: the comparison is inclusive")
    func thresholdIsInclusive() throws {
        // moved 50 ≥ 50 → page 1 → 268.5.
        let run = try drag(view, from: 0, by: 50, releasingAt: 0)
        #expect(same(run.rest, onGrid(268.5)))
    }

    @Test("a fast 5 pt/ms flick of 49 pt stays on the page: the velocity is ignored")
    func fastShortFlickStays() throws {
        // moved 49 < 50 → page 0 stays → scrollToItem(0) animates back to 0; no report.
        let run = try drag(view, from: 0, by: 49, releasingAt: 5)
        #expect(same(run.rest, onGrid(0)))
        #expect(strategy.pageChanges.isEmpty)
        #expect(run.target == 49)  // target = contentOffset: the glide is cancelled
    }

    @Test("a fast two-page flick moves one page only")
    func fastLongFlickMovesOnePage() throws {
        start(on: 1, at: 268.5)
        // moved 592 ≥ 50 → page 2 → 296 · 2 − 27.5 = 564.5.
        let run = try drag(view, from: nil, by: 592, releasingAt: 5)
        #expect(same(run.rest, onGrid(564.5)))
    }

    @Test("a −50 pt drag from page 2 goes back to page 1")
    func backwardDrag() throws {
        start(on: 2, at: 564.5)
        // moved −50 ≤ −50 → page 1 → 268.5.
        let run = try drag(view, from: nil, by: -50, releasingAt: 0)
        #expect(same(run.rest, onGrid(268.5)))
        #expect(strategy.pageChanges == [.init(old: 2, new: 1)])
    }

    @Test("an overscrolled flick past the last page reports (4, 5) then (5, 4) and rests at 1129")
    func lastPageReportsTwice() throws {
        start(on: 4, at: 1129)
        // A 200 pt finger drag past the edge moves the content 375 · (1 − 1/(1 + 0.55 · 200/375))
        // = 85.05 pt, on the pixel grid 85: ≥ 50 → page 5, clamped to 4 → rests at the largest offset 1129.
        let run = try drag(view, from: nil, by: 200, releasingAt: 2)
        #expect(run.releaseOffset! == 1214)
        #expect(same(run.rest, onGrid(1129)))
        #expect(strategy.pageChanges == [.init(old: 4, new: 5), .init(old: 5, new: 4)])
    }

    @Test("an overscrolled 100 pt drag before the first page moves the content only 48 pt and stays")
    func overscrollBeforeFirstPage() throws {
        // 375 · (1 − 1/(1 + 0.55 · 100/375)) = 47.97, on the pixel grid 48 < 50 → page 0, no report; back to 0.
        let run = try drag(view, from: 0, by: -100, releasingAt: -2)
        #expect(run.releaseOffset! == -48)
        #expect(same(run.rest, onGrid(0)))
        #expect(strategy.pageChanges.isEmpty)
    }

    @Test("the page index is the strategy's own count: content moved elsewhere is not noticed")
    func pageIndexIgnoresExternalMoves() throws {
        // The content sits on card 3 (860.5) but the counter says page 0: +60 → page 1 → 268.5.
        let run = try drag(view, from: 860.5, by: 60, releasingAt: 0)
        #expect(same(run.rest, onGrid(268.5)))
    }

    @Test("with no items, a release does not crash: the index is clamped to −1 then to 0")
    func noItems() throws {
        let empty = cardsCollectionView(count: 0)
        let strategy = ThresholdPaging()
        attach(strategy, to: empty)
        let run = try drag(empty, from: 0, by: 60, releasingAt: 0)
        // The content (20 + 20 = 40 pt) cannot scroll, so moved = 0: no page change; then
        // count − 1 = −1: 0 > −1 → −1, reported; −1 < 0 → 0, reported.
        #expect(strategy.pageChanges == [.init(old: 0, new: -1), .init(old: -1, new: 0)])
        #expect(run.rest.isFinite)
        #expect(run.recording.events.contains { $0.name == .gestureIgnored })
    }

    @Test("property sweep: rests on a centred card, inside the range, at most one page away")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(
            name: "threshold-paging", promisedPitch: 296,
            prepare: { strategy, page in (strategy as! ThresholdPaging).pageIndex = page }
        ).run()
        #expect(runs == 5 * 7 * 7)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
