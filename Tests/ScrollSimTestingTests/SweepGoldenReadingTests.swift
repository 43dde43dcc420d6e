import Foundation
import ScrollSim
import ScrollSimScenarios
import Testing

/// A sweep golden is compared only when it is this sweep's: its header names the sweep and its
/// grid, every other line is one cell of the grid with the grid's drag and velocity, given once.
/// Anything else fails naming the golden and the line, and leaves the golden as it is.
@Suite("Sweep goldens: what is read")
struct SweepGoldenReadingTests {
    /// Drags 0 and 100 pt, velocities 1 and 2 pt/ms: cells 0 (0, 1), 1 (100, 1), 2 (0, 2), 3 (100, 2).
    static let grid = SweepGrid(drags: SweepRange(from: 0, through: 100, step: 100), velocities: SweepRange(from: 1, through: 2, step: 1))

    static let cells = (0..<4).map { i in
        SweepCell(
            index: i, drag: Double(i % 2) * 100, velocityPointsPerMillisecond: Double(1 + i / 2), finalOffset: .zero, page: i, restTime: 0.5,
            release: nil, status: .rested)
    }

    static let header = "# scrollsim sweep golden 1: g (2 drags × 2 velocities)\n# cell drag(pt) velocity(pt/ms) page rest(s)\n"
    static let lines = ["0 0.000 1.0000 0 0.5000", "1 100.000 1.0000 1 0.5000", "2 0.000 2.0000 2 0.5000", "3 100.000 2.0000 3 0.5000"]

    /// Compares `cells` with a golden holding `text`, returning the outcome and the golden's path.
    func compare(_ text: String, cells: [SweepCell] = cells, grid: SweepGrid = grid) throws -> (SweepGolden.Outcome, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID().uuidString).sweep").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = SweepGolden.compare(cells, grid: grid, named: "g", at: path, mode: .never, environment: [:])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "the golden is left as it is")
        return (outcome, path)
    }

    func failure(_ path: String, line: Int, _ reason: String) -> SweepGolden.Outcome {
        .failed(
            "Sweep \"g\": the golden \(path), line \(line), \(reason); it was not compared and was left as it is "
                + "(replace it with SCROLLSIM_RECORD=all).")
    }

    @Test("the golden the sweep writes matches it")
    func ownGoldenMatches() throws {
        #expect(SweepGolden.text(Self.cells, grid: Self.grid, name: "g") == Self.header + Self.lines.joined(separator: "\n") + "\n")
        #expect(try compare(Self.header + Self.lines.joined(separator: "\n") + "\n").0 == .matched)
    }

    @Test("a golden of grid A does not match grid B with the same resting pages: its header, or its drags, say so")
    func anotherGridFails() throws {
        // Drags 0 and 50 pt: the same counts, so the same header, and the same pages.
        let other = SweepGrid(drags: SweepRange(from: 0, through: 50, step: 50), velocities: SweepRange(from: 1, through: 2, step: 1))
        let moved = Self.cells.map { cell in
            var c = cell
            c.drag = Double(cell.index % 2) * 50
            return c
        }
        let (outcome, path) = try compare(Self.header + Self.lines.joined(separator: "\n") + "\n", cells: moved, grid: other)
        #expect(
            outcome
                == failure(
                    path, line: 4,
                    "gives cell 1 a drag of 100.000 pt and a velocity of 1.0000 pt/ms, where this sweep's cell 1 has 50.000 pt and 1.0000 "
                        + "pt/ms (a golden of another grid?)"))
        // Velocities 1, 2 and 3 pt/ms: another header.
        let taller = SweepGrid(drags: Self.grid.drags, velocities: SweepRange(from: 1, through: 3, step: 1))
        let (header, headerPath) = try compare(Self.header + Self.lines.joined(separator: "\n") + "\n", cells: Self.cells, grid: taller)
        #expect(
            header
                == failure(
                    headerPath, line: 1,
                    "is \"# scrollsim sweep golden 1: g (2 drags × 2 velocities)\", not this sweep's header "
                        + "\"# scrollsim sweep golden 1: g (2 drags × 3 velocities)\" (a golden of another sweep or grid?)"))
    }

    @Test("a velocity column that is not the grid's fails at its line")
    func anotherVelocityFails() throws {
        var lines = Self.lines
        lines[2] = "2 0.000 2.5000 2 0.5000"
        let (outcome, path) = try compare(Self.header + lines.joined(separator: "\n") + "\n")
        #expect(
            outcome
                == failure(
                    path, line: 5,
                    "gives cell 2 a drag of 0.000 pt and a velocity of 2.5000 pt/ms, where this sweep's cell 2 has 0.000 pt and 2.0000 "
                        + "pt/ms (a golden of another grid?)"))
    }

    @Test("a line that is not a cell fails at its line, quoted")
    func garbageLineFails() throws {
        let (outcome, path) = try compare(Self.header + Self.lines.joined(separator: "\n") + "\nhello world\n")
        #expect(
            outcome
                == failure(
                    path, line: 7,
                    "is \"hello world\", not a cell line \"INDEX DRAG VELOCITY PAGE REST [JUMP]\" (a cell number, a drag, a velocity, "
                        + "a page number, a rest time or -, and a jump in points if it jumps)"))
        let (blank, blankPath) = try compare(Self.header + Self.lines[0] + "\n\n" + Self.lines.dropFirst().joined(separator: "\n") + "\n")
        let notACell =
            "not a cell line \"INDEX DRAG VELOCITY PAGE REST [JUMP]\" (a cell number, a drag, a velocity, a page number, a rest time or -, "
            + "and a jump in points if it jumps)"
        #expect(blank == failure(blankPath, line: 4, "is \"\", " + notACell))
    }

    @Test("a cell given twice fails at its second line, naming the first, not as a cell that moved")
    func duplicateLineFails() throws {
        let (outcome, path) = try compare(Self.header + (Self.lines + [Self.lines[1]]).joined(separator: "\n") + "\n")
        #expect(outcome == failure(path, line: 7, "gives cell 1 again (first on line 4)"))
    }

    @Test("a cell outside the grid fails at its line")
    func cellOutsideTheGridFails() throws {
        let (outcome, path) = try compare(Self.header + (Self.lines + ["4 0.000 3.0000 4 0.5000"]).joined(separator: "\n") + "\n")
        #expect(outcome == failure(path, line: 7, "names cell 4, but this sweep has cells 0 to 3"))
    }

    @Test("a golden without its header fails at line 1")
    func missingHeaderFails() throws {
        let (outcome, path) = try compare(Self.lines.joined(separator: "\n") + "\n")
        #expect(
            outcome
                == failure(
                    path, line: 1,
                    "is \"0 0.000 1.0000 0 0.5000\", not this sweep's header \"# scrollsim sweep golden 1: g (2 drags × 2 velocities)\" "
                        + "(a golden of another sweep or grid?)"))
    }
}
