import Foundation
import ScrollSim
import ScrollSimGoldens
import ScrollSimJSON

/// Compares `recording` with the feel golden `name` stored beside the test file, in the style of
/// snapshot testing: `__Feel__/TESTFILE/NAME.frames`, one line per frame (`Golden`).
///
/// The record mode comes from `record`, else from `SCROLLSIM_RECORD` (`all`, `missing`, `failed`,
/// `never`), else `missing` (`never` on CI). Writing a golden counts as a failure, so that a first
/// run is never taken for a passing one: run the test again to compare. A difference is reported
/// with a summary first (final offset, rest time, the largest gap and its frame), then the first
/// differing frame and a short diff. Failures are recorded at the caller's line (`TestFailure`).
///
/// - Returns: whether the recording matched an existing golden.
/// `pinning` chooses what the golden holds and how closely it is held: every frame (the
/// default), every frame's offsets at a coarser tolerance, or only the releases' targets. A frame
/// that jumps (`FeelNote.jump`: the content put in place in one frame) fails the assertion too,
/// whatever the golden says, unless `allowsJumps` is true.
@discardableResult
public func assertFeel(
    of recording: Recording, named name: String, pinning: FeelPinning = .everyFrame, allowsJumps: Bool = false,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let environment = ProcessInfo.processInfo.environment
    guard let mode = RecordMode.forAssertion(record, environment: environment, at: location) else { return false }
    if let message = recording.vacuousDragMessage() {
        TestFailure.record(message, at: location)
        return false
    }
    let path = FeelGolden.path(forTestFile: String(describing: filePath), name: name)
    let jump = FeelGolden.jumpFailure(of: recording, named: name, allowsJumps: allowsJumps)
    if let jump { TestFailure.record(jump, at: location) }
    let jumped = jump != nil
    switch FeelGolden.compare(recording, named: name, at: path, mode: mode, pinning: pinning) {
    case .matched:
        return !jumped
    case .failed(let message):
        TestFailure.record(message, at: location)
        return false
    case .differs(let message, let plot):
        TestFailure.record(message, at: location)
        TestFailure.attach(plot, named: "\(name).failure.svg", at: location)
        return false
    }
}

/// What a feel golden pins.
public enum FeelPinning: Hashable, Sendable {
    /// Every frame: time, offsets within 0.002 pt, velocities within 0.02 pt/s, phase
    /// (`Golden.Tolerances.standard`), and every release.
    case everyFrame
    /// Every frame's time, offsets within `tolerance` points and phase; velocities are not
    /// compared. The golden still holds whole frame lines.
    case offsets(tolerance: Double)
    /// Only the releases: for each `scrollViewWillEndDragging`, its frame, time, velocity and the
    /// targets UIKit proposed and the delegate chose. The golden holds no frame lines, so a change
    /// in how the view glides there does not touch it. The recording must log delegate events.
    case releases

    /// The tolerances frame lines are compared with; nil when frames are not compared.
    var tolerances: Golden.Tolerances? {
        switch self {
        case .everyFrame: .standard
        case .offsets(let tolerance): Golden.Tolerances(offset: tolerance, velocity: nil)
        case .releases: nil
        }
    }
}

/// Where feel goldens live and how a recording is compared with one.
public enum FeelGolden {
    /// The outcome of a comparison.
    public enum Outcome: Hashable, Sendable {
        /// The recording matches the golden.
        case matched
        /// A failure, with its message: a missing or unreadable golden, or a golden just written.
        case failed(String)
        /// The recording differs from the golden: the message, and the SVG overlaying both curves
        /// with the release targets marked (also written next to the golden, `GoldenPlot`).
        case differs(message: String, plot: String)
    }

    /// `__Feel__/TESTFILE/NAME.frames` in the folder of the test file at `testFile`.
    public static func path(forTestFile testFile: String, name: String) -> String {
        GoldenPaths.testGolden(testFile: testFile, name: name)
    }

