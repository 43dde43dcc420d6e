import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// What a command may touch: its environment and its two output streams. No global state.
public struct CommandContext {
    /// The process environment (`SCROLLSIM_RECORD`, …).
    public var environment: [String: String]
    /// Writes to standard output.
    public var output: (String) -> Void
    /// Writes to standard error.
    public var error: (String) -> Void
    /// Writes to standard error as given: only the progress line's own carriage return and
    /// erase-line sequence go here (`SweepProgress`), never text from outside.
    var terminalControl: (String) -> Void
    /// Whether standard error is a terminal: long commands then show a progress line there.
    public var standardErrorIsTerminal: Bool
    /// How long a command runs, in seconds, before it shows its progress line.
    public var progressDelay: Double

    /// Creates a context. What goes to either stream passes `TerminalText.safe` first: no escape
    /// sequence, carriage return or bidirectional control from a file name or a value reaches the
    /// terminal.
    public init(
        environment: [String: String], output: @escaping (String) -> Void, error: @escaping (String) -> Void,
        standardErrorIsTerminal: Bool = false, progressDelay: Double = 2
    ) {
        self.environment = environment
        self.output = { output(TerminalText.safe($0)) }
        self.error = { error(TerminalText.safe($0)) }
        self.terminalControl = error
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.progressDelay = progressDelay
    }

    /// Writes `text` to `path` (atomically), or to standard output when `path` is nil, `-` or
    /// `/dev/stdout` (whose rename would replace whatever standard output is, a log file or a pipe).
    ///
    /// The folder must exist: outputs never create folders (only goldens do).
    /// - Parameter option: the option that named `path` (`--output`, `--svg`, `--csv`), for the error.
    /// - Throws: `CommandError` naming the option, the path and why it cannot be written: 66
    ///   when it cannot be created, 74 when the write fails part way.
    func write(_ text: String, to path: String?, option: String) throws {
        guard let path, !Self.isStandardOutput(path) else {
            output(text)
            return
        }
        do {
            try Golden.writeAtomically(text, to: path)
        } catch {
            let cause =
                error as? OutputError
                ?? OutputError(.writeFailed, path: path, error.localizedDescription.droppingFinalPeriod)
            var failure = CommandError(cause)
            failure.message = "\(option) \(failure.message)"
            throw failure
        }
    }

    /// Checks, before anything runs, that `path` (given with `option`) could be written: it is not
    /// one of the command's `inputs` (which it would overwrite), its folder exists and it is not
    /// itself a folder. Nil, `-` and `/dev/stdout` (standard output) always pass.
    /// - Throws: `CommandError` 64 when `path` is an input file (compared after resolving symbolic
    ///   links, `.` and `..`, and by inode), 66 when it cannot be written; each names the option,
    ///   the path and the reason.
    func checkOutput(_ path: String?, option: String, inputs: [String]) throws {
        guard let path, !Self.isStandardOutput(path) else { return }
        if path.isEmpty {
            throw CommandError(.usage, "\(option) was given an empty path; name a file, or - for standard output.")
        }
        if path.hasSuffix("/") {
            throw CommandError(.usage, "\(option) \(path): cannot be written: a path ending in / names a folder; name a file in it.")
        }
        if let input = inputs.first(where: { AtomicFile.isSameFile(path, as: $0) }) {
            throw CommandError(
                .usage, "\(option) \(path): cannot be written: it is the input file \(input), which it would overwrite; choose another path.")
        }
        guard let problem = AtomicFile.problem(writing: path) else { return }
        throw CommandError(.unwritableOutput, "\(option) \(path): cannot be written: \(problem).")
    }

    /// Refuses (usage, exit 64) two outputs of one command that name the same file, or that both
    /// go to standard output (`-`, `/dev/stdout`): each would overwrite or interleave the other.
    /// `outputs` lists each output's option and path (a nil path is an output not asked for; an
    /// option of nil is the command's own standard output, named `defaultName`).
    func checkDistinct(_ outputs: [(option: String?, path: String?)], defaultName: String = "the main output") throws {
        let given = outputs.compactMap { output in
            output.path.map { (option: output.option.map { "\($0) \(output.path!)" } ?? "\(defaultName) (standard output)", path: $0) }
        }
        for (i, a) in given.enumerated() {
            for b in given[(i + 1)...] {
                let bothStandard = Self.isStandardOutput(a.path) && Self.isStandardOutput(b.path)
                let sameFile = !Self.isStandardOutput(a.path) && !Self.isStandardOutput(b.path) && AtomicFile.isSameFile(a.path, as: b.path)
                guard bothStandard || sameFile else { continue }
                let place = bothStandard ? "standard output" : "the same file"
                throw CommandError(
                    .usage,
                    "\(a.option) and \(b.option) both write to \(place), where one would overwrite or interleave the other; give each its own path.")
            }
        }
    }

    /// Prints warnings, one line each, on standard error.
    func warn(_ warnings: [String]) {
        for w in warnings { error(w + "\n") }
    }

    /// Whether an output path means standard output: `-` or `/dev/stdout`.
    static func isStandardOutput(_ path: String) -> Bool { path == "-" || path == "/dev/stdout" }
}
