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
        let run = try ScenarioRunner.run(loaded.scenario)
        for outcome in run.checkExpectations() where !outcome.passed {
            Issue.record("\(loaded.scenario.name): \(outcome.key): \(outcome.detail)")
        }
    }

    @Test("every scenario matches its golden (record mode from SCROLLSIM_RECORD, default never)", arguments: files)
    func golden(file: String) throws {
        let mode = try RecordMode.from(environment: ProcessInfo.processInfo.environment, fallback: .never)
        let run = try ScenarioRunner.run(try ScenarioFile.load(file).scenario)
        let result = try GoldenCheck.check(run, file: file, mode: mode)
        switch result.outcome {
        case .matched, .recorded: break
        case .missing: Issue.record("no golden at \(result.path); record it with SCROLLSIM_RECORD=missing swift test")
        case let .mismatched(message, _): Issue.record("\(message)")
        case let .invalid(message): Issue.record("\(message)")
        }
    }

    @Test("the device recording replays within 1.5 pt after release and 0.5 pt at rest")
    func deviceRecording() throws {
        let replay = try Replay.replay(try DeviceRecording.load(Self.folder + "/recordings/medium-flick.json", strict: true).recording)
        #expect(replay.maxErrorAfterRelease < 1.5)
        #expect(replay.errorAtRest < 0.5)
        #expect(abs(Double(replay.releaseVelocity.y) - 4.10975) < 1e-9)
    }
}
