import Foundation

/// A reduced view of a sweep's grid, for the terminal table and the heat map: the resting pages of
/// evenly spaced rows (velocities) and columns (drags), both ends included, and which of them
/// jump (`SweepCell.jumps`), filled in as cells complete. `scrollsim sweep` and `DelegateSweep` draw from the same sample.
public struct SweepSample: Sendable {
    /// The most drags and velocities a heat map shows: 240 × 160 cells.
    public static let heatMapLimit = (columns: 240, rows: 160)
    /// The most velocities the terminal table shows: 40 rows.
    public static let tableRowLimit = 40

    /// The sampled drag indices (columns) and velocity indices (rows).
    public let columns: [Int], rows: [Int]
    /// `pages[row][column]`, nil until that cell has run.
    public private(set) var pages: [[Int?]]
    /// `jumps[row][column]`: whether that cell's run has a frame that jumps (`SweepCell.jumps`).
    public private(set) var jumps: [[Bool]]
    /// The grid's drag count, to split a cell's number into its drag and velocity indices.
    private let dragCount: Int

    /// Samples at most `maxColumns` drags and `maxRows` velocities of `grid`.
    public init(_ grid: SweepGrid, maxColumns: Int, maxRows: Int) {
        columns = SweepGrid.sample(grid.drags.count, limit: maxColumns)
        rows = SweepGrid.sample(grid.velocities.count, limit: maxRows)
        pages = Array(repeating: Array(repeating: nil, count: columns.count), count: rows.count)
        jumps = Array(repeating: Array(repeating: false, count: columns.count), count: rows.count)
        dragCount = grid.drags.count
    }

    /// Where `index` stands in `sampled` (`SweepGrid.sample` of some count), or nil when it is not
    /// sampled. The sample is evenly spaced, entry `k` the rounded `k · step`, so an index that is
    /// one is within half a place of `index / step`: the truncated quotient or a place beside it
    /// (all three are checked). Arithmetic, not a table of every sampled cell: a sweep asks once a
    /// cell.
    private static func place(of index: Int, in sampled: [Int]) -> Int? {
        guard let last = sampled.last, index >= 0, index <= last else { return nil }
        let (product, overflow) = index.multipliedReportingOverflow(by: sampled.count - 1)
        let estimate = last == 0 ? 0 : overflow ? Int((Double(index) * Double(sampled.count - 1) / Double(last)).rounded()) : product / last
        for k in Swift.max(0, estimate - 1)...Swift.min(sampled.count - 1, estimate + 1) where sampled[k] == index { return k }
        return nil
    }

    /// The sample the terminal table shows for a terminal `columnsWide` characters wide, held to
    /// 40…1000 (an absurd width can neither overflow nor draw a line of millions of characters):
    /// as many drags as fit at 6 characters each after a 24-character first column (at least 4),
    /// and at most `tableRowLimit` velocities.
    public static func table(_ grid: SweepGrid, columnsWide: Int) -> SweepSample {
        let width = min(max(columnsWide, 40), 1000)
        return SweepSample(grid, maxColumns: max(4, (width - 24) / 6), maxRows: tableRowLimit)
    }

    /// The sample a heat map draws: at most `heatMapLimit` cells.
    public static func heatMap(_ grid: SweepGrid) -> SweepSample {
        SweepSample(grid, maxColumns: heatMapLimit.columns, maxRows: heatMapLimit.rows)
    }

    /// Whether the sample shows every cell.
    public func isComplete(_ grid: SweepGrid) -> Bool { columns.count == grid.drags.count && rows.count == grid.velocities.count }

    /// Records `page` for cell `index` when it is sampled, and whether it `jumps`.
    public mutating func record(_ index: Int, page: Int, jumps: Bool = false) {
        guard dragCount > 0, let c = Self.place(of: index % dragCount, in: columns), let r = Self.place(of: index / dragCount, in: rows)
        else { return }
        pages[r][c] = page
        self.jumps[r][c] = jumps
    }

    /// Records `cell`'s page and whether it jumps, when it is sampled.
    public mutating func record(_ cell: SweepCell) { record(cell.index, page: cell.page, jumps: cell.jumps > 0) }

    /// The mark after a page in the table for a cell that jumps.
    public static let jumpMark = "*"

    /// The terminal table `scrollsim sweep` prints: a title naming `name`, one row per sampled
    /// velocity (pt/ms), one column per sampled drag (pt), the resting page in each cell, marked
    /// `*` (`jumpMark`) when the cell jumps, with a line saying what the mark means; a note says
    /// when the grid was reduced to fit.
    public func table(_ grid: SweepGrid, name: String) -> String {
        let drags = columns.map { grid.drags[$0] }
        var lines = [["v (pt/ms) \\ drag (pt)"] + drags.map { Report.number($0, $0 == $0.rounded() ? 0 : 1) }]
        for (r, v) in rows.enumerated() {
            lines.append(
                [Report.number(grid.velocities[v], 2)]
                    + zip(pages[r], jumps[r]).map { page, jumps in page.map { String($0) + (jumps ? Self.jumpMark : "") } ?? "" })
        }
        var text = "\(name): resting page per cell\n"
        if !isComplete(grid) {
            text +=
                "(showing \(columns.count) of \(grid.drags.count) drags and \(rows.count) of \(grid.velocities.count) velocities, evenly spaced; --csv OUT has every cell)\n"
        }
        text += Report.table(lines, rightAligned: Set(0...drags.count))
        if jumps.contains(where: { $0.contains(true) }) {
            text +=
                "\(Self.jumpMark) the cell jumps: a frame moves further than its velocity allows "
                + "(a target behind the flick put in place at once)\n"
        }
        return text
    }

    /// The SVG heat map `scrollsim sweep --svg` writes: each sampled cell coloured by its resting
    /// page (cells not run left blank), a cell that jumps crossed, titled `title`, with `startPage`
    /// named in the legend.
    public func heatMap(_ grid: SweepGrid, title: String, startPage: Int? = nil) -> String {
        SweepHeatMap(
            title: title, drags: columns.map { grid.drags[$0] }, velocities: rows.map { grid.velocities[$0] }, pages: pages,
            startPage: startPage, jumps: jumps
        ).svg()
    }
}
