import ScrollSimJSON
import ScrollSimScenarios

extension CommandError {
    /// The one place where what went wrong becomes an exit code.
    ///
    /// - Input that cannot be read: 66 (`EX_NOINPUT`).
    /// - A command-line value or environment variable in the wrong form, or naming a key that
    ///   scenario files do not have: 64 (`EX_USAGE`). A `--set` value the key cannot take is bad
    ///   data like the same value in the file: 65.
    /// - Anything else wrong in a file: 65 (`EX_DATAERR`).
    /// - An output that cannot be created: 66, as documented since the first release; an output
    ///   whose write fails part way (a full disk): 74 (`EX_IOERR`).
    init(_ error: any Error) {
        switch error {
        case let e as CommandError:
            self = e
        case let e as InputError:
            let code: ExitCode = switch (e.kind, e.origin) {
            case (.unreadable, _): .noInput
            case (_, .environment): .usage
            case (.invalidValue, .commandLine): .dataError
            case (_, .commandLine): .usage
            case (_, .file): .dataError
            }
            self.init(code, e.description)
        case let e as OutputError:
            self.init(e.kind == .cannotCreate ? .noInput : .ioError, e.description)
        default:
            self.init(.dataError, "\(error)")
        }
    }
}
