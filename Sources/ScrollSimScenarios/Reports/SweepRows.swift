import Foundation
import ScrollSim

/// The machine-readable rows of a sweep, one per cell, in CSV or JSON Lines, with the same
/// unit-suffixed names in both: written as cells complete, without holding the grid.
public enum SweepRows {
    /// The row formats.
    public enum Format: String, Sendable, CaseIterable {
        /// Comma-separated values with a header line.
        case csv
        /// One JSON object per line.
        case jsonl
    }

    /// The column names, in order: the cell number, the drag (pt) and release velocity (pt/ms),
    /// the final offset (pt), the page, the time of the last frame (s), the target UIKit offered
    /// and the delegate's final target (pt), and whether the run rested or was cut off.
    public static let columns = [
        "cell", "drag_pt", "velocity_pt_per_ms", "final_x_pt", "final_y_pt", "page", "rest_s",
        "proposed_x_pt", "proposed_y_pt", "target_x_pt", "target_y_pt", "status",
    ]

    /// The CSV header line, with its line feed.
    public static let csvHeader = columns.joined(separator: ",") + "\n"

    /// Appends the row of `cell` in `format`, ending with a line feed. Empty fields (CSV) or
    /// `null` (JSON) stand for a value the cell does not have: no frame, or no release.
    public static func append(_ cell: SweepCell, as format: Format, to buffer: inout [UInt8]) {
        LineBytes.append(to: &buffer, capacity: longestRow) { line in
            var column = 0
            // Writes the next column's name (JSON) or separator (CSV), then its value or an empty one.
            func field(_ write: (inout LineBytes) -> Void) {
                if format == .jsonl {
                    line.append(column == 0 ? 0x7B : 0x2C)
                    line.append(0x22)
                    line.append(columns[column])
                    line.append("\":")
                } else if column > 0 {
                    line.append(0x2C)
                }
                write(&line)
                column += 1
            }
            func number(_ x: Double?, _ decimals: Int) {
                field { line in
                    if let x { line.append(x, decimals: decimals) } else if format == .jsonl { line.append("null") }
                }
            }
            field { $0.append(integer: Int64(cell.index)) }
            number(cell.drag, 3)
            number(cell.velocityPointsPerMillisecond, 4)
            number(Double(cell.finalOffset.x), 3)
            number(Double(cell.finalOffset.y), 3)
            field { $0.append(integer: Int64(cell.page)) }
            number(cell.restTime, 4)
            let release = cell.release
            number(release.map { Double($0.proposedTarget.x) }, 3)
            number(release.map { Double($0.proposedTarget.y) }, 3)
            number(release.map { Double($0.target.x) }, 3)
            number(release.map { Double($0.target.y) }, 3)
            field { line in
                if format == .jsonl { line.append(0x22) }
                line.append(cell.status.rawValue)
                if format == .jsonl { line.append(0x22) }
            }
            if format == .jsonl { line.append(0x7D) }
            line.append(0x0A)
        }
    }

    /// Room for the longest row: each column's name and punctuation, and the longest number.
    private static let longestRow = columns.reduce(0) { $0 + $1.utf8.count + 4 + FixedDecimal.longestText } + 4

    /// The cell number at the start of a CSV row (the text before its first comma), or nil when
    /// the row does not start with one.
    public static func cellNumber(ofCSVRow row: Substring) -> Int? {
        guard let comma = row.firstIndex(of: ",") else { return nil }
        return Int(row[..<comma])
    }
}
