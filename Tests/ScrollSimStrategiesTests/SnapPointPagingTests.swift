import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 001, true pagination, on items 100 wide with no spacing or inset, 20 items (largest
/// offset 1625). snapDelta is 0.9 moving forward, 0.1 moving backward.
@Suite("Snap point, true pagination (seed 001)")
struct SnapPointPagingTests {
    let view = collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 20)
    let strategy = SnapPointPaging()

    init() {
        attach(strategy, to: view)
    }

    /// The rule from a drag that started at `start` and released at `offset`.
    func page(from start: Double, releasedAt offset: Double) -> Double {
        view.contentOffset = CGPoint(x: start, y: 0)
        strategy.scrollViewWillBeginDragging(view)
        return decide(strategy, on: view, at: offset, proposed: offset)
    }

    @Test("the article's forward 3.1 goes to page 4 and 3.05 stays on page 3")
    func articleForward() {
        // 3.1 + 0.9 = 4.0 → page floor(4.1) = 4; 3.05 + 0.9 = 3.95 → page 3.
        #expect(page(from: 300, releasedAt: 310) == 400)
        #expect(page(from: 300, releasedAt: 305) == 300)
    }

    @Test("the article's backward 2.89 goes to page 2 and 2.91 stays on page 3")
    func articleBackward() {
        // 2.89 + 0.1 = 2.99 → floor 2 = floor(2.89) → page 2; 2.91 + 0.1 = 3.01 → floor(3.91) = 3.
        #expect(page(from: 300, releasedAt: 289) == 200)
        #expect(page(from: 300, releasedAt: 291) == 300)
    }

    @Test("a fast 5 pt/ms flick moves one cell, as far as a slow drag: the velocity is ignored")
    func fastFlick() throws {
        // offset 320 > 300: 3.2 + 0.9 = 4.1 → page 4 → 400.
        let run = try drag(view, from: 300, by: 20, releasingAt: 5)
        #expect(same(run.rest, onGrid(400)))
    }

    @Test("a zero-velocity 5 pt nudge snaps back to the page it started on")
    func zeroVelocity() throws {
        // 5.05 + 0.9 = 5.95 → page 5 → 500.
        let run = try drag(view, from: 500, by: 5, releasingAt: 0)
        #expect(same(run.rest, onGrid(500)))
    }

    @Test("an overscrolled release before the first page aims at −100, which UIKit clamps to 0, and bounces back to 0")
    func firstPageOverscroll() throws {
        // offset −48 (100 pt of finger past the edge, rubber-banded to 47.97 and rounded) < 0 → 0.1:
        // −0.48 + 0.1 = −0.38, floor −1 = floor(−0.48) → page −1 → −100; UIKit clamps a changed
        // target to the allowed offsets: 0. The content returns to 0.
        let run = try drag(view, from: 0, by: -100, releasingAt: 0)
        #expect(same(run.target, 0))
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("a release at the last offset aims at 1700, which UIKit clamps to 1625, and rests at 1625")
    func lastPage() throws {
        // from 1600 by 25 → 1625: 16.25 + 0.9 = 17.15 → page 17 → 1700 > 1625 → clamped to 1625.
        let run = try drag(view, from: 1600, by: 25, releasingAt: 0)
        #expect(same(run.target, 1625))
        #expect(same(run.rest, onGrid(1625)))
    }

    @Test("it follows the finger: a two-page drag moves two pages")
    func twoPageDrag() throws {
        // offset 500 > 300: 5.0 + 0.9 = 5.9 → floor 5 = 5 → page 5 → 500.
        let run = try drag(view, from: 300, by: 200, releasingAt: 0.5)
        #expect(same(run.rest, onGrid(500)))
    }

    @Test("a left content inset makes a tiny backward drag count as forward")
    func leftInsetQuirk() {
        view.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        // start 300, release 295: offset = 295 + 20 = 315 > 300 → 0.9: 3.15 + 0.9 = 4.05 → page 4 → 400.
        #expect(page(from: 300, releasedAt: 295) == 400)
    }

    @Test("property sweep: rests on a multiple of the cell width or an edge")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(
            name: "snap-point-paging",
            makeView: { collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 8) }, pageLength: 100
        ).run()
        #expect(runs > 0)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
