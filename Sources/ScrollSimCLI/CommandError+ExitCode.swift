import ScrollSimJSON
import ScrollSimScenarios

extension CommandError.Kind {
    /// The one place where what went wrong becomes an exit code (BSD's sysexits.h):
    ///
    /// - `usage`: 64 (`EX_USAGE`).
    /// - `badInput`: 65 (`EX_DATAERR`).
    /// - `missingInput`: 66 (`EX_NOINPUT`); `unwritableOutput` too, as documented since the first
    ///   release.
    /// - `crash`: 70 (`EX_SOFTWARE`).
    /// - `failedIO`: 74 (`EX_IOERR`).
    public var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .badInput: .dataError
        case .missingInput, .unwritableOutput: .noInput
        case .crash: .software
        case .failedIO: .ioError
        }
    }

    /// Which kind wins when a command that goes on past errors (`scrollsim [all]`, `check`) met
    /// several: a crash first (a bug must never hide), then bad data, a missing input, an output
    /// problem, and usage last. Higher wins.
    var precedence: Int {
        switch self {
        case .crash: 5
        case .badInput: 4
        case .missingInput: 3
        case .unwritableOutput: 2
        case .failedIO: 1
        case .usage: 0
        }
    }
}

extension CommandError {
    /// The exit code (`Kind.exitCode`).
    public var code: ExitCode { kind.exitCode }

    /// The error among `errors` whose kind takes precedence (`Kind.precedence`), or nil.
    static func mostSevere(_ errors: [CommandError]) -> CommandError? {
        errors.max { $0.kind.precedence < $1.kind.precedence }
    }

    /// What went wrong in a library error, as a command error:
    ///
    /// - Input that cannot be read: `missingInput`.
    /// - A command-line value or environment variable in the wrong form, or naming a key that
    ///   scenario files do not have: `usage`. A `--set` value the key cannot take is bad data like
    ///   the same value in the file: `badInput`.
    /// - Anything else wrong in a file: `badInput`.
    /// - An output that cannot be created: `unwritableOutput`; one whose write fails part way (a
    ///   full disk): `failedIO`.
    init(_ error: any Error) {
        switch error {
        case let e as CommandError:
            self = e
        case let e as InputError:
            let kind: Kind =
                switch (e.kind, e.origin) {
                case (.unreadable, _): .missingInput
                case (_, .environment): .usage
                case (.invalidValue, .commandLine): .badInput
                case (_, .commandLine): .usage
                case (_, .file): .badInput
                }
            self.init(kind, e.description)
        case let e as OutputError:
            self.init(e.kind == .cannotCreate ? .unwritableOutput : .failedIO, e.description)
        default:
            self.init(.badInput, "\(error)")
        }
    }
}
