import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 003 with its spacing 8 and insets 16, items 343 × 150 in 375-wide bounds, 5 items.
/// Item k spans 16 + 351k … 359 + 351k; the offset centring it is 16 + 351k + 171.5 − 187.5 = 351k
/// (0, 351, 702, 1053, 1404); the content is 16 + 5 · 343 + 4 · 8 + 16 = 1779, largest offset 1404.
@Suite("Velocity paging (seed 003)")
struct VelocityPagingTests {
    let view = collectionView(itemWidth: 343, itemHeight: 150, inset: 16, spacing: 8, count: 5)
    let strategy = VelocityPaging()

    init() {
        attach(strategy, to: view)
    }

    func start(on page: Int) {
        strategy.currentPage = page
        view.contentOffset = CGPoint(x: 351 * Double(page), y: 0)
    }

    @Test("a 100 pt drag at zero velocity goes back to the first card")
    func zeroVelocity() throws {
        // lroundf(100/343 = 0.29) = 0 = current page, no flick → scrollToItem(0) → 0.
        let run = try drag(view, by: 100, releasingAt: 0)
        #expect(same(run.rest, onGrid(0)))
        #expect(run.target == 100)  // target = contentOffset
    }

    @Test("the same drag released at 1.5 pt/ms moves to the next card, 351")
    func flickAboveOne() throws {
        // index 0 = current, 1.5 > 1 → 1 → 351.
        let run = try drag(view, by: 100, releasingAt: 1.5)
        #expect(same(run.rest, onGrid(351)))
    }

    @Test("a release at exactly 1 pt/ms is not a flick: the test is strict")
    func flickAtOneIsNotAFlick() throws {
        let run = try drag(view, by: 100, releasingAt: 1)
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("a fast 3 pt/ms flick after a 200 pt drag moves one card, not two")
    func fastFlick() throws {
        start(on: 1)
        // lroundf(551/343 = 1.606) = 2 ≠ 1 → no extra page → 702.
        let run = try drag(view, by: 200, releasingAt: 3)
        #expect(same(run.rest, onGrid(702)))
        #expect(strategy.currentPage == 2)
    }

    @Test("an overscrolled forward flick on the last card stays on it")
    func lastPageOverscroll() throws {
        start(on: 4)
        // 1404 + 47.97 = 1451.97: lroundf(4.233) = 4 = current, 2 > 1 → 5, clamped to 4 → 1404.
        let run = try drag(view, by: 100, releasingAt: 2)
        #expect(same(run.rest, onGrid(1404)))
    }

    @Test("an overscrolled backward flick on the first card stays on it")
    func firstPageOverscroll() throws {
        // −47.97: lroundf(−0.14) = 0 = current, −2 < −1 → −1, clamped to 0 → 0.
        let run = try drag(view, by: -100, releasingAt: -2)
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("it follows the finger: a two-card drag moves two cards")
    func followsTheFinger() throws {
        // lroundf(702/343 = 2.047) = 2 → 702.
        let run = try drag(view, by: 702, releasingAt: 0)
        #expect(same(run.rest, onGrid(702)))
    }

    @Test("with no items, a release does not crash")
    func noItems() throws {
        let empty = collectionView(itemWidth: 343, itemHeight: 150, inset: 16, spacing: 8, count: 0)
        let strategy = VelocityPaging()
        attach(strategy, to: empty)
        let run = try drag(empty, by: 60, releasingAt: 2)
        #expect(run.rest.isFinite)
    }

    @Test("property sweep: rests centred on a card, inside the range")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(
            name: "velocity-paging",
            makeView: { collectionView(itemWidth: 343, itemHeight: 150, inset: 16, spacing: 8, count: 5) },
            pageLength: 351,
            prepare: { strategy, page in (strategy as! VelocityPaging).currentPage = page }
        ).run()
        #expect(runs == 5 * 49)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// The drift quirk: with narrow items the index `lroundf(offset / itemWidth)` ignores the
    /// spacing and the centring shift. Items 100 wide, spacing 8, insets 16, 10 items: item k is
    /// centred at 16 + 108k + 50 − 187.5 = 108k − 121.5, so card 5 at 418.5. A 5 pt nudge forward
    /// releases at 423.5: lroundf(4.235) = 4, not the current page 5, so no flick test applies and
    /// `scrollToItem(4)` goes back to 108 · 4 − 121.5 = 310.5.
    @Test("narrow items drift: a 5 pt nudge forward from centred card 5 goes back to card 4 (310.5)")
    func narrowItemsDrift() throws {
        let narrow = collectionView(itemWidth: 100, inset: 16, spacing: 8, count: 10)
        let paging = VelocityPaging()
        attach(paging, to: narrow)
        paging.currentPage = 5
        let run = try drag(narrow, from: 418.5, by: 5, releasingAt: 0)
        #expect(same(run.rest, onGrid(310.5)))
        #expect(paging.currentPage == 4)
    }
}
