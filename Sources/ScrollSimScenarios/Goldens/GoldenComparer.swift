import Foundation
import ScrollSim

/// Compares a run with its golden file frame by frame as the frames are made, and writes the
/// golden when the record mode says so, holding neither the run nor the golden: the golden is
/// read a line at a time and a new golden goes through a temporary file (`AtomicFile.Pending`).
///
/// Feed every frame to `append(_:)`, then call `finish()` (or `abandon()` for a run that does not
/// count). `GoldenCheck.check(_:file:mode:)` does this for a run already recorded.
public final class GoldenComparer {
    /// The golden's path.
    public let path: String
    private let name: String
    private let file: String
    private let mode: RecordMode
    private var reader: LineReader?
    private var writer: AtomicFile.Pending?
    /// The header, written first when the golden is recorded.
    private var header: [UInt8] = []
    /// A recorded golden's frame lines, kept in an unnamed temporary file until the summary and
    /// the releases, which go before them, are known.
    private var frames: ByteSpool?
    private var buffer: [UInt8] = []
    /// The run's last frame and the first frame of its final rest, for the summary line.
    private var lastFrame: Frame?
    private var restFrame: Frame?
    private var sawMotion = false
    private var problem: String?
    private var frameLine = 0
    /// The last agreeing golden lines before a mismatch, for the diff's context.
    private var context: [String] = []
    private var mismatch: Golden.Mismatch?
    /// The golden's and the run's lines from the mismatch on, up to `diffLength` of each.
    private var expectedTail: [String] = [], actualTail: [String] = []
    private static let diffContext = 2, diffLength = 4
    /// The golden's release lines (read after its frames) and the run's (`note(_:)`).
    private var goldenReleases: [String] = [], runReleases: [String] = []

    /// Prepares to compare a run of scenario `name` (from the scenario file `file`, named in the
    /// message) at `frameRate` with the golden at `path`; for a view inside a scenario's scene,
    /// `view` is its name and `scenario` the scenario's (`name` is then `SCENARIO.VIEW`), and the
    /// golden's first line says so (`Golden.ownerMark`).
    ///
    /// A golden whose first line names another owner (a scenario `feed.carousel` and the view
    /// `carousel` of `feed` share `feed.carousel.frames`) is neither compared nor replaced, in any
    /// mode: the check is `.invalid`, naming both.
    ///
    /// - Throws: `OutputError` when a golden to be written cannot be created.
    public init(
        path: String, name: String, file: String, frameRate: Int, mode: RecordMode, view: String? = nil, of scenario: String? = nil
    ) throws {
        self.path = path
        self.name = name
        self.file = file
        self.mode = mode
        if let problem = AtomicFile.problem(asOwnFile: path) {
            throw OutputError(.cannotCreate, path: path, problem)
        }
        // A golden over the size limit is refused before it is read (an hour at 240 Hz is far
        // below it), and never replaced outside mode all.
        if let tooLarge = GoldenFile.problem(reading: path), !mode.recordsWithoutComparing(goldenExists: true) {
            problem = "the golden \(path) cannot be compared: \(tooLarge); it was left as it is"
        }
        let exists = FileManager.default.fileExists(atPath: path)
        if exists, problem == nil, let first = Self.firstLine(of: path),
            let conflict = Golden.ownerConflict(firstLine: first, name: name, view: view, of: scenario)
        {
            problem =
                "the golden \(path) is not this run's: \(conflict); it was left as it is (rename the scenario or the view so "
                + "that their goldens differ)"
        }
        if exists, !mode.recordsWithoutComparing(goldenExists: true) {
            if let reader = LineReader(path: path, normalizesLineEnds: true) {
                self.reader = reader
            } else {
                problem = "the golden \(path) exists but cannot be read; it was left as it is"
            }
        }
        // Mode failed writes speculatively and keeps the file only if the run differs.
        if mode.recordsWithoutComparing(goldenExists: exists) || mode.rerecordsMismatch {
            writer = try AtomicFile.Pending(path: path, createFolder: true, followsLinks: false)
            frames = try ByteSpool()
            header = Array(Golden.header(name: name, frameRate: frameRate, view: view, of: scenario).utf8)
        }
    }

    /// Compares `frame` with the golden's next frame line and writes it to a golden being recorded.
    /// - Throws: `OutputError` when the new golden cannot be written.
    public func append(_ frame: Frame) throws {
        if problem == nil, let value = Golden.nonFiniteValue(in: frame) {
            problem = "the run cannot be compared with \(path) or recorded: \(value)"
        }
        let line = Golden.line(frame)
        // The rest frame as `Recording.restFrame` finds it: the frame after the last one that moved.
        if frame.phase != .idle {
            sawMotion = true
            restFrame = nil
        } else if restFrame == nil, sawMotion || lastFrame == nil {
            restFrame = frame
        }
        lastFrame = frame
        if writer != nil {
            buffer += Array(line.utf8)
            buffer.append(0x0A)
            if buffer.count >= 1 << 16 { try flush() }
        }
        defer { frameLine += 1 }
        guard let reader, problem == nil else { return }
        if mismatch == nil {
            let expected = nextFrameLine(reader)
            if let expected, Golden.linesAgree(expected, line) {
                context.append(expected)
                if context.count > Self.diffContext { context.removeFirst() }
                return
            }
            mismatch = Golden.Mismatch(line: frameLine, expected: expected, actual: line)
            if let expected { expectedTail.append(expected) }
            actualTail.append(line)
        } else if actualTail.count < Self.diffLength {
            if let expected = nextFrameLine(reader) { expectedTail.append(expected) }
            actualTail.append(line)
        }
    }

