import Foundation
import ScrollSimJSON

/// When `check` writes golden files, as in swift-snapshot-testing.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Write every golden, whatever it held.
    case all
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Compare, and overwrite the goldens that fail (the check still fails).
    case failed
    /// Only compare; a missing golden is a failure. What CI uses.
    case never

    /// The environment variable that chooses the mode.
    public static let environmentKey = "SCROLLSIM_RECORD"

    /// The mode named by `SCROLLSIM_RECORD` in `environment`, or `fallback` when unset.
    /// - Throws: `InputError` of kind `.invalidValue` from the `.environment` for an unknown value.
    public static func from(environment: [String: String], fallback: RecordMode) throws -> RecordMode {
        guard let raw = environment[environmentKey], !raw.isEmpty else { return fallback }
        guard let mode = RecordMode(rawValue: raw) else {
            throw InputError(.invalidValue, in: .environment, source: environmentKey, "expected all, missing, failed or never but found \"\(raw)\"")
        }
        return mode
    }

    /// The mode when `SCROLLSIM_RECORD` is not set: `never` on CI, where nothing should be
    /// written unless asked, `missing` elsewhere.
    public static func fallback(environment: [String: String]) -> RecordMode {
        isCI(environment) ? .never : .missing
    }

    /// Whether `environment` is a CI run: `CI` is set to anything but empty, `false`, `0` or `no`
    /// (any case), as CI services set `CI=true` and people write `CI=false` to mean not CI.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "false", "0", "no"].contains(value)
    }

    /// The decision every golden check makes first, `check`'s and `assertFeel`'s alike: whether
    /// the run is written as the golden without comparing. Mode `all` always; a golden that does
    /// not exist yet in every mode but `never` (which reports it missing).
    public func recordsWithoutComparing(goldenExists: Bool) -> Bool {
        self == .all || (!goldenExists && self != .never)
    }

    /// Whether a golden that differs from the run is replaced by it (the check still fails):
    /// mode `failed` only.
    public var rerecordsMismatch: Bool { self == .failed }
}
