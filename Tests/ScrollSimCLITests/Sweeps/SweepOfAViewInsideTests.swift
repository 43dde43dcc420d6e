import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// `sweep --view NAME` drags a view inside its scene, as `run` drags it: a compositional section
/// keeps its scrolling behaviour, insets and size; a subview keeps its parent.
@Suite("sweep --view of a view inside a scene")
struct SweepOfAViewInsideTests {
    static let scenarios = PackagePaths.scenarios()

    /// Every bundled scenario with views inside, with their names.
    static func scenes() throws -> [(file: String, views: [String])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: scenarios).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted()
        return try names.compactMap { name in
            let path = scenarios + "/" + name
            let views = try ScenarioFile.load(path).scenario.allSubviews.map(\.spec.name)
            return views.isEmpty ? nil : (path, views)
        }
    }

    /// The CSV row `ScenarioRunner.run` gives for `base` with its gestures replaced by one drag
    /// aimed at the view named `view`: the view's own recording, page grid and release.
    static func rowRun(_ base: Scenario, view: String, index: Int, drag: Double, velocity: Double) throws -> String {
        var scenario = base
        scenario.until = nil
        scenario.expect = Expectations()
        scenario.gestures = [GestureSpec(t: 0, kind: .drag(distance: drag, releaseVelocity: velocity, duration: 0.1), view: view)]
        let run = try ScenarioRunner.run(scenario)
        let inside = try #require(run.subviews.first { $0.name == view })
        let recording = inside.recording
        let release = recording.events.last { $0.name == .scrollViewWillEndDragging }
        let jumps = recording.feelNotes.compactMap { note -> Double? in
            if case .jump(_, _, let distance, _) = note { distance } else { nil }
        }
        let cell = SweepCell(
            index: index, drag: drag, velocityPointsPerMillisecond: velocity, finalOffset: recording.finalOffset,
            page: inside.pages.page(of: recording.finalOffset), restTime: recording.frames.last?.time,
            release: release.flatMap { event in
                event.proposedTarget.map { ReleaseTargets(velocity: event.velocity ?? .zero, proposedTarget: $0, target: event.target ?? $0) }
            },
            status: run.stopReason == nil ? .rested : .cutOff, jumps: jumps.count, largestJump: jumps.max())
        var bytes: [UInt8] = []
        SweepRows.append(cell, as: .csv, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "every cell of a sweep of a view inside equals run of the same drag aimed at that view, for every view of every bundled scene, on a scene put back between cells or made anew"
    )
    func cellsEqualRunsAimedAtTheView() async throws {
        // The grid: 11 drags × 15 velocities, one chunk, so one worker runs every cell in order
        // and a cell that left state behind would change the next.
        let drags = [-120.0, -7.5, 30, 255]
        let velocities = [-3.0, -0.5, 0, 0.5, 4]
        let scenes = try Self.scenes()
        #expect(scenes.count >= 15, "the bundled scenes: \(scenes.map(\.file))")
        var reused = 0
        for (file, views) in scenes {
            let base = try ScenarioFile.load(file).scenario
            for view in views {
                if try SceneSweepWorker(base: base, view: view).reusesScene { reused += 1 }
                let result = await Invocation(
                    ["sweep", file, "--view", view, "--drag", "-120:255:37.5", "--velocity", "-3:4:0.5", "--format", "csv", "--jobs", "2"])
                #expect(result.code == 0, "\(file) --view \(view): \(result.error)")
                let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                // The header, 11 · 15 = 165 rows, and the empty text after the last line feed.
                let rowCount: Int = 167
                #expect(rows.count == rowCount, "\(file) --view \(view): \(rows.count) lines")
                for v in velocities {
                    for d in drags {
                        // Every value here is a whole number of steps from FROM, exact in binary.
                        let index = Int((v + 3) / 0.5) * 11 + Int((d + 120) / 37.5)
                        guard index + 1 < rows.count else {
                            Issue.record("\(file) --view \(view): no row for cell \(index)")
                            continue
                        }
                        let expected = try Self.rowRun(base, view: view, index: index, drag: d, velocity: v)
                        #expect(rows[index + 1] + "\n" == expected, "\(file) --view \(view) cell \(index)")
                    }
                }
            }
        }
        #expect(reused > 0, "views whose scene is put back between cells: \(reused)")

        // A refresh control keeps state of its own: the scene is made anew for each cell, with
        // the same cells as run.
        var refreshing = try ScenarioFile.load(Self.scenarios + "/carousel-in-feed-horizontal-flick.json").scenario
        refreshing.scrollView.refreshControl = .some(nil)
        let worker = try SceneSweepWorker(base: refreshing, view: "carousel")
        #expect(!worker.reusesScene)
        for (index, (d, v)) in [(-120.0, -3.0), (30, 0.5), (255, 4), (30, 0.5)].enumerated() {
            var bytes: [UInt8] = []
            SweepRows.append(worker.run(index: index, drag: d, velocity: v), as: .csv, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == (try Self.rowRun(refreshing, view: "carousel", index: index, drag: d, velocity: v)))
        }
    }

    /// The final offset along x of the one cell `sweep FILE --view VIEW` runs.
    static func restingX(_ file: String, view: String, drag: Double, velocity: Double) async throws -> Double {
        let result = await Invocation(
            ["sweep", scenarios + "/" + file, "--view", view, "--drag", "\(drag):\(drag):1", "--velocity", "\(velocity):\(velocity):1", "--csv", "-"])
        #expect(result.code == 0, "\(result.error)")
        let row = try #require(result.output.split(separator: "\n").dropFirst().first)
        return try #require(Double(row.split(separator: ",")[3]))
    }

    @Test(
        "a section's sweep keeps its behaviour and insets: .paging rests on the next 400 pt page, .groupPaging on the next 330 pt group, a centred section at its −40 pt inset"
    )
    func sectionsKeepTheirBehaviour() async throws {
        // compositional-behaviour-paging: a 400 pt wide container; a 50 pt drag released at
        // 0.6 pt/ms pages one container width on.
        #expect(try await Self.restingX("compositional-behaviour-paging.json", view: "cards", drag: 50, velocity: 0.6) == 400)
        // compositional-behaviour-group-paging: groups 0.8 × 400 = 320 pt wide, 10 pt apart: the
        // next group starts at 330.
        #expect(try await Self.restingX("compositional-behaviour-group-paging.json", view: "cards", drag: 50, velocity: 0.6) == 330)
        // compositional-feed-featured-flick: a leftward flick from the start rests on the first
        // 320 pt group centred in 400 pt: the inset (400 − 320) / 2 = 40 pt, offset −40.
        #expect(try await Self.restingX("compositional-feed-featured-flick.json", view: "featured", drag: -100, velocity: -1) == -40)
    }

    @Test("the sweep of a view inside names its rows NAME.VIEW, as its golden is named")
    func viewSweepIsNamedAfterTheView() async throws {
        let file = Self.scenarios + "/compositional-behaviour-paging.json"
        let table = await Invocation(["sweep", file, "--view", "cards", "--drag", "0:50:50", "--velocity", "0:1:1"])
        #expect(table.code == 0, "\(table.error)")
        #expect(table.output.contains("compositional-behaviour-paging.cards"), "\(table.output)")
    }
}
