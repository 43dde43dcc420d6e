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

    /// `check(_:file:mode:)` for a scenario and each view inside it (`checkSubviews`), from one
    /// run: the scenario's view is compared as its frames are made and the views inside are
    /// recorded on the same pass. When the scenario's own golden cannot be used or written,
    /// `check` is that `OutputError` and the views are checked all the same (from a run of their
    /// own when the failure stopped the pass); a run cut off at the maximum duration checks no view.
    /// - Throws: `InputError` when the strategy cannot be made.
    public static func checkScene(_ scenario: Scenario, file: String, mode: RecordMode) throws -> (
        check: Result<GoldenCheck, OutputError>, stopReason: String?,
        views: [(name: String, check: Result<GoldenCheck, OutputError>, recording: Recording)]
    ) {
        let hasViews = !scenario.allSubviews.isEmpty
        let streamed: (check: Result<GoldenCheck, OutputError>, stopReason: String?, views: [ScenarioRun.Subview])
        do {
            let comparer = try GoldenComparer(
                path: path(forScenarioFile: file, name: scenario.name), name: scenario.name, file: file, frameRate: scenario.frameRate,
                mode: mode)
            streamed = try check(scenario, file: file, mode: mode, comparer: comparer)
        } catch let error as OutputError {
            // The pass stopped before its end (or never began): the views get a run of their own.
            let views = hasViews ? checkSubviews(of: try ScenarioRunner.run(scenario), file: file, mode: mode) : []
            return (.failure(error), nil, views)
        }
        let views = streamed.stopReason == nil ? checkSubviews(streamed.views, of: scenario, file: file, mode: mode) : []
        return (streamed.check, streamed.stopReason, views)
    }

    /// Streams `scenario` into `comparer`, then finishes it (an `OutputError` of the finish is
    /// returned, not thrown); also returns the views inside, recorded on the same pass.
    static func check(_ scenario: Scenario, file: String, mode: RecordMode, comparer: GoldenComparer) throws -> (
        check: Result<GoldenCheck, OutputError>, stopReason: String?, views: [ScenarioRun.Subview]
    ) {
        let streamed = try ScenarioRunner.stream(
            scenario, keeping: false, recordsEvents: true, eventBatchFrames: ScenarioRunner.eventBatchFrames,
            frame: { try comparer.append($0) }, events: { comparer.note($0) }, zoom: { _ in })
        if let reason = streamed.summary.stopReason {
            comparer.abandon()
            return (.success(GoldenCheck(path: comparer.path, outcome: .missing)), reason, streamed.views)
        }
        do {
            var check = try comparer.finish()
            check.notes = streamed.summary.notes
            return (.success(check), nil, streamed.views)
        } catch let error as OutputError {
            return (.failure(error), nil, streamed.views)
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
