import Foundation
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Every bundled scenario is part of the test suite: its expectations and its golden.
@Suite("Bundled scenarios")
struct BundledScenarioTests {
    static let folder = PackagePaths.scenarios()
    static let files = (try? ScenarioFile.list(in: folder)) ?? []

    @Test("at least 25 scenarios are bundled")
    func count() {
        #expect(Self.files.count >= 25)
    }

    @Test("every scenario meets its expectations", arguments: files)
    func expectations(file: String) throws {
        let loaded = try ScenarioFile.load(file, strict: true)
        #expect(!loaded.scenario.expect.isEmpty, "\(file) has no expectations")
        #expect(!loaded.scenario.description.isEmpty, "\(file) has no description")
        // The description derives the expectations: it shows its arithmetic.
        #expect(loaded.scenario.description.contains { $0.isNumber }, "\(file)'s description derives nothing: it has no number")
        let run = try ScenarioRunner.run(loaded.scenario)
        for outcome in run.checkExpectations() where !outcome.passed {
            Issue.record("\(loaded.scenario.name): \(outcome.key): \(outcome.detail)")
        }
    }

    /// What makes a golden check fail the suite: anything but a match. Recording a golden
    /// (`SCROLLSIM_RECORD=all` or `missing` exported) is a failure too, as in `assertFeel`: the
    /// suite must never pass while it rewrites what it checks.
    static func problem(of result: GoldenCheck) -> String? {
        switch result.outcome {
        case .matched: nil
        case .recorded: "recorded \(result.path) instead of checking it; review it with git diff and run the tests again"
        case .missing: "no golden at \(result.path); record it with SCROLLSIM_RECORD=missing swift test, then run the tests again"
        case .mismatched(let message, _): message
        case .invalid(let message): message
        }
    }

    @Test("every scenario matches its golden (record mode from SCROLLSIM_RECORD, default never; recording fails)", arguments: files)
    func golden(file: String) throws {
        let mode = try RecordMode.from(environment: ProcessInfo.processInfo.environment, fallback: .never)
        let run = try ScenarioRunner.run(try ScenarioFile.load(file).scenario)
        if let problem = Self.problem(of: try GoldenCheck.check(run, file: file, mode: mode)) { Issue.record("\(problem)") }
    }

    @Test("a golden recorded during the suite is a failure; checking it afterwards passes")
    func recordingFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundled-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("free-fling.json").path
        try FileManager.default.copyItem(atPath: Self.folder + "/free-fling.json", toPath: file)
        let run = try ScenarioRunner.run(try ScenarioFile.load(file).scenario)
        let recorded = try GoldenCheck.check(run, file: file, mode: .all)
        #expect(Self.problem(of: recorded)?.hasPrefix("recorded ") == true)
        #expect(Self.problem(of: try GoldenCheck.check(run, file: file, mode: .never)) == nil)
    }

    @Test("the device recording replays within 1.5 pt after release and 0.5 pt at rest")
    func deviceRecording() throws {
        let replay = try Replay.replay(try DeviceRecording.load(Self.folder + "/recordings/medium-flick.json", strict: true).recording)
        #expect(replay.maxErrorAfterRelease < 1.5)
        #expect(replay.errorAtRest < 0.5)
        #expect(abs(Double(replay.releaseVelocity.y) - 4.10975) < 1e-9)
    }
}
