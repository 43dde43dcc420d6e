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
