import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 001, snapped scrolling, on items 100 wide with no spacing or inset (so page k starts at
/// 100k), 20 items: content 2000, largest offset 2000 − 375 = 1625. Normal deceleration:
/// the proposed target is offset + (v − 0.01)/|ln 0.998| = offset + (v − 0.01) · 499.5003.
@Suite("Snap point, snapped scrolling (seed 001)")
struct SnapPointTests {
    let view = collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 20)
    let strategy = SnapPoint()

    init() {
        attach(strategy, to: view)
    }

    @Test("the article's 3.25 stays on page 3: floor(3.25 + 0.7) = 3")
    func articleThreePointTwoFive() {
        #expect(decide(strategy, on: view, at: 300, proposed: 325) == 300)
    }

    @Test("the article's 3.3 goes to page 4: floor(3.3 + 0.7) = 4")
    func articleThreePointThree() {
        #expect(decide(strategy, on: view, at: 300, proposed: 330) == 400)
    }

    @Test("moving backwards takes the cell after the projection: 3.25 from 400 is page 4")
    func backwardRoundsUp() {
        // contentOffset 400 > target 325, so page = floor(3.25 + 1) = 4 → 400.
        #expect(decide(strategy, on: view, at: 400, proposed: 325, velocity: -1) == 400)
    }

    @Test("a zero-velocity release 125 pt into the first page snaps back to 100")
    func zeroVelocity() throws {
        // target = 125 → 1.25: floor(1.95) = 1 = floor(1.25) and 125 ≤ 125 → page 1 → 100.
        let run = try drag(view, from: 0, by: 125, releasingAt: 0)
        #expect(same(run.rest, onGrid(100)))
    }

    @Test("a zero-velocity release 135 pt in goes on to 200")
    func zeroVelocityPastSnapPoint() throws {
        // 1.35 + 0.7 = 2.05: floor 2 ≠ 1 → page floor(2.35) = 2 → 200.
        let run = try drag(view, from: 0, by: 135, releasingAt: 0)
        #expect(same(run.rest, onGrid(200)))
    }

    @Test("a 2 pt/ms flick from the first page ends on the cell start past the projection")
    func fastFlick() throws {
        // Release at 50: target 50 + 1.99 · 499.5003 = 1044.0 → 10.44 + 0.7 = 11.14 → page 11 → 1100.
        let run = try drag(view, from: 0, by: 50, releasingAt: 2)
        #expect(abs(run.release!.proposedTarget!.x - 1044.0) < 0.01)
        #expect(same(run.rest, onGrid(1100)))
    }

    @Test("near the last page the strategy aims past the end, UIKit clamps the target to 1625 and the content returns there")
    func lastPageTargetPastTheEnd() throws {
        // Release at 1570 with 1 pt/ms: 1570 + 0.99 · 499.5 = 2064.5, clamped to 1625 → 16.25:
        // floor(16.95) = 16 → 1600 (inside). Then an overscrolled release at the end:
        let run = try drag(view, from: 1625, by: 100, releasingAt: 0)
        // Content at 1625 + 48 = 1673 > target 1625 → page floor(16.25 + 1) = 17 → 1700, past
        // the largest offset 1625: UIKit clamps it to 1625, where the bounce brings the content.
        #expect(same(run.target, 1625))
        #expect(same(run.rest, onGrid(1625)))
        #expect(decide(strategy, on: view, at: 1570, proposed: 1625, velocity: 1) == 1600)
    }

    @Test("cellWidth is the item width, not the pitch: with 16 pt spacing the snaps drift off the cards")
    func cellWidthIgnoresSpacing() {
        let spaced = cardsCollectionView()  // items 280, pitch 296, inset 20
        let strategy = SnapPoint()
        attach(strategy, to: spaced)
        // target 900 → 900/280 = 3.214: floor(3.914) = 3 → 840; card 3 starts at 20 + 888 = 908.
        #expect(decide(strategy, on: spaced, at: 800, proposed: 900) == 840)
    }

    @Test("the cellWidth parameter overrides the layout's item width")
    func cellWidthParameter() throws {
        let strategy = try StrategyCatalog.make(name: "snap-point", parameters: ["cellWidth": .number(50)])
        // 330/50 = 6.6: floor(7.3) = 7 ≠ 6 → page floor(7.6) = 7 → 350.
        #expect(decide(strategy, on: view, at: 300, proposed: 330) == 350)
    }

    @Test("property sweep: rests on a multiple of the cell width or an edge")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(
            name: "snap-point",
            makeView: { collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 8) }, pageLength: 100
        ).run()
        #expect(runs > 0)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
