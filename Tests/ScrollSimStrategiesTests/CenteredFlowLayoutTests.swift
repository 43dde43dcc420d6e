import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Layout-level centring on the card layout: card centres 160 + 296k (160, 456, 752, 1048, 1344);
/// the offset centring card k is centre − 187.5 = 296k − 27.5, clamped to 0…1129. `.fast`:
/// the proposed target is offset + (v − 0.01) · 99.4992, clamped, before the layout sees it.
@Suite("Centred flow layout")
struct CenteredFlowLayoutTests {
    let view = cardsCollectionView()
    let strategy = LayoutCentering()

    init() {
        attach(strategy, to: view)
    }

    @Test("install swaps in a CenteredFlowLayout with the same metrics and sets .fast")
    func installSwapsLayout() throws {
        let layout = try #require(view.flowLayout)
        #expect(layout is CenteredFlowLayout)
        #expect(layout.itemSize.width == 280 && layout.minimumLineSpacing == 16 && layout.sectionInset.left == 20)
        #expect(layout.scrollDirection == .horizontal)
        #expect(view.maximumOffset(.horizontal) == 1129)
        #expect(view.decelerationRate == .fast)
    }

    @Test("a zero-velocity release at 150 centres card 1: 268.5")
    func zeroVelocity() throws {
        // Proposed centre 337.5: |160 − 337.5| = 177.5 > |456 − 337.5| = 118.5 → 456 − 187.5.
        let run = try drag(view, from: 0, by: 150, releasingAt: 0)
        #expect(same(run.release?.proposedTarget.map { Double($0.x) }, 268.5))
        #expect(same(run.rest, onGrid(268.5)))
    }

    @Test("without centring insets the first card cannot be centred: a release at 100 rests at 0, card 0's centre 27.5 pt left of the middle")
    func zeroVelocityFirstCard() throws {
        // Centre 287.5: 127.5 (card 0) < 168.5 (card 1) → −27.5, clamped to 0.
        let run = try drag(view, from: 0, by: 100, releasingAt: 0)
        #expect(same(run.rest, onGrid(0)))
        // Card 0's centre is 160; the bounds' centre at rest is 0 + 187.5.
        let card = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(Double(card.center.x) == 160)
        #expect(run.rest + 187.5 - Double(card.center.x) == 27.5)
    }

    @Test("a fast flick centres the card nearest the projection: 564.5")
    func fastFlick() throws {
        // 288.5 + 2.99 · 99.4992 = 586.0, centre 773.5: 752 is nearest (21.5) → 564.5.
        let run = try drag(view, from: 268.5, by: 20, releasingAt: 3)
        #expect(same(run.rest, onGrid(564.5)))
    }

    @Test("never against the flick: a slow forward flick whose nearest card is behind goes one pitch on")
    func neverAgainstTheFlick() throws {
        // 288.5 + 0.29 · 99.4992 = 317.36, centre 504.86: card 1 (456) → 268.5, behind 288.5 with
        // v > 0 → + 296 → 564.5.
        let run = try drag(view, from: 268.5, by: 20, releasingAt: 0.3)
        #expect(same(run.rest, onGrid(564.5)))
    }

    @Test("a flick towards the end centres the last card, clamped to 1129")
    func lastCard() throws {
        // 960.5 + 1.99 · 99.4992 = 1158.5 → proposed 1129, centre 1316.5: 1344 (27.5) → 1156.5 → 1129.
        let run = try drag(view, from: 860.5, by: 100, releasingAt: 2)
        #expect(same(run.rest, onGrid(1129)))
    }

    @Test("an overscrolled release before the first card rests at 0")
    func overscrolledStart() throws {
        let run = try drag(view, from: 0, by: -100, releasingAt: 0)
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("only the velocity's sign matters: pt/s gives the same rest as pt/ms")
    func velocityUnit() throws {
        let perSecond = cardsCollectionView(settings: SimulationSettings(layoutVelocityUnit: .pointsPerSecond))
        let strategy = LayoutCentering()
        attach(strategy, to: perSecond)
        let run = try drag(perSecond, from: 268.5, by: 20, releasingAt: 3)
        #expect(same(run.rest, onGrid(564.5)))
    }

    @Test("property sweep: rests centred on a card, inside the range")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(name: "centered-flow-layout").run()
        #expect(runs == 5 * 49)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
