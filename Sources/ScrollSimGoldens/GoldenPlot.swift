import Foundation
import ScrollSim

/// The picture of a golden mismatch: the golden's curve (dashed) and the new run's, offset along
/// the axis that moves most against time, with each release's final target and each jump
/// (`FeelNote.jump`) marked on both; thinned to the plot's pixel columns (`SVGPlot`).
/// Written next to the golden as `NAME.failure.svg` when a check fails, or under the folder
/// `SCROLLSIM_ARTIFACTS` names (a CI job's artifact folder), and removed when the check passes.
public enum GoldenPlot {
    /// The environment variable naming a folder for failure artifacts instead of the golden's own
    /// (`GoldenPaths.artifactsKey`).
    public static let artifactsKey = GoldenPaths.artifactsKey

    /// Where the failure plot of the golden at `goldenPath` (`FOLDER/NAME.frames`) goes:
    /// `FOLDER/NAME.failure.svg`, or `ARTIFACTS/FOLDER-NAME/NAME.failure.svg` (the golden's folder
    /// name keeps apart goldens of one name from different test files) when `environment` sets
    /// `SCROLLSIM_ARTIFACTS` to a non-empty path.
    public static func path(forGolden goldenPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        GoldenPaths.failurePlot(golden: goldenPath, environment: environment)
    }

    /// The SVG overlaying the golden `expected` (text) and `actual`, titled with `name`.
    public static func svg(name: String, expected: String, actual: Recording) -> String {
        let golden = Golden.frameLines(expected).compactMap { FrameLineFormat.golden.frame(Substring($0)) }
        func span(_ frames: [Frame], _ axis: ScrollAxis) -> Double {
            let values = frames.map { Double($0.contentOffset[axis]) }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
        let axis: ScrollAxis =
            span(actual.frames, .horizontal) + span(golden, .horizontal) >= span(actual.frames, .vertical) + span(golden, .vertical)
            ? .horizontal : .vertical
        func targets(_ lines: [String], label: String) -> [(x: Double, y: Double, label: String)] {
            lines.compactMap(Golden.releaseNumbers).map { n in
                (x: n[1], y: axis == .horizontal ? n[6] : n[7], label: "\(label) \(Report.number(axis == .horizontal ? n[6] : n[7], 1))")
            }
        }
        // Each jump at its frame: where a person sees the content leap.
        func jumps(_ recording: Recording) -> [(x: Double, y: Double, label: String)] {
            let first = recording.frames.first?.index ?? 0
            return recording.feelNotes.compactMap { note in
                guard case .jump(let frame, let time, let distance, _) = note, recording.frames.indices.contains(frame - first) else { return nil }
                return (x: time, y: Double(recording.frames[frame - first].contentOffset[axis]), label: "jump \(Report.number(distance, 1)) pt")
            }
        }
        var goldenRecording = Recording(frameRate: actual.frameRate)
        goldenRecording.frames = golden
        let newReleases = actual.events.compactMap(Golden.releaseLine)
        let series = [
            SVGPlot.Series(
                label: "golden", points: golden.map { (x: $0.time, y: Double($0.contentOffset[axis])) },
                markers: targets(Golden.releaseLines(expected), label: "golden target") + jumps(goldenRecording), dashed: true),
            SVGPlot.Series(
                label: "now", points: actual.frames.map { (x: $0.time, y: Double($0.contentOffset[axis])) },
                markers: targets(newReleases, label: "target now") + jumps(actual)),
        ]
        let axisName = axis == .horizontal ? "x" : "y"
        return SVGPlot(title: "\(name): the golden and this run", xLabel: "time (s)", yLabel: "content offset \(axisName) (pt)", series: series)
            .render()
    }

    /// Writes the plot for a mismatch where `path(forGolden:environment:)` says; returns its path.
    /// - Throws: `OutputError` naming the path and why it could not be written (a name too long
    ///   for the file system, a symbolic link there, a full disk): the caller says so in a
    ///   sentence, beside the failure it reports either way.
    @discardableResult
    public static func write(
        name: String, expected: String, actual: Recording, goldenPath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        try writeArtifact(svg(name: name, expected: expected, actual: actual), to: path(forGolden: goldenPath, environment: environment))
    }

    /// Writes a failure artifact at `path` (creating its folder); returns the path.
    /// - Throws: `OutputError` when it could not be written.
    static func writeArtifact(_ text: String, to path: String) throws -> String {
        try Golden.writeAtomically(text, to: path, createFolder: true)
        return path
    }

    /// Removes a plot and a page left by an earlier failure of the golden at `goldenPath`, where
    /// `path(forGolden:environment:)` says it would be.
    public static func removeStale(goldenPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        try? FileManager.default.removeItem(atPath: path(forGolden: goldenPath, environment: environment))
        try? FileManager.default.removeItem(atPath: pagePath(forGolden: goldenPath, environment: environment))
    }
}
