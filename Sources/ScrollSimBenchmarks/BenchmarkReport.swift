import Foundation

/// Every figure of one benchmark run, with the machine it ran on.
public struct BenchmarkReport: Hashable, Sendable {
    /// The CPU model, as the system names it.
    public var cpuModel: String
    /// Active processor cores.
    public var cores: Int
    /// The one-minute load average when the run started (`/proc/loadavg` on Linux, `getloadavg`
    /// on Darwin), nil where unknown: how much else the machine was doing.
    public var loadAverage: Double? = nil
    /// Whether this was the `--quick` smoke run (smaller counts; figures not comparable).
    public var quick: Bool
    /// The figures, in the order measured.
    public var figures: [BenchmarkFigure] = []
    /// Lines worth reading next to the table (what each run did, counts, hashes).
    public var notes: [String] = []

    /// The figure with `key`, if measured.
    public func figure(_ key: String) -> BenchmarkFigure? { figures.first { $0.key == key } }

    /// The figures as a plain-text table, one row each; the last column is the figure's key, by
    /// which docs cite it (`<!-- bench: KEY -->`, checked by `scripts/check-figures.py`).
    public var table: String {
        let header = ["#", "figure", "value", "unit", "spread", "× floor", "target", "met", "key"]
        let rows = figures.map { f -> [String] in
            [
                String(f.section), f.name, Self.format(f.value), f.unit,
                f.spread.map { String(format: "±%.1f%%", $0 * 50) } ?? "",
                f.floor.map { Self.format(f.value / $0) + "×" } ?? "",
                f.target ?? "", f.meetsTarget.map { $0 ? "yes" : "NO" } ?? "", f.key,
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column -> String in
                let cell = cells[column]
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 2 ? pad + cell : cell + pad
            }.joined(separator: " | ")
        }
        var text = line(header) + "\n"
        text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-") + "\n"
        for row in rows { text += line(row) + "\n" }
        return text
    }

    /// Three significant figures, without exponent for everyday sizes.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let magnitude = abs(value)
        if magnitude >= 1000 || magnitude == value.rounded() && magnitude < 1e15 {
            return String(format: "%.0f", value)
        }
        if magnitude >= 100 { return String(format: "%.1f", value) }
        if magnitude >= 10 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }
}
