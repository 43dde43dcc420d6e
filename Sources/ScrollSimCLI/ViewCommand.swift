import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim view FILE… --output feel.html`: runs as one animated, scrubbable page.
enum ViewCommand: Subcommand {
    /// The `--output` option.
    static let output = CommandSpec.Option(
        name: "--output", value: "OUT", help: "Where to write the page (- for standard output).", required: true)
    /// The `--golden` option.
    static let golden = CommandSpec.Option(
        name: "--golden", value: nil, help: "Play each scenario's golden (goldens/NAME.frames beside it) against the new run.")

    static let spec = CommandSpec(
        name: "view",
        summary: "Write one self-contained HTML page that plays runs side by side: scenarios, settings, a golden, a device recording.",
        positionals: "FILE…", positionalCount: 1...16,
        options: [
            output, golden,
            CommandSpec.Option(
                name: "--set", value: "KEY=VALUE|KEY=V1,V2…",
                help: "Override a value; with commas (one --set, one FILE), one run per value side by side.", repeatable: true),
            SharedOptions.frameRate, SharedOptions.strict,
        ],
        example: "scrollsim view Scenarios/group-paging-centered-fast-flick.json --set strategy=none,group-paging-centered --output feel.html")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let out = arguments.value(output) else { throw CommandError.usage("view needs \(output.name) OUT.") }
        try context.checkOutput(out, option: output.name, inputs: arguments.positionals)
        let (fixed, varied) = try CompareCommand.variedSetting(arguments)
        if varied != nil && arguments.positionals.count > 1 {
            throw CommandError.usage("a --set with several values compares one file; give one FILE.")
        }
        // Each value of each file is at least one run (two with --golden): too many is refused
        // before any file is read.
        let leastRuns = (varied?.values.count ?? 1) * arguments.positionals.count * (arguments.flag(golden) ? 2 : 1)
        guard leastRuns <= FeelPage.mostRuns else { throw tooManyRuns(leastRuns, least: true) }
        // Every file and value is read first and its runs counted (one per view of its scene, two
        // with --golden; two for a device recording): too many is refused before any is simulated.
        var planned: [(file: String, device: DeviceRecording?, scenarios: [(value: String?, scenario: Scenario)])] = []
        for file in arguments.positionals {
            if try isDeviceRecording(file) {
                let loaded = try loadDeviceRecording(file, strict: arguments.flag(SharedOptions.strict))
                context.warn(loaded.warnings)
                planned.append((file, loaded.recording, []))
                continue
            }
            var warned: Set<String> = []
            var scenarios: [(value: String?, scenario: Scenario)] = []
            let values: [String?] = varied?.values ?? [nil]
            for value in values {
                let extra = try value.map { [try Override(key: varied!.key, rawValue: $0)] } ?? []
                let loaded = try SharedOptions.load(file, fixed, context: context, extra: extra, warn: false)
                context.warn(loaded.warnings.filter { warned.insert($0).inserted })
                scenarios.append((value, loaded.scenario))
            }
            planned.append((file, nil, scenarios))
        }
        let perView = arguments.flag(golden) ? 2 : 1
        let plannedRuns = planned.reduce(0) { total, file in
            total + (file.device != nil ? 2 : file.scenarios.reduce(0) { $0 + (1 + $1.scenario.allSubviews.count) * perView })
        }
        guard plannedRuns <= FeelPage.mostRuns else { throw tooManyRuns(plannedRuns, least: false) }
        var runs: [FeelPage.Run] = []
        var notes: [String] = []
        var stopped: [String] = []
        var titles: [String] = []
        for (file, device, scenarios) in planned {
            if let device {
                let replay = try Replay.replay(device)
                runs += replay.pageRuns
                titles.append("\(device.name): the device and the simulation")
                if let reason = replay.stopReason { stopped.append("\(file): \(reason).") }
                continue
            }
            for (value, scenario) in scenarios {
                let run = try ScenarioRunner.run(scenario)
                var label = scenario.name
                // The view the compared setting is of (nil: the scenario's own) and the setting in words.
                let target = varied.flatMap { CompareCommand.subview(of: $0.key, in: scenario)?.name }
                var setting: String?
                if let value, let varied {
                    let labelled = CompareCommand.label(key: varied.key, value: value, scenario: scenario)
                    label = labelled.label
                    // The rate's note stays with the words: `deceleration: 0.995 (runs as normal)`.
                    let note = labelled.label.range(of: "=" + value).map { String(labelled.label[$0.upperBound...]) } ?? ""
                    setting = PageWords.setting(key: varied.key, value: value, view: target) + note
                    if let note = labelled.note, !notes.contains(note) { notes.append(note) }
                } else if let note = CompareCommand.rateNote(scenario), !notes.contains(note.sentence) {
                    notes.append(note.sentence)
                }
                // Each view (the outer one, then each inside, named `LABEL: SUBVIEW`), with its
                // golden before it under --golden (`NAME.frames`, `NAME.SUBVIEW.frames`). A view
                // inside is drawn in its parent's viewport at its frame (golden in golden, run in run).
                let views =
                    [(label: label, golden: scenario.name, recording: run.recording, name: String?.none, parent: String?.none)]
                    + run.subviews.map {
                        (
                            label: "\(label): \($0.name)", golden: GoldenPaths.viewName($0.name, of: scenario.name), recording: $0.recording,
                            name: $0.name,
                            parent: $0.parent
                        )
                    }
                // The run index of each view drawn so far (nil: the scenario's own), and of its golden.
                var drawn: [String?: (run: Int, golden: Int?)] = [:]
                let byName = scenario.subviewsByName
                func placement(of view: (name: String?, parent: String?), golden: Bool) -> FeelPage.Placement? {
                    guard let name = view.name, let origin = byName[name]?.placed.spec.frame.origin,
                        let host = drawn[view.parent]
                    else { return nil }
                    guard let index = golden ? host.golden : host.run else { return nil }
                    return FeelPage.Placement(parent: index, origin: origin)
                }
                // Each view is titled in words; the compared setting's detail is left to the variant.
                func titled(_ run: FeelPage.Run, _ name: String?, _ variant: String?) -> FeelPage.Run {
                    var run = run
                    run.title = scenario.pageTitle(of: name, scene: run.scene, comparing: name == target ? varied?.key : nil)
                    run.variant = [setting, variant].compactMap { $0 }.joined(separator: " · ")
                    if run.variant == "" { run.variant = nil }
                    return run
                }
                for view in views {
                    guard arguments.flag(golden) else {
                        var page = titled(FeelPage.Run(label: view.label, recording: view.recording), view.name, nil)
                        if view.name == nil, scenario.swiftUI != nil {
                            page.swiftUIPhases = view.recording.swiftUIPhases.map(\.description)
                            page.swiftUIVisibleRects = SwiftUIReport.observation(of: view.recording, scenario: scenario).visibleRects
                        }
                        page.placement = placement(of: (view.name, view.parent), golden: false)
                        drawn[view.name] = (runs.count, nil)
                        runs.append(page)
                        continue
                    }
                    let path = GoldenCheck.path(forScenarioFile: file, name: view.golden)
                    // The page must not replace a golden it reads.
                    try context.checkOutput(out, option: output.name, inputs: [path])
                    guard let text = try GoldenFile.text(at: path) else {
                        throw CommandError(.missingInput, "\(file): no golden at \(path) to play against; record it with scrollsim check \(file).")
                    }
                    // A golden another owner wrote (a scenario `feed.carousel` beside the view
                    // `carousel` of `feed`) is not this view's to play against.
                    if let first = text.split(separator: "\n", maxSplits: 1).first,
                        let conflict = Golden.ownerConflict(
                            firstLine: first.hasSuffix("\r") ? first.dropLast() : first, name: view.golden, view: view.name,
                            of: view.name == nil ? nil : scenario.name)
                    {
                        throw InputError(.invalidValue, source: path, "is not the golden of \(view.golden): \(conflict)")
                    }
                    var goldenRun = titled(
                        FeelPage.Run(label: "\(view.label): golden", golden: Golden.normalizedText(text), scene: FeelPage.Scene(view.recording)),
                        view.name, "golden")
                    goldenRun.placement = placement(of: (view.name, view.parent), golden: true)
                    var now = titled(FeelPage.Run(label: "\(view.label): now", recording: view.recording), view.name, "now")
                    if view.name == nil, scenario.swiftUI != nil {
                        now.swiftUIPhases = view.recording.swiftUIPhases.map(\.description)
                        now.swiftUIVisibleRects = SwiftUIReport.observation(of: view.recording, scenario: scenario).visibleRects
                    }
                    now.placement = placement(of: (view.name, view.parent), golden: false)
                    drawn[view.name] = (runs.count + 1, runs.count)
                    runs.append(goldenRun)
                    runs.append(now)
                }
                if let reason = run.stopReason { stopped.append("\(file) (\(label)): \(reason).") }
            }
            // A comparison's title says the setting in words; its key is the page's subtitle.
            let target = varied.flatMap { v in scenarios.first.flatMap { CompareCommand.subview(of: v.key, in: $0.scenario)?.name } }
            titles.append(varied.map { "\(run(file)): \(PageWords.setting(key: $0.key, view: target)) compared" } ?? run(file))
        }
        let title = titles.count == 1 ? titles[0] : titles.joined(separator: " · ")
        let page = FeelPage(title: title, subtitle: varied.map { "setting key: \($0.key)" }, runs: runs, notes: notes)
        try context.write(page.html(), to: out, option: output.name)
        if !CommandContext.isStandardOutput(out) { context.output("wrote \(out) (\(runs.count) run\(runs.count == 1 ? "" : "s"))\n") }
        for sentence in stopped { context.error(sentence + "\n") }
        return stopped.isEmpty ? .success : .failure
    }

    /// A page of hundreds of runs is too large to open: the usage error for `count` runs (`least`:
    /// at least that many, counted before the files are read).
    static func tooManyRuns(_ count: Int, least: Bool) -> CommandError {
        CommandError.usage(
            "view: these files and values make \(least ? "at least " : "")\(count) runs, more than a page holds (\(FeelPage.mostRuns)); give fewer values or files, or compare them with scrollsim compare."
        )
    }

    /// The page title for one scenario file: its name.
    static func run(_ file: String) -> String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }

    /// Whether `file` holds a device recording rather than a scenario, by the rule every command
    /// reads files by (`ScenarioFile.kind(of:)`); a file that does not parse is left to the
    /// scenario reader, which says why.
    static func isDeviceRecording(_ file: String) throws -> Bool {
        guard let data = FileManager.default.contents(atPath: file) else { return false }
        guard let json = try? JSONParser.parse(String(decoding: data, as: UTF8.self)) else { return false }
        return ScenarioFile.kind(of: json) == .deviceRecording
    }

    /// Loads the device recording `file`; an error says why the file was read as one, for a
    /// scenario with a stray `frames` key.
    static func loadDeviceRecording(_ file: String, strict: Bool) throws -> DeviceRecording.Loaded {
        do {
            return try DeviceRecording.load(file, strict: strict)
        } catch var error as InputError where error.origin == .file && error.source == file {
            error.message += " (the file is read as a device recording: \(ScenarioFile.deviceRecordingRule))"
            throw error
        }
    }
}
