import Foundation
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

@testable import ScrollSimCLI

/// A scenario file that crashes ScrollSim is reported and left out, and the other files still run
/// and are summarised: the executable runs `scrollsim [all]` and `check` in a child process of
/// itself and starts again without the file the child died on. The crash is injected with
/// `SCROLLSIM_INJECT_CRASH` (a real trap in the child).
@Suite("Crash isolation of scrollsim [all] and check")
struct CrashIsolationTests {
    /// The signal a Swift trap (the injected `fatalError`) ends the child with: the `ud2`
    /// instruction's SIGILL on x86_64, the `brk` instruction's SIGTRAP on arm64 (Linux and Darwin).
    #if arch(x86_64)
        static let trap = "SIGILL"
    #else
        static let trap = "SIGTRAP"
    #endif

    /// A folder with three bundled scenarios.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in ["free-fling.json", "native-paging-forward.json", "peek-forward-flick.json"] {
            try FileManager.default.copyItem(atPath: PackagePaths.scenarios() + "/" + name, toPath: url.appendingPathComponent(name).path)
        }
        return url
    }

    /// Runs the executable; returns its exit code, standard output and standard error.
    static func launch(_ arguments: [String], crashingOn name: String?, record: String = "never") throws -> (
        code: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = OutputStreamTests.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLSIM_RECORD"] = record
        environment["SCROLLSIM_INJECT_CRASH"] = name
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "the parent itself ended by a signal")
        return (process.terminationStatus, out, err)
    }

    @Test("scrollsim DIR: a file that crashes is an ERROR row and one sentence, the others run, the summary counts it, exit 70")
    func runAllGoesOn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let crashed = folder.appendingPathComponent("native-paging-forward.json").path
        let result = try Self.launch([folder.path], crashingOn: "native-paging-forward.json")
        #expect(result.code == 70)
        #expect(
            result.error
                == "\(crashed): ScrollSim crashed (\(Self.trap)) while running it, so it was left out and the other files were run; this is a bug in ScrollSim: please report it with this file.\n"
        )
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("free-fling ") && $0.hasSuffix("pass") })
        #expect(lines.contains { $0.hasPrefix("native-paging-forward ") && $0.hasSuffix("ERROR") })
        #expect(lines.contains { $0.hasPrefix("peek-forward-flick ") && $0.hasSuffix("pass") })
        #expect(lines.last == "3 scenarios: 2 passed, 0 failed, 1 could not be run.")
        // Without a crash the same folder passes: the rows above are the files' own.
        #expect(try Self.launch([folder.path], crashingOn: nil).code == 0)
    }

    @Test("check: a file that crashes is a CRASHED line after the others' results and counts as failed, exit 70")
    func checkGoesOn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.launch(["check", "--dir", folder.path], crashingOn: nil, record: "all").code == 0)
        let crashed = folder.appendingPathComponent("free-fling.json").path
        let result = try Self.launch(["check", "--dir", folder.path], crashingOn: "free-fling.json")
        #expect(result.code == 70)
        #expect(
            result.output == """
                ok        native-paging-forward
                ok        peek-forward-flick
                CRASHED   \(crashed): ScrollSim crashed (\(Self.trap)) while running it, so it was left out and the other files were run; this is a bug in ScrollSim: please report it with this file.
                2 goldens of 3 files checked (mode never): 1 failed (1 file crashed).

                """)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("goldens").path).filter {
            $0.hasPrefix(".")
        }
        #expect(leftovers.isEmpty)
    }

    @Test("a dead child's hidden temporary files are removed, and only its own")
    func deadChildsLeftoversAreRemoved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let uuid = UUID().uuidString
        let names = [
            ".free-fling.frames.4242-\(uuid).tmp",  // the dead child's: removed
            ".a.b.frames.4242-\(uuid).tmp",  // the dead child's, a name with dots: removed
            ".free-fling.frames.14242-\(uuid).tmp",  // another process's
            ".free-fling.frames.4242-not-a-uuid.tmp",  // not a pending file's name
            "free-fling.frames.4242-\(uuid).tmp",  // not hidden
        ]
        for name in names { #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)) }
        AtomicFile.removeTemporaryFiles(ofProcess: 4242, in: folder.path)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(!left.contains(names[0]) && !left.contains(names[1]))
        #expect(left.isSuperset(of: names[2...]))
    }

    @Test("only the commands that run many files are isolated; help, version and single-file commands run in the process")
    func whichCommandsAreIsolated() {
        #expect(CrashIsolation.runsManyFiles([]))
        #expect(CrashIsolation.runsManyFiles(["all"]))
        #expect(CrashIsolation.runsManyFiles(["Scenarios"]))
        #expect(CrashIsolation.runsManyFiles(["check", "--dir", "Scenarios"]))
        #expect(!CrashIsolation.runsManyFiles(["run", "x.json"]))
        #expect(!CrashIsolation.runsManyFiles(["sweep", "x.json"]))
        #expect(!CrashIsolation.runsManyFiles(["check", "--help"]))
        #expect(!CrashIsolation.runsManyFiles(["--version"]))
        #expect(!CrashIsolation.runsManyFiles(["help", "check"]))
    }
}
