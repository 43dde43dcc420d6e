import Foundation

/// What runs the cells of a sweep: one drag released at one velocity, from the same start each
/// time. A worker is used by one task at a time, so it may keep a view between cells.
public protocol SweepCellWorker: AnyObject {
    /// Runs cell `index` (its number in the whole grid): a drag of `drag` points released at
    /// `velocity` pt/ms.
    func run(index: Int, drag: Double, velocity: Double) -> SweepCell
}

extension SweepWorker: SweepCellWorker {}

/// The one implementation of running a grid, for `scrollsim sweep` and for a test's own delegate
/// (`DelegateSweep`): the cells in chunks of `chunkSize`, at most `jobs` at a time, each chunk on
/// a worker of its own while it runs (a finished chunk's worker goes to the next chunk), handed
/// on in cell order. The result does not depend on the number of jobs.
public enum SweepRunner {
    /// Cells per chunk: the unit of work and of output, whatever the core count.
    public static let chunkSize = 256

    /// A chunk's results: its cells and their rows in each requested format.
    public struct Chunk: Sendable {
        /// The cells, in cell order.
        public var cells: [SweepCell]
        /// The rows of `cells` in each format asked for, in that order.
        public var rows: [[UInt8]]
    }

    /// A worker handed from a task that finished with it to the next task: one task at a time
    /// uses it, so the view it built is reused without being shared.
    private final class Lent: @unchecked Sendable {
        let worker: any SweepCellWorker
        init(_ worker: any SweepCellWorker) { self.worker = worker }
    }

    /// Runs the cells of `grid` (its shard) with workers from `makeWorker`, and hands the chunks
    /// to `consume` in cell order with the count of cells done. Chunks finished ahead of their
    /// turn wait, at most `4 · jobs` of them.
    /// - Throws: what `makeWorker` or `consume` throws.
    public static func run(
        grid: SweepGrid, jobs: Int, formats: [OutputFormat], makeWorker: @escaping @Sendable () throws -> any SweepCellWorker,
        consume: (Chunk, Int) throws -> Void
    ) async throws {
        let jobs = Swift.max(1, jobs)
        let chunkCount = (grid.count + chunkSize - 1) / chunkSize
        try await withThrowingTaskGroup(of: (Int, Chunk, Lent).self) { group in
            var next = 0
            var emitted = 0
            var running = 0
            var done = 0
            var waiting: [Int: Chunk] = [:]
            var idle: [Lent] = []
            func add() {
                let chunk = next
                next += 1
                running += 1
                let lent = idle.popLast()
                group.addTask {
                    let worker = try lent?.worker ?? makeWorker()
                    let range = (chunk * chunkSize)..<min(grid.count, (chunk + 1) * chunkSize)
                    var cells: [SweepCell] = []
                    cells.reserveCapacity(range.count)
                    for i in range {
                        let index = grid.cellIndex(i)
                        cells.append(worker.run(index: index, drag: grid.drag(index), velocity: grid.velocity(index)))
                    }
                    let rows = formats.map { format in
                        var bytes: [UInt8] = []
                        bytes.reserveCapacity(cells.count * 100)
                        for cell in cells { SweepRows.append(cell, as: format, to: &bytes) }
                        return bytes
                    }
                    return (chunk, Chunk(cells: cells, rows: rows), lent ?? Lent(worker))
                }
            }
            while next < chunkCount, running < jobs { add() }
            while let (index, chunk, lent) = try await group.next() {
                running -= 1
                idle.append(lent)
                waiting[index] = chunk
                while let ready = waiting.removeValue(forKey: emitted) {
                    done += ready.cells.count
                    try consume(ready, done)
                    emitted += 1
                }
                while next < chunkCount, running < jobs, next - emitted < 4 * jobs { add() }
            }
        }
    }
}
