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
