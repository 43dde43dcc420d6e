import Foundation
import ScrollSim
import ScrollSimJSON

/// Number and table formatting shared by reports, goldens and plots.
public enum Report {
    /// `x` with exactly `decimals` digits after the point, without a negative zero.
    public static func number(_ x: Double, _ decimals: Int) -> String {
        FixedDecimal.text(x, decimals: decimals)
    }

    /// `[x, y]` with `decimals` digits.
    public static func point(_ p: CGPoint, _ decimals: Int = 3) -> String {
        "[\(number(Double(p.x), decimals)), \(number(Double(p.y), decimals))]"
    }

    /// `field` as one CSV field: quoted, with quotes doubled, when it holds a comma, a quote or a
    /// line break (RFC 4180).
    public static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Columns padded to the widest cell; `rightAligned` columns are padded on the left.
    /// Each cell is shown on its one line (`TerminalText.inline`).
    public static func table(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let rows = rows.map { $0.map(TerminalText.inline) }
        guard let width = rows.map(\.count).max() else { return "" }
        var widths = [Int](repeating: 0, count: width)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for row in rows {
            var line = ""
            for (i, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                let isLast = i == row.count - 1
                line += rightAligned.contains(i) ? pad + cell : (isLast ? cell : cell + pad)
                if !isLast { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
