import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// One scenario file that crashes ScrollSim (a trap: always a bug, never the file's fault) must
/// not stop a run of many files, nor take the summary with it.
///
/// The executable runs `scrollsim [all]` and `check` in a child process of itself. The child
/// notes each file in a progress file before it starts it. When the child ends by a signal, the
/// parent runs the command again with the file the child was on marked as crashed: that file is
/// reported as an error (exit 70, EX_SOFTWARE) without being run, and every other file runs. This
/// repeats, one crashed file more each time, until a child ends normally; only that child's
/// output is shown (standard error, then standard output), so nothing appears twice. Runs are
/// deterministic, so running the files before the crash again gives what the crashed child had.
///
/// In-process callers (`ScrollSimCommand.run`, the tests) are not isolated.
public enum CrashIsolation {
    /// The variable naming the child's progress file; set only in a child.
    static let progressVariable = "SCROLLSIM_PROGRESS_FILE"
    /// The variable listing the files that crashed earlier children, as a JSON array of
    /// `[path, signal name]` pairs.
    static let crashedVariable = "SCROLLSIM_CRASHED_FILES"
    /// The variable holding the supervising parent's process ID; set only in a child.
    static let supervisorVariable = "SCROLLSIM_SUPERVISOR_PROCESS"
    /// Fault injection for tests: a child traps when it starts a file whose name (its last path
    /// component) is this variable's value.
    static let injectedCrashVariable = "SCROLLSIM_INJECT_CRASH"

