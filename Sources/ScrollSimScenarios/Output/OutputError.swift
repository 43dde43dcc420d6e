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

    /// Creates an error.
    public init(_ kind: Kind, path: String, _ reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// The text shown in messages and logs.
    public var description: String { "\(path): cannot be written: \(reason)." }
}
