import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// `scrollsim replay` as a test: a tolerance, runs cut off by the time limit, layouts and strategies.
@Suite("scrollsim replay: tolerance, time limit, layout and strategy")
struct ReplayCommandTests {
    static let recordings = PackagePaths.scenarios() + "/recordings"

    /// Writes `json` to a new temporary file and returns its path.
    func file(_ json: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        return url.path
    }

    @Test("--tolerance fails (exit 1) when an offset after the release is further from the recording, naming where; passes otherwise")
    func toleranceDecidesTheExitCode() async {
        let path = Self.recordings + "/medium-flick.json"
        let strict = await Invocation(["replay", path, "--tolerance", "1"])
        #expect(strict.code == 1)
        #expect(strict.error.contains("more than the tolerance of 1.000 pt"))
        #expect(strict.error.contains("at 0.949612 s"))
        #expect(await Invocation(["replay", path, "--tolerance", "1.5"]).code == 0)
    }

    @Test("a tolerance that is not a number of points, 0 or more, is a usage error (64)")
    func badTolerance() async {
        for value in ["-1", "abc", "nan"] {
            #expect(await Invocation(["replay", Self.recordings + "/medium-flick.json", "--tolerance", value]).code == 64, "\(value)")
        }
    }

    @Test("the synthetic fling into an edge, made from the reference's formulas, replays within 0.5 pt through its bounce")
    func flingIntoEdgeWithinHalfAPoint() throws {
        let replay = try Replay.replay(try DeviceRecording.load(Self.recordings + "/fling-into-edge.json", strict: true).recording)
        #expect(replay.maxErrorAfterRelease < 0.5)
        #expect(replay.errorAtRest < 0.5)
        // It does bounce: more than 40 pt past the maximum offset 2333.
        let deepest = replay.recording.frames.map { Double($0.offset.y) }.max() ?? 0
        #expect(deepest > 2373)
        #expect(replay.recording.frames.contains { $0.phase == "bouncing" })
    }

    @Test("a drag that outlasts the 60 s limit is a failure (exit 1) with one sentence, not a result")
    func dragBeyondTheLimit() async throws {
        let path = try file(
            """
            {"frameRate": 60, "scrollView": {"bounds": [375, 667], "contentSize": [375, 5000]}, "frames": [
              {"t": 0, "phase": "dragging", "translation": [0, 0], "offset": [0, 0]},
              {"t": 61, "phase": "dragging", "translation": [0, -10], "offset": [0, 10]},
              {"t": 61.1, "phase": "idle", "offset": [0, 10]}]}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Invocation(["replay", path])
        #expect(result.code == 1)
        #expect(result.error.hasPrefix(path + ": "))
        #expect(result.error.contains("60"))
    }

    @Test("a frame more than an hour after the first is an error at its t (exit 65), before any frame is simulated (fuzzer finding)")
    func recordingLongerThanAnHour() async throws {
        let path = try file(
            """
            {"frameRate": 60, "scrollView": {"bounds": [375, 667], "contentSize": [375, 5000]}, "frames": [
              {"t": 0.8, "phase": "dragging", "translation": [0, 0], "offset": [0, 0]},
              {"t": 32949599, "phase": "idle", "offset": [0, 10]}]}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Invocation(["replay", path])
        #expect(result.code == 65)
        #expect(result.error == "\(path) at frames[1].t: expected a time within 3600 s of the first frame's 0.8 s but found the number 32949599.\n")
    }

    @Test("a recording may name a layout and a strategy: a slow 50 pt drag on 375 pt pages with native paging rests on page 1")
    func layoutAndStrategy() async throws {
        // Released at 50 pt with 0.5 pt/ms (> 0.3 pt/ms): native paging goes to the next page, 375.
        let path = try file(
            """
            {"frameRate": 60, "scrollView": {"bounds": [375, 250]},
             "layout": {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [375, 250], "minimumLineSpacing": 0},
             "strategy": "native-paging", "frames": [
              {"t": 0.0, "phase": "dragging", "translation": [-25, 0], "recognizerVelocity": [-500, 0], "offset": [25, 0]},
              {"t": 0.016667, "phase": "dragging", "translation": [-50, 0], "recognizerVelocity": [-500, 0], "offset": [50, 0]},
              {"t": 2.0, "phase": "idle", "offset": [375, 0]}]}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let replay = try Replay.replay(try DeviceRecording.load(path, strict: true).recording)
        #expect(replay.run.scenario.strategy.name == "native-paging")
        #expect(abs(Double(replay.run.finalOffset.x) - 375) < 0.01)
        #expect(replay.errorAtRest < 0.01)
    }
}
