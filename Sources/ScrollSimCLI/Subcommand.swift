import ScrollSim
import ScrollSimJSON
import ScrollSimScenarios

/// One subcommand: its command-line spec and what it does.
protocol Subcommand {
    /// The command line it accepts; also its help.
    static var spec: CommandSpec { get }
    /// Runs it with parsed arguments.
    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode
}
