import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Goldens that must fail rather than pass: NaN in either side, a golden that is not text, two
/// scenarios sharing a golden, and runs cut off by the time limit.
@Suite("Golden checks that cannot pass by accident")
struct GoldenIntegrityTests {
    static let scenarios = PackagePaths.scenarios()

    /// A folder holding copies of bundled scenarios and an empty `goldens` folder.
    static func folder(copying names: [String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-integrity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(atPath: scenarios + "/" + name, toPath: url.appendingPathComponent(name).path)
        }
        return url
    }

    static func environment(_ mode: String) -> [String: String] { ["SCROLLSIM_RECORD": mode] }

    @Test("NaN in a golden column matches only NaN, and the message says so")
    func nanMatchesOnlyNaN() {
        let good = "0 0.0000 0.000 100.000 0.00 0.00 dragging\n"
        let nan = "0 0.0000 0.000 nan 0.00 0.00 dragging\n"
        #expect(Golden.firstMismatch(expected: nan, actual: good) != nil)
        #expect(Golden.firstMismatch(expected: good, actual: nan) != nil)
        #expect(Golden.firstMismatch(expected: nan, actual: nan) == nil)
        let inf = "0 0.0000 0.000 inf 0.00 0.00 dragging\n"
        #expect(Golden.firstMismatch(expected: inf, actual: good) != nil)
        #expect(Golden.firstMismatch(expected: inf, actual: inf) == nil)
        let mismatch = Golden.firstMismatch(expected: nan, actual: good)!
        #expect(Golden.explanation(of: mismatch) == "y (pt) is nan in the golden and 100.000 now (a non-finite value matches only itself).")
    }

    @Test("a recording with a NaN value is named as such and can be neither compared nor recorded")
    func nonFiniteRunIsInvalid() {
        var recording = Recording(frameRate: 60)
        recording.frames = [
            Frame(
                index: 0, time: 0, contentOffset: .zero, velocityPointsPerSecond: .zero, phase: .dragging, isTracking: true, isDragging: true,
                isDecelerating: false),
            Frame(
                index: 1, time: 1.0 / 60, contentOffset: CGPoint(x: 0, y: Double.nan), velocityPointsPerSecond: .zero, phase: .decelerating,
                isTracking: false, isDragging: false, isDecelerating: true),
        ]
        #expect(Golden.nonFiniteValue(in: recording) == "frame 1 has y (pt) = nan, and a golden holds only finite values")
        recording.frames.removeLast()
        #expect(Golden.nonFiniteValue(in: recording) == nil)
    }

