import Foundation
import Testing

@testable import ScrollSim

/// `ScrollAnimation.advance(by:fixedFrameDuration:)`: one frame of an animated scroll, worked by
/// hand on a linear curve from y = 0 to y = 300 over 0.05 s (50 ms).
@Suite("ScrollAnimation: one frame of an animated scroll")
struct ScrollAnimationStepTests {
    static func animation() -> ScrollAnimation {
        ScrollAnimation(from: .zero, to: CGPoint(x: 0, y: 300), duration: 0.05, frameRate: 60, curve: .linear)
    }

    @Test("on the fixed clock, each 60 Hz frame adds a third of the way and the third frame ends it")
    func fixedClock() {
        // 1000/60 ms a frame: 16.67 / 50 = 1/3 of the time, linear: 100 pt; then 200; the third
        // frame's 50 ms is the whole duration, the animation's `frameCount` (3).
        var running = Self.animation()
        #expect(running.frameCount == 3)
        let frameDuration = 1000.0 / 60
        let first = running.advance(by: frameDuration, fixedFrameDuration: frameDuration)
        #expect(abs(first.y - 100) < 1e-9 && first.x == 0 && !first.isFinished)
        let second = running.advance(by: frameDuration, fixedFrameDuration: frameDuration)
        #expect(abs(second.y - 200) < 1e-9 && !second.isFinished)
        let third = running.advance(by: frameDuration, fixedFrameDuration: frameDuration)
        #expect(third.y == 300 && third.isFinished)
    }

    @Test("on explicit frame times, the steps' sum is the time: 20 + 20 ms is 240 pt, 10 ms more ends it")
    func explicitFrameTimes() {
        // 40 / 50 = 0.8 of the time, linear: 240 pt; 50 ms reaches a fraction of 1.
        var running = Self.animation()
        _ = running.advance(by: 20, fixedFrameDuration: nil)
        let second = running.advance(by: 20, fixedFrameDuration: nil)
        #expect(abs(second.y - 240) < 1e-9 && !second.isFinished)
        let third = running.advance(by: 10, fixedFrameDuration: nil)
        #expect(third.y == 300 && third.isFinished)
        #expect(running.elapsedFrames == 3 && running.elapsedTime == 50)
    }
}
