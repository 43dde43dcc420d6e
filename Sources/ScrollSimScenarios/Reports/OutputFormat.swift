import Foundation

/// The output formats of every command that prints a report: `scrollsim run` and `compare` (text,
/// JSON, CSV), `scrollsim replay` (text, JSON) and `scrollsim sweep` (a text table, or rows in
/// CSV, JSON Lines or one JSON document). Declared once; each command lists the ones it takes (`run`, `sweep`), and a
/// command's `--format` option its choices from that list.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// For reading: a run's frame table, events, summary and notes; a sweep's table of resting pages.
    case text
    /// One JSON object per run (on one line), or a sweep's cells in one document; every number's
    /// key ends in its unit (`_s`, `_pt`, `_pt_per_s`, `_pt_per_ms`, `_fps`).
    case json
    /// One JSON object per line: a sweep's row per cell.
    case jsonl
    /// Comma-separated values with a header line, each column named with its unit; `#` lines
    /// before the header (a what-if) and after the rows (a run's feel notes) are comments.
    case csv

    /// The formats of `scrollsim run` and `scrollsim compare`, in the order their help lists them.
    public static let run: [OutputFormat] = [.text, .json, .csv]
    /// The formats of `scrollsim replay`: its comparison table, or one JSON object.
    public static let replay: [OutputFormat] = [.text, .json]
    /// The formats of `scrollsim sweep`, in the order its help lists them: the text table, or rows.
    public static let sweep: [OutputFormat] = [.text, .csv, .jsonl, .json]

    /// The `--format` value text of `formats`: their names joined by `|` (`text|json|csv`).
    public static func choices(_ formats: [OutputFormat]) -> String { formats.map(\.rawValue).joined(separator: "|") }
}
