import Foundation

/// How many cells of a sweep jump (`SweepCell.jumps`) and the largest jump, counted as cells
/// complete: the line under `scrollsim sweep`'s table (and `DelegateSweep.table`'s).
public struct SweepJumps: Sendable {
    /// The cells recorded that jump.
    public private(set) var cells = 0
    /// The largest jump recorded, in points, and its cell (the first in cell order among equals).
    public private(set) var largest: (distance: Double, cell: Int)?

    /// No cells yet.
    public init() {}

    /// Counts `cell` when it jumps; record the cells in cell order.
    public mutating func record(_ cell: SweepCell) {
        guard cell.jumps > 0 else { return }
        cells += 1
        let distance = cell.largestJump ?? 0
        if distance > largest?.distance ?? -1 { largest = (distance, cell.index) }
    }

    /// `N of TOTAL cells jump; the largest, D pt, at cell I (drag … pt, velocity … pt/ms).` and a
    /// line break, for `grid` (`TOTAL` its cell count); nil when no cell jumps.
    public func line(grid: SweepGrid) -> String? {
        guard let largest else { return nil }
        let i = largest.cell
        return "\(cells) of \(grid.count) cells jump; the largest, \(Report.number(largest.distance, 3)) pt, "
            + "at cell \(i) (drag \(Report.number(grid.drag(i), 3)) pt, velocity \(Report.number(grid.velocity(i), 4)) pt/ms).\n"
    }

}