    /// Takes the run's delegate events, in order, for their releases (`Golden.releaseLine`);
    /// other events are ignored. Call it as events come, before `finish()`.
    public func note(_ events: [DelegateEvent]) {
        runReleases += events.compactMap(Golden.releaseLine)
    }

    /// Ends the comparison: checks that the golden has no frames left, reads it to its end (a
    /// golden that is not UTF-8 is never replaced outside mode `all`), and renames a new golden
    /// into place or removes it.
    /// - Throws: `OutputError` when the new golden cannot be written.
    public func finish() throws -> GoldenCheck {
        if let reader, problem == nil {
            if mismatch == nil, let extra = nextFrameLine(reader) {
                mismatch = Golden.Mismatch(line: frameLine, expected: extra, actual: nil)
                expectedTail.append(extra)
            }
            while expectedTail.count < Self.diffLength, let more = nextFrameLine(reader) { expectedTail.append(more) }
            while nextFrameLine(reader) != nil {}  // the rest, for its encoding
        }
        if let problem {
            writer = nil  // dropped without commit: the temporary file goes, the golden stays
            return GoldenCheck(path: path, outcome: .invalid(message: "\(name): \(problem)."))
        }
        if writer != nil { try flush() }
        if reader == nil {
            guard let writer else { return GoldenCheck(path: path, outcome: .missing) }
            try commit(writer)
            return GoldenCheck(path: path, outcome: .recorded)
        }
        guard let mismatch else {
            guard let releases = Golden.releaseMismatch(expected: goldenReleases, actual: runReleases) else {
                writer = nil
                return GoldenCheck(path: path, outcome: .matched)
            }
            var message = "\(name): every frame matches \(path), but \(releases)"
            try finishMessage(&message)
            return GoldenCheck(path: path, outcome: .mismatched(message: message, rerecorded: mode.rerecordsMismatch))
        }
        let start = mismatch.line - context.count
        let expectedWindow = (context + expectedTail).joined(separator: "\n")
        let actualWindow = (context + actualTail).joined(separator: "\n")
        var local = mismatch
        local.line = mismatch.line - start
        var message = "\(name): frame \(mismatch.line) differs from \(path): \(Golden.explanation(of: mismatch))\n"
        message += Golden.diff(expected: expectedWindow, actual: actualWindow, around: local, context: Self.diffContext, length: Self.diffLength)
        try finishMessage(&message)
        return GoldenCheck(path: path, outcome: .mismatched(message: message, rerecorded: mode.rerecordsMismatch))
    }

    /// Ends a mismatch's message: re-recorded (mode `failed`, the new golden renamed into place)
    /// or how to re-record.
    private func finishMessage(_ message: inout String) throws {
        if let writer {
            try commit(writer)
            message += "re-recorded: review the change with git diff \(path)\n"
        } else {
            message += "re-record with: SCROLLSIM_RECORD=all swift run scrollsim check \(file)\n"
        }
    }

    /// Drops the comparison: a golden being written is removed and the old one left as it was.
    public func abandon() {
        writer = nil
    }

    /// Moves the buffered frame lines to the spool.
    private func flush() throws {
        guard let frames, !buffer.isEmpty else { return }
        try frames.append(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the golden in its order (header, summary, releases, frames) and renames it into place.
    private func commit(_ writer: AtomicFile.Pending) throws {
        try flush()
        var opening = header
        opening += Array(Golden.summary(lastFrame: lastFrame, restFrame: restFrame, frameCount: frameLine).utf8)
        opening += Array(Golden.releases(runReleases).utf8)
        try opening.withUnsafeBytes { try writer.write($0) }
        try frames?.forEachChunk { chunk in try chunk.withUnsafeBytes { try writer.write($0) } }
        try writer.commit()
        self.writer = nil
    }

    /// The bytes as text when they are valid UTF-8, nil otherwise: decoding repairs an invalid
    /// sequence with U+FFFD, so the text's UTF-8 differs from the bytes exactly when they are not
    /// valid. (`String(validating:as:)` says the same, but only from iOS 18 / macOS 15.)
    private static func validUTF8(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The golden's next frame line (comments skipped), or nil at its end; a line that is not
    /// UTF-8, longer than the reader's limit or unreadable sets `problem` and ends the reading.
    private func nextFrameLine(_ reader: LineReader) -> String? {
        while problem == nil {
            let bytes: [UInt8]
            do {
                guard let next = try reader.next() else { return nil }
                bytes = next
            } catch {
                problem = "the golden \(path) cannot be read: \(error.description); it was left as it is"
                return nil
            }
            guard let line = Self.validUTF8(bytes) else {
                problem = "the golden \(path) is not UTF-8 text; it was left as it is (replace it with SCROLLSIM_RECORD=all)"
                return nil
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix(Golden.releasePrefix) {
                goldenReleases.append(line)  // after the frames: the frames have ended
                continue
            }
            return line
        }
        return nil
    }

    /// The first line of the file at `path` (at most 4,096 bytes of it), or nil when it cannot be
    /// read: enough to find who a golden belongs to without reading it whole.
    package static func firstLine(of path: String) -> Substring? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }
}
