/// The command's exit codes, from BSD's sysexits.h.
public enum ExitCode: Int32, Sendable {
    /// Everything ran and every check passed.
    case success = 0
    /// An expectation or a golden comparison failed.
    case failure = 1
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: an input file is malformed or has a wrong value.
    case dataError = 65
    /// EX_NOINPUT: an input file does not exist or cannot be read, or an output file cannot be
    /// created.
    case noInput = 66
    /// EX_IOERR: writing an output failed part way (a full disk, an I/O error).
    case ioError = 74
    /// EX_SOFTWARE: ScrollSim itself crashed on a scenario file (a bug; `CrashIsolation`).
    case software = 70
}
