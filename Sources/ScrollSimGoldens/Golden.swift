import Foundation
import ScrollSim

/// A golden recording: line-oriented text, so that a change in feel reads as a diff, with what
/// moved in its first lines: a summary comment, one line per release (`Golden+Releases`), then
/// one frame per line with fixed decimals.
///
///     # scrollsim golden 2: free-fling (60 fps)
///     # frame t(s) x(pt) y(pt) vx(pt/s) vy(pt/s) phase
///     # summary: final offset 0.000 2093.000 pt, rest 2.7500 s (frame 165), 166 frames
///     # release frame t(s) vx vy (pt/ms) proposed-x proposed-y target-x target-y (pt)
///     release 7 0.1167 0.0000 2.0000 0.000 2094.000 0.000 2094.000
///     0 0.0000 0.000 1000.000 0.00 0.00 dragging
///     …
public enum Golden {
    /// Allowed difference of offsets when comparing, in points.
    public static let offsetTolerance = 0.002
    /// Allowed difference of velocities when comparing, in pt/s.
    public static let velocityTolerance = 0.02

    /// The golden text of a recording: the header, a summary line (`summary`), a line for each
    /// `scrollViewWillEndDragging` among its events, then every frame. What moved reads in the
    /// first lines of a diff; readers take the sections in any order.
    public static func text(name: String, recording: Recording) -> String {
        var out = header(name: name, frameRate: recording.frameRate)
        out += summary(lastFrame: recording.frames.last, restFrame: recording.restFrame, frameCount: recording.frames.count)
        out += releases(recording.events.compactMap(releaseLine))
        for f in recording.frames { out += line(f) + "\n" }
        return out
    }

    /// The summary comment line: the final offset, when the view came to rest (or that it was
    /// still moving), and how many frames; `# summary: final offset 0.000 2093.000 pt, rest
    /// 2.7500 s (frame 165), 166 frames`.
    public static func summary(lastFrame: Frame?, restFrame: Frame?, frameCount: Int) -> String {
        let offset =
            lastFrame.map {
                "\(FixedDecimal.text(Double($0.contentOffset.x), decimals: 3)) \(FixedDecimal.text(Double($0.contentOffset.y), decimals: 3))"
            } ?? "none"
        let rest = restFrame.map { "rest \(FixedDecimal.text($0.time, decimals: 4)) s (frame \($0.index))" } ?? "still moving at the end"
        return "# summary: final offset \(offset) pt, \(rest), \(frameCount) frames\n"
    }

    /// The two comment lines that open a golden: its format version, name and frame rate (and,
    /// for a view inside a scenario's scene, which view of which scenario: `ownerMark(view:of:)`),
    /// and the frame columns.
    public static func header(name: String, frameRate: Int, view: String? = nil, of scenario: String? = nil) -> String {
        let mark = view.map { ownerMark(view: $0, of: scenario ?? "") } ?? ""
        return "# scrollsim golden 2: \(name) (\(frameRate) fps)\(mark)\n# \(FrameLineFormat.goldenHeader)\n"
    }

    /// What ends the first line of the golden of view `view` inside scenario `scenario`'s scene:
    /// `, view "carousel" of scenario "feed"`. A first line without it is a scenario's golden, so
    /// that a scenario named `feed.carousel` and the view `carousel` of `feed`, whose goldens share
    /// the file `feed.carousel.frames`, can tell which one wrote it.
    public static func ownerMark(view: String, of scenario: String) -> String {
        ", view \(quoted(view)) of scenario \(quoted(scenario))"
    }

    /// Why a golden whose first line is `line` belongs to another owner than the run of `name`
    /// (view `view` of scenario `scenario`, or the scenario `name` itself when `view` is nil), as
    /// a sentence naming both; nil when it is the run's own, or when the line is not a golden
    /// header of that name (which the golden's own checks report).
    public static func ownerConflict(firstLine line: Substring, name: String, view: String?, of scenario: String?) -> String? {
        let prefix = "# scrollsim golden 2: \(name) ("
        guard line.hasPrefix(prefix), let close = line.dropFirst(prefix.count).range(of: " fps)") else { return nil }
        let mark = line[close.upperBound...]
        if let view {
            guard mark != ownerMark(view: view, of: scenario ?? "") else { return nil }
            return mark.isEmpty
                ? "it was recorded for a scenario named \(quoted(name)) (its first line has no view mark), not for the view "
                    + "\(quoted(view)) of scenario \(quoted(scenario ?? "")), whose golden shares its file name (if it is this view's "
                    + "golden from a ScrollSim before views were marked, delete it and record it again)"
                : "its first line says it is the golden of another view (\(mark.dropFirst(2)))"
        }
        guard !mark.isEmpty else { return nil }
        return "it was recorded for the \(mark.dropFirst(2)) (its first line says so), not for the scenario \(quoted(name)), whose "
            + "golden shares its file name"
    }

