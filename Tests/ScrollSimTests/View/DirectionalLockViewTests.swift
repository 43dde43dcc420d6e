import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// `isDirectionalLockEnabled` on a view that scrolls both ways (content 2000 × 3000 pt in
/// 375 × 667, starting at (500, 1000)), driven by raw touches at 60 Hz.
@Suite("Directional lock on a scroll view")
struct DirectionalLockViewTests {
    static func view(locked: Bool) -> SimulatedScrollView {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 2000, height: 3000), contentOffset: CGPoint(x: 500, y: 1000))
        view.isDirectionalLockEnabled = locked
        return view
    }

    /// The finger from (200, 300), moving by `step` every 1/60 s, six times, then up.
    static func path(_ step: CGPoint) -> [TimedGesture] {
        TimedGesture.touches((0...6).map { k in (Double(k) / 60, CGPoint(x: 200 + step.x * Double(k), y: 300 + step.y * Double(k))) })
    }

    @Test("a flick 11° off the horizontal (−5, −1 per frame) locks it: the vertical offset never leaves 1000; unlocked it does")
    func locksHorizontal() throws {
        let locked = try Simulation.run(Self.view(locked: true), script: Self.path(CGPoint(x: -5, y: -1)))
        #expect(locked.frames.allSatisfy { $0.contentOffset.y == 1000 })
        #expect(locked.finalOffset.x > 500)
        let free = try Simulation.run(Self.view(locked: false), script: Self.path(CGPoint(x: -5, y: -1)))
        #expect(free.frames.contains { $0.contentOffset.y != 1000 })
    }

    @Test("79° off the horizontal (−1, −5) locks the vertical: x stays 500")
    func locksVertical() throws {
        let locked = try Simulation.run(Self.view(locked: true), script: Self.path(CGPoint(x: -1, y: -5)))
        #expect(locked.frames.allSatisfy { $0.contentOffset.x == 500 })
        #expect(locked.finalOffset.y > 1000)
    }

    @Test("a 45° flick chooses no axis: the frames are those of the view without the lock")
    func diagonalIsFree() throws {
        let locked = try Simulation.run(Self.view(locked: true), script: Self.path(CGPoint(x: -5, y: -5)))
        let free = try Simulation.run(Self.view(locked: false), script: Self.path(CGPoint(x: -5, y: -5)))
        #expect(locked.frames == free.frames)
    }

    @Test("after a pause of 0.6 s a recognised pan chooses again, and the other axis's translation is held, not given back")
    func pauseReopensTheChoice() throws {
        // Down at (200, 300); (−12, −12) at 1/60 s passes the hysteresis with no lock (45°):
        // translation (−2, −2) after the 10 pt are removed, offset (502, 1002). Still until
        // 0.8 s, then (−5, −1) twice: the first, after the pause, locks the horizontal; the
        // vertical stays at 1002 while x goes on to 502 + 5 + 5 = 512.
        let samples: [(Double, CGPoint)] = [
            (0, CGPoint(x: 200, y: 300)), (1.0 / 60, CGPoint(x: 188, y: 288)), (0.8, CGPoint(x: 183, y: 287)),
            (0.8 + 1.0 / 60, CGPoint(x: 178, y: 286)),
        ]
        let view = Self.view(locked: true)
        let recording = try Simulation.run(view, script: TimedGesture.touches(samples), until: 0.8 + 1.0 / 60)
        #expect(recording.frames[48].contentOffset == CGPoint(x: 507, y: 1002))
        #expect(recording.finalOffset == CGPoint(x: 512, y: 1002))
        // The same moves without the pause stay unlocked (the choice is closed once recognised).
        let quick: [(Double, CGPoint)] = [
            (0, CGPoint(x: 200, y: 300)), (1.0 / 60, CGPoint(x: 188, y: 288)), (2.0 / 60, CGPoint(x: 183, y: 287)),
            (3.0 / 60, CGPoint(x: 178, y: 286)),
        ]
        let unpaused = try Simulation.run(Self.view(locked: true), script: TimedGesture.touches(quick), until: 3.0 / 60)
        // Frame 2 shows the third sample: translation (−7, −3), offset (507, 1003).
        #expect(unpaused.frames[2].contentOffset == CGPoint(x: 507, y: 1003))
    }

    @Test("after the pause only the move that ends it chooses: a quick 79° move right after it keeps the horizontal lock")
    func onlyTheMoveAfterThePauseChooses() throws {
        // As above up to 0.8 s, where (−5, −1) locks the horizontal; then (−1, −5) 1/60 s later,
        // 79° off the horizontal. 26.1 re-evaluates the lock of a recognised pan only for a move
        // that comes 0.6 s or more after the previous touch event, so this one keeps the
        // horizontal lock: y stays 1002 and x goes to 507 + 1 = 508.
        let samples: [(Double, CGPoint)] = [
            (0, CGPoint(x: 200, y: 300)), (1.0 / 60, CGPoint(x: 188, y: 288)), (0.8, CGPoint(x: 183, y: 287)),
            (0.8 + 1.0 / 60, CGPoint(x: 182, y: 282)),
        ]
        let recording = try Simulation.run(Self.view(locked: true), script: TimedGesture.touches(samples), until: 0.8 + 1.0 / 60)
        #expect(recording.finalOffset == CGPoint(x: 508, y: 1002))
    }
}
