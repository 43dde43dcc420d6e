import Foundation
import ScrollSim

/// A golden of a whole sweep: where every cell of a drag × velocity grid rests (page and rest
/// time), one line per cell, so that a regression anywhere in the gesture space fails a test, not
/// only at the flicks someone wrote down.
///
///     # scrollsim sweep golden 1: pager (30 drags × 13 velocities)
///     # cell drag(pt) velocity(pt/ms) page rest(s)
///     0 -300.000 -3.0000 0 0.8167
///
/// A cell whose run jumps (`SweepCell.jumps`: a frame moves further than its velocity allows)
/// has a sixth field, its largest jump in points, and the header then names it; a golden of cells
/// that never jump has five fields per line, as it always had. A cell that jumps where its golden
/// line has no jump (or whose jump changed or went) differs from the golden, as a moved one does.
public enum SweepGolden {
    /// The outcome of a comparison, as `FeelGolden.Outcome`'s.
    public enum Outcome: Hashable, Sendable {
        /// Every cell rests where the golden says.
        case matched
        /// A failure with its message: a missing or unreadable golden, one just written, or one that
        /// is not this sweep's (its header, a line that is not a cell, a cell of another grid or
        /// given twice, named with its line).
        case failed(String)
        /// Cells moved or jumped: the message, the SVG heat map of the cells whose page changed or
        /// that jump where the golden has no jump, and the cells whose page changed with the page
        /// the golden has for each.
        case differs(message: String, heatMap: String, moved: [(cell: SweepCell, goldenPage: Int)])

        public static func == (a: Outcome, b: Outcome) -> Bool {
            switch (a, b) {
            case (.matched, .matched): true
            case (.failed(let x), .failed(let y)): x == y
            case (.differs(let m1, let h1, let c1), .differs(let m2, let h2, let c2)):
                m1 == m2 && h1 == h2 && c1.map(\.cell) == c2.map(\.cell) && c1.map(\.goldenPage) == c2.map(\.goldenPage)
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .matched: hasher.combine(0)
            case .failed(let message): hasher.combine(message)
            case .differs(let message, let heatMap, let moved):
                hasher.combine(message)
                hasher.combine(heatMap)
                hasher.combine(moved.map(\.cell))
            }
        }
    }

    /// The golden text of `cells` (in cell order) of `grid`.
    public static func text(_ cells: [SweepCell], grid: SweepGrid, name: String) -> String {
        var out = header(grid: grid, name: name, jumps: cells.contains { $0.jumps > 0 }).map { $0 + "\n" }.joined()
        for cell in cells { out += line(cell) + "\n" }
        return out
    }

    /// One cell's line.
    static func line(_ cell: SweepCell) -> String {
        "\(cell.index) \(FixedDecimal.text(cell.drag, decimals: 3)) \(FixedDecimal.text(cell.velocityPointsPerMillisecond, decimals: 4)) \(cell.page) "
            + (cell.restTime.map { FixedDecimal.text($0, decimals: 4) } ?? "-") + (jumpField(cell).map { " " + $0 } ?? "")
    }

