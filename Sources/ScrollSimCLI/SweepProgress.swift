import Foundation
import ScrollSimJSON

/// The progress line of a long command on a terminal: cells done, cells per second and time left,
/// rewritten in place (carriage return) at most four times a second, and erased at the end.
///
/// Silent when standard error is not a terminal, with `--quiet`, and for the first
/// `CommandContext.progressDelay` seconds (a short run never shows it).
struct SweepProgress {
    private let context: CommandContext
    private let total: Int
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastShown: UInt64 = 0
    private var shown = false

    /// A progress line for `total` cells, shown through `context` unless `quiet`.
    init(total: Int, context: CommandContext, quiet: Bool) {
        self.context = context
        self.total = total
        enabled = context.standardErrorIsTerminal && !quiet
    }

    /// Reports that `done` cells are complete.
    mutating func update(done: Int) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let elapsed = Double(now - start) / 1e9
        guard elapsed >= context.progressDelay, !shown || now - lastShown >= 250_000_000 || done == total else { return }
        lastShown = now
        shown = true
        context.terminalControl("\r\u{1B}[K" + TerminalText.inline(Self.line(done: done, total: total, elapsed: elapsed)))
    }

    /// Erases the line, if it was shown.
    func finish() {
        if shown { context.terminalControl("\r\u{1B}[K") }
    }

    /// `sweep: 12,288 of 1,000,000 cells (1.2 %), 81,920 cells/s, 12 s left`.
    static func line(done: Int, total: Int, elapsed: Double) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let percent = total > 0 ? 100 * Double(done) / Double(total) : 100
        var text = "sweep: \(grouped(done)) of \(grouped(total)) cells (\(String(format: "%.1f", percent)) %), \(grouped(Int(rate))) cells/s"
        if rate > 0, done < total { text += ", \(duration(Double(total - done) / rate)) left" }
        return text
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ n: Int) -> String { (n < 0 ? "-" : "") + grouped(digits: String(n.magnitude)) }

    /// `n` as `1,234,567`.
    static func grouped(_ n: UInt64) -> String { grouped(digits: String(n)) }

    /// A product of two `UInt64`s (`multipliedFullWidth`) as `1,234,567`.
    static func grouped(_ n: (high: UInt64, low: UInt64)) -> String {
        // Decimal digits of high · 2⁶⁴ + low, by long division in base 10⁹.
        var words = [UInt64(n.high >> 32), UInt64(n.high & 0xFFFF_FFFF), UInt64(n.low >> 32), UInt64(n.low & 0xFFFF_FFFF)]
        var groups: [UInt64] = []
        while words.contains(where: { $0 != 0 }) {
            var remainder: UInt64 = 0
            for i in words.indices {
                let value = remainder << 32 | words[i]
                words[i] = value / 1_000_000_000
                remainder = value % 1_000_000_000
            }
            groups.append(remainder)
        }
        guard let last = groups.popLast() else { return "0" }
        let digits = String(last) + groups.reversed().map { String(repeating: "0", count: 9 - String($0).count) + String($0) }.joined()
        return grouped(digits: digits)
    }

    private static func grouped(digits: String) -> String {
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(ch)
        }
        return out
    }

    /// Seconds as `42 s`, `3 min 5 s` or `2 h 10 min`.
    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        if s < 60 { return "\(s) s" }
        if s < 3600 { return "\(s / 60) min \(s % 60) s" }
        return "\(s / 3600) h \(s % 3600 / 60) min"
    }
}
