// The `scrollsim` command: everything lives in ScrollSimCLI, so tests call it directly. Here only
// the process's own streams: both written with write(2), so that a full disk or a closed pipe on
// standard output is noticed (exit 74, EX_IOERR, with one sentence where standard error still
// works) and a failing standard error is never a crash. SIGPIPE is ignored: a closed pipe
// (`| head -1`) is a write error like any other, reported and exit 74 at once, with the hidden
// temporary files of other outputs removed, instead of death by signal (141).
import Foundation
import ScrollSimCLI

/// Writes all of `text` to `descriptor`, retrying partial writes and interruptions; false when
/// the system refuses (a full disk, a closed descriptor), with its `errno` in `failure`.
func writeAll(_ text: String, to descriptor: Int32, failure: inout Int32) -> Bool {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
        if written < 0 {
            if errno == EINTR { continue }
            failure = errno
            return false
        }
        offset += written
    }
    bytes.removeAll()
    return true
}

signal(SIGPIPE, SIG_IGN)
/// Stops the process at once when standard output fails: nothing more can reach it, and a sweep
/// would otherwise run its whole grid for no one.
func stop(outputFailure failure: Int32) -> Never {
    var ignored: Int32 = 0
    _ = writeAll(
        "scrollsim: standard output could not be written: \(String(cString: strerror(failure)).lowercased()).\n", to: STDERR_FILENO, failure: &ignored
    )
    ScrollSimCommand.removeUnfinishedOutputs()
    // _exit: nothing else is to be written, and the tasks still running are abandoned as they are.
    _exit(CommandError.Kind.failedIO.exitCode.rawValue)
}
/// Writes standard output, stopping the process when it fails.
let writeOutput: (String) -> Void = { text in
    var failure: Int32 = 0
    if !writeAll(text, to: STDOUT_FILENO, failure: &failure) { stop(outputFailure: failure) }
}
/// Writes standard error; a failure there is ignored, never a crash.
let writeError: (String) -> Void = { text in
    var ignored: Int32 = 0
    _ = writeAll(text, to: STDERR_FILENO, failure: &ignored)
}
let arguments = Array(CommandLine.arguments.dropFirst())
// A child of the crash isolation below ends with its supervisor.
CrashIsolation.stopWithSupervisor(environment: ProcessInfo.processInfo.environment)
// `scrollsim [all]` and `check` run in a child process of this executable, so that a file that
// crashes ScrollSim is reported and the other files still run (`CrashIsolation`).
if let executable = Bundle.main.executableURL,
    let code = CrashIsolation.supervise(
        arguments: arguments, environment: ProcessInfo.processInfo.environment, executable: executable, output: writeOutput, error: writeError)
{
    exit(code)
}
let code = await ScrollSimCommand.run(
    arguments: arguments, environment: ProcessInfo.processInfo.environment, output: writeOutput, error: writeError,
    standardErrorIsTerminal: isatty(STDERR_FILENO) == 1)
exit(code)
