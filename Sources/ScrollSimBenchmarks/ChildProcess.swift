import Foundation

/// Measurements that need a process of their own (peak memory): run `scrollsim-bench --child …`.
enum ChildProcess {
    /// Whether this system can start a child process: Foundation's `Process` exists on Linux and
    /// macOS; iOS, tvOS, visionOS and watchOS have none (Mac Catalyst is taken as iOS here), and
    /// there every measurement runs in this process.
    #if canImport(Darwin) && !os(macOS)
        static let isAvailable = false
    #else
        static let isAvailable = true
    #endif

    /// Runs `executable` with `arguments` and returns the words it printed on standard output.
    /// - Throws: `BenchmarkError.unexpected` naming `what` and the output when it exits non-zero,
    ///   or where child processes are not available (`isAvailable`).
    static func words(of executable: URL, _ arguments: [String], what: String) throws -> [Substring] {
        #if canImport(Darwin) && !os(macOS)
            throw BenchmarkError.unexpected("the \(what) child cannot be started: this system has no child processes")
        #else
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchmarkError.unexpected("the \(what) child said \"\(output)\"") }
            return output.split(whereSeparator: { $0 == " " || $0 == "\n" })
        #endif
    }
}
