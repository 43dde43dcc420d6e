import Foundation
import ScrollSim
import ScrollSimGoldens
import ScrollSimScenarios
import ScrollSimSweepTesting
import ScrollSimTestSupport
import Testing

/// A sweep golden pins where every cell of a grid rests; altering the delegate's threshold fails
/// it, naming how many cells moved and where, with a heat map of the change.
@Suite("Sweep goldens")
struct SweepGoldenTests {
    static let grid = SweepGrid(drags: SweepRange(from: -300, through: 280, step: 20), velocities: SweepRange(from: -3, through: 3, step: 0.5))

    /// Cells of the peek carousel of peek-back-flick.json with its scroll threshold set to `threshold` points.
    static func cells(threshold: Double) async throws -> [SweepCell] {
        var scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/peek-back-flick.json").scenario
        scenario.strategy.parameters["scrollThreshold"] = .number(threshold)
        let base = scenario
        return try await DelegateSweep.run(grid: grid, axis: base.axis) {
            let made = try! ScenarioRunner.makeView(for: base, recordsDelegateEvents: false)
            return (made.view, made.retained)
        }
    }

    @Test("recorded once, it matches the same sweep; a threshold of 150 pt instead of 50 moves cells and fails with a map of them")
    func thresholdChangeFails() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = sweepGoldenPath(forTestFile: folder.appendingPathComponent("Tests/PagerTests.swift").path, name: "peek")
        #expect(path == folder.appendingPathComponent("Tests/__Feel__/PagerTests/peek.sweep").path)
        let original = try await Self.cells(threshold: 50)
        guard case .failed(let recorded) = SweepGolden.compare(original, grid: Self.grid, named: "peek", at: path, mode: .missing, environment: [:])
        else {
            Issue.record("recording a sweep golden must fail")
            return
        }
        #expect(recorded.hasPrefix("Sweep \"peek\": recorded \(path) (390 cells)"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text.hasPrefix(
                "# scrollsim sweep golden 1: peek (30 drags × 13 velocities)\n"
                    + "# cell drag(pt) velocity(pt/ms) page rest(s) [largest jump(pt), on a cell that jumps]\n0 -300.000 -3.0000 "))
        // The peek carousel puts a target behind the flick in place at once for some cells: their
        // lines have a sixth field, the jump.
        #expect(text.split(separator: "\n").contains { $0.split(separator: " ").count == 6 })
        #expect(SweepGolden.compare(original, grid: Self.grid, named: "peek", at: path, mode: .never, environment: [:]) == .matched)

        let changed = try await Self.cells(threshold: 150)
        let moved = zip(original, changed).filter { $0.page != $1.page }.count
        #expect(moved > 0, "a larger threshold keeps some drags on their card")
        guard
            case .differs(let message, let map, _) = SweepGolden.compare(
                changed, grid: Self.grid, named: "peek", at: path, mode: .never, environment: [:])
        else {
            Issue.record("a changed threshold must differ")
            return
        }
        #expect(message.hasPrefix("Sweep \"peek\" differs from \(path): \(moved) of 390 cells rest on another page"), "\(message)")
        #expect(message.contains("The moved cells span drags"))
        #expect(message.contains("heat map of the change: \(folder.path)/Tests/__Feel__/PagerTests/peek.failure.svg"))
        #expect(map.components(separatedBy: "data-page=").count - 1 >= 1)
        #expect(map.contains("the \(moved) cells whose resting page changed"))
    }

    @Test("assertSweep records a golden on the first run as a failure at the caller's line")
    func assertSweepRecordsAtTheCallersLine() async throws {
        let cells = try await Self.cells(threshold: 50)
        let line = #line + 2
        withKnownIssue {
            assertSweep(of: cells, grid: Self.grid, named: "sweep-\(UUID().uuidString)", record: .all)
        } matching: { issue in
            issue.sourceLocation?.line == line && String(describing: issue).contains("run the test again to compare with it")
        }
        // The golden recorded beside this file is removed again; the folder only when nothing else
        // is in it (the suite's other tests write there at the same time).
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Feel__/SweepGoldenTests")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix("sweep-") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? false {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test(
        "the sweeping assertSweep plays the cells that moved on a page beside the heat map, each with where the golden rested, and names it in its one failure"
    )
    @MainActor
    func movedCellsPlayOnAPage() throws {
        let scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/peek-back-flick.json").scenario
        func makeView(threshold: Double) -> DelegateSweep.Setup {
            var base = scenario
            base.strategy.parameters["scrollThreshold"] = .number(threshold)
            let made = try! ScenarioRunner.makeView(for: base)
            return (made.view, made.retained)
        }
        let name = "moving-\(UUID().uuidString)"
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Feel__/SweepGoldenTests")
        defer {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasPrefix(name) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            }
            if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? false {
                try? FileManager.default.removeItem(at: folder)
            }
        }
        withKnownIssue {
            assertSweep(grid: Self.grid, axis: scenario.axis, named: name, record: .all) { makeView(threshold: 50) }
        }
        let seen = Messages()
        withKnownIssue {
            assertSweep(grid: Self.grid, axis: scenario.axis, named: name, record: .never) { makeView(threshold: 150) }
        } matching: { issue in
            seen.append(String(describing: issue))
            return true
        }
        let messages = seen.all
        #expect(messages.count == 1, "one failure, with the page in it")
        let page = folder.appendingPathComponent("\(name).failure.html").path
        #expect(messages.first?.contains("cells rest on another page") == true)
        #expect(messages.first?.contains("in motion (open in a browser): \(page)") == true)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("in the golden,") && html.contains(" now\""))
        // Beside each cell's run, where the golden rested: peek-back-flick's card k rests at
        // k · 315 pt (cards 295 wide, spacing 20, insets 40, in a 375 pt view: centre 187.5 + 315k).
        let label = try #require(html.range(of: "pt/s: page "))
        let goldenPage = try #require(Int(html[label.upperBound...].prefix { $0.isNumber }))
        #expect(html.contains("\"goldenRest\":{\"page\":\(goldenPage),\"offset\":[\(315 * goldenPage).000,0.000],\"t\":null}"))
        #expect(!html.contains("pt/ms"))
    }
}

/// The messages of the issues a `withKnownIssue` matcher sees (it may run on another thread).
final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
