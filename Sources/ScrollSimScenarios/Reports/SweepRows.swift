import Foundation
import ScrollSim

/// The machine-readable rows of a sweep, one per cell, in CSV or JSON Lines, with the same
/// unit-suffixed names in both: written as cells complete, without holding the grid.
public enum SweepRows {
    /// The row formats: `OutputFormat`'s `csv`, and `jsonl` (or `json`, whose rows are the same
    /// objects, one per line, for `SweepOutput` to wrap); `text` has no rows (its table is
    /// `SweepSample.table`).
    @available(*, deprecated, renamed: "OutputFormat", message: "every command's formats are declared once, in OutputFormat")
    public typealias Format = OutputFormat

    /// What a column holds and how it is written.
    public enum ColumnKind: Hashable, Sendable {
        /// A whole number in decimal digits, `-` before a negative one.
        case integer
        /// A number with this many fixed decimals (`FixedDecimal`); `optional` when a cell may
        /// have none (an empty CSV field, JSON `null`).
        case decimal(Int, optional: Bool)
        /// A `SweepCell.Status` raw value.
        case status
    }

    /// The columns, in order: the cell number, the drag (pt) and release velocity (pt/ms), the
    /// final offset (pt), the page, the time of the last frame (s), the target UIKit offered and
    /// the delegate's final target (pt), whether the run rested or was cut off, how many frames
    /// jump (`SweepCell.jumps`) and the largest jump (pt, empty or `null` when none).
    public static let columnKinds: [(name: String, kind: ColumnKind)] = [
        ("cell", .integer), ("drag_pt", .decimal(3, optional: false)), ("velocity_pt_per_ms", .decimal(4, optional: false)),
        ("final_x_pt", .decimal(3, optional: false)), ("final_y_pt", .decimal(3, optional: false)), ("page", .integer),
        ("rest_s", .decimal(4, optional: true)),
        ("proposed_x_pt", .decimal(3, optional: true)), ("proposed_y_pt", .decimal(3, optional: true)),
        ("target_x_pt", .decimal(3, optional: true)), ("target_y_pt", .decimal(3, optional: true)),
        ("status", .status), ("jumps", .integer), ("largest_jump_pt", .decimal(3, optional: true)),
    ]

    /// The column names, in order (`columnKinds`).
    public static let columns = columnKinds.map(\.name)

    /// The CSV header line, with its line feed.
    public static let csvHeader = columns.joined(separator: ",") + "\n"

    /// Appends the row of `cell` in `format` (`csv`, or a JSON object for `jsonl` and `json`),
    /// ending with a line feed. Empty fields (CSV) or `null` (JSON) stand for a value the cell
    /// does not have: no frame, no release, or no jump.
    public static func append(_ cell: SweepCell, as format: OutputFormat, to buffer: inout [UInt8]) {
        precondition(format != .text, "a sweep's text is its table (SweepSample.table), not rows")
        if format == .csv { return appendCSV(cell, to: &buffer) }
        LineBytes.append(to: &buffer, capacity: longestRow) { line in
            var column = 0
            // Writes the next column's name, then its value or `null`.
            func field(_ write: (inout LineBytes) -> Void) {
                line.append(column == 0 ? 0x7B : 0x2C)
                line.append(0x22)
                line.append(columns[column])
                line.append("\":")
                write(&line)
                column += 1
            }
            // The next column's number, with the decimals its kind declares.
            func number(_ x: Double?) {
                guard case .decimal(let decimals, let optional) = columnKinds[column].kind, optional || x != nil else {
                    preconditionFailure("column \(columns[column]) is not a number column for this value")
                }
                field { line in
                    if let x { line.append(x, decimals: decimals) } else { line.append("null") }
                }
            }
            field { $0.append(integer: Int64(cell.index)) }
            number(cell.drag)
            number(cell.velocityPointsPerMillisecond)
            number(Double(cell.finalOffset.x))
            number(Double(cell.finalOffset.y))
            field { $0.append(integer: Int64(cell.page)) }
            number(cell.restTime)
            let release = cell.release
            number(release.map { Double($0.proposedTarget.x) })
            number(release.map { Double($0.proposedTarget.y) })
            number(release.map { Double($0.target.x) })
            number(release.map { Double($0.target.y) })
            field { line in
                line.append(0x22)
                line.append(cell.status.rawValue)
                line.append(0x22)
            }
            field { $0.append(integer: Int64(cell.jumps)) }
            number(cell.largestJump)
            line.append(0x7D)
            line.append(0x0A)
        }
    }

    /// Room for the longest row: each column's name and punctuation, and the longest number.
    static let longestRow = columns.reduce(0) { $0 + $1.utf8.count + 4 + FixedDecimal.longestText } + 4

    /// A CSV row (without its line feed) read back: its cell number, the text of its drag and
    /// velocity fields, and its status.
    public struct CSVRow: Sendable {
        /// The cell number.
        public var cell: Int
        /// The drag field's text (pt, 3 decimals).
        public var drag: Substring
        /// The velocity field's text (pt/ms, 4 decimals).
        public var velocity: Substring
        /// Whether the cell's run rested or was cut off.
        public var status: SweepCell.Status

        /// Creates a row's fields.
        public init(cell: Int, drag: Substring, velocity: Substring, status: SweepCell.Status = .rested) {
            self.cell = cell
            self.drag = drag
            self.velocity = velocity
            self.status = status
        }
    }

    /// Reads a CSV row (without its line feed) as `append` writes it, or says in one phrase what
    /// is wrong: the number of fields, or the first field that is not exactly the text `append`
    /// would write for its value (so `+1`, `01`, `1.5` for three decimals and `10abc` are all
    /// refused).
    public static func parseCSVRow(_ row: Substring) -> Result<CSVRow, RowError> {
        let fields = row.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == columnKinds.count else {
            return .failure(RowError("has \(fields.count) fields where a sweep row has \(columnKinds.count)"))
        }
        for (field, column) in zip(fields, columnKinds) {
            let canonical: Bool
            switch column.kind {
            case .integer:
                canonical =
                    Int64(field).map { value in
                        var text: [UInt8] = []
                        FixedDecimal.append(integer: value, to: &text)
                        return text.elementsEqual(field.utf8)
                    } ?? false
            case .decimal(let decimals, let optional):
                if field.isEmpty {
                    canonical = optional
                } else {
                    canonical =
                        Double(field).map { value in
                            var text: [UInt8] = []
                            FixedDecimal.append(value, decimals: decimals, to: &text)
                            return value.isFinite && text.elementsEqual(field.utf8)
                        } ?? false
                }
            case .status:
                canonical = SweepCell.Status(rawValue: String(field)) != nil
            }
            guard canonical else {
                let quoted = JSONValue.printable(String(field.prefix(40)))
                return .failure(RowError("has \(quoted) as its \(column.name), which a sweep does not write"))
            }
        }
        guard let cell = Int(fields[0]), cell >= 0 else { return .failure(RowError("has a negative cell number")) }
        let status = columnKinds.firstIndex { $0.kind == .status }.flatMap { SweepCell.Status(rawValue: String(fields[$0])) } ?? .rested
        return .success(CSVRow(cell: cell, drag: fields[1], velocity: fields[2], status: status))
    }

    /// What is wrong with a row, as a phrase that follows "the row": "has 3 fields where …".
    public struct RowError: Error, Sendable {
        /// The phrase.
        public var phrase: String
        init(_ phrase: String) { self.phrase = phrase }
    }
}
