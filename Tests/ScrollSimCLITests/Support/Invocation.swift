import ScrollSimCLI

/// Runs the command in-process and captures its output.
struct Invocation {
    var code: Int32
    var output: String
    var error: String

    /// Runs `arguments`; `terminal` makes standard error a terminal whose progress line shows at once.
    init(_ arguments: [String], environment: [String: String] = ["SCROLLSIM_RECORD": "never"], terminal: Bool = false) async {
        final class Box: @unchecked Sendable { var out = "", err = "" }
        let box = Box()
        code = await ScrollSimCommand.run(
            arguments: arguments, environment: environment, output: { box.out += $0 }, error: { box.err += $0 },
            standardErrorIsTerminal: terminal, progressDelay: 0)
        output = box.out
        error = box.err
    }
}
