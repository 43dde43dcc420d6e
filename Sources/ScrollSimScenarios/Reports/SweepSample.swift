import Foundation

/// A reduced view of a sweep's grid, for the terminal table and the heat map: the resting pages of
/// evenly spaced rows (velocities) and columns (drags), both ends included, filled in as cells
/// complete. `scrollsim sweep` and `DelegateSweep` draw from the same sample.
public struct SweepSample: Sendable {
    /// The most drags and velocities a heat map shows: 240 × 160 cells.
    public static let heatMapLimit = (columns: 240, rows: 160)
    /// The most velocities the terminal table shows: 40 rows.
    public static let tableRowLimit = 40

    /// The sampled drag indices (columns) and velocity indices (rows).
    public let columns: [Int], rows: [Int]
    /// `pages[row][column]`, nil until that cell has run.
    public private(set) var pages: [[Int?]]
    private let position: [Int: Int]

    /// Samples at most `maxColumns` drags and `maxRows` velocities of `grid`.
    public init(_ grid: SweepGrid, maxColumns: Int, maxRows: Int) {
        columns = SweepGrid.sample(grid.drags.count, limit: maxColumns)
        rows = SweepGrid.sample(grid.velocities.count, limit: maxRows)
        pages = Array(repeating: Array(repeating: nil, count: columns.count), count: rows.count)
        var position: [Int: Int] = [:]
        for (r, v) in rows.enumerated() {
            for (c, d) in columns.enumerated() { position[v * grid.drags.count + d] = r * columns.count + c }
        }
        self.position = position
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

    /// Records `page` for cell `index` when it is sampled.
    public mutating func record(_ index: Int, page: Int) {
        if let p = position[index] { pages[p / columns.count][p % columns.count] = page }
    }

    /// The terminal table `scrollsim sweep` prints: a title naming `name`, one row per sampled
    /// velocity (pt/ms), one column per sampled drag (pt), the resting page in each cell; a note
    /// says when the grid was reduced to fit.
    public func table(_ grid: SweepGrid, name: String) -> String {
        let drags = columns.map { grid.drags[$0] }
        var lines = [["v (pt/ms) \\ drag (pt)"] + drags.map { Report.number($0, $0 == $0.rounded() ? 0 : 1) }]
        for (r, v) in rows.enumerated() {
            lines.append([Report.number(grid.velocities[v], 2)] + pages[r].map { $0.map(String.init) ?? "" })
        }
        var text = "\(name): resting page per cell\n"
        if !isComplete(grid) {
            text +=
                "(showing \(columns.count) of \(grid.drags.count) drags and \(rows.count) of \(grid.velocities.count) velocities, evenly spaced; --csv OUT has every cell)\n"
        }
        return text + Report.table(lines, rightAligned: Set(0...drags.count))
    }

    /// The SVG heat map `scrollsim sweep --svg` writes: each sampled cell coloured by its resting
    /// page (cells not run left blank), titled `title`, with `startPage` named in the legend.
    public func heatMap(_ grid: SweepGrid, title: String, startPage: Int? = nil) -> String {
        SweepHeatMap(
            title: title, drags: columns.map { grid.drags[$0] }, velocities: rows.map { grid.velocities[$0] }, pages: pages,
            startPage: startPage
        ).svg()
    }
}
