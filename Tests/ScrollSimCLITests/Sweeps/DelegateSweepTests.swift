import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A test sweeps its own delegate with the CLI's runner: the same cells, the same CSV bytes as
/// `scrollsim sweep` for the same view and delegate, on any number of cores or on the main actor.
@Suite("Sweeps of a test's own delegate")
struct DelegateSweepTests {
    static let file = PackagePaths.scenarios() + "/peek-back-flick.json"

    /// The scenario's view and strategy, made the way `scrollsim sweep` makes them, as a test
    /// would make its own.
    static func setup() -> DelegateSweep.Setup {
        let scenario = try! ScenarioFile.load(file).scenario
        let made = try! ScenarioRunner.makeView(for: scenario, recordsDelegateEvents: false)
        return (made.view, made.retained)
    }

    static let grid = SweepGrid(drags: SweepRange(from: -300, through: 280, step: 20), velocities: SweepRange(from: -3, through: 3, step: 0.5))

    @Test("the CSV is byte for byte the one scrollsim sweep writes for the same view, delegate and grid")
    func sameCSVAsTheCommand() async throws {
        let axis = try ScenarioFile.load(Self.file).scenario.axis
        let cells = try await DelegateSweep.run(grid: Self.grid, axis: axis, makeView: Self.setup)
        #expect(cells.count == 30 * 13)
        let command = await Invocation(["sweep", Self.file, "--drag", "-300:280:20", "--velocity", "-3:3:0.5", "--csv", "-", "--quiet"])
        #expect(command.code == 0, "\(command.error)")
        #expect(DelegateSweep.csv(cells) == command.output)
    }

    @Test("one core, two cores and the main actor give the same cells")
    func sameCellsEverywhere() async throws {
        let axis = try ScenarioFile.load(Self.file).scenario.axis
        let one = try await DelegateSweep.run(grid: Self.grid, axis: axis, jobs: 1, makeView: Self.setup)
        let two = try await DelegateSweep.run(grid: Self.grid, axis: axis, jobs: 2, makeView: Self.setup)
        let main = await MainActor.run { DelegateSweep.runOnMainActor(grid: Self.grid, axis: axis, makeView: Self.setup) }
        #expect(one == two)
        #expect(one == main)
        #expect(Set(one.map(\.page)).count > 1, "the grid crosses a page boundary")
    }

    @Test("the heat map draws every cell's page, as the command's does")
    func heatMap() async throws {
        let axis = try ScenarioFile.load(Self.file).scenario.axis
        let cells = try await DelegateSweep.run(grid: Self.grid, axis: axis, makeView: Self.setup)
        let svg = DelegateSweep.heatMap(cells, grid: Self.grid, title: "peek", startPage: 1)
        #expect(svg.contains("data-page=") && svg.contains(">1 (start)</text>"))
        for page in Set(cells.map(\.page)) { #expect(svg.contains("data-page=\"\(page)\""), "page \(page)") }
    }

    @Test("the terminal table is the command's, reduced the same way for a narrow terminal")
    func sameTableAsTheCommand() async throws {
        let axis = try ScenarioFile.load(Self.file).scenario.axis
        let cells = try await DelegateSweep.run(grid: Self.grid, axis: axis, makeView: Self.setup)
        for width in [60, 300] {
            let command = await Invocation(
                ["sweep", Self.file, "--drag", "-300:280:20", "--velocity", "-3:3:0.5", "--quiet"],
                environment: ["SCROLLSIM_RECORD": "never", "COLUMNS": String(width)])
            let table = DelegateSweep.table(cells, grid: Self.grid, title: "peek-back-flick", columnsWide: width)
            #expect(table == command.output, "\(width) columns")
            // 60 columns hold (60 − 24) / 6 = 6 of the 30 drags; 300 hold all 30.
            #expect(table.contains("(showing 6 of 30 drags") == (width == 60))
        }
    }

    @Test("the heat map is byte for byte the one scrollsim sweep --svg writes")
    func sameHeatMapAsTheCommand() async throws {
        let axis = try ScenarioFile.load(Self.file).scenario.axis
        let cells = try await DelegateSweep.run(grid: Self.grid, axis: axis, makeView: Self.setup)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let command = await Invocation(["sweep", Self.file, "--drag", "-300:280:20", "--velocity", "-3:3:0.5", "--svg", out, "--quiet"])
        #expect(command.code == 0, "\(command.error)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        let start = try ScenarioFile.load(Self.file).scenario
        let view = try ScenarioRunner.makeView(for: start).view
        let startPage = PageGrid(view: view, axis: axis).page(of: view.contentOffset)
        #expect(DelegateSweep.heatMap(cells, grid: Self.grid, title: "peek-back-flick: resting page", startPage: startPage) == written)
    }

    /// Pages a plain scroll view of 300 pt pages, and moves each release's target on by one page
    /// for every release it saw before: a delegate whose memory changes the cells unless it is
    /// put back between them.
    class CountingPager: ScrollViewDelegate {
        var releases = 0

        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let page = (targetContentOffset.pointee.x / 300).rounded() + CGFloat(releases)
            targetContentOffset.pointee.x = min(max(page, 0), 9) * 300
            releases += 1
        }
    }