    /// `name` in double quotes (names hold no quotes or line breaks: `GoldenName`).
    static func quoted(_ name: String) -> String { "\"" + name + "\"" }

    /// The release section: its comment line and `lines`, or nothing without releases.
    public static func releases(_ lines: [String]) -> String {
        lines.isEmpty ? "" : releaseHeader + "\n" + lines.map { $0 + "\n" }.joined()
    }

    /// One frame's line (`FrameLineFormat.golden`).
    public static func line(_ f: Frame) -> String { FrameLineFormat.golden.line(f) }

    /// The first difference between two golden texts beyond the tolerances, or nil when they agree.
    public static func firstMismatch(expected: String, actual: String, tolerances: Tolerances = .standard) -> Mismatch? {
        let e = frameLines(expected)
        let a = frameLines(actual)
        for i in 0..<max(e.count, a.count) {
            guard i < e.count, i < a.count else {
                return Mismatch(line: i, expected: i < e.count ? e[i] : nil, actual: i < a.count ? a[i] : nil)
            }
            if !linesAgree(e[i], a[i], tolerances: tolerances) { return Mismatch(line: i, expected: e[i], actual: a[i]) }
        }
        return nil
    }

    /// How closely a frame line must agree with the golden's: the time within 0.1 ms, the
    /// offsets within `offset` points, the velocities within `velocity` points per second (nil:
    /// not compared), the index and phase exactly.
    public struct Tolerances: Hashable, Sendable {
        /// Offsets, in points.
        public var offset: Double
        /// Velocities, in pt/s; nil to leave them out.
        public var velocity: Double?

        /// Creates tolerances.
        public init(offset: Double, velocity: Double?) {
            self.offset = offset
            self.velocity = velocity
        }

        /// The goldens' own: `offsetTolerance` and `velocityTolerance`, one unit of the last
        /// decimal written, doubled.
        public static let standard = Tolerances(offset: offsetTolerance, velocity: velocityTolerance)

        /// The allowed difference in numeric column `i` (1 to 5), or nil when it is not compared.
        func ofColumn(_ i: Int) -> Double? {
            i >= 4 ? velocity : i == 1 ? 1e-4 : offset
        }
    }

    /// Where two goldens first differ.
    public struct Mismatch: Hashable, Sendable {
        /// The frame line's index (0 = first frame).
        public var line: Int
        /// The golden's line, or nil if the golden is shorter.
        public var expected: String?
        /// The new run's line, or nil if the run is shorter.
        public var actual: String?

        /// Creates a mismatch at frame line `line`.
        public init(line: Int, expected: String?, actual: String?) {
            self.line = line
            self.expected = expected
            self.actual = actual
        }
    }