    /// Runs `arguments` in child processes of `executable` as described above and returns the exit
    /// code, or nil when this process should run the command itself: the command is not one that
    /// runs many files, this process is already a child, no temporary file can be made, or no child
    /// process can be started (`runChild`).
    public static func supervise(
        arguments: [String], environment: [String: String], executable: URL, output: (String) -> Void, error: (String) -> Void
    ) -> Int32? {
        guard environment[progressVariable] == nil, runsManyFiles(arguments) else { return nil }
        var crashed: [(file: String, signal: String)] = []
        while true {
            let progress = FileManager.default.temporaryDirectory.appendingPathComponent(".scrollsim-progress-\(UUID().uuidString)").path
            guard let standardOutput = try? ByteSpool(), let standardError = try? ByteSpool(), let outputFile = try? standardOutput.handle(),
                let errorFile = try? standardError.handle(),
                FileManager.default.createFile(atPath: progress, contents: nil, attributes: [.posixPermissions: 0o600])
            else { return nil }
            defer { unlink(progress) }
            var childEnvironment = environment
            childEnvironment[progressVariable] = progress
            childEnvironment[supervisorVariable] = String(getpid())
            // A crashed child's output is dropped, so its backtrace would only cost time; `scrollsim
            // run FILE` reproduces it.
            childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
            if !crashed.isEmpty {
                childEnvironment[crashedVariable] = JSONValue.array(crashed.map { .array([.string($0.file), .string($0.signal)]) }).rendered()
            }
            guard
                let child = runChild(
                    executable, arguments: arguments, environment: childEnvironment, standardOutput: outputFile,
                    standardError: errorFile)
            else { return nil }
            let begun = ((try? String(contentsOfFile: progress, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            let crashedNow = child.bySignal
            if crashedNow, let file = begun.last {
                // What the child was writing for this file: a golden beside it, in goldens/.
                let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
                for place in [folder, folder.appendingPathComponent("goldens")] {
                    AtomicFile.removeTemporaryFiles(ofProcess: child.processIdentifier, in: place.path)
                }
            }
            if crashedNow, let file = begun.last, !crashed.contains(where: { $0.file == file }) {
                crashed.append((file, signalName(child.status)))
                continue
            }
            try? standardError.forEachChunk { error(String(decoding: $0, as: UTF8.self)) }
            try? standardOutput.forEachChunk { output(String(decoding: $0, as: UTF8.self)) }
            guard crashedNow else { return child.status }
            error("scrollsim: crashed (\(signalName(child.status))) outside any one scenario file; this is a bug in ScrollSim.\n")
            return CommandError.Kind.crash.exitCode.rawValue
        }
    }

    /// How a child process ended.
    struct ChildExit {
        /// Its process ID.
        var processIdentifier: Int32
        /// Whether a signal ended it.
        var bySignal: Bool
        /// Its exit code, or the number of the signal that ended it.
        var status: Int32
    }

    /// Runs `executable` with `arguments` and `environment`, its standard output and error on the
    /// given files, and waits for it to end; nil when it cannot be started. iOS, tvOS, visionOS and
    /// watchOS have no child processes (Foundation's `Process` is macOS only among Apple's
    /// systems): there it is always nil, and a command runs in its own process, without isolation.
    static func runChild(
        _ executable: URL, arguments: [String], environment: [String: String], standardOutput: FileHandle, standardError: FileHandle
    ) -> ChildExit? {
        #if canImport(Darwin) && !os(macOS)
            return nil
        #else
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = standardOutput
            process.standardError = standardError
            do { try process.run() } catch { return nil }
            process.waitUntilExit()
            return ChildExit(
                processIdentifier: process.processIdentifier, bySignal: process.terminationReason == .uncaughtSignal,
                status: process.terminationStatus)
        #endif
    }

    /// In a child, ends the process as soon as its supervisor is gone (killed, or timed out by
    /// `timeout`): the child would otherwise run on, handed to another parent, and rename goldens
    /// and outputs into place for a run nobody waits for, racing a rerun. A thread watches the
    /// parent, and every atomic write checks it again just before its rename
    /// (`AtomicFile.stopWhenOrphaned`); the pending writes' temporary files are removed and nothing
    /// is renamed. It exits as a failed write does (74, `CommandError.Kind.failedIO`): its output
    /// can no longer reach anyone. Does nothing outside a child.
    public static func stopWithSupervisor(environment: [String: String]) {
        guard environment[progressVariable] != nil, let text = environment[supervisorVariable], let parent = Int32(text), parent > 1 else {
            return
        }
        AtomicFile.stopWhenOrphaned(parent: parent) { _exit(CommandError.Kind.failedIO.exitCode.rawValue) }
    }

    /// Whether `arguments` name the default command (`scrollsim`, `scrollsim all`, `scrollsim
    /// DIR`) or `check`, the commands that run many files; help and version are not.
    static func runsManyFiles(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return true }
        if ["--help", "-h", "help", "--version"].contains(first) || arguments.contains("--help") { return false }
        if first == "check" || first == "all" { return true }
        return !ScrollSimCommand.commandNames.contains(first) && !first.hasPrefix("-")
    }

    /// In a child, notes that `file` starts; throws the crash error for a file that crashed an
    /// earlier child (so that it is reported, not run again).
    /// - Throws: `CommandError` 70 naming the file and the signal.
    static func begin(_ file: String, context: CommandContext) throws {
        guard let progressPath = context.environment[progressVariable] else { return }
        if let crash = crashes(in: context.environment).first(where: { $0.file == file }) {
            throw CommandError(
                .crash,
                "\(file): ScrollSim crashed (\(crash.signal)) while running it, so it was left out and the other files were run; this is a bug in ScrollSim: please report it with this file."
            )
        }
        let descriptor = open(progressPath, O_WRONLY | O_APPEND | O_CLOEXEC)
        if descriptor >= 0 {
            let line = Array((file + "\n").utf8)
            _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        if let injected = context.environment[injectedCrashVariable], URL(fileURLWithPath: file).lastPathComponent == injected {
            fatalError("a crash injected by \(injectedCrashVariable)")
        }
    }

    /// The files that crashed earlier children, from `crashedVariable`.
    static func crashes(in environment: [String: String]) -> [(file: String, signal: String)] {
        guard let text = environment[crashedVariable], case .array(let pairs)? = try? JSONParser.parse(text) else { return [] }
        return pairs.compactMap { pair in
            guard case .array(let items) = pair, items.count == 2, case .string(let file) = items[0], case .string(let signal) = items[1] else {
                return nil
            }
            return (file, signal)
        }
    }

    /// `SIGILL` for 4, and so on; the number for a signal without a common name.
    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
        ]
        return names[number] ?? "signal \(number)"
    }
}
