import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Group paging, centred, on the card layout: centred offsets 296k − 27.5, clamped:
/// 0, 268.5, 564.5, 860.5, 1129.
@Suite("Group paging, centred")
struct GroupPagingCenteredTests {
    let view = cardsCollectionView()
    let strategy = GroupPagingCentered()

    init() {
        attach(strategy, to: view)
    }

    @Test("a forward flick from card 1 centres card 2: 564.5")
    func forwardFlick() throws {
        // v > 0: the first centred offset beyond 298.5 is 564.5 (card 2), within one of card 1.
        let run = try drag(view, from: 268.5, by: 30, releasingAt: 1)
        #expect(same(run.rest, onGrid(564.5)))
        #expect(strategy.startItem == 1)
    }

    @Test("a zero-velocity release goes to the nearest centred card")
    func zeroVelocity() throws {
        // 298.5: nearest 268.5 → back to card 1. From 0, 150: |0 − 150| > |268.5 − 150| → card 1.
        #expect(same(try drag(view, from: 268.5, by: 30, releasingAt: 0).rest, onGrid(268.5)))
        #expect(same(try drag(view, from: 0, by: 150, releasingAt: 0).rest, onGrid(268.5)))
    }

    @Test("a backward flick from card 1 rests on the first card at 0")
    func backwardFlick() throws {
        // v < 0: the last centred offset before 238.5 is 0 (card 0).
        let run = try drag(view, from: 268.5, by: -30, releasingAt: -1)
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("a fast 5 pt/ms flick still moves one card only")
    func fastFlick() throws {
        let run = try drag(view, from: 268.5, by: 30, releasingAt: 5)
        #expect(same(run.rest, onGrid(564.5)))
    }

    @Test("a two-card drag flicked forward is pulled back to the card next to the start")
    func twoCardDragIsLimited() throws {
        // Release at 600, v > 0: first beyond 600 is 860.5 (card 3), limited to 0 + 1 → 268.5.
        let run = try drag(view, from: 0, by: 600, releasingAt: 1)
        #expect(same(run.rest, onGrid(268.5)))
    }

    @Test("an overscrolled flick past the last card rests on it at 1129")
    func lastCardOverscroll() throws {
        // Release at 1176.97, v > 0: nothing beyond → the last card → 1129.
        let run = try drag(view, from: 1129, by: 100, releasingAt: 2)
        #expect(same(run.rest, onGrid(1129)))
    }

    @Test("an overscrolled backward flick before the first card rests at 0")
    func firstCardOverscroll() throws {
        let run = try drag(view, from: 0, by: -100, releasingAt: -2)
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("property sweep: rests centred on a card, at most one card away")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(name: "group-paging-centered", promisedPitch: 296).run()
        #expect(runs == 5 * 49)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Near the ends several items clamp to one offset: items 100 wide, spacing 10, no insets,
    /// 10 items in 375 pt. Item k centres at 110k + 50 − 187.5 = 110k − 137.5: items 0 and 1 both
    /// clamp to 0 (−137.5, −27.5), item 2 is at 82.5. They are one stop, so from 0 the next stop is
    /// 82.5: a forward flick after a 20 pt drag (v > 0: the first stop beyond 20 is 82.5, one stop
    /// from the start stop 0) centres item 2. Counting items instead, the only neighbour of item 0
    /// would be item 1, also at 0, and the carousel could never leave 0.
    @Test("items that clamp to one offset are one stop: a forward flick from 0 moves on to 82.5")
    func itemsClampedToOneOffsetAreOneStop() throws {
        let narrow = collectionView(itemWidth: 100, inset: 0, spacing: 10, count: 10)
        let paging = GroupPagingCentered()
        attach(paging, to: narrow)
        #expect(Array((paging.snapOffsets(in: narrow) ?? []).prefix(3)) == [0, 0, 82.5])
        let run = try drag(narrow, from: 0, by: 20, releasingAt: 2)
        #expect(paging.startItem == 0)
        #expect(same(run.target, onGrid(82.5)))
        #expect(same(run.rest, onGrid(82.5)))
        // And back: from 82.5 a backward flick after a 20 pt drag takes the last stop before 62.5,
        // which is 0 (items 0 and 1).
        let back = try drag(narrow, from: 82.5, by: -20, releasingAt: -2)
        #expect(same(back.rest, onGrid(0)))
    }
}
