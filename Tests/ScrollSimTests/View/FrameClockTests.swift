import Foundation
import ScrollPhysics
import ScrollSim
import Testing

/// Uneven display times: each step lasts the real interval between frames (docs/physics.md,
/// "Frame clock"), so a glide lands where the closed form puts it at each frame's real time.
@Suite("Frame clock: explicit display times")
struct FrameClockTests {
    /// A ProMotion fling's intervals as the reference records them: 8.5 ms after the last drag
    /// frame, then 80, 120, 80 and 60 Hz (12.5, 8.33, 12.5, 16.67 ms).
    static let intervals = [8.5, 12.5, 12.5, 8.333, 8.333, 8.333, 12.5, 12.5, 12.5, 16.667, 16.667, 16.667, 16.667]
    static var times: [Double] {
        var t = 0.0
        var out = [0.0]
        for ms in intervals.dropFirst() {
            t += ms / 1000
            out.append(t)
        }
        return out
    }

    @Test("a glide released at frame 0 is, at frame n, at x0 + v0 · d/(1 − d) · (1 − Π D_k), each frame's decay from its own interval")
    func glideFollowsRealTime() throws {
        let times = Self.times
        let settings = SimulationSettings(frameRate: 120, frameTimes: [0] + times.map { $0 + 0.0085 })
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 375, height: 20_000), settings: settings)
        view.contentOffset = CGPoint(x: 0, y: 1000)
        let recording = try Simulation.run(
            view,
            script: [
                TimedGesture(.beginDrag, at: 0),
                TimedGesture(.endDrag(velocity: CGPoint(x: 0, y: -3000)), at: 0.001),
            ], until: times.last! + 0.0085)
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        let x0 = Double(release.contentOffset.y)
        let v0 = Double(release.velocity!.y)
        let lnD = DeterministicMath.log(0.998)
        // The release lands on frame 1 (0.0085 s), whose step lasts 8.5 ms; frame n's step lasts its
        // real interval t_n − t_(n−1), with the decay 1 + x + x²/2 of x = interval · ln 0.998.
        var decayed = 1.0
        for (n, frame) in recording.frames.enumerated() where n >= 1 {
            let interval = (settings.frameTimes![n] - settings.frameTimes![n - 1]) * 1000
            let x = interval * lnD
            decayed *= x * (x * 0.5 + 1) + 1
            #expect(abs(frame.time - settings.frameTimes![n]) < 1e-12)
            #expect(abs(Double(frame.contentOffset.y) - (x0 + v0 * 0.998 / 0.002 * (1 - decayed))) < 1e-9, "frame \(n)")
        }
    }

    @Test("a gesture between uneven frames takes effect at the first frame at or after its time")
    func gesturesLandOnTheNextFrame() {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 375, height: 2000),
            settings: SimulationSettings(frameTimes: [0, 0.0125, 0.0208, 0.0333]))
        #expect(view.frameIndex(forTime: 0) == 0)
        #expect(view.frameIndex(forTime: 0.0125) == 1)
        #expect(view.frameIndex(forTime: 0.013) == 2)
        #expect(view.frameIndex(forTime: 0.0333) == 3)
        // Past the list, frames follow at 60 Hz: 0.0333 + 1/60 = 0.05 is frame 4.
        #expect(view.frameIndex(forTime: 0.04) == 4)
        #expect(abs(view.frameTime(5) - (0.0333 + 2.0 / 60)) < 1e-12)
    }

    @Test("on explicit times, an animated scroll lasts its duration in real time: 0.1 s over 12.5 ms frames ends on frame 7, its 8th step")
    func animationUsesRealTime() throws {
        let times = (0..<20).map { Double($0) * 0.0125 }
        let settings = SimulationSettings(animationDuration: 0.1, animationCurve: .linear, frameTimes: times)
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 375, height: 2000), settings: settings)
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 0, y: 400), animated: true), at: 0)])
        // Linear: frame k shows (k + 1) · 12.5 / 100 of the way; 8 steps reach 100 ms at frame 7.
        #expect(abs(Double(recording.frames[0].contentOffset.y) - 50) < 1e-9)
        #expect(abs(Double(recording.frames[3].contentOffset.y) - 200) < 1e-9)
        #expect(recording.frames[7].contentOffset.y == 400)
    }
}
