import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 004 on the card layout: bounds 375 × 250, cards 280 × 250, insets 20, spacing 16, 5 cards.
/// Card k spans 20 + 296k … 300 + 296k; expanded by the 16 pt margin, 4 + 296k … 316 + 296k.
/// One card per page (375 ≤ 2 · 280). Resting offsets: first 0, last round(1504 − 375) = 1129,
/// middle round(20 + 296k − round(47.5)) = 296k − 28: 268, 564, 860. `.fast`: the proposed target
/// is offset + (v − 0.01) · 99.4992.
@Suite("Card centring (seed 004)")
struct CardCenteringTests {
    let view = cardsCollectionView()
    let strategy = CardCentering()

    init() {
        attach(strategy, to: view)
    }

    @Test("a 30 pt zero-velocity drag from the first card moves to card 1, centred at 268")
    func zeroVelocityAdvances() throws {
        // Direction from travel +30: left to right. Target 30 → visible centre 217.5 in card 0's
        // expanded frame 4…316, and so is the current centre; 0 < last, one card per page → card 1.
        let run = try drag(view, from: 0, by: 30, releasingAt: 0)
        #expect(same(run.rest, onGrid(268)))
        #expect(strategy.previouslyCenteredCardIndex == 1)
        #expect(strategy.lastDirection == .leftToRight)
    }

    @Test("a 30 pt backward drag from card 1 goes back to the first card, left-aligned at 0")
    func zeroVelocityBackward() throws {
        strategy.previouslyCenteredCardIndex = 1
        // Travel −30: right to left. 238 + 187.5 = 425.5 is in card 1's 300…612 (not card 0's
        // 4…316), as is the current centre; page 1 > 0 → card 0 → first → 0.
        let run = try drag(view, from: 268, by: -30, releasingAt: 0)
        #expect(same(run.rest, onGrid(0)))
        #expect(strategy.previouslyCenteredCardIndex == nil)
        #expect(strategy.lastDirection == .rightToLeft)
    }

    @Test("a fast 3 pt/ms flick from card 1 rests on card 2, centred at 564")
    func fastFlick() throws {
        // Release 288, target 288 + 2.99 · 99.4992 = 585.50, centre 773.0: not in card 1's
        // 300…612, in card 2's 596…908; the current centre 475.5 is not → card 2 → 564.
        let run = try drag(view, from: 268, by: 20, releasingAt: 3)
        #expect(same(run.rest, onGrid(564)))
        #expect(strategy.previouslyCenteredCardIndex == 2)
    }

    @Test("a drag from card 3 goes to the last card, right-aligned at 1129")
    func lastCard() throws {
        // Target 890, centre 1077.5 in card 3's 892…1204 (not card 2's 596…908), as is the
        // current centre → card 4 = last → round(1504 − 375 + 0) = 1129.
        let run = try drag(view, from: 860, by: 30, releasingAt: 0)
        #expect(same(run.rest, onGrid(1129)))
    }

    @Test("an overscrolled release at the end is fully scrolled right and rests on the last card")
    func overscrolledEnd() throws {
        // 1129 + 47.97 + 375 ≥ 1504 → fully scrolled right → last card → 1129.
        let run = try drag(view, from: 1129, by: 100, releasingAt: 0)
        #expect(same(run.rest, onGrid(1129)))
    }

    @Test("a flick with no drag at offset 0 is fully scrolled left and stays on the first card")
    func flickWithoutDragAtTheStart() throws {
        // Offset 0 ≤ −0 → fully scrolled left → first card → 0, whatever the 2 pt/ms flick.
        let run = try drag(view, from: 0, by: 0, releasingAt: 2)
        #expect(same(run.target, onGrid(0)))
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("the direction comes from the velocity before the drag: a forward drag flicked back goes back")
    func directionFromVelocity() throws {
        strategy.previouslyCenteredCardIndex = 1
        // Release 298 at −2: right to left. Target 298 − 1.99 · 99.4992 = 100.0, centre 287.5 in
        // card 0's 4…316; the current centre 485.5 is not → card 0 → 0.
        let run = try drag(view, from: 268, by: 30, releasingAt: -2)
        #expect(strategy.lastDirection == .rightToLeft)
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("cards shorter than the bounds by more than twice the margin are never found: no snapping")
    func shortCardsAreNeverFound() throws {
        let short = cardsCollectionView(itemHeight: 150)
        let strategy = CardCentering()
        attach(strategy, to: short)
        // Cards at y 50…200, expanded 34…216: the target centre (x, 0) is never inside → the
        // proposed target 30 is kept.
        let run = try drag(short, from: 0, by: 30, releasingAt: 0)
        #expect(same(run.rest, onGrid(30)))
    }

    @Test("the scroll direction rule: velocity sign, else travel sign, else left to right")
    func directionRule() {
        #expect(CardCentering.direction(velocity: 0.5, travel: -10) == .leftToRight)
        #expect(CardCentering.direction(velocity: -0.5, travel: 10) == .rightToLeft)
        #expect(CardCentering.direction(velocity: 0, travel: -1) == .rightToLeft)
        #expect(CardCentering.direction(velocity: 0, travel: 0) == .leftToRight)
    }

    @Test("with no cards, a release does not crash and keeps the target")
    func noItems() throws {
        let empty = cardsCollectionView(count: 0)
        let strategy = CardCentering()
        attach(strategy, to: empty)
        let run = try drag(empty, from: 0, by: 30, releasingAt: 1)
        #expect(run.rest.isFinite)
    }

    @Test("property sweep: rests on the first, last or a centred card, inside the range")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(name: "card-centering").run()
        #expect(runs == 5 * 49)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Several cards a page: 10 cards 100 × 250, spacing 10, no insets, in 375 pt (card k at
    /// 110k; 375 / 110 > 2, so `multipleCardsPerPage`). From 192 a +20 pt drag released at rest
    /// targets 212: visible centre 399.5, first in card 3's expanded frame 320…440, as is the current
    /// centre. Card 3 rests at 330 − round(137.5) = 192; moving on to card 4 gives 440 − 138 = 302.
    /// Only the previously centred card moves on when a page holds several cards.
    @Test("several cards a page: the same nudge moves on (302) only from the previously centred card, else stays (192)")
    func previouslyCenteredCardDecidesWithSeveralCardsAPage() throws {
        func run(previous: Int?) throws -> Double {
            let view = collectionView(itemWidth: 100, inset: 0, spacing: 10, count: 10)
            let strategy = CardCentering()
            attach(strategy, to: view)
            strategy.previouslyCenteredCardIndex = previous
            return try withExtendedLifetime(strategy) { try drag(view, from: 192, by: 20, releasingAt: 0).rest }
        }
        #expect(same(try run(previous: 3), 302))
        #expect(same(try run(previous: nil), 192))
        #expect(same(try run(previous: 5), 192))
    }
}
