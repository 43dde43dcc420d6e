import Foundation
import ScrollSim

/// Compares a run with its golden file and writes the golden when the record mode says so.
public struct GoldenCheck: Sendable {
    /// What happened.
    public enum Outcome: Hashable, Sendable {
        /// The run matches the golden.
        case matched
        /// The golden was written (`recorded`: it did not exist or was replaced).
        case recorded
        /// The golden is missing and the mode is `never`.
        case missing
        /// The run differs from the golden; the message has the first frame, a diff and the
        /// command to re-record. `rerecorded` is true in mode `failed`.
        case mismatched(message: String, rerecorded: Bool)
        /// Nothing could be compared or written, and nothing was: the golden exists but is not
        /// UTF-8 text (never replaced outside mode `all`), or the run recorded a non-finite value.
        /// The message is one sentence naming the golden and the cause.
        case invalid(message: String)
    }

    /// The golden's path.
    public var path: String
    /// What happened.
    public var outcome: Outcome
    /// What a person would notice in the run checked (`Recording.feelNotes`): notes, not failures;
    /// a scenario's `expect.noJumps` makes a jump one.
    public var notes: [FeelNote] = []

    /// A check's result: the golden at `path`, what happened, and the run's notes.
    public init(path: String, outcome: Outcome, notes: [FeelNote] = []) {
        self.path = path
        self.outcome = outcome
        self.notes = notes
    }

    /// Whether the check passed (matched or freshly recorded).
    public var passed: Bool {
        switch outcome {
        case .matched, .recorded: true
        case .missing, .mismatched, .invalid: false
        }
    }

    /// The golden path of a scenario file: `goldens/NAME.frames` next to it.
    public static func path(forScenarioFile file: String, name: String) -> String {
        GoldenPaths.scenarioGolden(file: file, name: name)
    }

    /// Checks `run` (from scenario file `file`) against its golden under `mode`
    /// (`GoldenComparer`, fed the recorded frames).
    public static func check(_ run: ScenarioRun, file: String, mode: RecordMode) throws -> GoldenCheck {
        try check(run, file: file, mode: mode, view: nil, of: nil)
    }

    /// `check(_:file:mode:)` for the run of view `view` of scenario `scenario` (its golden's
    /// owner, `GoldenComparer`), or of the scenario itself when `view` is nil.
    static func check(_ run: ScenarioRun, file: String, mode: RecordMode, view: String?, of scenario: String?) throws -> GoldenCheck {
        let comparer = try GoldenComparer(
            path: path(forScenarioFile: file, name: run.scenario.name), name: run.scenario.name, file: file,
            frameRate: run.recording.frameRate, mode: mode, view: view, of: scenario)
        for frame in run.recording.frames { try comparer.append(frame) }
        comparer.note(run.recording.events)
        var check = try comparer.finish()
        check.notes = run.recording.feelNotes
        return check
    }

    /// Runs `scenario` (from scenario file `file`) and checks it against its golden under `mode`
    /// as the frames are made, keeping neither the run nor the golden in memory. A run cut off at
    /// the maximum duration is neither compared nor recorded: it is returned as the stop reason.
    /// - Throws: `InputError` when the strategy cannot be made; `OutputError` when a golden
    ///   cannot be written.
    public static func check(_ scenario: Scenario, file: String, mode: RecordMode) throws -> (check: GoldenCheck, stopReason: String?) {
        let comparer = try GoldenComparer(
            path: path(forScenarioFile: file, name: scenario.name), name: scenario.name, file: file, frameRate: scenario.frameRate,
            mode: mode)
        let streamed = try check(scenario, file: file, mode: mode, comparer: comparer)
        return (try streamed.check.get(), streamed.stopReason)
    }

