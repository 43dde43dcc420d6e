import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim check [FILE…]`: compares runs with their golden files.
enum CheckCommand: Subcommand {
    /// The `--record` option.
    static let record = CommandSpec.Option(name: "--record", value: nil, help: "Write every golden (same as SCROLLSIM_RECORD=all).")
    /// The `--dir` option.
    static let dir = CommandSpec.Option(name: "--dir", value: "DIR", help: "Check every scenario in DIR when no FILE is given (default Scenarios).")

    static let spec = CommandSpec(
        name: "check", summary: "Compare each scenario's frames with its golden file (goldens/NAME.frames).",
        positionals: "[FILE…]", positionalCount: 0...Int.max,
        options: [
            record,
            dir,
            SharedOptions.strict,
        ],
        example: "SCROLLSIM_RECORD=never scrollsim check Scenarios/free-fling.json")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let mode =
            arguments.flag(record)
            ? .all
            : try RecordMode.from(
                environment: context.environment,
                // On CI (CI set, as every CI service does) nothing is written unless asked.
                fallback: RecordMode.fallback(environment: context.environment))
        var files = arguments.positionals
        if files.isEmpty {
            let directory = arguments.value(dir) ?? "Scenarios"
            files = try ScenarioFile.list(in: directory)
            // Nothing to check is an error, as for run-all: a mistyped --dir must not pass.
            guard !files.isEmpty else {
                throw CommandError(.missingInput, "No scenario files were found in \(directory); there is nothing to check.")
            }
        }
        // Every file is read first: two scenarios of one name would share one golden, each
        // recording over the other, so they are refused before anything runs or is written.
        var scenarios: [(file: String, scenario: Scenario)] = []
        var fileOfGolden: [String: String] = [:]
        var crashes: [CommandError] = []
        for file in files {
            do {
                try CrashIsolation.begin(file, context: context)
            } catch let crash as CommandError where crash.kind == .crash {
                crashes.append(crash)  // left out, reported with the others' results
                continue
            }
            let scenario = try SharedOptions.load(file, arguments, context: context).scenario
            // The scenario's golden and one per view inside it (`NAME.SUBVIEW.frames`): a view
            // `inner` of `feed` and a scenario `feed.inner` would share one.
            let goldens =
                [(scenario.name, "name")] + scenario.allSubviews.map { (GoldenPaths.viewName($0.spec.name, of: scenario.name), $0.path + ".name") }
            for (name, path) in goldens {
                let golden = AtomicFile.destination(of: GoldenCheck.path(forScenarioFile: file, name: name))
                if let other = fileOfGolden[golden] {
                    guard path == "name", !other.contains(" at ") else {
                        throw CommandError(
                            .badInput,
                            "\(file) at \(path): expected a name whose golden no other scenario or view of this check uses, but "
                                + "\"\(name)\" is also \(other): both would use the golden \(golden).")
                    }
                    throw CommandError(
                        .badInput,
                        "\(file) at name: expected a name no other scenario of this check has, but found \"\(scenario.name)\", the name of \(other): both would use the golden \(golden)."
                    )
                }
                fileOfGolden[golden] = path == "name" ? file : "\(file) at \(path)"
            }
            scenarios.append((file, scenario))
        }
        // Goldens compared (or found cut off), each view inside's counted with its scenario's.
        var failed = 0
        var checked = 0
        // A golden that cannot be used or written (a link or a folder in its place, a full disk)
        // fails that golden, and the check goes on to the others and its summary; the first such
        // error is the command's after the summary.
        var unwritable: OutputError?
        let goldens = GoldenFolders()
        func cannotUse(_ error: OutputError, name: String) {
            failed += 1
            unwritable = unwritable ?? error
            context.output("INVALID   \(name): \(error.description)\n")
        }
        for (file, scenario) in scenarios {
            try CrashIsolation.begin(file, context: context)
            // Compared frame by frame as the run goes, every view inside too: neither the runs
            // nor the goldens are held.
            checked += 1
            let scene = try GoldenCheck.checkScene(scenario, file: file, mode: mode)
            // A failed golden's picture needs the run in memory: made once, at the first failure,
            // for the scenario's view and every view inside alike.
            var rerun: ScenarioRun?
            func run() throws -> ScenarioRun {
                if let rerun { return rerun }
                let made = try ScenarioRunner.run(scenario)
                rerun = made
                return made
            }
            switch scene.check {
            case .failure(let error): cannotUse(error, name: scenario.name)
            case .success(let result):
                if let reason = scene.stopReason {
                    // A run cut off by the limit is a failure whatever its golden says; it is not recorded.
                    failed += 1
                    context.output("CUT OFF   \(scenario.name): \(reason); its golden was neither compared nor written.\n")
                    continue
                }
                failed += try report(result, name: scenario.name, file: file, context: context) { try run().recording }
            }
            for (k, sub) in scene.views.enumerated() {
                checked += 1
                switch sub.check {
                case .success(let check):
                    failed += try report(check, name: sub.name, file: file, context: context) { try run().subviews[k].recording }
                case .failure(let error): cannotUse(error, name: sub.name)
                }
            }
            if case .success = scene.check {
                for orphan in goldens.ofRemovedViews(of: scenario, file: file) {
                    context.output(
                        "          note: \(orphan.path) is the golden of a view \"\(orphan.view)\" that \(scenario.name) no longer has; delete it if the view is gone.\n"
                    )
                }
            }
        }
        for crash in crashes {
            failed += 1
            context.output("CRASHED   " + crash.message + "\n")
        }
        context.output(Self.summary(checked: checked, files: files.count, crashed: crashes.count, failed: failed, mode: mode))
        if let crash = crashes.first { return crash.code }
        if let unwritable { throw unwritable }
        return failed == 0 ? .success : .failure
    }

    /// Prints one golden's result (`ok`, `recorded`, `MISSING`, `FAIL` with a plot and a page of
    /// both runs, `INVALID`), then one `note:` line per feel note of the run (not a failure);
    /// returns 1 for a failure, else 0. `actual` makes the run again for the pictures of a failure.
    static func report(_ result: GoldenCheck, name: String, file: String, context: CommandContext, actual: () throws -> Recording) rethrows -> Int {
        defer { for note in result.notes { context.output("          note: \(note).\n") } }
        switch result.outcome {
        case .matched:
            GoldenPlot.removeStale(goldenPath: result.path, environment: context.environment)
            context.output("ok        \(name)\n")
            return 0
        case .recorded:
            context.output("recorded  \(name) -> \(result.path)\n")
            return 0
        case .missing:
            context.output(
                "MISSING   \(name): no golden at \(result.path); record it with SCROLLSIM_RECORD=missing swift run scrollsim check \(file)\n")
            return 1
        case .mismatched(let message, let rerecorded):
            context.output("FAIL      " + message)
            // The picture of the difference, next to the golden: the run is made again, in
            // memory, only for a failure (the check itself streamed it). After re-recording
            // the golden is the run, so there is nothing to draw.
            if !rerecorded, let golden = try? String(contentsOfFile: result.path, encoding: .utf8) {
                let recording = try actual()
                // A picture that cannot be written (a name too long for the file system, a link
                // in its place) is said in a sentence; the failure stands either way.
                do {
                    let plot = try GoldenPlot.write(
                        name: name, expected: golden, actual: recording, goldenPath: result.path, environment: context.environment)
                    context.output("          plot of both curves: \(plot)\n")
                } catch {
                    context.output("          no plot of both curves: \(error)\n")
                }
                do {
                    let page = try GoldenPlot.writePage(
                        name: name, expected: golden, actual: recording, goldenPath: result.path, environment: context.environment)
                    context.output("          both runs in motion: \(page)\n")
                } catch {
                    context.output("          no page of both runs: \(error)\n")
                }
            }
            return 1
        case .invalid(let message):
            context.output("INVALID   " + message + "\n")
            return 1
        }
    }

    /// The last line of a check: how many goldens were checked in how many files, and how many
    /// failed (a crashed file counts as one failure, its goldens unchecked).
    static func summary(checked: Int, files: Int, crashed: Int, failed: Int, mode: RecordMode) -> String {
        let goldens = checked == 1 ? "1 golden" : "\(checked) goldens"
        let inFiles = files == 1 ? "1 file" : "\(files) files"
        let crashes = crashed == 0 ? "" : crashed == 1 ? " (1 file crashed)" : " (\(crashed) files crashed)"
        return "\(goldens) of \(inFiles) checked (mode \(mode.rawValue)): \(failed) failed\(crashes).\n"
    }
}

/// The goldens folders a check has looked at, each listed once: for goldens of views a scenario
/// no longer has.
final class GoldenFolders {
    private var names: [String: [String]] = [:]

    /// The goldens beside `file` of views of `scenario` (their first line's owner mark names it)
    /// that its scene no longer has: a view removed or renamed leaves its golden behind.
    func ofRemovedViews(of scenario: Scenario, file: String) -> [(path: String, view: String)] {
        let folder = (GoldenCheck.path(forScenarioFile: file, name: scenario.name) as NSString).deletingLastPathComponent
        if names[folder] == nil { names[folder] = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }
        let prefix = GoldenPaths.viewName("", of: scenario.name)
        let suffix = "." + GoldenPaths.framesExtension
        let views = Set(scenario.allSubviews.map(\.spec.name))
        var found: [(path: String, view: String)] = []
        for name in names[folder] ?? [] where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let view = String(name.dropFirst(prefix.count).dropLast(suffix.count))
            guard !views.contains(view), AtomicFile.problem(asOwnFile: (folder as NSString).appendingPathComponent(name)) == nil else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            guard let first = GoldenComparer.firstLine(of: path), first.hasSuffix(Golden.ownerMark(view: view, of: scenario.name)) else { continue }
            found.append((path, view))
        }
        return found.sorted { $0.path < $1.path }
    }
}
