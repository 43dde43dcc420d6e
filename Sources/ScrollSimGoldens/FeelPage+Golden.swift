import Foundation
import ScrollSim

extension FeelPage.Run {
    /// The run a golden's text holds, marked as the golden's: its frames, its releases and its
    /// jumps, in `scene`. Events other than the releases are not in a golden, so none are marked.
    public init(label: String, golden text: String, scene: FeelPage.Scene) {
        let frames = Golden.frameLines(text).compactMap { FrameLineFormat.golden.frame(Substring($0)) }
        let releases = Golden.releaseLines(text).compactMap(Golden.releaseNumbers).map { n in
            FeelPage.Release(
                frame: Int(n[0]), velocity: CGPoint(x: n[2], y: n[3]), proposedTarget: CGPoint(x: n[4], y: n[5]),
                target: CGPoint(x: n[6], y: n[7]))
        }
        self.init(
            label: label, scene: scene, times: frames.map(\.time), offsets: frames.map(\.contentOffset),
            velocities: frames.map(\.velocityPointsPerSecond), phases: frames.map(\.phase.description), releases: releases)
        isGolden = true
        var recording = Recording(frameRate: 60)
        recording.frames = frames
        notices = FeelPage.Notice.notices(recording)
    }
}

extension GoldenPlot {
    /// Where the failure page of the golden at `goldenPath` goes: beside its plot, `NAME.failure.html`.
    public static func pagePath(forGolden goldenPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        GoldenPaths.failurePage(golden: goldenPath, environment: environment)
    }

    /// The page of a mismatch: the golden and the new run playing side by side, in the new run's
    /// scene.
    public static func page(name: String, expected: String, actual: Recording) -> String {
        let scene = FeelPage.Scene(actual)
        var golden = FeelPage.Run(label: "golden", golden: expected, scene: scene)
        golden.variant = "the golden"
        var now = FeelPage.Run(label: "this run", recording: actual)
        now.variant = "this run"
        return FeelPage(
            title: "\(name): the golden and this run", runs: [golden, now],
            notes: [
                "The golden's frames (dashed curves) against this run's, on one clock; the readout under this run says how far it is from the golden."
            ]
        ).html()
    }

    /// Writes the page of a mismatch where `pagePath(forGolden:environment:)` says; returns its
    /// path.
    /// - Throws: `OutputError` naming the path and why it could not be written.
    @discardableResult
    public static func writePage(
        name: String, expected: String, actual: Recording, goldenPath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        try writeArtifact(page(name: name, expected: expected, actual: actual), to: pagePath(forGolden: goldenPath, environment: environment))
    }
}
