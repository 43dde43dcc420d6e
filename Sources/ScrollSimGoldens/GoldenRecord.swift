import Foundation

/// One golden file a test asserts, with the record decisions and the messages they make: the one
/// path `assertFeel`'s frame goldens (`FeelGolden`) and `assertSweep`'s cell goldens
/// (`SweepGolden`) take through `RecordMode`, so that both record, re-record and explain alike.
public struct GoldenRecord: Sendable {
    /// What the golden holds, as its messages begin: `Feel`, `Sweep`.
    public let kind: String
    /// The golden's name, as the test gives it.
    public let name: String
    /// The golden file.
    public let path: String
    /// When the golden is written.
    public let mode: RecordMode

    /// A golden of `kind` named `name` at `path`, under `mode`.
    public init(kind: String, name: String, at path: String, mode: RecordMode) {
        self.kind = kind
        self.name = name
        self.path = path
        self.mode = mode
    }

    /// What reading the golden gave.
    public enum Reading: Equatable, Sendable {
        /// The golden's text, as LF text (`Golden.normalizedText`), to compare with.
        case expected(String)
        /// No comparison: the failure to report (the golden was recorded, is missing, is not
        /// UTF-8 text, or could not be written).
        case failed(String)
    }

    /// Writes `actual` as the golden when the mode records without comparing (a write is a
    /// failure: run again to compare), otherwise reads the golden to compare with.
    ///
    /// - Parameter size: what was recorded, for the message (`120 frames`, `400 cells`).
    public func read(recording actual: String, size: String) -> Reading {
        let data = FileManager.default.contents(atPath: path)
        if mode.recordsWithoutComparing(goldenExists: data != nil) {
            do {
                try Golden.writeAtomically(actual, to: path, createFolder: true)
            } catch {
                return .failed("\(kind) \"\(name)\": the golden \(path) could not be written: \(error).")
            }
            return .failed("\(kind) \"\(name)\": recorded \(path) (\(size)); run the test again to compare with it.")
        }
        guard let data else {
            return .failed("\(kind) \"\(name)\": no golden at \(path); record it with SCROLLSIM_RECORD=missing.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failed("\(kind) \"\(name)\": the golden \(path) is not UTF-8 text; it was left as it is (replace it with SCROLLSIM_RECORD=all).")
        }
        // A golden checked out on Windows (CRLF, perhaps a byte-order mark) reads as the LF text
        // it was recorded as.
        return .expected(Golden.normalizedText(text))
    }

    /// The last sentence of a mismatch's message: with mode `failed`, `actual` replaces the golden
    /// and the sentence says so; otherwise it says how to re-record.
    public func afterMismatch(recording actual: String) -> String {
        guard mode.rerecordsMismatch else {
            return "re-record with SCROLLSIM_RECORD=all, or SCROLLSIM_RECORD=failed for the failing ones only."
        }
        do {
            try Golden.writeAtomically(actual, to: path, createFolder: true)
            return "re-recorded: review the change with git diff \(path)"
        } catch {
            return "the golden could not be re-recorded: \(error)"
        }
    }
}

extension RecordMode {
    /// The mode of a test's golden assertion: `record` when the test gives one, else the one
    /// `SCROLLSIM_RECORD` names in `environment`, else `fallback(environment:)`.
    /// - Throws: `InputError` of kind `.invalidValue` from the `.environment` for an unknown value.
    public static func forAssertion(_ record: RecordMode?, environment: [String: String]) throws -> RecordMode {
        try record ?? from(environment: environment, fallback: fallback(environment: environment))
    }
}
