import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

@Suite("Recorded velocity during a bounce")
struct BounceVelocityTests {
    @Test("a return from rest reports the offset's rate of change, y · −0.01005 per ms, not zero")
    func returnVelocity() throws {
        let view = horizontalScrollView(contentWidth: 5000, offset: -100)
        let script = [TimedGesture(.beginDrag, at: 0), TimedGesture(.endDrag(velocity: .zero), at: 1.0 / 60)]
        let recording = try Simulation.run(view, script: script)
        // Frame 1 holds one frame of return: y = −100 · b, b = 1 + x + x²/2 at x = 16.667 · −0.01005
        // = −0.1675: b = 0.846528125, y = −84.6528; dy/ds = −84.6528 · −0.01005 = +0.8508 pt/ms
        // = 850.8 pt/s (towards the edge).
        let frame = recording.frames[1]
        #expect(abs(Double(frame.contentOffset.x) + 84.6528125) < 1e-9)
        #expect(abs(Double(frame.velocityPointsPerSecond.x) - 850.7608) < 1e-3)
    }

    /// A frame's velocity is the content offset's: during a drag, its change since the previous
    /// frame over 1/60 s, whatever the finger's speed. Past the edge (375 pt view, c = 0.55) a
    /// finger moving 10 pt per frame shows (1 − 1/(10 · 0.55/375 + 1)) · 375 = 5.4205 pt after one
    /// frame and 10.6865 pt after two, on the pixel grid 5.3333 and 10.6667: −320 and
    /// −(10.6667 − 5.3333) · 60 = −320 pt/s.
    @Test("during a drag a frame records the content offset's velocity: −320 then −320 pt/s into the rubber band, on the pixel grid")
    func dragFrameVelocityIsTheOffsets() throws {
        let view = horizontalScrollView(width: 375, contentWidth: 5000, offset: 0)
        let script = [
            TimedGesture(.beginDrag, at: 0),
            // The recognizer reports 5000 pt/s: the frames must not.
            TimedGesture(.move(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 5000, y: 0)), at: 1.0 / 60),
            TimedGesture(.move(translation: CGPoint(x: 20, y: 0), velocity: CGPoint(x: 5000, y: 0)), at: 2.0 / 60),
        ]
        let recording = try Simulation.run(view, script: script, until: 2.0 / 60)
        #expect(recording.frames.map(\.index) == [0, 1, 2])
        #expect(recording.frames[0].velocityPointsPerSecond.x == 0)
        #expect(abs(Double(recording.frames[1].velocityPointsPerSecond.x) + 320) < 1e-9)
        #expect(abs(Double(recording.frames[2].velocityPointsPerSecond.x) + 320) < 1e-9)
    }
}
