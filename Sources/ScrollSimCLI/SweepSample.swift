import ScrollSimScenarios

/// A reduced view of the grid, for the terminal table and the heat map: the pages of evenly
/// spaced rows and columns, filled in as cells complete.
struct SweepSample {
    /// The sampled drag indices (columns) and velocity indices (rows).
    let columns: [Int], rows: [Int]
    /// `pages[row][column]`, nil until that cell has run.
    var pages: [[Int?]]
    private let position: [Int: (row: Int, column: Int)]

    /// Samples at most `maxColumns` drags and `maxRows` velocities of `grid`.
    init(_ grid: SweepGrid, maxColumns: Int, maxRows: Int) {
        columns = SweepGrid.sample(grid.drags.count, limit: maxColumns)
        rows = SweepGrid.sample(grid.velocities.count, limit: maxRows)
        pages = Array(repeating: Array(repeating: nil, count: columns.count), count: rows.count)
        var position: [Int: (row: Int, column: Int)] = [:]
        for (r, v) in rows.enumerated() {
            for (c, d) in columns.enumerated() { position[v * grid.drags.count + d] = (r, c) }
        }
        self.position = position
    }

    /// Whether the sample shows every cell.
    func isComplete(_ grid: SweepGrid) -> Bool { columns.count == grid.drags.count && rows.count == grid.velocities.count }

    /// Records `page` for cell `index` when it is sampled.
    mutating func record(_ index: Int, page: Int) {
        if let (r, c) = position[index] { pages[r][c] = page }
    }
}
