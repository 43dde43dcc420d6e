import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Where output goes when it is not a plain new file: standard output through a pipe, a log or a
/// full disk, a closed standard error, devices and FIFOs, failures part way, and the leftovers of
/// killed runs. The machine may run tests as root, so no test writes to or replaces `/dev/null`.
@Suite("Output streams and special files")
struct OutputStreamTests {
    static let scenario = PackagePaths.scenarios() + "/free-fling.json"

    /// The `scrollsim` executable built beside the test bundle.
    static var executable: URL { PackagePaths.product("scrollsim") }

    /// Whether the system has `/dev/full`, the device whose every write fails with `ENOSPC`: Linux
    /// has it; macOS does not, and the tests that need it are skipped there.
    static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

    /// Runs the executable with the given standard output and error.
    func launch(_ arguments: [String], stdout: FileHandle, stderr: FileHandle, environment: [String: String]? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "ended by a signal")
        return process.terminationStatus
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a full disk on standard output is exit 74 with one sentence on standard error, not a silent success", .enabled(if: hasFullDevice))
    func fullStandardOutput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("err.txt")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        let code = try launch(
            ["run", Self.scenario], stdout: try #require(FileHandle(forWritingAtPath: "/dev/full")),
            stderr: try FileHandle(forWritingTo: errors))
        #expect(code == 74)
        #expect(try String(contentsOf: errors, encoding: .utf8) == "scrollsim: standard output could not be written: no space left on device.\n")
    }

    @Test("a closed pipe on standard output (| head -1) stops at once with exit 74, not SIGPIPE's 141, and leaves no hidden temporary file")
    func closedPipeStopsAtOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("err.txt")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()  // the reader is gone before the first row
        // Two million cells: running them all would take minutes; the rows file is pending meanwhile.
        let code = try launch(
            [
                "sweep", Self.scenario, "--drag", "-10000:10000:0.01", "--velocity", "0:1:1", "--csv", "-", "--format", "jsonl",
                "--output", folder.appendingPathComponent("rows.jsonl").path, "--quiet",
            ],
            stdout: pipe.fileHandleForWriting, stderr: try FileHandle(forWritingTo: errors))
        #expect(code == 74)
        #expect(try String(contentsOf: errors, encoding: .utf8) == "scrollsim: standard output could not be written: broken pipe.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["err.txt"])
    }

    @Test(
        "an unusable TMPDIR is named as the temporary folder, not blamed on --output, and nothing is left at --output",
        arguments: [
            ["--format", "json"], [],
        ])
    func unusableTemporaryFolder(format: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("err.txt")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        let output = folder.appendingPathComponent("out.txt").path
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = "/nonexistent-tmp"
        let code = try launch(
            ["run", Self.scenario, "--output", output] + format, stdout: FileHandle.standardOutput, stderr: try FileHandle(forWritingTo: errors),
            environment: environment)
        #expect(code == 66)
        #expect(
            try String(contentsOf: errors, encoding: .utf8)
                == "the temporary folder /nonexistent-tmp (TMPDIR) cannot hold the file a report is built in: no such file or directory; set TMPDIR to a writable folder.\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["err.txt"])
    }

    @Test("a standard error that cannot be written is never a crash: the exit code stays the command's (66)", .enabled(if: hasFullDevice))
    func failingStandardError() throws {
        let code = try launch(
            ["run", "/nonexistent/missing.json"], stdout: FileHandle.standardOutput,
            stderr: try #require(FileHandle(forWritingAtPath: "/dev/full")))
        #expect(code == 66)
    }

    @Test("--output /dev/stdout appends to a log that standard output appends to, instead of replacing it")
    func devStdoutKeepsTheLog() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log.txt")
        try Data("earlier line\n".utf8).write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        try handle.seekToEnd()
        let code = try launch(["run", Self.scenario, "--output", "/dev/stdout"], stdout: handle, stderr: FileHandle.standardError)
        try handle.close()
        #expect(code == 0)
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.hasPrefix("earlier line\nfree-fling (none, 60 fps)"))
    }

    @Test(
        "--output to a character device that is full is exit 74 naming it; the device is written in place, not replaced", .enabled(if: hasFullDevice))
    func fullDevice() async {
        let result = await Invocation(["run", Self.scenario, "--output", "/dev/full"])
        #expect(result.code == 74)
        #expect(result.error == "--output /dev/full: cannot be written: no space left on device.\n")
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("--output to a FIFO writes through it, and the FIFO stays a FIFO")
    func fifo() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("frames.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader opens the FIFO with open(2) and reads to the end: Foundation's file reading
        // does not wait for a FIFO's writer.
        final class Box: @unchecked Sendable {
            var bytes: [UInt8] = []
            let done = DispatchSemaphore(value: 0)
        }
        let box = Box()
        Thread {
            let descriptor = open(fifo, O_RDONLY)
            var chunk = [UInt8](repeating: 0, count: 65536)
            while descriptor >= 0 {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                box.bytes += chunk[..<count]
            }
            if descriptor >= 0 { close(descriptor) }
            box.done.signal()
        }.start()
        let result = await Invocation(["run", Self.scenario, "--output", fifo, "--format", "csv"])
        box.done.wait()
        #expect(result.code == 0)
        #expect(String(decoding: box.bytes, as: UTF8.self).hasPrefix("name,frame,t_s,x_pt"))
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("a failed flush or rename is exit 74 with one sentence naming the file, and the old file stays")
    func injectedFaults() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.txt").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: out))
        let flush = await AtomicFile.$injectedFault.withValue(.synchronize) { await Invocation(["run", Self.scenario, "--output", out]) }
        #expect(flush.code == 74)
        #expect(flush.error == "--output \(out): cannot be written: it could not be flushed to the disk (input/output error).\n")
        let disk = await AtomicFile.$injectedFault.withValue(.write) { await Invocation(["run", Self.scenario, "--output", out]) }
        #expect(disk.code == 74 && disk.error == "--output \(out): cannot be written: no space left on device.\n")
        let rename = await AtomicFile.$injectedFault.withValue(.rename) { await Invocation(["run", Self.scenario, "--output", out]) }
        #expect(rename.code == 74 && rename.error.contains("could not be renamed into place"))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"], "no temporary file left")
    }

    @Test("a write removes the temporary files of the same output left by dead processes, and no other")
    func staleTemporaryFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Process 2^22 + 1 is above Linux's largest PID, so it cannot be alive.
        let dead = ".out.txt.4194305-0B6D.tmp"
        let alive = ".out.txt.\(ProcessInfo.processInfo.processIdentifier)-1C2E.tmp"
        let other = ".other.txt.4194305-0B6D.tmp"
        for name in [dead, alive, other] { try Data("partial".utf8).write(to: folder.appendingPathComponent(name)) }
        try Golden.writeAtomically("new\n", to: folder.appendingPathComponent("out.txt").path)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == ["out.txt", alive, other])
    }
}
