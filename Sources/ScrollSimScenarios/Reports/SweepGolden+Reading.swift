import Foundation
import ScrollSim

extension SweepGolden {
    /// One cell of a golden as read: where it rests (page), when (the rest time's text, `-` for
    /// none) and its largest jump (the text, empty for a cell that does not jump).
    struct GoldenCell: Equatable {
        /// The page the cell rests on.
        var page: Int
        /// The rest time as written, in seconds with four decimals, or `-`.
        var rest: Substring
        /// The largest jump as written, in points with three decimals, or empty.
        var jump: Substring
    }

    /// The two header lines of the golden of `grid` named `name`, without their line breaks; the
    /// second names the sixth field when a cell `jumps`.
    static func header(grid: SweepGrid, name: String, jumps: Bool) -> [String] {
        [
            "# scrollsim sweep golden 1: \(name) (\(grid.drags.count) drags × \(grid.velocities.count) velocities)",
            "# cell drag(pt) velocity(pt/ms) page rest(s)" + (jumps ? " [largest jump(pt), on a cell that jumps]" : ""),
        ]
    }

    /// The sixth field of a cell that jumps: its largest jump, in points (3 decimals); nil when it
    /// does not jump.
    static func jumpField(_ cell: SweepCell) -> String? {
        cell.jumps > 0 ? FixedDecimal.text(cell.largestJump ?? 0, decimals: 3) : nil
    }

    /// Reads the golden `text` of `grid` as its cells by index, or says, as the end of a sentence
    /// that begins with the golden's path, the first line that is not this sweep's: a header of
    /// another name or grid, a line that is not a cell (`index drag velocity page rest`), a cell
    /// that is not in the grid, a cell whose drag or velocity is not the grid's, or a cell given
    /// twice. Comment lines (`#`) after the header are skipped; a line's number counts from 1.
    static func goldenCells(in text: String, grid: SweepGrid, name: String) -> Result<[Int: GoldenCell], GoldenProblem> {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        // The second header line names the jump field only when a cell jumps; either is this sweep's.
        let withJumps = header(grid: grid, name: name, jumps: true)
        for (i, expected) in header(grid: grid, name: name, jumps: false).enumerated() {
            let found = i < lines.count ? "\(JSONValue.quoted(String(lines[i])))" : "missing"
            guard i < lines.count, lines[i] == expected || lines[i] == withJumps[i] else {
                return .failure(
                    GoldenProblem(
                        line: i + 1,
                        "is \(found), not this sweep's header \(JSONValue.quoted(expected)) (a golden of another sweep or grid?)"))
            }
        }
        var cells: [Int: GoldenCell] = [:]
        var firstLine: [Int: Int] = [:]
        for (i, line) in lines.enumerated().dropFirst(2) where !line.hasPrefix("#") {
            let number = i + 1
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 5 || fields.count == 6, let index = Int(fields[0]), let page = Int(fields[3]),
                fields[4] == "-" || Double(fields[4]) != nil, fields.count == 5 || Double(fields[5]) != nil
            else {
                return .failure(
                    GoldenProblem(
                        line: number,
                        "is \(JSONValue.quoted(String(line.prefix(80)))), not a cell line \"INDEX DRAG VELOCITY PAGE REST [JUMP]\" "
                            + "(a cell number, a drag, a velocity, a page number, a rest time or -, and a jump in points if it jumps)"))
            }
            guard index >= 0, index < grid.total else {
                return .failure(GoldenProblem(line: number, "names cell \(index), but this sweep has cells 0 to \(grid.total - 1)"))
            }
            if let first = firstLine[index] {
                return .failure(GoldenProblem(line: number, "gives cell \(index) again (first on line \(first))"))
            }
            let drag = FixedDecimal.text(grid.drag(index), decimals: 3)
            let velocity = FixedDecimal.text(grid.velocity(index), decimals: 4)
            guard fields[1] == drag, fields[2] == velocity else {
                return .failure(
                    GoldenProblem(
                        line: number,
                        "gives cell \(index) a drag of \(fields[1]) pt and a velocity of \(fields[2]) pt/ms, where this sweep's cell "
                            + "\(index) has \(drag) pt and \(velocity) pt/ms (a golden of another grid?)"))
            }
            firstLine[index] = number
            cells[index] = GoldenCell(page: page, rest: fields[4], jump: fields.count == 6 ? fields[5] : "")
        }
        return .success(cells)
    }

    /// A line of a golden that is not this sweep's: its number (from 1) and what is wrong with it.
    struct GoldenProblem: Error, Equatable {
        /// The line's number, from 1.
        var line: Int
        /// What the line holds instead, as the end of a sentence.
        var reason: String

        init(line: Int, _ reason: String) {
            self.line = line
            self.reason = reason
        }
    }
}
