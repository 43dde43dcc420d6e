import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A sweep cell allocates nothing once its worker has run one: the view, the strategy and the
/// script buffer are the worker's, made once. Counted with `AllocationCounter` (the heap objects
/// the test's thread allocates), so the check does not vary with the machine's load.
@Suite("Allocations per sweep cell", .enabled(if: AllocationCounter.isAvailable, "allocation counting needs glibc (Linux)"))
struct SweepAllocationTests {
    /// Scenarios whose strategies allocate nothing of their own at a release (peek, native
    /// paging, a changed target, free scrolling). Card centering and the centred flow layout ask
    /// the layout for the attributes of the items near the target, an array of new objects, as
    /// their UIKit sources do; threshold paging's `scrollToItem` asks the layout for its item's
    /// attributes (`layoutAttributesForItem(at:)`, which a subclass may override), a new object.
    static let files = [
        "peek-back-flick.json", "native-paging-forward.json", "changed-target-further.json",
        "free-fling-120hz.json",
        // A target behind every forward flick: its cells jump, and finding the jumps allocates
        // nothing either.
        "changed-target-behind.json",
    ]

    /// Whether the code under test is optimised. An unoptimised build (a plain `swift test`)
    /// allocates in generic standard-library code an optimised one specialises away (the frame of
    /// `Array`'s `read` coroutine at each step of a generic iteration), so there a cell is held
    /// to allocating the same for every cell instead; `swift test -c release -Xswiftc
    /// -enable-testing --filter SweepAllocationTests` and the benchmark's `grid.cellAllocations`
    /// check the zero.
    static let optimized = !_isDebugAssertConfiguration()

    @Test("after the first cell, a sweep worker's cells allocate nothing (the same count every cell, unoptimised)", arguments: files)
    func cellAllocatesNothing(file: String) throws {
        var base = try ScenarioFile.load(PackagePaths.scenarios() + "/" + file).scenario
        base.gestures = []
        let worker = try SweepWorker(base: base)
        // Two cells first: what a worker makes once (and, unoptimised, what runtime caches fill).
        _ = worker.run(index: 0, drag: -120, velocity: -2)
        _ = worker.run(index: 0, drag: 150, velocity: 3)
        var cells: [SweepCell] = []
        cells.reserveCapacity(64)
        // The same cell twice, then 48 different ones.
        let one = try #require(AllocationCounter.count { cells.append(worker.run(index: 1, drag: -120, velocity: -2)) })
        let again = try #require(AllocationCounter.count { cells.append(worker.run(index: 1, drag: -120, velocity: -2)) })
        let count = try #require(
            AllocationCounter.count {
                for i in 1...48 {
                    // Every sixth a slow release (under 0.25 pt/ms, which UIKit zeroes).
                    let velocity = i % 6 == 0 ? Double(i % 12 - 6) * 0.02 + 0.1 : Double(i % 24 - 12) * 0.5
                    cells.append(worker.run(index: i, drag: Double(i * 37 % 600 - 300), velocity: velocity))
                }
            })
        #expect(cells.count == 50)
        #expect(cells[0] == cells[1])
        #expect(one == again, "the same cell allocated \(one), then \(again) objects")
        if Self.optimized {
            #expect(count == 0, "48 cells of \(file) after the first allocated \(count) objects")
        }
    }

    /// A delegate that puts every release's target `offset` points from where the finger let go
    /// (behind the flick for a negative offset: UIKit then puts the content on it, a jump).
    final class FixedTarget: ResettableDelegate {
        let offset: Double
        init(offset: Double) { self.offset = offset }
        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            targetContentOffset.pointee.x = scrollView.contentOffset.x + offset
        }
        func reset() {}
    }

    /// Unoptimised, a cell allocates in generic standard-library code, by amounts that differ
    /// between a cell that jumps and one that does not (they run different frames), so the zero is
    /// checked in optimised builds (`swift test -c release -Xswiftc -enable-testing --filter
    /// SweepAllocationTests`), as for
    /// the command's cells; everywhere, every cell behind the flick jumps and none ahead does.
    @Test("after the first cell, DelegateSweep's cells allocate nothing, even when every cell jumps (optimised builds)")
    @MainActor
    func delegateSweepJumpsAllocateNothing() throws {
        /// The allocations of `cells` forward flicks of 1 pt/ms and up (0.05 apart) on one view,
        /// and the number of cells that jumped.
        func allocations(cells: Int, targetOffset: Double) throws -> (count: Int, jumped: Int) {
            let grid = SweepGrid(
                drags: SweepRange(from: 40, through: 40, step: 1), velocities: SweepRange(from: 1, through: 1 + 0.05 * Double(cells - 1), step: 0.05))
            let delegate = FixedTarget(offset: targetOffset)
            let makeView = { () -> DelegateSweep.Setup in
                let view = horizontalScrollView(offset: 5000, settings: SimulationSettings(recordsDelegateEvents: false))
                view.delegate = delegate
                return (view, [delegate])
            }
            var result: [SweepCell] = []
            let count = try #require(
                AllocationCounter.count { result = DelegateSweep.runOnMainActor(grid: grid, axis: .horizontal, makeView: makeView) })
            #expect(result.count == cells)
            return (count, result.filter { $0.jumps > 0 }.count)
        }
        // What the first sweep makes once (metadata, the runtime's caches), before counting.
        _ = try allocations(cells: 3, targetOffset: -350)
        // Behind the flick every cell jumps; 600 pt ahead none does.
        let behindFew = try allocations(cells: 3, targetOffset: -350)
        let behindMany = try allocations(cells: 43, targetOffset: -350)
        let aheadFew = try allocations(cells: 3, targetOffset: 600)
        let aheadMany = try allocations(cells: 43, targetOffset: 600)
        #expect(behindMany.jumped == 43 && aheadMany.jumped == 0, "cells that jumped: \(behindMany.jumped) behind, \(aheadMany.jumped) ahead")
        let jumping = behindMany.count - behindFew.count
        let still = aheadMany.count - aheadFew.count
        if Self.optimized {
            #expect(jumping == 0 && still == 0, "40 more cells allocated \(jumping) objects when each jumped, \(still) when none did")
        }
    }
}
