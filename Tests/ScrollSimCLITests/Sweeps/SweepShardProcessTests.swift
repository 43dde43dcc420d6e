import Foundation
import ScrollSimTestSupport
import Testing

/// The shards of a sweep run as separate processes, as a CI matrix runs them on separate
/// machines, and their merge is the single run's CSV byte for byte.
@Suite("Sweep shards in separate processes")
struct SweepShardProcessTests {
    /// Starts the `scrollsim` executable built beside the tests.
    static func launch(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = OutputStreamTests.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test("four shard processes at once, merged by a fifth, give the single run's CSV")
    func shardsInProcesses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = PackagePaths.scenarios() + "/peek-back-flick.json"
        let grid = ["--drag", "-300:290:10", "--velocity", "-3:3:0.25"]
        let single = folder.appendingPathComponent("single.csv").path
        let shards = (1...4).map { folder.appendingPathComponent("shard-\($0).csv").path }
        let processes =
            try [Self.launch(["sweep", scenario] + grid + ["--csv", single, "--quiet"])]
            + shards.enumerated().map { k, path in try Self.launch(["sweep", scenario] + grid + ["--shard", "\(k + 1)/4", "--csv", path, "--quiet"]) }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let merged = folder.appendingPathComponent("merged.csv").path
        let merge = try Self.launch(["sweep-merge"] + shards.reversed() + ["--cells", String(60 * 25), "--output", merged])
        merge.waitUntilExit()
        #expect(merge.terminationStatus == 0)
        let expected = try Data(contentsOf: URL(fileURLWithPath: single))
        #expect(try Data(contentsOf: URL(fileURLWithPath: merged)) == expected)
        #expect(expected.count > 60 * 25 * 40, "the single run wrote every cell")
    }
}
