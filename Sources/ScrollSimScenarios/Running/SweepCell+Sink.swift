import Foundation
import ScrollSim

extension SweepCell {
    /// The cell of a run whose frames went to `sink` (made with a jump finder): cell `index`, a
    /// drag of `drag` points released at `velocity` pt/ms from `start` (the offset when no frame
    /// was made), its page on `pages`, the release the delegate answered (whose fast-scroll
    /// multiplier the jumps are held to) and its status.
    init(
        index: Int, drag: Double, velocity: Double, start: CGPoint, pages: PageGrid, release: ReleaseTargets?, status: Status,
        sink: borrowing DiscardingFrameSink
    ) {
        var count = 0
        var largest: Double?
        // Without a release, the finder's own multiplier (at least 1) stands.
        sink.forEachJump(reportingFastScroll: release?.fastScrollMultiplier ?? 1) { _, _, distance, _ in
            count += 1
            largest = Swift.max(largest ?? 0, distance)
        }
        let offset = sink.last?.contentOffset ?? start
        self.init(
            index: index, drag: drag, velocityPointsPerMillisecond: velocity, finalOffset: offset, page: pages.page(of: offset),
            restTime: sink.last?.time, release: release, status: status, jumps: count, largestJump: largest)
    }
}
