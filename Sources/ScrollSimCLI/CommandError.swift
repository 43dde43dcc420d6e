/// A failure that ends a command: an exit code and one plain sentence for stderr.
public struct CommandError: Error, Sendable {
    /// The exit code.
    public var code: ExitCode
    /// One plain sentence, ending with a period.
    public var message: String

    /// Creates an error.
    public init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A usage error.
    public static func usage(_ message: String) -> CommandError { CommandError(.usage, message) }
}
