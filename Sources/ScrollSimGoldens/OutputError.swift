/// Why an output file could not be written: one plain sentence naming the file and the reason.
///
/// Not an input error: the data was fine, the file system refused it.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The file cannot be created: its folder is missing, is not writable, or the path is a
        /// folder. Checked before anything is written.
        case cannotCreate
        /// Writing, flushing or renaming failed part way (a full disk, an I/O error); the file at
        /// the path, if any, is untouched.
        case writeFailed
    }

    /// What went wrong.
    public var kind: Kind
    /// The file, as given.
    public var path: String
    /// The reason, a lowercase phrase without a final period.
    public var reason: String

    /// Whether `path` is the system's temporary folder (`TMPDIR`), where a report is built
    /// before it is written, rather than an output the user named.
    public var isTemporaryFolder = false

    /// Creates an error.
    public init(_ kind: Kind, path: String, _ reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// An error of the system's temporary folder `folder` (`TMPDIR`).
    public static func temporaryFolder(_ kind: Kind, _ folder: String, _ reason: String) -> OutputError {
        var error = OutputError(kind, path: folder, reason)
        error.isTemporaryFolder = true
        return error
    }

    /// The text shown in messages and logs.
    public var description: String {
        isTemporaryFolder
            ? "the temporary folder \(path) (TMPDIR) cannot hold the file a report is built in: \(reason); set TMPDIR to a writable folder."
            : "\(path): cannot be written: \(reason)."
    }
}
