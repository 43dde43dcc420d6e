import ScrollSimScenarios

/// Checks, row by row in cell order, that merged rows belong to one drags × velocities grid:
/// cells numbered with drags varying fastest (`SweepGrid`), drags ascending within each velocity
/// row and the same in every row, velocities constant within a row and ascending between rows,
/// and every row full. "Ascending" allows equal neighbours: a step finer than the printed
/// decimals (0.001 pt, 0.0001 pt/ms) prints equal texts.
///
/// The grid's width (its number of drags) is learnt where the first row ends: where the velocity
/// text changes or the drag goes down. The first
/// row's drag texts are kept to compare each later row with, up to `keptDrags` of them (about
/// 16 MB); past that, later rows' drags are held to ascending order and the first row's first
/// drag only.
struct SweepMergeGridCheck {
    /// The most first-row drags kept for comparison.
    static let keptDrags = 1 << 20

    private var firstRowDrags: [String] = []
    private var width: Int?
    private var rowVelocity = ""
    private var rowVelocityValue = 0.0
    private var previousDrag = 0.0
    private var count = 0

    /// Takes the next cell's row (cell `count`); returns what is wrong with it, as a phrase that
    /// follows its file and line, or nil.
    mutating func take(_ row: SweepRows.CSVRow) -> String? {
        defer { count += 1 }
        let drag = Double(row.drag)!
        let velocity = Double(row.velocity)!
        if count == 0 {
            rowVelocity = String(row.velocity)
            rowVelocityValue = velocity
            firstRowDrags.append(String(row.drag))
            previousDrag = drag
            return nil
        }
        let startsRow = width.map { count % $0 == 0 } ?? (row.velocity != rowVelocity || drag < previousDrag)
        if startsRow {
            if width == nil { width = count }
            guard velocity >= rowVelocityValue else {
                return "cell \(count)'s velocity \(row.velocity) pt/ms does not follow the last row's \(rowVelocity) in one grid"
                    + " (are the shards of different sweeps?)"
            }
            rowVelocity = String(row.velocity)
            rowVelocityValue = velocity
        } else if row.velocity != rowVelocity {
            let reason = width == nil ? "" : ", and cell \(count) is not the first of a row of \(width!) drags"
            return
                "cell \(count)'s velocity \(row.velocity) pt/ms differs from its row's \(rowVelocity)\(reason) (are the shards of different sweeps?)"
        }
        let column = width.map { count % $0 } ?? count
        if column < firstRowDrags.count {
            guard row.drag == firstRowDrags[column] else {
                return
                    "cell \(count)'s drag \(row.drag) pt is not the \(firstRowDrags[column]) pt of cell \(column), the same column of the first row"
                    + " (are the shards of different sweeps?)"
            }
        } else if column > 0, drag < previousDrag {
            return "cell \(count)'s drag \(row.drag) pt does not follow the drag before it in ascending order (are the shards of different sweeps?)"
        }
        if width == nil, firstRowDrags.count < Self.keptDrags { firstRowDrags.append(String(row.drag)) }
        previousDrag = drag
        return nil
    }

    /// After the last row: what is wrong with the grid as a whole (a last row cut short), or nil.
    func finish() -> String? {
        guard let width, count % width != 0 else { return nil }
        return "the last velocity row has \(count % width) of its \(width) drags (is a shard cut short?)"
    }
}
