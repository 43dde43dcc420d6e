import Foundation
import ScrollSim

/// A view inside a scene compared with its golden (`goldens/SCENARIO.VIEW.frames`) as the scene's
/// one pass makes its frames (`GoldenCheck.checkScene`). A golden that cannot be used or written is
/// this view's failure, kept until `finish`: the pass and the other views go on.
final class ViewGoldenComparison {
    /// The golden's name, `SCENARIO.VIEW` (`GoldenPaths.viewName`).
    let name: String
    private let path: String
    private var comparer: GoldenComparer?
    private var failure: OutputError?
    private var result: GoldenCheck?

    /// Prepares the comparison of view `view` of `scenario` (from the scenario file `file`) under `mode`.
    init(view: String, of scenario: Scenario, file: String, mode: RecordMode) {
        name = GoldenPaths.viewName(view, of: scenario.name)
        path = GoldenCheck.path(forScenarioFile: file, name: name)
        attempt {
            comparer = try GoldenComparer(
                path: path, name: name, file: file, frameRate: scenario.frameRate, mode: mode, view: view, of: scenario.name)
        }
    }

    /// Where the pass hands the view's frames and events.
    var handlers: ScenarioRunner.ViewHandlers {
        ScenarioRunner.ViewHandlers(
            frame: { [self] frame in attempt { try comparer?.append(frame) } },
            events: { [self] events in comparer?.note(events) })
    }

    /// The view's check, with `notes` (its run's feel notes), once the pass has ended.
    func finish(notes: [FeelNote]) -> Result<GoldenCheck, OutputError> {
        attempt {
            guard var check = try comparer?.finish() else { return }
            check.notes = notes
            result = check
        }
        if let result { return .success(result) }
        return .failure(failure ?? OutputError(.writeFailed, path: path, "the comparison was dropped"))
    }

    /// Drops the comparison: a golden being written is removed and the old one left as it was.
    func abandon() {
        comparer?.abandon()
        comparer = nil
    }

    /// Runs `body`; its first error ends the comparison and is the view's failure.
    private func attempt(_ body: () throws -> Void) {
        guard failure == nil else { return }
        do {
            try body()
        } catch {
            failure = error as? OutputError ?? OutputError(.writeFailed, path: path, "\(error)")
            comparer = nil
        }
    }
}
