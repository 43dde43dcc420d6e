/// Why an input could not be used: one plain sentence naming where the input came from, the JSON
/// path and what was wrong.
///
/// `kind` says what happened and `origin` where the input came from; a command-line tool maps the
/// two to its exit code in one place (`scrollsim`: sysexits.h).
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The input does not exist or cannot be read.
        case unreadable
        /// The text is not valid JSON (or, for a command-line value, not in the expected form).
        case syntax
        /// A value has the wrong type, lies out of range, or is missing.
        case invalidValue
        /// A key that this kind of input does not have; `suggestion` is the closest known key.
        case unknownKey(suggestion: String?)
        /// A key given twice in one object.
        case duplicateKey
        /// The input is larger than the documented limit.
        case tooLarge
        /// A key an earlier version read, now retired; the input runs without it.
        case retiredKey
    }

    /// Where the input came from.
    public enum Origin: Hashable, Sendable {
        /// A file; `source` is its path as given.
        case file
        /// A command-line option; `source` is the option, such as `--set`.
        case commandLine
        /// An environment variable; `source` is its name.
        case environment
    }

    /// What went wrong.
    public var kind: Kind
    /// Where the input came from.
    public var origin: Origin
    /// The file path, option or variable name that `origin` says.
    public var source: String
    /// The JSON path, such as `gestures[3].translation`; empty for the whole input.
    public var path: String
    /// The rest of the sentence, starting with a lowercase verb or "expected".
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, in origin: Origin = .file, source: String, path: String = "", _ message: String) {
        self.kind = kind
        self.origin = origin
        self.source = source
        self.path = path
        self.message = message
    }

    /// An error about the value at `path`: expected this, found that.
    public static func mismatch(source: String, path: String, expected: String, found: JSONValue?) -> InputError {
        InputError(
            .invalidValue, source: source, path: path,
            "expected \(expected) but found \(found.map(\.kindDescription) ?? "nothing")")
    }

    /// Whether the problem is a key the input does not have.
    public var isUnknownKey: Bool {
        if case .unknownKey = kind { return true }
        return false
    }

    /// The text shown in messages and logs.
    public var description: String {
        // A file name is printed on one line, whatever it holds.
        let location = path.isEmpty ? TerminalText.inline(source) : "\(TerminalText.inline(source)) at \(path)"
        return "\(location): \(message)."
    }
}
