/// Why a scenario or recording file could not be used: one plain sentence naming the file, the
/// JSON path and what was expected.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, which decides the command's exit code.
    public enum Kind: Hashable, Sendable {
        /// The file does not exist or cannot be read (exit 66).
        case missingFile
        /// The file is not valid JSON, or a value is wrong (exit 65).
        case badData
        /// A `--set` override is malformed (exit 64).
        case usage
    }

    /// What went wrong.
    public var kind: Kind
    /// The file, as given on the command line.
    public var file: String
    /// The JSON path, such as `gestures[3].translation`; empty for the whole file.
    public var path: String
    /// The rest of the sentence, starting with a lowercase verb or "expected".
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, file: String, path: String = "", _ message: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.message = message
    }

    /// An error about the value at `path`: expected this, found that.
    public static func mismatch(file: String, path: String, expected: String, found: JSONValue?) -> ScenarioError {
        ScenarioError(
            .badData, file: file, path: path,
            "expected \(expected) but found \(found.map(\.kindDescription) ?? "nothing")")
    }

    /// The text shown in messages and logs.
    public var description: String {
        let location = path.isEmpty ? file : "\(file) at \(path)"
        return "\(location): \(message)."
    }
}
