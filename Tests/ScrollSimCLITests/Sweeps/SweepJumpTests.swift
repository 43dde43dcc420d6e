import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimGoldens
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A sweep's cells carry their jumps (`SweepCell.jumps`, `largestJump`): its rows have them, its
/// table and heat map mark them, and a sweep golden differs when a cell jumps where it had none.
@Suite("Sweeps mark the cells that jump")
struct SweepJumpTests {
    /// Moves the target 140 pt behind the release for a velocity between 0.24 and 0.29 pt/ms, and
    /// leaves every other release alone.
    final class BehindJumper: ScrollViewDelegate {
        func scrollViewWillEndDragging(_ s: SimulatedScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
            if v.y > 0.24 && v.y < 0.29 { t.pointee = CGPoint(x: 0, y: s.contentOffset.y - 140) }
        }
    }

    /// A free vertical view at 1000 with `BehindJumper` as its delegate.
    static func setup() -> DelegateSweep.Setup {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 10_000))
        view.contentOffset = CGPoint(x: 0, y: 1000)
        let delegate = BehindJumper()
        view.delegate = delegate
        return (view, [delegate])
    }

    /// `cells` with no jump: the same pages and rest times.
    static func withoutJumps(_ cells: [SweepCell]) -> [SweepCell] {
        cells.map { cell in
            var smooth = cell
            smooth.jumps = 0
            smooth.largestJump = nil
            return smooth
        }
    }

    /// Drags 20, 60, 100 pt; velocities 0.2, 0.225, 0.25, 0.275, 0.3, 0.325, 0.35 pt/ms.
    static let grid = SweepGrid(drags: SweepRange(from: 20, through: 100, step: 40), velocities: SweepRange(from: 0.2, through: 0.35, step: 0.025))

    @Test("exactly the cells released at 0.25 and 0.275 pt/ms jump, once each, by the 140 pt the delegate moved the target back")
    func cellsCarryTheirJumps() async throws {
        let cells = try await DelegateSweep.run(grid: Self.grid, axis: .vertical, makeView: Self.setup)
        #expect(cells.count == 21)
        // UIKit puts the content on a target behind the flick on the release frame: from 1000 + drag
        // to 1000 + drag − 140, both whole points. 0.2 and 0.225 pt/ms are zeroed (under 0.25), so
        // the delegate is offered 0 and changes nothing.
        for cell in cells {
            let jumps = cell.velocityPointsPerMillisecond > 0.24 && cell.velocityPointsPerMillisecond < 0.29
            #expect(cell.jumps == (jumps ? 1 : 0), "cell \(cell.index)")
            #expect(cell.largestJump == (jumps ? 140 : nil), "cell \(cell.index)")
        }
        let csv = DelegateSweep.csv(cells).split(separator: "\n")
        #expect(csv.first?.hasSuffix(",status,jumps,largest_jump_pt") == true)
        #expect(csv.filter { $0.hasSuffix(",rested,1,140.000") }.count == 6)
        #expect(csv.dropFirst().filter { $0.hasSuffix(",rested,0,") }.count == 15)
    }

    @Test("the table marks the six jumping cells with * and says what * means; the heat map crosses them and names the cross")
    func tableAndHeatMapMarkJumps() async throws {
        let cells = try await DelegateSweep.run(grid: Self.grid, axis: .vertical, makeView: Self.setup)
        let table = DelegateSweep.table(cells, grid: Self.grid, title: "jumper")
        #expect(table.components(separatedBy: "*").count - 1 == 6 + 1, "six cells and the legend line")
        #expect(table.contains("\n* the cell jumps: a frame moves further than its velocity allows"))
        let svg = DelegateSweep.heatMap(cells, grid: Self.grid, title: "jumper")
        #expect(svg.contains("<g data-jumps=\"6\""))
        // Rows 2 and 3 (0.25 and 0.275 pt/ms), every drag.
        #expect(svg.contains("data-jump-row=\"2\" data-jump-columns=\"0 1 2\""))
        #expect(svg.contains("data-jump-row=\"3\" data-jump-columns=\"0 1 2\""))
        #expect(svg.contains(">jumps</text>"))
        let plain = DelegateSweep.heatMap(Self.withoutJumps(cells), grid: Self.grid, title: "p")
        #expect(!plain.contains("data-jumps") && !plain.contains(">jumps</text>"))
    }

    @Test("a sweep golden recorded without jumps differs when six cells jump, even on the same pages and times; one with them matches")
    func goldenFlagsNewJumps() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-jumps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = try await DelegateSweep.run(grid: Self.grid, axis: .vertical, makeView: Self.setup)
        // The same pages and rest times, without the jumps: the golden of a delegate that passed.
        let smooth = Self.withoutJumps(cells)
        let path = folder.appendingPathComponent("jumper.sweep").path
        _ = SweepGolden.compare(smooth, grid: Self.grid, named: "jumper", at: path, mode: .all, environment: [:])
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(golden.contains("\n# cell drag(pt) velocity(pt/ms) page rest(s)\n"), "a golden without jumps keeps its five fields")
        guard
            case .differs(let message, let map, let moved) = SweepGolden.compare(
                cells, grid: Self.grid, named: "jumper", at: path, mode: .never, environment: [:])
        else {
            Issue.record("cells that newly jump must differ")
            return
        }
        #expect(moved.isEmpty)
        #expect(
            message.hasPrefix("Sweep \"jumper\" differs from \(path): 0 of 21 cells rest on another page, 6 jump where the golden has no jump.\n"))
        #expect(message.contains("  cell 6: drag 20.0 pt, 0.25 pt/ms: jumps 140.000 pt\n"))
        #expect(map.contains("<g data-jumps=\"6\""))

        let withJumps = folder.appendingPathComponent("with-jumps.sweep").path
        _ = SweepGolden.compare(cells, grid: Self.grid, named: "jumper", at: withJumps, mode: .all, environment: [:])
        let text = try String(contentsOfFile: withJumps, encoding: .utf8)
        #expect(text.contains("\n# cell drag(pt) velocity(pt/ms) page rest(s) [largest jump(pt), on a cell that jumps]\n"))
        #expect(text.split(separator: "\n").filter { $0.hasSuffix(" 140.000") }.count == 6)
        #expect(SweepGolden.compare(cells, grid: Self.grid, named: "jumper", at: withJumps, mode: .never, environment: [:]) == .matched)
        // The jumps going away differs too.
        guard
            case .differs(let gone, _, _) = SweepGolden.compare(
                smooth, grid: Self.grid, named: "jumper", at: withJumps, mode: .never, environment: [:])
        else {
            Issue.record("cells that no longer jump must differ")
            return
        }
        #expect(gone.contains(", 6 jump by another distance or no longer jump."))
    }

    @Test("scrollsim sweep marks the cells that jump in its table, says how many and the largest, and its CSV and SVG carry them")
    func command() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-jumps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // changed-target-behind moves every target to 1000: a forward release at 0.25 pt/ms or more
        // from 1000 + drag jumps back by the drag. Cells 4 drags × 5 velocities; cell 15 is drag 150
        // at 0.25 pt/ms, the first of the two 150 pt jumps.
        let file = PackagePaths.scenarios() + "/changed-target-behind.json"
        let svg = folder.appendingPathComponent("map.svg").path
        let csv = folder.appendingPathComponent("cells.csv").path
        let sweep = await Invocation(
            ["sweep", file, "--drag", "0:150:50", "--velocity", "-0.5:0.5:0.25", "--svg", svg, "--csv", csv, "--quiet"])
        #expect(sweep.code == 0, "\(sweep.error)")
        #expect(
            sweep.output.contains("\n                 0.25  1  1*   1*   1*\n                 0.50  1  1*   1*   1*\n* the cell jumps"),
            "\(sweep.output)")
        #expect(
            sweep.output.contains("\n6 of 20 cells jump; the largest, 150.000 pt, at cell 15 (drag 150.000 pt, velocity 0.2500 pt/ms).\n"))
        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(rows.filter { $0.hasSuffix(",1,50.000") || $0.hasSuffix(",1,100.000") || $0.hasSuffix(",1,150.000") }.count == 6)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<g data-jumps=\"6\""))
    }
}
