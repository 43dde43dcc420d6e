import Foundation
import Testing

@testable import ScrollSim

/// docs/physics.md, "Check against the device": the `medium-flick` device recording (vertical, bounds 402×874,
/// contentSize 402×6000, scale 3, rate 0.998, 60 Hz).
@Suite("A real device recording")
struct MediumFlickRecordingTests {
    /// Drag frames: time (s), recorded offset (pt), recognizer velocity (pt/s).
    static let dragFrames: [(t: Double, offset: Double, velocity: Double)] = [
        (0.816903, 0.333, -122.2), (0.833262, 16.333, -671.1), (0.849953, 37.333, -1021.2),
        (0.866586, 72.333, -1428.8), (0.883245, 132.667, -2405.5), (0.899907, 209.333, -3817.4),
        (0.916581, 318.667, -4986.8),
    ]
    /// Recorded offsets after release: time (s), offset (pt).
    static let afterRelease: [(t: Double, offset: Double)] = [
        (0.933333, 385.953), (0.949612, 451.031), (0.999601, 633.732), (1.099601, 948.593),
        (1.299610, 1417.326), (1.499619, 1731.425), (1.999609, 2134.917), (2.499614, 2283.233),
        (2.999614, 2337.751), (3.499615, 2357.790), (3.932932, 2364.546),
    ]

    /// Replays the drag on the recording's own timeline: frames at the recorded drag times, then
    /// the release one frame after the last drag frame. The offsets are driven as translations
    /// from the first drag frame.
    func replay() throws -> Recording {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 402, height: 874), contentSize: CGSize(width: 402, height: 6000))
        let first = Self.dragFrames[0]
        view.contentOffset = CGPoint(x: 0, y: first.offset)
        // Re-base time so the first drag frame is frame 49 (0.8167 s ≈ 49/60).
        var script = [TimedGesture(.beginDrag, at: 49.0 / 60)]
        for (i, f) in Self.dragFrames.enumerated() {
            script.append(
                TimedGesture(
                    .move(translation: CGPoint(x: 0, y: -(f.offset - first.offset)), velocity: CGPoint(x: 0, y: f.velocity)),
                    at: Double(49 + i) / 60))
        }
        script.append(TimedGesture(.endDrag(velocity: nil), at: Double(49 + Self.dragFrames.count) / 60))
        return try Simulation.run(view, script: script)
    }

    @Test("the release velocity is 0.75 · 3.8174 + 0.25 · 4.9868 = 4.10975 pt/ms")
    func releaseVelocity() throws {
        let recording = try replay()
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(abs(Double(release.velocity!.y) - 4.10975) < 1e-9)
    }

    /// UIKit's Taylor-series decay (docs/physics.md §2) follows the device's glide within 0.01 pt
    /// for 3.5 s (the exact exponential drifts by 0.14 pt); the last sample, 3.93 s, is the rest on
    /// the pixel grid, where the stop frame decides.
    @Test("offsets after release follow the device within 0.01 pt until 3.5 s, the last within 0.25 pt, and rest within 0.01 pt of 2364.667")
    func offsetsAfterRelease() throws {
        let recording = try replay()
        let releaseFrame = 49 + Self.dragFrames.count
        for (k, sample) in Self.afterRelease.enumerated() {
            // Recorded time → frame number after release (display-link jitter is below a frame).
            let frames = Int(((sample.t - 0.933333) * 60).rounded())
            let frame = recording.frames[releaseFrame + frames]
            let error = abs(Double(frame.contentOffset.y) - sample.offset)
            let bound = k == Self.afterRelease.count - 1 ? 0.25 : 0.01
            #expect(error < bound, "sample \(k) at \(sample.t) s: simulated \(frame.contentOffset.y), recorded \(sample.offset)")
        }
        #expect(abs(Double(recording.finalOffset.y) - 2364.667) < 0.01)
    }
}