    /// Compares `cells` of `grid` with the golden at `path` under `mode`, writing it when the mode
    /// says so (a write is a failure: run again to compare); on a difference, writes the heat map
    /// of the cells whose page changed where `GoldenPlot.path(forGolden:environment:)` says.
    public static func compare(
        _ cells: [SweepCell], grid: SweepGrid, named name: String, at path: String, mode: RecordMode,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Outcome {
        if let problem = GoldenName.problem(name) {
            return .failed("Sweep \(JSONValue.quoted(name)): the name cannot name a golden file: \(problem).")
        }
        if let problem = AtomicFile.problem(asOwnFile: path) {
            return .failed("Sweep \"\(name)\": the golden \(path) cannot be used: \(problem).")
        }
        let actual = text(cells, grid: grid, name: name)
        let golden = GoldenRecord(kind: "Sweep", name: name, at: path, mode: mode)
        let goldenText: String
        switch golden.read(recording: actual, size: "\(cells.count) cells") {
        case .failed(let message): return .failed(message)
        case .expected(let text): goldenText = text
        }
        // A golden of another sweep, or with lines that are not cells of this one, is not compared:
        // it is left as it is, named with the line that is wrong.
        var expected: [Int: GoldenCell]
        switch goldenCells(in: goldenText, grid: grid, name: name) {
        case .success(let read): expected = read
        case .failure(let problem):
            return .failed(
                "Sweep \(JSONValue.quoted(name)): the golden \(path), line \(problem.line), \(problem.reason); it was not compared and was "
                    + "left as it is (replace it with SCROLLSIM_RECORD=all).")
        }
        var moved: [(cell: SweepCell, page: Int)] = []
        // Cells that jump where the golden has no jump; cells whose jump changed or went.
        var jumped: [SweepCell] = []
        var rejumped = 0
        var retimed = 0
        var missing = 0
        for cell in cells {
            guard let old = expected.removeValue(forKey: cell.index) else {
                missing += 1
                continue
            }
            let jump = jumpField(cell) ?? ""
            if old.jump.isEmpty && !jump.isEmpty {
                jumped.append(cell)
            } else if old.jump != jump[...] {
                rejumped += 1
            }
            if old.page != cell.page {
                moved.append((cell, old.page))
            } else if old.rest != (cell.restTime.map { FixedDecimal.text($0, decimals: 4) } ?? "-")[...] {
                retimed += 1
            }
        }
        let extra = expected.count
        guard !moved.isEmpty || !jumped.isEmpty || rejumped > 0 || retimed > 0 || missing > 0 || extra > 0 else {
            GoldenPlot.removeStale(goldenPath: path, environment: environment)
            return .matched
        }
        var message = "Sweep \"\(name)\" differs from \(path): \(moved.count) of \(cells.count) cells rest on another page"
        message += retimed > 0 ? ", \(retimed) more at another time" : ""
        message += jumped.isEmpty ? "" : ", \(jumped.count) jump where the golden has no jump"
        message += rejumped > 0 ? ", \(rejumped) jump by another distance or no longer jump" : ""
        message += missing + extra > 0 ? ", \(missing) cells not in the golden and \(extra) of it not run" : ""
        message += ".\n"
        if !jumped.isEmpty {
            message += "A jump: a frame moves further than its velocity allows, as when a target behind the flick is put in place at once.\n"
            for cell in jumped.prefix(5) {
                message +=
                    "  cell \(cell.index): drag \(FixedDecimal.text(cell.drag, decimals: 1)) pt, \(FixedDecimal.text(cell.velocityPointsPerMillisecond, decimals: 2)) pt/ms: jumps \(FixedDecimal.text(cell.largestJump ?? 0, decimals: 3)) pt\n"
            }
            if jumped.count > 5 { message += "  … and \(jumped.count - 5) more\n" }
        }
        if !moved.isEmpty {
            let drags = moved.map(\.cell.drag)
            let velocities = moved.map(\.cell.velocityPointsPerMillisecond)
            message +=
                "The moved cells span drags \(FixedDecimal.text(drags.min()!, decimals: 1)) to \(FixedDecimal.text(drags.max()!, decimals: 1)) pt "
            message +=
                "and velocities \(FixedDecimal.text(velocities.min()!, decimals: 2)) to \(FixedDecimal.text(velocities.max()!, decimals: 2)) pt/ms.\n"
            for (cell, page) in moved.prefix(5) {
                message +=
                    "  cell \(cell.index): drag \(FixedDecimal.text(cell.drag, decimals: 1)) pt, \(FixedDecimal.text(cell.velocityPointsPerMillisecond, decimals: 2)) pt/ms: page \(page) → \(cell.page)\n"
            }
            if moved.count > 5 { message += "  … and \(moved.count - 5) more\n" }
        }
        // The change as a map: only the cells that moved page or newly jump are drawn, in their
        // page's colour now, those that newly jump crossed.
        let changed = moved.map { ($0.cell.index, $0.cell.page) } + jumped.map { ($0.index, $0.page) }
        var pages = [[Int?]](repeating: [Int?](repeating: nil, count: grid.drags.count), count: grid.velocities.count)
        var jumps = [[Bool]](repeating: [Bool](repeating: false, count: grid.drags.count), count: grid.velocities.count)
        for (index, page) in changed where index < grid.total { pages[index / grid.drags.count][index % grid.drags.count] = page }
        for cell in jumped where cell.index < grid.total { jumps[cell.index / grid.drags.count][cell.index % grid.drags.count] = true }
        let title =
            jumped.isEmpty
            ? "\(name): the \(moved.count) cells whose resting page changed (colour: the page now)"
            : "\(name): the \(moved.count) cells whose resting page changed and the \(jumped.count) that newly jump (×) (colour: the page now)"
        let map = SweepHeatMap(
            title: title, drags: grid.drags.values, velocities: grid.velocities.values, pages: pages, jumps: jumps
        ).svg()
        let plotPath = GoldenPlot.path(forGolden: path, environment: environment)
        if (try? Golden.writeAtomically(map, to: plotPath, createFolder: true)) != nil {
            message += "heat map of the change: \(plotPath)\n"
        }
        message += golden.afterMismatch(recording: actual)
        return .differs(message: message, heatMap: map, moved: moved.map { (cell: $0.cell, goldenPage: $0.page) })
    }
}