    package static func frameLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).filter { !$0.hasPrefix("#") && !$0.hasPrefix(releasePrefix) }
            .map(String.init)
    }

    package static func linesAgree(_ a: String, _ b: String, tolerances: Tolerances = .standard) -> Bool {
        guard let x = FrameLineFormat.golden.frame(Substring(a)), let y = FrameLineFormat.golden.frame(Substring(b)),
            x.index == y.index, x.phase == y.phase
        else { return false }
        return zip(numbers(x), numbers(y)).enumerated().allSatisfy { i, pair in
            tolerances.ofColumn(i + 1).map { agree(pair.0, pair.1, tolerance: $0) } ?? true
        }
    }

    /// Whether two values of a column agree: within `tolerance` when both are finite, equal when
    /// either is infinite, and NaN only with NaN (`abs(p − q) > tolerance` alone is false for a
    /// NaN, which would let `nan` in a golden match anything).
    static func agree(_ p: Double, _ q: Double, tolerance: Double) -> Bool {
        if p.isNaN || q.isNaN { return p.isNaN && q.isNaN }
        if !p.isFinite || !q.isFinite { return p == q }
        return abs(p - q) <= tolerance + 1e-12
    }

    /// The first frame of `recording` with a NaN or infinite time, offset or velocity, as a
    /// sentence naming the frame and the column; nil when every value is finite.
    public static func nonFiniteValue(in recording: Recording) -> String? {
        recording.frames.lazy.compactMap(nonFiniteValue(in:)).first
    }

    /// `frame`'s first NaN or infinite value as a sentence naming the frame and the column; nil
    /// when every value is finite.
    public static func nonFiniteValue(in frame: Frame) -> String? {
        for (i, value) in numbers(frame).enumerated() where !value.isFinite {
            return "frame \(frame.index) has \(columns[i + 1]) = \(value), and a golden holds only finite values"
        }
        return nil
    }

    /// The numeric columns 1 to 5 of a frame line: time (s), offsets (pt), velocities (pt/s).
    static func numbers(_ f: Frame) -> [Double] {
        [f.time, Double(f.contentOffset.x), Double(f.contentOffset.y), Double(f.velocityPointsPerSecond.x), Double(f.velocityPointsPerSecond.y)]
    }

    /// A short diff around the first mismatch: up to `context` agreeing lines before it, then
    /// `length` frames from it, each shown once with two spaces when it agrees within the
    /// tolerances, or as a `-` line (the golden's) and a `+` line (the run's) when it does not.
    public static func diff(
        expected: String, actual: String, around mismatch: Mismatch, context: Int = 2, length: Int = 4, tolerances: Tolerances = .standard
    ) -> String {
        let e = frameLines(expected)
        let a = frameLines(actual)
        var out = ""
        let start = max(0, mismatch.line - context)
        for i in start..<mismatch.line where i < e.count { out += "  " + e[i] + "\n" }
        for i in mismatch.line..<(mismatch.line + length) {
            let old = i < e.count ? e[i] : nil
            let new = i < a.count ? a[i] : nil
            if let old, let new, linesAgree(old, new, tolerances: tolerances) {
                out += "  " + old + "\n"
                continue
            }
            if let old { out += "- " + old + "\n" }
            if let new { out += "+ " + new + "\n" }
        }
        return out
    }

    /// One sentence saying what differs at `mismatch`: each column beyond its tolerance with both
    /// values, the difference and the tolerance, or which recording ends first.
    public static func explanation(of mismatch: Mismatch, tolerances: Tolerances = .standard) -> String {
        guard let old = mismatch.expected else { return "the run has more frames than the golden." }
        guard let new = mismatch.actual else { return "the run ends before the golden does." }
        guard let a = FrameLineFormat.golden.frame(Substring(old)), let b = FrameLineFormat.golden.frame(Substring(new)) else {
            return "a frame line is not in the golden format."
        }
        let x = old.split(separator: " ")
        let y = new.split(separator: " ")
        var parts: [String] = []
        if a.index != b.index { parts.append("\(columns[0]) is \(a.index) in the golden and \(b.index) now") }
        for (i, (p, q)) in zip(numbers(a), numbers(b)).enumerated() {
            guard let tolerance = tolerances.ofColumn(i + 1) else { continue }
            if !agree(p, q, tolerance: tolerance) {
                let apart =
                    p.isFinite && q.isFinite
                    ? "\(Report.number(abs(p - q), 4)) apart, tolerance \(tolerance)" : "a non-finite value matches only itself"
                parts.append("\(columns[i + 1]) is \(x[i + 1]) in the golden and \(y[i + 1]) now (\(apart))")
            }
        }
        if a.phase != b.phase { parts.append("\(columns[6]) is \(a.phase) in the golden and \(b.phase) now") }
        return parts.joined(separator: "; ") + "."
    }

    /// The frame line's columns, as named in messages.
    static let columns = FrameLineFormat.columns.map(\.tableName)

    /// `text` as a golden recorded it: a leading byte-order mark dropped and CRLF line ends read as
    /// LF, so that a checkout with `core.autocrlf` compares as the file that was committed.
    public static func normalizedText(_ text: String) -> String {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Writes `text` to `path` atomically: a temporary file in the same folder, then a rename
    /// (`AtomicFile`). A `path` that is a symbolic link or not a regular file is refused, never
    /// written through (`AtomicFile.problem(asOwnFile:)`).
    /// - Parameter createFolder: create a missing folder (goldens only); otherwise a missing
    ///   folder is an error.
    public static func writeAtomically(_ text: String, to path: String, createFolder: Bool = false) throws {
        try AtomicFile.write(to: path, createFolder: createFolder, followsLinks: false) { try $0.write(text) }
    }
}
