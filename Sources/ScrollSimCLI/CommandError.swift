import ScrollSimJSON

/// A failure that ends a command: what went wrong, and one plain sentence for stderr. The exit
/// code follows from `kind` in one place (`CommandError+ExitCode.swift`); commands never choose it.
public struct CommandError: Error, Sendable {
    /// What went wrong, as the command saw it.
    public enum Kind: Sendable, CaseIterable {
        /// The command line or the environment is wrong: an unknown command or option, a missing
        /// or malformed value.
        case usage
        /// An input's content is wrong: malformed, out of range, or not what the command reads.
        case badInput
        /// An input does not exist or cannot be opened, or there is nothing to run.
        case missingInput
        /// An output cannot be created: its folder is missing, or it is a folder.
        case unwritableOutput
        /// Reading or writing failed part way (a full disk, an I/O error, a closed pipe), or an
        /// output would not fit on its disk.
        case failedIO
        /// ScrollSim itself crashed on a file (a bug; `CrashIsolation`).
        case crash
    }

    /// What went wrong.
    public var kind: Kind
    /// One plain sentence, ending with a period, on one line: whatever a file name or a value in
    /// it holds is shown escaped (`TerminalText.inline`), so it can neither forge a line nor send
    /// the terminal an escape sequence.
    public var message: String {
        get { TerminalText.inline(text) }
        set { text = newValue }
    }
    /// The message as composed.
    private var text: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.text = message
    }

    /// A usage error.
    public static func usage(_ message: String) -> CommandError { CommandError(.usage, message) }
}
