import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// The `scrollsim` command as a library function, so that tests call it directly.
public enum ScrollSimCommand {
    /// Every subcommand, by name; the empty name is the default (run all scenarios).
    static var subcommands: [Entry] {
        [
            Entry(RunAllCommand.self), Entry(RunCommand.self), Entry(CheckCommand.self), Entry(CompareCommand.self),
            Entry(SweepCommand.self), Entry(SweepMergeCommand.self), Entry(ReplayCommand.self), Entry(PlotCommand.self), Entry(ViewCommand.self),
            Entry(CompletionCommand.self),
        ]
    }

    /// Removes the hidden temporary files of every output still being written, leaving each
    /// destination as it was: for the executable when it must stop at once because its standard
    /// output is gone.
    public static func removeUnfinishedOutputs() {
        AtomicFile.removeUnfinishedFiles()
    }

    /// A subcommand's spec and entry point (closures rather than existential metatypes).
    struct Entry {
        let spec: CommandSpec
        let execute: (ParsedArguments, CommandContext) async throws -> ExitCode

        init<C: Subcommand>(_ type: C.Type) {
            spec = C.spec
            execute = { try await C.execute($0, context: $1) }
        }
    }

    /// The spec of each subcommand, for help and tests.
    public static var specs: [CommandSpec] { subcommands.map { $0.spec } }

    /// Runs the command line `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - environment: the process environment; `SCROLLSIM_RECORD` chooses the golden record mode.
    ///   - output: receives standard output text.
    ///   - error: receives standard error text: warnings, and errors as one plain sentence.
    ///   - standardErrorIsTerminal: whether `error` writes to a terminal; a long sweep then shows a
    ///   progress line (rewritten in place with a carriage return).
    ///   - progressDelay: seconds a sweep runs before its progress line appears.
    /// - Returns: 0 success, 1 failed expectation or golden, 64 usage, 65 bad data, 66 missing input
    ///   or an output that cannot be created, 70 a file that crashed ScrollSim in a child
    ///   (`CrashIsolation`; never in process), 74 an output whose write failed (`CommandError.init(_:)`).
    public static func run(
        arguments: [String], environment: [String: String], output: @escaping (String) -> Void,
        error: @escaping (String) -> Void, standardErrorIsTerminal: Bool = false, progressDelay: Double = 2
    ) async -> Int32 {
        let context = CommandContext(
            environment: environment, output: output, error: error, standardErrorIsTerminal: standardErrorIsTerminal,
            progressDelay: progressDelay)
        do {
            return try await dispatch(arguments, context: context).rawValue
        } catch {
            let failure = CommandError(error)
            context.error(failure.message + "\n")
            return failure.code.rawValue
        }
    }

    static func dispatch(_ arguments: [String], context: CommandContext) async throws -> ExitCode {
        var rest = arguments
        var command = Entry(RunAllCommand.self)
        if let first = rest.first {
            if first == "--version" {
                context.output("scrollsim \(version)\n")
                return .success
            }
            if first == "--help" || first == "-h" || first == "help" {
                if first == "help", rest.count > 1 {
                    guard let named = subcommands.first(where: { !$0.spec.name.isEmpty && $0.spec.name == rest[1] }) else {
                        let hint = closestMatch(to: rest[1], in: commandNames).map { " (did you mean \"\($0)\"?)" } ?? ""
                        throw CommandError(
                            .usage, "help: there is no command \"\(rest[1])\"\(hint); the commands are \(commandNames.joined(separator: ", ")).")
                    }
                    context.output(named.spec.help)
                } else {
                    context.output(overview)
                }
                return .success
            }
            var isFolder: ObjCBool = false
            if let named = subcommands.first(where: { !$0.spec.name.isEmpty && $0.spec.name == first }) {
                command = named
                rest.removeFirst()
            } else if first == "all" {
                rest.removeFirst()
            } else if !first.hasPrefix("-") && !(FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) && isFolder.boolValue) {
                // `scrollsim DIR` runs the folder (usage `scrollsim [all] [DIR]`); anything else is a command name.
                let hint = closestMatch(to: first, in: commandNames).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw CommandError.usage(
                    "Unknown command \"\(first)\"\(hint); expected one of the commands \(commandNames.joined(separator: ", ")) or a folder of scenarios."
                )
            }
        }
        let parsed = try command.spec.parse(rest)
        if parsed.wantsHelp {
            context.output(command.spec.help)
            return .success
        }
        return try await command.execute(parsed, context)
    }

    /// The version `scrollsim --version` prints: the package's, with semantic versioning.
    public static let version = "0.5.0"

    /// Every command name as typed: `all` for the default command, then the subcommands.
    public static var commandNames: [String] { specs.map { $0.name.isEmpty ? "all" : $0.name } }

    /// The top-level help: every command with its summary.
    public static var overview: String {
        var out = "usage: scrollsim [COMMAND] [ARGUMENTS]\n\n"
        out += "Replays scroll gestures through ScrollSim's UIKit physics, checks goldens, compares settings.\n\ncommands:\n"
        let rows = specs.map { ["  " + ($0.name.isEmpty ? "(none), all" : $0.name), $0.summary] }
        let width = rows.map { $0[0].count }.max() ?? 0
        for r in rows { out += r[0] + String(repeating: " ", count: width - r[0].count + 2) + r[1] + "\n" }
        out += "\nRun scrollsim COMMAND --help for a command's options, scrollsim --version for the version.\n"
        out += "Exit codes: 0 success, 1 expectation or golden failure, 64 usage, 65 bad data, 66 missing input or\n"
        out += "uncreatable output, 70 ScrollSim crashed on a file (a bug; the other files still run),\n"
        out += "74 output write failed (full disk, closed pipe).\n"
        return out
    }
}
