import Foundation

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

    /// Whether the check passed (matched or freshly recorded).
    public var passed: Bool {
        switch outcome {
        case .matched, .recorded: true
        case .missing, .mismatched, .invalid: false
        }
    }

    /// The golden path of a scenario file: `goldens/NAME.frames` next to it.
    public static func path(forScenarioFile file: String, name: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return ((folder as NSString).appendingPathComponent("goldens") as NSString).appendingPathComponent("\(name).frames")
    }

    /// Checks `run` (from scenario file `file`) against its golden under `mode`.
    public static func check(_ run: ScenarioRun, file: String, mode: RecordMode) throws -> GoldenCheck {
        let name = run.scenario.name
        let path = path(forScenarioFile: file, name: name)
        if let problem = Golden.nonFiniteValue(in: run.recording) {
            return GoldenCheck(path: path, outcome: .invalid(message: "\(name): the run cannot be compared with \(path) or recorded: \(problem)."))
        }
        let actual = Golden.text(name: name, recording: run.recording)
        let data = FileManager.default.contents(atPath: path)
        let existing = data.flatMap { String(data: $0, encoding: .utf8) }
        if data == nil, FileManager.default.fileExists(atPath: path), mode != .all {
            return GoldenCheck(path: path, outcome: .invalid(message: "\(name): the golden \(path) exists but cannot be read; it was left as it is."))
        }
        if data != nil, existing == nil, mode != .all {
            return GoldenCheck(
                path: path,
                outcome: .invalid(message: "\(name): the golden \(path) is not UTF-8 text; it was left as it is (replace it with SCROLLSIM_RECORD=all)."))
        }
        if mode == .all || (existing == nil && mode != .never) {
            try Golden.writeAtomically(actual, to: path, createFolder: true)
            return GoldenCheck(path: path, outcome: .recorded)
        }
        guard let existing else { return GoldenCheck(path: path, outcome: .missing) }
        guard let mismatch = Golden.firstMismatch(expected: existing, actual: actual) else {
            return GoldenCheck(path: path, outcome: .matched)
        }
        let frame = mismatch.line
        var message = "\(name): frame \(frame) differs from \(path): \(Golden.explanation(of: mismatch))\n"
        message += Golden.diff(expected: existing, actual: actual, around: mismatch)
        if mode == .failed {
            try Golden.writeAtomically(actual, to: path, createFolder: true)
            message += "re-recorded: review the change with git diff \(path)\n"
        } else {
            message += "re-record with: SCROLLSIM_RECORD=all swift run scrollsim check \(file)\n"
        }
        return GoldenCheck(path: path, outcome: .mismatched(message: message, rerecorded: mode == .failed))
    }
}
