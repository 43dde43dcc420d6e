import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport

/// Measurement 7, the `scrollsim sweep` command itself: 100 drags × 1,000 release velocities of
/// the bundled peek scenario, run in-process on one core and on all, against the bare per-frame
/// arithmetic of the same frames; the output compared across core counts and merged shards; and
/// the peak memory of 10⁶ and 10⁷ cells, each in a child process of its own.
enum GridSweep {
    /// The bundled scenario swept.
    static let scenario = "peek-back-flick.json"
    /// The grid: 100 drags (−300 to 294 pt) and 1,000 velocities (−5 to 4.99 pt/ms), or a tenth
    /// of the velocities in the quick run.
    static func grid(quick: Bool) -> [String] {
        ["--drag", "-300:297:6", "--velocity", quick ? "-5:4.9:0.1" : "-5:4.99:0.01"]
    }

    /// Runs `scrollsim ARGUMENTS` in this process; returns the exit code and a `WordHasher` hash
    /// of standard output, keeping the text only when `keep` is set.
    static func command(_ arguments: [String], keep: Bool = false) async -> (code: Int32, hash: UInt64, text: String) {
        final class Capture: @unchecked Sendable {
            var hasher = WordHasher()
            var text = ""
            let keep: Bool
            init(keep: Bool) { self.keep = keep }
        }
        let capture = Capture(keep: keep)
        let code = await ScrollSimCommand.run(
            arguments: arguments, environment: [:],
            output: { chunk in
                var chunk = chunk
                chunk.withUTF8 { capture.hasher.add($0) }
                if capture.keep { capture.text += chunk }
            },
            error: { _ in })
        return (code, capture.hasher.finish(), capture.text)
    }

    /// The floor: §2's glide on plain doubles for exactly `frames` frames per cell, one cell after
    /// another. Not inlined, so the optimiser cannot fold the work away.
    @inline(never)
    static func floor(framesPerCell: [Int], decay: Double, glide: Double) -> Double {
        var sum = 0.0
        for (i, frames) in framesPerCell.enumerated() {
            var x = Double(i)
            var v = 1.0 + Double(i & 7)
            for _ in 0..<frames {
                x += v * glide
                v *= decay
            }
            sum += x
        }
        return sum
    }

    /// The swept scenario's geometry on its axis, read from the view the sweep builds (its
    /// strategy installed: Peek sets the layout and the fast rate).
    static func floorGeometry(file: String) throws -> SweepFloor.Geometry {
        let scenario = try ScenarioFile.load(file).scenario
        let (view, retained) = try ScenarioRunner.makeView(for: scenario, recordsDelegateEvents: false)
        return withExtendedLifetime(retained) {
            let axis = scenario.axis
            return SweepFloor.Geometry(
                start: Double(view.contentOffset[axis]), minimum: view.minimumOffset(axis), maximum: view.maximumOffset(axis),
                range: Double(view.boundsSize[axis]), frameRate: scenario.frameRate,
                dragFrames: Int((0.1 * Double(scenario.frameRate)).rounded()), rate: Double(view.decelerationRate.rawValue),
                scale: Double(view.displayScale))
        }
    }

