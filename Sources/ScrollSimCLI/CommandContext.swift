import Foundation
import ScrollSimScenarios

/// What a command may touch: its environment and its two output streams. No global state.
public struct CommandContext {
    /// The process environment (`SCROLLSIM_RECORD`, …).
    public var environment: [String: String]
    /// Writes to standard output.
    public var output: (String) -> Void
    /// Writes to standard error.
    public var error: (String) -> Void

    /// Creates a context.
    public init(environment: [String: String], output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.environment = environment
        self.output = output
        self.error = error
    }

    /// Writes `text` to `path` (atomically), or to standard output when `path` is nil or "-".
    func write(_ text: String, to path: String?) throws {
        guard let path, path != "-" else { output(text); return }
        do {
            try Golden.writeAtomically(text, to: path)
        } catch {
            throw CommandError(.noInput, "Could not write \(path).")
        }
    }

    /// Prints warnings, one line each, on standard error.
    func warn(_ warnings: [String]) {
        for w in warnings { error(w + "\n") }
    }
}

extension ScenarioError {
    /// The command error for this file error: 66 for missing files, 64 for bad overrides, 65 otherwise.
    var commandError: CommandError {
        let sentence = description
        switch kind {
        case .missingFile: return CommandError(.noInput, sentence)
        case .usage: return CommandError(.usage, sentence)
        case .badData: return CommandError(.dataError, sentence)
        }
    }
}