    /// `CountingPager` that forgets its releases when reset.
    final class ResettablePager: CountingPager, ResettableDelegate {
        let counts: Counts
        init(counts: Counts) { self.counts = counts }
        func reset() {
            releases = 0
            counts.add(resets: 1)
        }
    }

    /// `CountingPager` that says it can be reset but forgets nothing.
    final class ForgetfulPager: CountingPager, ResettableDelegate {
        func reset() {}
    }

    /// How many views were made and how many resets were made, across tasks.
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var made = 0
        private var resets = 0
        func add(made: Int = 0, resets: Int = 0) {
            lock.withLock {
                self.made += made
                self.resets += resets
            }
        }
        var madeAndResets: (made: Int, resets: Int) { lock.withLock { (made, resets) } }
    }

    /// 11 drags × 33 velocities: 363 cells, two chunks of the runner.
    static let pagerGrid = SweepGrid(drags: SweepRange(from: -200, through: 200, step: 40), velocities: SweepRange(from: -2, through: 2, step: 0.125))

    static func pagerView(_ delegate: CountingPager, counts: Counts) -> DelegateSweep.Setup {
        counts.add(made: 1)
        let view = SimulatedScrollView(
            bounds: CGSize(width: 300, height: 400), contentSize: CGSize(width: 3000, height: 400), contentOffset: CGPoint(x: 900, y: 0))
        view.delegate = delegate
        return (view, [delegate])
    }

    @Test("a resettable delegate runs every cell of a core on one view, reset before each, and gives the cells of a fresh view per cell")
    func resettableDelegateReusesOneView() async throws {
        let fresh = Counts()
        let freshCells = try await DelegateSweep.run(grid: Self.pagerGrid, axis: .horizontal, jobs: 1) {
            Self.pagerView(CountingPager(), counts: fresh)
        }
        #expect(fresh.madeAndResets.made == 363)
        let reused = Counts()
        let reusedCells = try await DelegateSweep.run(grid: Self.pagerGrid, axis: .horizontal, jobs: 1) {
            Self.pagerView(ResettablePager(counts: reused), counts: reused)
        }
        #expect(reused.madeAndResets == (made: 1, resets: 362))
        #expect(reusedCells == freshCells)
        #expect(Set(freshCells.map(\.page)).count > 2, "the cells rest on several pages")
        let onMain = Counts()
        let mainCells = await MainActor.run {
            DelegateSweep.runOnMainActor(grid: Self.pagerGrid, axis: .horizontal) { Self.pagerView(ResettablePager(counts: onMain), counts: onMain) }
        }
        #expect(onMain.madeAndResets == (made: 1, resets: 362))
        #expect(mainCells == freshCells)
    }

    @Test("the reuse depends on reset: a delegate that forgets nothing on reset gives other cells")
    func resetIsWhatMakesReuseExact() async throws {
        let counts = Counts()
        let fresh = try await DelegateSweep.run(grid: Self.pagerGrid, axis: .horizontal, jobs: 1) { Self.pagerView(CountingPager(), counts: counts) }
        let forgetful = try await DelegateSweep.run(grid: Self.pagerGrid, axis: .horizontal, jobs: 1) {
            Self.pagerView(ForgetfulPager(), counts: counts)
        }
        #expect(forgetful != fresh)
    }
}
