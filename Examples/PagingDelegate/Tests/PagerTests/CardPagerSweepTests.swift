import Pager
import ScrollSim
import ScrollSimScenarios
import ScrollSimSweepTesting
import Testing

/// The pager over a whole grid of gestures: 31 drags × 17 release velocities from card 2, pinned by
/// the sweep golden `__Feel__/CardPagerSweepTests/pager.sweep`.
@MainActor
@Suite("Card pager over the gesture space")
struct CardPagerSweepTests {
    static let grid = SweepGrid(drags: SweepRange(from: -300, through: 300, step: 20), velocities: SweepRange(from: -2, through: 2, step: 0.25))

    /// Every cell on a fresh carousel paged by a pager with `flickVelocity`, starting on card 2.
    static func sweep(flickVelocity: CGFloat) -> [SweepCell] {
        // The pager is bound to the main actor, so the cells run there, one after the other.
        DelegateSweep.runOnMainActor(grid: grid, axis: .horizontal) {
            let pager = CardPager(flickVelocity: flickVelocity)
            return (carousel(with: pager, startingOn: 2), [pager])
        }
    }

    @Test("every cell of the grid rests where the sweep golden says")
    func sweepMatchesTheGolden() {
        assertSweep(of: Self.sweep(flickVelocity: 0.3), grid: Self.grid, named: "pager")
    }

    @Test("a pager whose flicks need 1 pt/ms instead of 0.3 fails the sweep golden, naming the cells that moved")
    func alteredThresholdFails() {
        withKnownIssue {
            assertSweep(of: Self.sweep(flickVelocity: 1), grid: Self.grid, named: "pager", record: .never)
        } matching: { issue in
            String(describing: issue).contains("cells rest on another page") && String(describing: issue).contains("heat map of the change")
        }
    }
}