    /// Compares `recording` with the golden at `path` under `mode`, writing it when the mode says so;
    /// a failure plot goes where `GoldenPlot.path(forGolden:environment:)` says for `environment`.
    public static func compare(
        _ recording: Recording, named name: String, at path: String, mode: RecordMode, pinning: FeelPinning = .everyFrame,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Outcome {
        // The name becomes a file name under __Feel__: the scenario name rules keep it there.
        if let problem = GoldenName.problem(name) {
            return .failed("Feel \(JSONValue.quoted(name)): the name cannot name a golden file: \(problem).")
        }
        if let value = Golden.nonFiniteValue(in: recording) {
            return .failed("Feel \"\(name)\": the recording cannot be compared with \(path) or recorded: \(value).")
        }
        let releases = recording.events.compactMap(Golden.releaseLine)
        if pinning == .releases, releases.isEmpty {
            return .failed(
                "Feel \"\(name)\" pins its releases, but the recording has no scrollViewWillEndDragging event (is its event log off?).")
        }
        let actual =
            pinning == .releases
            ? Golden.header(name: name, frameRate: recording.frameRate) + Golden.releases(releases)
            : Golden.text(name: name, recording: recording)
        if let problem = AtomicFile.problem(asOwnFile: path) {
            return .failed("Feel \"\(name)\": the golden \(path) cannot be used: \(problem).")
        }
        let golden = GoldenRecord(kind: "Feel", name: name, at: path, mode: mode)
        let expected: String
        switch golden.read(recording: actual, size: "\(recording.frames.count) frames") {
        case .failed(let message): return .failed(message)
        case .expected(let text): expected = text
        }
        var message = "Feel \"\(name)\" differs from \(path): "
        message += pinning == .releases ? "\n" : "\(summary(expected: expected, actual: recording))\n"
        if let tolerances = pinning.tolerances, let mismatch = Golden.firstMismatch(expected: expected, actual: actual, tolerances: tolerances) {
            message += "frame \(mismatch.line): \(Golden.explanation(of: mismatch, tolerances: tolerances))\n"
            message += Golden.diff(expected: expected, actual: actual, around: mismatch, tolerances: tolerances)
        } else if pinning == .releases, !Golden.frameLines(expected).isEmpty {
            message += "the golden holds frame lines, but this assertion pins only the releases; re-record it with SCROLLSIM_RECORD=all.\n"
        } else if let releases = Golden.releaseMismatch(expected: Golden.releaseLines(expected), actual: Golden.releaseLines(actual)) {
            message += "every frame matches, but " + releases
        } else {
            GoldenPlot.removeStale(goldenPath: path, environment: environment)
            return .matched
        }
        let plot = GoldenPlot.svg(name: name, expected: expected, actual: recording)
        let plotPath = GoldenPlot.path(forGolden: path, environment: environment)
        do {
            try Golden.writeAtomically(plot, to: plotPath, createFolder: true)
            message += "plot of both curves: \(plotPath)\n"
        } catch {
            message += "no plot of both curves: \(error)\n"
        }
        do {
            let page = try GoldenPlot.writePage(name: name, expected: expected, actual: recording, goldenPath: path, environment: environment)
            message += "both runs in motion (open in a browser): \(page)\n"
        } catch {
            message += "no page of both runs: \(error)\n"
        }
        message += golden.afterMismatch(recording: actual)
        return .differs(message: message, plot: plot)
    }

    /// The failure `assertFeel` records for what a person would notice (`FeelNote`): a delegate
    /// released before the run, always; a frame that jumps, unless `allowsJumps`. Nil when none.
    public static func jumpFailure(of recording: Recording, named name: String, allowsJumps: Bool) -> String? {
        for note in recording.feelNotes {
            switch note {
            case .delegateReleased:
                return "Feel \"\(name)\": \(note)."
            case .jump where !allowsJumps:
                return "Feel \"\(name)\": \(note); a person sees the content jump. Pass allowsJumps: true if that is the behaviour you mean to pin."
            case .jump, .releaseZeroed:
                continue
            }
        }
        return nil
    }

    /// What moved, in one line: final offset and rest time before and after, and the largest
    /// distance between frames of the same number (the first frame reaching it, and its time).
    /// Both sides are read at the golden's precision, so equal lines count as no gap.
    static func summary(expected text: String, actual recording: Recording) -> String {
        func parsed(_ text: String) -> Recording {
            var parsed = Recording(frameRate: recording.frameRate)
            parsed.frames = Golden.frameLines(text).compactMap { FrameLineFormat.golden.frame(Substring($0)) }
            return parsed
        }
        let golden = parsed(text)
        let actual = parsed(Golden.text(name: "", recording: recording))
        func rest(_ r: Recording) -> String { r.restTime.map { Report.number($0, 3) + " s" } ?? "not reached" }
        var parts = [
            "final offset \(Report.point(golden.finalOffset)) → \(Report.point(actual.finalOffset)) pt",
            "rest \(rest(golden)) → \(rest(actual))",
        ]
        var largest: (gap: Double, frame: Frame)?
        for (old, new) in zip(golden.frames, actual.frames) {
            let gap =
                ((Double(old.contentOffset.x) - Double(new.contentOffset.x)) * (Double(old.contentOffset.x) - Double(new.contentOffset.x))
                + (Double(old.contentOffset.y) - Double(new.contentOffset.y)) * (Double(old.contentOffset.y) - Double(new.contentOffset.y)))
                .squareRoot()
            if gap > (largest?.gap ?? 0) + 1e-9 { largest = (gap, new) }
        }
        if let largest {
            parts.append(
                "largest gap \(Report.number(largest.gap, 3)) pt at frame \(largest.frame.index) (t \(Report.number(largest.frame.time, 3)) s)")
        }
        if golden.frames.count != actual.frames.count { parts.append("\(golden.frames.count) → \(actual.frames.count) frames") }
        return parts.joined(separator: ", ") + "."
    }
}