    @Test("check fails a golden whose values are nan, where a bare tolerance test would pass it")
    func nanGoldenFails() async throws {
        let folder = try Self.folder(copying: ["free-fling.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("free-fling.json").path
        #expect(await Invocation(["check", file], environment: Self.environment("all")).code == 0)
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        // Every offset and velocity of every frame replaced with nan.
        let poisoned =
            text.split(separator: "\n").map { line -> String in
                guard !line.hasPrefix("#") else { return String(line) }
                var fields = line.split(separator: " ").map(String.init)
                for i in 2...5 { fields[i] = "nan" }
                return fields.joined(separator: " ")
            }.joined(separator: "\n") + "\n"
        try poisoned.write(toFile: golden, atomically: true, encoding: .utf8)
        let result = await Invocation(["check", file])
        #expect(result.code == 1)
        #expect(result.output.contains("FAIL      free-fling: frame 0 differs") && result.output.contains("a non-finite value matches only itself"))
    }

    @Test("a golden that is not UTF-8 is reported and left as it is, except in mode all")
    func nonUTF8GoldenIsNeverOverwritten() async throws {
        let folder = try Self.folder(copying: ["free-fling.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("free-fling.json").path
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        let bytes = Data([0x23, 0x20, 0xFF, 0xFE, 0x0A, 0xC3, 0x28])  // "# ", then invalid UTF-8
        try bytes.write(to: URL(fileURLWithPath: golden))
        for mode in ["missing", "failed", "never"] {
            let result = await Invocation(["check", file], environment: Self.environment(mode))
            #expect(result.code == 1, "mode \(mode)")
            #expect(
                result.output.contains("INVALID   free-fling: the golden \(golden) is not UTF-8 text; it was left as it is"),
                "mode \(mode): \(result.output)")
            #expect(!result.output.contains("MISSING"), "mode \(mode)")
            #expect(FileManager.default.contents(atPath: golden) == bytes, "mode \(mode) changed the golden")
        }
        let recorded = await Invocation(["check", file], environment: Self.environment("all"))
        #expect(recorded.code == 0 && recorded.output.contains("recorded  free-fling"))
        #expect(FileManager.default.contents(atPath: golden) != bytes)
    }

    @Test("two scenarios sharing a golden are refused before anything runs, naming both files")
    func duplicateNamesAreRefused() async throws {
        let folder = try Self.folder(copying: ["free-fling.json", "free-fling-fast.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let second = folder.appendingPathComponent("free-fling-fast.json").path
        let text = try String(contentsOfFile: second, encoding: .utf8)
        try text.replacingOccurrences(of: "\"name\": \"free-fling-fast\"", with: "\"name\": \"free-fling\"")
            .write(toFile: second, atomically: true, encoding: .utf8)
        let result = await Invocation(["check", "--dir", folder.path], environment: Self.environment("all"))
        #expect(result.code == 65)
        #expect(result.error.contains("at name: expected a name no other scenario of this check has, but found \"free-fling\", the name of "))
        #expect(result.error.contains("free-fling-fast.json") && result.error.contains("/free-fling.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("goldens").path).isEmpty)
    }

    @Test("a run cut off at the maximum duration fails check and is never recorded as a golden")
    func cutOffRunsFailCheck() async throws {
        let folder = try Self.folder(copying: ["free-fling.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("free-fling.json").path
        let result = await Invocation(["check", file, "--record"], environment: Self.environment("all"))
        #expect(result.code == 0)
        try? FileManager.default.removeItem(atPath: folder.appendingPathComponent("goldens/free-fling.frames").path)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let limited = text.replacingOccurrences(of: "\"gestures\"", with: "\"simulation\": {\"maximumDuration\": 0.5}, \"gestures\"")
        try limited.write(toFile: file, atomically: true, encoding: .utf8)
        let cut = await Invocation(["check", file], environment: Self.environment("all"))
        #expect(cut.code == 1)
        #expect(cut.output.contains("CUT OFF   free-fling: the run was stopped at simulation.maximumDuration (0.5 s)"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens/free-fling.frames").path))
    }
}

@Suite("Release lines in goldens")
struct GoldenReleaseTests {
    @Test("a golden holds one release line per scrollViewWillEndDragging: frame, time, velocity (pt/ms), proposed and final targets")
    func releaseLineFormat() throws {
        // free-fling: released at frame 7 (t = 0.1 + 1/60 s) at 2 pt/ms; §4's proposal
        // 1100 + 1.99 / |ln 0.998| = 2094.005 pt, on the 1/3 pt grid 2094.000, left unchanged (no strategy).
        let text = try String(contentsOfFile: GoldenIntegrityTests.scenarios + "/goldens/free-fling.frames", encoding: .utf8)
        #expect(text.hasPrefix("# scrollsim golden 2: free-fling (60 fps)\n"))
        #expect(Golden.releaseLines(text) == ["release 7 0.1167 0.0000 2.0000 0.000 2094.000 0.000 2094.000"])
    }

    @Test("check fails when only a release's target changed, naming the release, the column and both values")
    func changedTargetFails() async throws {
        let folder = try GoldenIntegrityTests.folder(copying: ["free-fling.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("free-fling.json").path
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        #expect(await Invocation(["check", file], environment: GoldenIntegrityTests.environment("all")).code == 0)
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "0.000 2094.000 0.000 2094.000", with: "0.000 2094.000 0.000 2100.000")
            .write(toFile: golden, atomically: true, encoding: .utf8)
        let changed = await Invocation(["check", file])
        #expect(changed.code == 1)
        #expect(
            changed.output.contains(
                "FAIL      free-fling: every frame matches \(golden), but release 1 (frame 7): target y (pt) is 2100.000 in the golden and 2094.000 now (6.0000 apart, tolerance 0.002)."
            ))
        #expect(
            changed.output.contains(
                "- release 7 0.1167 0.0000 2.0000 0.000 2094.000 0.000 2100.000\n+ release 7 0.1167 0.0000 2.0000 0.000 2094.000 0.000 2094.000\n"))
        // The picture of the difference is written next to the golden, and goes when it passes.
        let plot = folder.appendingPathComponent("goldens/free-fling.failure.svg").path
        #expect(changed.output.contains("plot of both curves: \(plot)"))
        let svg = try String(contentsOfFile: plot, encoding: .utf8)
        #expect(svg.contains("golden target 2100.0") && svg.contains("target now 2094.0"))
        try text.write(toFile: golden, atomically: true, encoding: .utf8)
        #expect(await Invocation(["check", file]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: plot))
        // A golden of format 1, without release lines, reports the release as new.
        try text.split(separator: "\n").filter { !$0.hasPrefix("release ") && !$0.hasPrefix("# release") }.joined(separator: "\n")
            .appending("\n").write(toFile: golden, atomically: true, encoding: .utf8)
        let older = await Invocation(["check", file])
        #expect(older.code == 1 && older.output.contains("but release 1 is new: the golden has 0 releases."))
    }
}
