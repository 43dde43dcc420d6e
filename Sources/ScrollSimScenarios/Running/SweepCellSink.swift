import Foundation
import ScrollSim

/// The frames of a sweep cell's run: the last one kept (where the cell rests), each one given to a
/// `FeelNoteFinder` for the frames that jump. Allocates nothing once its finder has held the most
/// jumps of any cell so far (`SweepWorker` hands one finder from cell to cell).
struct SweepCellSink: FrameSink {
    /// The last frame received.
    private(set) var last: Frame?
    /// The jumps found so far.
    var finder = FeelNoteFinder()

    mutating func append(_ frame: Frame) {
        last = frame
        finder.take(frame)
    }

    /// The cell of this run: cell `index`, a drag of `drag` points released at `velocity` pt/ms
    /// from `start` (the offset when no frame was made), its page on `pages`, the release the
    /// delegate answered (whose fast-scroll multiplier the jumps are held to) and its status.
    func cell(
        index: Int, drag: Double, velocity: Double, start: CGPoint, pages: PageGrid, release: ReleaseTargets?, status: SweepCell.Status
    ) -> SweepCell {
        var jumps = finder
        if let release { jumps.reportFastScroll(multiplier: release.fastScrollMultiplier) }
        var count = 0
        var largest: Double?
        jumps.forEachJump { _, _, distance, _ in
            count += 1
            largest = Swift.max(largest ?? 0, distance)
        }
        let offset = last?.contentOffset ?? start
        return SweepCell(
            index: index, drag: drag, velocityPointsPerMillisecond: velocity, finalOffset: offset, page: pages.page(of: offset),
            restTime: last?.time, release: release, status: status, jumps: count, largestJump: largest)
    }
}
