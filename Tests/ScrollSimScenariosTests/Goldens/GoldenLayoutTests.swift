import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A golden opens with what moved: the summary and the releases come before the frames, so the
/// first lines of a diff say it.
@Suite("Golden layout: summary and releases before the frames")
struct GoldenLayoutTests {
    @Test("free-fling's golden opens with its header, summary (2093 pt, rest 2.75 s at frame 165, 166 frames) and release, then frame 0")
    func freeFlingOpening() throws {
        // The bundled scenario's own figures: released at 2 pt/ms from 1100, it rests at
        // 1100 + 1.99 · 499 ≈ 2093 pt at frame 165 = 2.75 s; UIKit proposed 2094 (docs/physics.md §2).
        let scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/free-fling.json").scenario
        let text = Golden.text(name: "free-fling", recording: try ScenarioRunner.run(scenario).recording)
        let lines = text.split(separator: "\n").prefix(6).map(String.init)
        #expect(
            lines == [
                "# scrollsim golden 2: free-fling (60 fps)",
                "# frame t(s) x(pt) y(pt) vx(pt/s) vy(pt/s) phase",
                "# summary: final offset 0.000 2093.000 pt, rest 2.7500 s (frame 165), 166 frames",
                "# release frame t(s) vx vy (pt/ms) proposed-x proposed-y target-x target-y (pt)",
                "release 7 0.1167 0.0000 2.0000 0.000 2094.000 0.000 2094.000",
                "0 0.0000 0.000 1000.000 0.00 0.00 dragging",
            ])
    }

    @Test("a run still moving at its last frame says so in the summary")
    func stillMoving() {
        let moving = Frame(
            index: 3, time: 0.05, contentOffset: CGPoint(x: 0, y: 40), velocityPointsPerSecond: CGPoint(x: 0, y: 900), phase: .decelerating,
            isTracking: false, isDragging: false, isDecelerating: true)
        #expect(
            Golden.summary(lastFrame: moving, restFrame: nil, frameCount: 4)
                == "# summary: final offset 0.000 40.000 pt, still moving at the end, 4 frames\n")
    }

    @Test("a golden with its releases after the frames (the earlier layout) still compares equal")
    func earlierLayoutStillReads() throws {
        let scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/free-fling.json").scenario
        let recording = try ScenarioRunner.run(scenario).recording
        let text = Golden.text(name: "free-fling", recording: recording)
        let releaseLines = text.split(separator: "\n").filter { $0.hasPrefix("release ") || $0.hasPrefix("# release") }
        let reordered =
            text.split(separator: "\n").filter { !$0.hasPrefix("release ") && !$0.hasPrefix("# release") && !$0.hasPrefix("# summary") }
            + releaseLines
        let old = reordered.joined(separator: "\n") + "\n"
        #expect(Golden.firstMismatch(expected: old, actual: text) == nil)
        #expect(Golden.releaseMismatch(expected: Golden.releaseLines(old), actual: Golden.releaseLines(text)) == nil)
    }
}
