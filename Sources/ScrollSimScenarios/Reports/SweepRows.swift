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
        var column = 0
        // Writes the next column's name (JSON) or separator (CSV), then its value or an empty one.
        func field(_ write: (inout [UInt8]) -> Void) {
            if format == .jsonl {
                buffer.append(column == 0 ? 0x7B : 0x2C)
                buffer.append(0x22)
                buffer.append(contentsOf: columns[column].utf8)
                buffer.append(contentsOf: [0x22, 0x3A])
            } else if column > 0 {
                buffer.append(0x2C)
            }
            write(&buffer)
            column += 1
        }
        func number(_ x: Double?, _ decimals: Int) {
            field { buffer in
                if let x { FixedDecimal.append(x, decimals: decimals, to: &buffer) } else if format == .jsonl { buffer.append(contentsOf: "null".utf8) }
            }
        }
        field { FixedDecimal.append(integer: Int64(cell.index), to: &$0) }
        number(cell.drag, 3)
        number(cell.velocity, 4)
        number(Double(cell.finalOffset.x), 3)
        number(Double(cell.finalOffset.y), 3)
        field { FixedDecimal.append(integer: Int64(cell.page), to: &$0) }
        number(cell.restTime, 4)
        let release = cell.release
        number(release.map { Double($0.proposedTarget.x) }, 3)
        number(release.map { Double($0.proposedTarget.y) }, 3)
        number(release.map { Double($0.target.x) }, 3)
        number(release.map { Double($0.target.y) }, 3)
        field { buffer in
            if format == .jsonl { buffer.append(0x22) }
            buffer.append(contentsOf: cell.status.rawValue.utf8)
            if format == .jsonl { buffer.append(0x22) }
        }
        if format == .jsonl { buffer.append(0x7D) }
        buffer.append(0x0A)
    }

    /// The cell number at the start of a CSV row (the text before its first comma), or nil when
    /// the row does not start with one.
    public static func cellNumber(ofCSVRow row: Substring) -> Int? {
        guard let comma = row.firstIndex(of: ",") else { return nil }
        return Int(row[..<comma])
    }
}
