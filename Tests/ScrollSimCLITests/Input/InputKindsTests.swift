import Foundation
import ScrollSimTestSupport
import Testing

/// What is not a scenario file, or a run that did not finish, is said plainly.
@Suite("Input that is not a file, and plots of runs that did not finish")
struct InputKindsTests {
    @Test("a FIFO or a folder given as a scenario is refused with the reason, without waiting for a writer")
    func fifoAndFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/sub.json", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.json", 0o600) == 0)
        let fifo = await Invocation(["run", folder + "/pipe.json"])
        #expect(fifo.code != 0 && fifo.error.contains("not a regular file (a FIFO, a socket or a device)"), "\(fifo.error)")
        let sub = await Invocation(["run", folder + "/sub.json"])
        #expect(sub.code != 0 && sub.error.contains("it is a folder"), "\(sub.error)")
    }

    @Test("a file with frames and no gestures is a device recording to run, check and view alike: run refuses it, view replays it")
    func strayFramesAreARecordingToEveryCommand() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stray = folder + "/stray.json"
        try Data(#"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "frames": [], "until": 1}"#.utf8).write(
            to: URL(fileURLWithPath: stray))
        let refused =
            "\(stray): is a device recording, not a scenario (it has \"frames\" and no \"gestures\"): scrollsim replay compares it with "
            + "the engine and scrollsim view plays it; a scenario has \"gestures\" and no \"frames\".\n"
        for command in ["run", "check"] {
            let result = await Invocation([command, stray])
            #expect(result.code == 65, "\(command): \(result.error)")
            #expect(result.error.contains(refused), "\(command): \(result.error)")
        }
        let view = await Invocation(["view", stray, "--output", folder + "/page.html"])
        #expect(view.code == 65)
        #expect(
            view.error
                == "\(stray) at until: unknown key \"until\" (the file is read as a device recording: "
                + "it has \"frames\" and no \"gestures\").\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/page.html"))
        // A bundled recording is refused by run in the same words; a scenario with gestures and a
        // stray frames key is a scenario, whose unknown key is an error.
        let recording = PackagePaths.scenarios() + "/recordings/medium-flick.json"
        #expect(await Invocation(["run", recording]).error.hasPrefix("\(recording): is a device recording, not a scenario"))
        let scenario = folder + "/scenario.json"
        try Data(#"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "frames": [], "gestures": []}"#.utf8).write(
            to: URL(fileURLWithPath: scenario))
        let ran = await Invocation(["run", scenario])
        #expect(ran.code == 65 && ran.error.contains("at frames: unknown key \"frames\""), "\(ran.error)")
    }

    @Test("plot of a run cut off at the maximum duration draws it up to the cut-off and exits 1 with the reason")
    func plotOfACutOffRun() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let file = PackagePaths.scenarios() + "/free-fling.json"
        let result = await Invocation(["plot", file, "--set", "simulation.maximumDuration=0.5", "--svg", out])
        #expect(result.code == 1, "\(result.error)")
        #expect(result.error.contains("free-fling.json: "), "\(result.error)")
        #expect(FileManager.default.fileExists(atPath: out))
    }
}