    static func measure(into report: inout BenchmarkReport, quick: Bool, childExecutable: URL?, log: (String) -> Void) async throws {
        guard let folder = SuiteThroughput.bundledScenarioFolder() else { throw BenchmarkError.unexpected("no Scenarios folder") }
        let file = folder + "/" + scenario
        let base = ["sweep", file] + grid(quick: quick) + ["--format", "csv"]
        log("7. scrollsim sweep: \(scenario), \(quick ? "10,000" : "100,000") cells…")

        // Reference output, and each cell's frame count (the rest time's frame, plus frame 0).
        let reference = await command(base + ["--jobs", "1"], keep: true)
        guard reference.code == 0 else { throw BenchmarkError.unexpected("the sweep exited \(reference.code)") }
        let rows = reference.text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        // Each cell's last frame, from its rest time (`rest_s`, column 6) at 60 Hz.
        let lastFrames = rows.map { Int(((Double($0[6]) ?? 0) * 60).rounded()) }
        let framesPerCell = lastFrames.map { $0 + 1 }
        let frames = framesPerCell.reduce(0, +)
        let cells = framesPerCell.count
        // The full floor's inputs (drag, velocity, the delegate's target) and what it must
        // reproduce (the final offset as the row writes it, and the last frame).
        let floorCells = rows.map { SweepFloor.Cell(drag: Double($0[1]) ?? .nan, velocity: Double($0[2]) ?? .nan, target: Double($0[9]) ?? .nan) }
        let expectedRests = zip(rows, lastFrames).map { (offset: $0[3], frame: $1) }
        let geometry = try floorGeometry(file: file)

        let repetitions = quick ? 1 : 5
        let clock = ContinuousClock()
        var one: [Double] = []
        var all: [Double] = []
        var bare: [Double] = []
        var full: [Double] = []
        var floorRests: [SweepFloor.Rest] = []
        var identical = true
        var sink = 0.0
        let cores = ProcessInfo.processInfo.activeProcessorCount
        for _ in 0..<repetitions {
            var start = clock.now
            let serial = await command(base + ["--jobs", "1"])
            one.append(Stopwatch.nanoseconds(clock.now - start))
            start = clock.now
            let parallel = await command(base + ["--jobs", String(cores)])
            all.append(Stopwatch.nanoseconds(clock.now - start))
            start = clock.now
            sink += floor(framesPerCell: framesPerCell, decay: 0.998 * 0.998, glide: 1000.0 / 60)
            bare.append(Stopwatch.nanoseconds(clock.now - start))
            start = clock.now
            let floorRun = SweepFloor.run(floorCells, geometry: geometry)
            full.append(Stopwatch.nanoseconds(clock.now - start))
            sink += floorRun.dragVelocities
            floorRests = floorRun.rests
            identical = identical && serial.hash == reference.hash && parallel.hash == reference.hash
        }

        // DelegateSweep, as an app's test runs its own delegate: the same cells on one core, on a
        // view made by the test's code (here the scenario's view and strategy, as the sweep builds
        // them); the strategy is a `ResettableDelegate`, so one view runs every cell, put back
        // before each. `runOnMainActor` runs the same cells the same way, one after another.
        var scenario = try ScenarioFile.load(file).scenario
        scenario.gestures = []
        let swept = scenario
        let sweepGrid = SweepGrid(
            drags: SweepRange(from: -300, through: 297, step: 6),
            velocities: quick ? SweepRange(from: -5, through: 4.9, step: 0.1) : SweepRange(from: -5, through: 4.99, step: 0.01))
        var delegateRuns: [Double] = []
        var delegateSame = true
        for _ in 0..<repetitions {
            let start = clock.now
            let cells = try await DelegateSweep.run(grid: sweepGrid, axis: swept.axis, frameRate: swept.frameRate, jobs: 1) {
                // The scenario's file is valid: the sweep above ran it.
                let (view, retained) = try! ScenarioRunner.makeView(for: swept, recordsDelegateEvents: false)
                return (view, retained)
            }
            delegateRuns.append(Stopwatch.nanoseconds(clock.now - start))
            delegateSame = delegateSame && DelegateSweep.csv(cells) == reference.text
        }
        let delegateTiming = Timing(samples: delegateRuns)

        // Heap allocations per sweep cell after a worker's first: counted on one worker.
        var cellAllocations: Double?
        do {
            let worker = try SweepWorker(base: swept)
            _ = worker.run(index: 0, drag: -120, velocity: -2)
            var cells: [SweepCell] = []
            cells.reserveCapacity(256)
            let count = AllocationCounter.count {
                for i in 0..<255 {
                    let index = sweepGrid.cellIndex(i * 37 % sweepGrid.count)
                    cells.append(worker.run(index: index, drag: sweepGrid.drag(index), velocity: sweepGrid.velocity(index)))
                }
            }
            cellAllocations = count.map { Double($0) / 255 }
        }

        // Three interleaved shards, merged.
        let shardFolder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-bench-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shardFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shardFolder) }
        var shards: [String] = []
        for k in 1...3 {
            let path = shardFolder.appendingPathComponent("shard-\(k).csv").path
            let shard = await command(["sweep", file] + grid(quick: quick) + ["--shard", "\(k)/3", "--csv", path, "--quiet"])
            identical = identical && shard.code == 0
            shards.append(path)
        }
        let merged = await command(["sweep-merge", "--cells", String(cells)] + shards)
        identical = identical && merged.hash == reference.hash

        let serial = Timing(samples: one)
        let parallel = Timing(samples: all)
        let floorTiming = Timing(samples: bare)
        let fullTiming = Timing(samples: full)
        let speedUp = serial.median / parallel.median
        // One core against one core: the floors run on one core, so the ratios do too; the
        // all-core speed-up is its own figure.
        let ratio = serial.median / floorTiming.median
        let fullRatio = serial.median / fullTiming.median
        let delegateRatio = delegateTiming.median / serial.median
        // The full floor ran the same frames: every cell rests where the sweep's row says, on its frame.
        var text: [UInt8] = []
        let reproduced =
            floorRests.count == cells
            && zip(floorRests, expectedRests).allSatisfy { rest, expected in
                text.removeAll(keepingCapacity: true)
                FixedDecimal.append(rest.offset, decimals: 3, to: &text)
                return rest.frame == expected.frame && String(decoding: text, as: UTF8.self) == expected.offset
            }
        let speedUpTarget = cores >= 2 ? 1.8 * Double(cores) / 2 : 1
        report.figures += [
            BenchmarkFigure(
                section: 7, key: "grid.serial", name: "sweep command: \(cells) peek cells on one core", value: serial.median / 1e9,
                unit: "s", spread: serial.spread, floor: fullTiming.median / 1e9),
            BenchmarkFigure(
                section: 7, key: "grid.serialCell", name: "sweep command: time per cell on one core", value: serial.median / Double(cells),
                unit: "ns/cell", floor: fullTiming.median / Double(cells), target: "≤ 1500", meetsTarget: serial.median / Double(cells) <= 1500),
            BenchmarkFigure(
                section: 7, key: "grid.parallel", name: "sweep command: same on \(cores) cores", value: parallel.median / 1e9,
                unit: "s", spread: parallel.spread),
            BenchmarkFigure(
                section: 7, key: "grid.perCell", name: "sweep command: time per cell on \(cores) cores", value: parallel.median / Double(cells),
                unit: "ns/cell"),
            BenchmarkFigure(
                section: 7, key: "grid.floor", name: "floor: bare §2 arithmetic, same frames, one core", value: floorTiming.median / 1e9,
                unit: "s", spread: floorTiming.spread),
            BenchmarkFigure(
                section: 7, key: "grid.ratio", name: "sweep on one core ÷ glide-only floor on one", value: ratio, unit: "×"),
            BenchmarkFigure(
                section: 7, key: "grid.fullFloor", name: "floor: every frame's arithmetic and the release's, one core",
                value: fullTiming.median / 1e9,
                unit: "s", spread: fullTiming.spread),
            BenchmarkFigure(
                section: 7, key: "grid.fullFloorSame", name: "that floor reproduces every cell's rest (offset, frame)", value: reproduced ? 1 : 0,
                unit: "1 = yes", target: "= 1", meetsTarget: reproduced),
            BenchmarkFigure(
                section: 7, key: "grid.fullRatio", name: "sweep on one core ÷ that floor on one", value: fullRatio, unit: "×",
                target: "≤ 3×", meetsTarget: reproduced && fullRatio <= 3),
            BenchmarkFigure(
                section: 7, key: "grid.cellAllocations", name: "sweep command: heap allocations per cell after a worker's first (counted)",
                value: cellAllocations ?? .nan, unit: "allocs/cell", target: "0", meetsTarget: cellAllocations.map { $0 == 0 }),
            BenchmarkFigure(
                section: 7, key: "grid.delegateSweep", name: "DelegateSweep, the same cells on one core, one view reset per cell",
                value: delegateTiming.median / 1e9, unit: "s", spread: delegateTiming.spread, floor: fullTiming.median / 1e9),
            BenchmarkFigure(
                section: 7, key: "grid.delegateRatio", name: "DelegateSweep ÷ the sweep command, one core each (same CSV)",
                value: delegateRatio, unit: "×", target: "≤ 2×, same CSV", meetsTarget: delegateSame && delegateRatio <= 2),
            BenchmarkFigure(
                section: 7, key: "grid.speedup", name: "sweep command speed-up over one core", value: speedUp, unit: "×",
                target: cores >= 2 ? "≥ \(BenchmarkReport.format(speedUpTarget))× on \(cores) cores" : nil,
                meetsTarget: cores >= 2 ? speedUp >= speedUpTarget : nil),
            BenchmarkFigure(
                section: 7, key: "grid.identical", name: "sweep CSV: 1 core = \(cores) cores = 3 shards merged", value: identical ? 1 : 0,
                unit: "1 = yes", target: "= 1", meetsTarget: identical),
        ]

        report.notes.append(
            "7: \(file) with \(grid(quick: quick).joined(separator: " ")), CSV to memory (hashed); \(cells) cells, \(frames) frames "
                + "(\(BenchmarkReport.format(Double(frames) / Double(cells))) per cell, from each row's rest_s); glide-only floor \(BenchmarkReport.format(floorTiming.median / Double(frames))) ns/frame, full floor \(BenchmarkReport.format(fullTiming.median / Double(cells))) ns/cell, "
                + "sweep \(BenchmarkReport.format(parallel.median / Double(frames))) ns/frame on \(cores) cores (checksum \(sink.isFinite ? "ok" : "nan")); "
                + "memory: 1,000 velocities × cells/1,000 drags of 1 pt from −300 pt, --format csv --output /dev/null, peak RSS of the whole process."
        )
    }
}
