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
    /// paging, threshold paging, a changed target, free scrolling). Card centering and the
    /// centred flow layout ask the layout for the attributes of the items near the target, an
    /// array of new objects, as their UIKit sources do.
    static let files = [
        "peek-back-flick.json", "native-paging-forward.json", "threshold-paging-forward.json", "changed-target-further.json",
        "free-fling-120hz.json",
        // A target behind every forward flick: its cells jump, and finding the jumps allocates
        // nothing either.
        "changed-target-behind.json",
    ]

    /// Whether the code under test is optimised. An unoptimised build (a plain `swift test`)
    /// allocates in generic standard-library code an optimised one specialises away (the frame of
    /// `Array`'s `read` coroutine at each step of a generic iteration), so there a cell is held
    /// to allocating the same for every cell instead; `swift test -c release --filter
    /// SweepAllocationTests` and the benchmark's `grid.cellAllocations` check the zero.
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
}
