import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimStrategies
import ScrollSimTestSupport

/// The suite measurement: how many scenarios per second one core decodes, runs and checks.
///
/// The bundled scenarios (`Scenarios/*.json`) are read into memory once; each timed pass parses
/// and decodes every file with `ScrollSimScenarios`, runs it into a full recording and checks its
/// expectations. Where the folder cannot be found, an equivalent in-code set stands in: JSON
/// scenarios in the same spirit decoded with `JSONDecoder`.
enum SuiteThroughput {
    struct Scenario: Codable {
        struct Drag: Codable {
            /// Seconds from the start.
            var at: Double
            /// Points, positive towards larger offsets.
            var distance: Double
            /// pt/ms.
            var velocity: Double
        }
        struct Expectation: Codable {
            /// The run must end at rest.
            var rests: Bool
            /// The resting offset must be one the strategy promises (when it promises any).
            var restsOnSnapOffset: Bool
            /// Greatest allowed overshoot past an edge, in points.
            var maximumOvershoot: Double
            /// Latest allowed rest time, in seconds.
            var restsBy: Double
        }
        var name: String
        var strategy: String
        var frameRate: Int
        var items: Int
        var startItem: Int
        var drags: [Drag]
        var expect: Expectation
    }

    /// A set of `count` scenarios as one JSON document per scenario, like a folder of files.
    static func bundle(count: Int) -> [Data] {
        let strategies = StrategyCatalog.names
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var generator = SeededGenerator(seed: 3)
        return (0..<count).map { i in
            let drags = (0..<(1 + i % 3)).map { k in
                Scenario.Drag(
                    at: Double(k) * 1.5, distance: (generator.double(in: 0...1) - 0.5) * 400,
                    velocity: (generator.double(in: 0...1) - 0.5) * 8)
            }
            let scenario = Scenario(
                name: "generated-\(i)", strategy: strategies[i % strategies.count], frameRate: [60, 120][i % 2],
                items: 12, startItem: 5, drags: drags,
                expect: .init(rests: true, restsOnSnapOffset: true, maximumOvershoot: 400, restsBy: 20))
            return try! encoder.encode(scenario)
        }
    }

    /// Decodes, runs and checks one scenario; returns the number of failed expectations.
    static func runAndCheck(_ data: Data) throws -> Int {
        let scenario = try JSONDecoder().decode(Scenario.self, from: data)
        let view = SimulatedCollectionView(
            bounds: CGSize(width: 375, height: 600), collectionViewLayout: cardLayout(), numberOfItems: scenario.items,
            settings: SimulationSettings(frameRate: scenario.frameRate))
        let strategy = try StrategyCatalog.make(name: scenario.strategy)
        strategy.install(on: view)
        view.delegate = strategy
        view.contentOffset = CGPoint(x: Double(scenario.startItem) * 296, y: 0)
        let script = scenario.drags.flatMap {
            TimedGesture.drag(at: $0.at, distance: $0.distance, releaseVelocity: .pointsPerMillisecond($0.velocity), frameRate: scenario.frameRate)
        }
        let recording = try Simulation.run(view, script: script)
        var failures = 0
        if scenario.expect.rests, !view.isAtRest { failures += 1 }
        if let restTime = recording.restTime, restTime > scenario.expect.restsBy { failures += 1 }
        if recording.maximumOvershoot > scenario.expect.maximumOvershoot { failures += 1 }
        if scenario.expect.restsOnSnapOffset, let offsets = strategy.snapOffsets(in: view) {
            let x = Double(recording.finalOffset.x)
            if !offsets.contains(where: { abs($0 - x) < 0.5 }) { failures += 1 }
        }
        return withExtendedLifetime(strategy) { failures }
    }

    /// The bundled scenario folder: `Scenarios/` of the package this file was built from, or of
    /// the current directory.
    static func bundledScenarioFolder() -> String? {
        let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios").path
        for folder in [fromSource, FileManager.default.currentDirectoryPath + "/Scenarios"] {
            if let files = try? ScenarioFile.list(in: folder), !files.isEmpty { return folder }
        }
        return nil
    }

    /// Parses, decodes, runs and checks one bundled scenario; returns the number of unmet
    /// expectations (a run stopped early is one of them).
    static func runAndCheck(bundled text: String, file: String) throws -> Int {
        let json = try ScenarioFile.parseJSON(text, file: file)
        let loaded = try ScenarioFile.decode(json, file: file)
        let run = try ScenarioRunner.run(loaded.scenario)
        return run.checkExpectations().filter { !$0.passed }.count
    }

    static func measure(into report: inout BenchmarkReport, quick: Bool, log: (String) -> Void) throws {
        if let folder = bundledScenarioFolder() {
            let files = try ScenarioFile.list(in: folder)
            let texts = try files.map { try ScenarioFile.readText($0) }
            let passes = quick ? 1 : 20
            log("3. suite throughput: \(files.count) bundled scenarios × \(passes)…")
            var failures = 0
            let timing = try Stopwatch.measure(warmups: 1, repetitions: quick ? 3 : 5, units: Double(files.count * passes)) {
                failures = 0
                for _ in 0..<passes {
                    for (text, file) in zip(texts, files) { failures += try runAndCheck(bundled: text, file: file) }
                }
            }
            let perSecond = 1e9 / timing.median
            report.figures.append(
                BenchmarkFigure(
                    section: 3, key: "suite.throughput", name: "suite: bundled scenarios parsed, decoded, run, checked (1 core)",
                    value: perSecond, unit: "scenarios/s", spread: timing.spread, target: "≥ 2000", meetsTarget: perSecond >= 2000))
            report.notes.append(
                "3: the \(files.count) bundled scenarios of \(folder), full recordings; \(failures / passes) unmet expectations per pass.")
            return
        }
        try measureInCode(into: &report, quick: quick, log: log)
    }

    static func measureInCode(into report: inout BenchmarkReport, quick: Bool, log: (String) -> Void) throws {
        let files = bundle(count: 200)
        let passes = quick ? 1 : 10
        log("3. suite throughput: \(files.count) scenarios × \(passes)…")
        var failures = 0
        let timing = try Stopwatch.measure(warmups: 1, repetitions: quick ? 3 : 5, units: Double(files.count * passes)) {
            failures = 0
            for _ in 0..<passes {
                for file in files { failures += try runAndCheck(file) }
            }
        }
        // Seconds per scenario → scenarios per second; the spread is relative, so it carries over.
        let perSecond = 1e9 / timing.median
        report.figures.append(
            BenchmarkFigure(
                section: 3, key: "suite.throughput", name: "suite: scenarios decoded, run, checked (1 core)",
                value: perSecond, unit: "scenarios/s", spread: timing.spread, target: "≥ 2000", meetsTarget: perSecond >= 2000))
        report.notes.append(
            "3: in-code set of \(files.count) JSON scenarios (1–3 drags, \(StrategyCatalog.names.count) strategies, 60/120 Hz), "
                + "full recording with delegate events; \(failures) unmet expectations per pass set.")
    }
}
