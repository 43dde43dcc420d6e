import Foundation

/// Measurements that need a process of their own (peak memory): run `scrollsim-bench --child …`.
enum ChildProcess {
    /// Runs `executable` with `arguments` and returns the words it printed on standard output.
    /// - Throws: `BenchmarkError.unexpected` naming `what` and the output when it exits non-zero.
    static func words(of executable: URL, _ arguments: [String], what: String) throws -> [Substring] {
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
    }
}
