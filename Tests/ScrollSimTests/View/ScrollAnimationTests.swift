import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

@Suite("Animated scrolls (§10)")
struct ScrollAnimationTests {
    @Test("setContentOffset(animated:) follows UIKit's curve 0, sin²(π·t/2): 2.333 pt after one frame, halfway at 0.15 s, done at 0.3 s")
    func sineEaseInOut() throws {
        let view = horizontalScrollView(offset: 0)
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 300, y: 0), animated: true), at: 0)])
        // Frame 0 applies the call and advances one frame (1/18 of 0.3 s): sin²(π/36) = 0.0075961,
        // 2.279 pt, 2.333 on the 1/3 pt grid. Frame 8 is 9/18 = 0.5 → sin²(π/4) = 0.5 → 150 pt.
        #expect(recording.frames[0].contentOffset.x == 7.0 / 3)
        #expect(abs(Double(recording.frames[8].contentOffset.x) - 150) < 1e-9)
        #expect(recording.frames[17].contentOffset.x == 300)
        #expect(recording.frames[16].phase == .animating)
        #expect(recording.frames[17].phase == .idle)
    }

    @Test("duration and curve are settings: linear over 0.5 s moves 300/30 = 10 pt per frame")
    func linearSetting() throws {
        let view = horizontalScrollView(offset: 0, settings: SimulationSettings(animationDuration: 0.5, animationCurve: .linear))
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 300, y: 0), animated: true), at: 0)])
        #expect(abs(Double(recording.frames[0].contentOffset.x) - 10) < 1e-9)
        #expect(abs(Double(recording.frames[0].velocityPointsPerSecond.x) - 600) < 1e-6)  // 10 pt per 1/60 s
        #expect(recording.frames[29].contentOffset.x == 300)
    }

    /// `duration · rate` frames: 0.25 · 76 = 19, 0.5 · 122 = 61, 0.5 · 38 = 19, 0.3 · 60 = 18 (each
    /// exact), and 0.3 · 76 = 22.8, rounded up to 23 (its 22nd frame is 0.035 short of the end,
    /// more than UIKit's 0.001). Called at t = 0, frame 0 is the first frame
    /// of the animation, so frame `n − 1` lands on the target and ends it; with a linear curve
    /// every frame moves, so there are `n` didScrolls.
    @Test(
        "an animated scroll lasts duration · rate frames rounded up, with no extra frame at 76 Hz / 0.25 s, 122 Hz / 0.5 s or 38 Hz / 0.5 s",
        arguments: [(76, 0.25, 19), (122, 0.5, 61), (38, 0.5, 19), (60, 0.3, 18), (76, 0.3, 23)])
    func animationFrameCount(rate: Int, duration: Double, frames: Int) throws {
        let settings = SimulationSettings(frameRate: rate, animationDuration: duration, animationCurve: .linear)
        let view = horizontalScrollView(offset: 0, settings: settings)
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 300, y: 0), animated: true), at: 0)])
        #expect(recording.frames.filter { $0.phase == .animating }.count == frames - 1)
        #expect(recording.frames[frames - 2].contentOffset.x < 300)
        #expect(recording.frames[frames - 1].contentOffset.x == 300)
        #expect(recording.frames[frames - 1].phase == .idle)
        #expect(recording.events.filter { $0.name == .scrollViewDidScroll }.count == frames)
        let end = try #require(recording.events.first { $0.name == .scrollViewDidEndScrollingAnimation })
        #expect(end.frameIndex == frames - 1)
    }

    @Test("setContentOffset(animated: false) cancels a running deceleration")
    func plainSetCancels() throws {
        var script = TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(3), frameRate: 60)
        script.append(TimedGesture(.setContentOffset(CGPoint(x: 100, y: 0), animated: false), at: 0.5))
        let recording = try Simulation.run(horizontalScrollView(offset: 500), script: script)
        #expect(recording.finalOffset.x == 100)
        #expect(recording.frames.last?.isDecelerating == false)
    }
}
