import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim [all] [DIR]`: runs every scenario in a folder and checks its expectations; after
/// the table, each failed expectation and each feel note (`FeelNote`, not a failure) on a line.
///
/// A file that cannot be run (bad data, unreadable, or one that crashed ScrollSim: `CrashIsolation`)
/// does not stop the others: its error sentence goes to standard error, its row says ERROR, and
/// the exit code is that error's (70 for a crash, 65 for bad data), which takes precedence over 1
/// for failed expectations.
enum RunAllCommand: Subcommand {
    static let spec = CommandSpec(
        name: "", summary: "Run every scenario in ./Scenarios (or DIR) and check its expectations.",
        positionals: "[DIR]", positionalCount: 0...1, options: [SharedOptions.strict],
        example: "scrollsim")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let directory = arguments.positionals.first ?? "Scenarios"
        let files: [String]
        files = try ScenarioFile.list(in: directory)
        guard !files.isEmpty else { throw CommandError(.missingInput, "No scenario files were found in \(directory).") }
        var rows = [["scenario", "strategy", "final offset (pt)", "rest (s)", "result"]]
        var failed = 0
        var passed = 0
        var details: [String] = []
        var errors: [CommandError] = []
        for file in files {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            do {
                try CrashIsolation.begin(file, context: context)
                let loaded = try SharedOptions.load(file, arguments, context: context)
                let run = try ScenarioRunner.run(loaded.scenario)
                let outcomes = run.checkExpectations()
                let ok = outcomes.allSatisfy(\.passed)
                if ok { passed += 1 } else { failed += 1 }
                for o in outcomes where !o.passed { details.append("\(loaded.scenario.name): \(o.key): \(o.detail)") }
                // What a person would notice, under the failures: a note, not a failure (`expect.noJumps` makes a jump one).
                for note in run.recording.feelNotes { details.append("\(loaded.scenario.name): note: \(note).") }
                for sub in run.subviews {
                    for note in sub.recording.feelNotes { details.append("\(loaded.scenario.name).\(sub.name): note: \(note).") }
                }
                rows.append([
                    loaded.scenario.name, loaded.scenario.delegateName, Report.point(run.finalOffset, 1),
                    run.recording.restTime.map { Report.number($0, 3) } ?? "moving", ok ? "pass" : "FAIL",
                ])
            } catch {
                let e = CommandError(error)
                errors.append(e)
                context.error(e.message + "\n")
                rows.append([name, "?", "-", "-", "ERROR"])
            }
        }
        context.output(Report.table(rows, rightAligned: [3]))
        for d in details { context.output("  " + d + "\n") }
        let unrun = errors.isEmpty ? "" : ", \(errors.count) could not be run"
        context.output("\(files.count) scenarios: \(passed) passed, \(failed) failed\(unrun).\n")
        // Any file's error wins over failed expectations (1); among errors, `Kind.precedence`.
        if let worst = CommandError.mostSevere(errors) { return worst.code }
        return failed == 0 ? .success : .failure
    }
}