    /// `check(_:file:mode:)` for a scenario and each view inside it, from one run: every view is
    /// compared with its golden (`goldens/NAME.VIEW.frames` for a view inside) as its frames are
    /// made, and none is kept. When the scenario's own golden cannot be used or written, `check`
    /// is that `OutputError` and the views are checked all the same (from a run of their own when
    /// the failure stopped the pass); a run cut off at the maximum duration checks no view. A
    /// view's golden that cannot be used or written is that view's `OutputError`.
    /// - Throws: `InputError` when the strategy cannot be made.
    public static func checkScene(_ scenario: Scenario, file: String, mode: RecordMode) throws -> (
        check: Result<GoldenCheck, OutputError>, stopReason: String?, views: [(name: String, check: Result<GoldenCheck, OutputError>)]
    ) {
        let views = scenario.allSubviews.map { ViewGoldenComparison(view: $0.spec.name, of: scenario, file: file, mode: mode) }
        let streamed: (check: Result<GoldenCheck, OutputError>, stopReason: String?, summary: StreamedRunSummary)
        do {
            let comparer = try GoldenComparer(
                path: path(forScenarioFile: file, name: scenario.name), name: scenario.name, file: file, frameRate: scenario.frameRate,
                mode: mode)
            streamed = try check(scenario, file: file, mode: mode, comparer: comparer, views: views)
        } catch let error as OutputError {
            // The pass stopped before its end (or never began): the views get a run of their own.
            for view in views { view.abandon() }
            let checks = views.isEmpty ? [] : checkSubviews(of: try ScenarioRunner.run(scenario), file: file, mode: mode)
            return (.failure(error), nil, checks.map { ($0.name, $0.check) })
        }
        guard streamed.stopReason == nil else {
            for view in views { view.abandon() }
            return (streamed.check, streamed.stopReason, [])
        }
        let checks = zip(views, streamed.summary.subviews).map { view, sub in (view.name, view.finish(notes: sub.notes)) }
        return (streamed.check, nil, checks)
    }

    /// Streams `scenario` into `comparer` (each view inside into its comparison in `views`, in
    /// `allSubviews` order), then finishes it (an `OutputError` of the finish is returned, not
    /// thrown); also returns the run's summary.
    static func check(
        _ scenario: Scenario, file: String, mode: RecordMode, comparer: GoldenComparer, views: [ViewGoldenComparison] = []
    ) throws -> (check: Result<GoldenCheck, OutputError>, stopReason: String?, summary: StreamedRunSummary) {
        var next = views.makeIterator()
        let summary = try ScenarioRunner.stream(
            scenario, frame: { try comparer.append($0) }, events: { comparer.note($0) },
            views: { _ in next.next()?.handlers ?? ScenarioRunner.ViewHandlers() })
        if let reason = summary.stopReason {
            comparer.abandon()
            return (.success(GoldenCheck(path: comparer.path, outcome: .missing)), reason, summary)
        }
        do {
            var check = try comparer.finish()
            check.notes = summary.notes
            return (.success(check), nil, summary)
        } catch let error as OutputError {
            return (.failure(error), nil, summary)
        }
    }

    /// Checks each view inside `run` (`ScenarioRun.subviews`) against its own golden,
    /// `goldens/NAME.SUBVIEW.frames` beside the scenario file `file`, under `mode`. A golden that
    /// cannot be used or written (a link or a folder in its place, a full disk) is that view's
    /// `OutputError`; the other views are checked all the same.
    public static func checkSubviews(of run: ScenarioRun, file: String, mode: RecordMode) -> [(
        name: String, check: Result<GoldenCheck, OutputError>, recording: Recording
    )] {
        checkSubviews(run.subviews, of: run.scenario, file: file, mode: mode)
    }

    /// `checkSubviews(of:file:mode:)` for the views inside `scenario`, recorded as `subviews`.
    static func checkSubviews(_ subviews: [ScenarioRun.Subview], of scenario: Scenario, file: String, mode: RecordMode) -> [(
        name: String, check: Result<GoldenCheck, OutputError>, recording: Recording
    )] {
        subviews.map { sub in
            var named = scenario
            named.name = GoldenPaths.viewName(sub.name, of: scenario.name)
            let subRun = ScenarioRun(scenario: named, recording: sub.recording, pages: sub.pages, stopReason: nil, startOffset: sub.startOffset)
            let check: Result<GoldenCheck, OutputError>
            do {
                check = .success(try GoldenCheck.check(subRun, file: file, mode: mode, view: sub.name, of: scenario.name))
            } catch let error as OutputError {
                check = .failure(error)
            } catch {
                let path = path(forScenarioFile: file, name: named.name)
                check = .failure(OutputError(.writeFailed, path: path, "\(error)"))
            }
            return (named.name, check, sub.recording)
        }
    }
}
