import Foundation
import ScrollSimJSON

extension ScenarioFile {
    /// What a JSON file holds, for the commands that take either (`view`) or only one (`run`,
    /// `check`, `replay`…).
    public enum Kind: Hashable, Sendable {
        /// A scenario: a script of gestures to run.
        case scenario
        /// A device recording (docs/recording-format.md): frames recorded on a device, to replay.
        case deviceRecording
    }

    /// Why a file is a device recording, as a phrase: the rule of `kind(of:)`.
    public static let deviceRecordingRule = "it has \"frames\" and no \"gestures\""

    /// The kind of the parsed file `json`, by one rule for every command: an object with `frames`
    /// and no `gestures` is a device recording (`deviceRecordingRule`); anything else is read as a
    /// scenario, whose decoder names what is wrong with it.
    public static func kind(of json: JSONValue) -> Kind {
        guard case .object(let members) = json else { return .scenario }
        let keys = Set(members.map(\.key))
        return keys.contains("frames") && !keys.contains("gestures") ? .deviceRecording : .scenario
    }

    /// Throws when the parsed file `json` at `path` is a device recording, which a command that
    /// runs scenarios cannot run.
    static func refuseDeviceRecording(_ json: JSONValue, file path: String) throws {
        guard kind(of: json) == .deviceRecording else { return }
        throw InputError(
            .invalidValue, source: path,
            "is a device recording, not a scenario (\(deviceRecordingRule)): scrollsim replay compares it with the engine and scrollsim "
                + "view plays it; a scenario has \"gestures\" and no \"frames\"")
    }
}
