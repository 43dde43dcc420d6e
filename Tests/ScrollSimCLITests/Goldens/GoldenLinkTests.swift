import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A golden or a failure plot is never read or written through a symbolic link, in any record
/// mode: a link planted in a pull request must not make a CI job write or overwrite a file
/// elsewhere.
@Suite("Golden files: links and non-regular files refused, Windows line ends read")
struct GoldenLinkTests {
    @Test(
        "a link at goldens/NAME.frames is refused in modes missing, all, failed and never; its target is untouched",
        arguments: ["missing", "all", "failed", "never"])
    func linkAtGolden(mode: String) async throws {
        let folder = try GoldenIntegrityTests.folder(copying: ["free-fling.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim.txt").path
        try "keep me\n".write(toFile: victim, atomically: true, encoding: .utf8)
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: victim)
        let result = await Invocation(
            ["check", folder.appendingPathComponent("free-fling.json").path], environment: GoldenIntegrityTests.environment(mode))
        #expect(result.code != 0)
        #expect(result.error.contains("\(golden): cannot be written: it is a symbolic link"), "\(result.error)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: golden) == victim)
    }

    /// A folder with free-fling.json and a recorded golden that one frame no longer matches;
    /// returns the folder and the scenario file.
    static func failingGolden() async throws -> (folder: URL, file: String) {
        let folder = try GoldenIntegrityTests.folder(copying: ["free-fling.json"])
        let file = folder.appendingPathComponent("free-fling.json").path
        #expect(await Invocation(["check", file], environment: GoldenIntegrityTests.environment("all")).code == 0)
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "1132.744", with: "1139.000").write(toFile: golden, atomically: true, encoding: .utf8)
        return (folder, file)
    }

    @Test("a link at NAME.failure.svg is not written through when the golden differs, even under CI")
    func linkAtFailurePlot() async throws {
        let (folder, file) = try await Self.failingGolden()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim.txt").path
        try "keep me\n".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("goldens/free-fling.failure.svg").path, withDestinationPath: victim)
        let result = await Invocation(["check", file], environment: ["CI": "1"])
        #expect(result.code == 1)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
    }

    @Test("with SCROLLSIM_ARTIFACTS a failing check writes its plot under that folder, not beside the golden")
    func failurePlotInArtifactsFolder() async throws {
        let (folder, file) = try await Self.failingGolden()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.appendingPathComponent("artifacts").path
        let result = await Invocation(["check", file], environment: ["SCROLLSIM_RECORD": "never", "SCROLLSIM_ARTIFACTS": artifacts])
        #expect(result.code == 1)
        #expect(result.output.contains("plot of both curves: \(artifacts)/goldens/free-fling.failure.svg"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: artifacts + "/goldens/free-fling.failure.svg"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens/free-fling.failure.svg").path))
    }

    @Test("a FIFO or a folder at a golden's path is named as not a golden file, and check does not hang")
    func notARegularFile() async throws {
        let folder = try GoldenIntegrityTests.folder(copying: ["free-fling.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: false)
        let result = await Invocation(["check", folder.appendingPathComponent("free-fling.json").path])
        #expect(result.code != 0)
        #expect(result.error.contains("\(golden): cannot be written: it is a folder"), "\(result.error)")
        try FileManager.default.removeItem(atPath: golden)
        #expect(mkfifo(golden, 0o600) == 0)
        let fifo = await Invocation(["check", folder.appendingPathComponent("free-fling.json").path])
        #expect(fifo.error.contains("it is not a regular file"), "\(fifo.error)")
    }

    @Test("a golden with CRLF line ends and a byte-order mark (a Windows checkout) compares as the LF file it was")
    func windowsLineEnds() async throws {
        let folder = try GoldenIntegrityTests.folder(copying: ["free-fling.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("free-fling.json").path
        #expect(await Invocation(["check", file], environment: GoldenIntegrityTests.environment("all")).code == 0)
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try ("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")).write(toFile: golden, atomically: true, encoding: .utf8)
        let result = await Invocation(["check", file])
        #expect(result.code == 0, "\(result.output)")
        #expect(Golden.normalizedText("\u{FEFF}a\r\nb\r\n") == "a\nb\n")
    }
}
