import Pager
import ScrollSim
import ScrollSimTesting
import Testing

@MainActor
@Suite("Card pager (Swift Testing)")
struct CardPagerTests {
    let pager = CardPager()

    @Test("a flick forward from card 2 turns one page: it rests on card 3, at 3 · 296 = 888 pt")
    func flickForward() throws {
        let view = carousel(with: pager, startingOn: 2)
        // Drag 40 pt left (content forward) over 0.1 s and release at 1.5 pt/ms.
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        recording.expectFinalOffset(CGPoint(x: 888, y: 0), tolerance: 0.5)
        recording.expectRestsAtTarget()
        recording.expectMaximumOvershoot(atMost: 0)
        // Every frame of the settle, against __Feel__/CardPagerTests/flick-forward.frames.
        assertFeel(of: recording, named: "flick-forward")
    }

    @Test("a slow release 100 pt past card 2 settles back on card 2: 692 pt is nearer 592 than 888")
    func slowReleaseSettlesBack() throws {
        let view = carousel(with: pager, startingOn: 2)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(0.05), frameRate: 60))
        recording.expectFinalOffset(CGPoint(x: 592, y: 0), tolerance: 0.5)
    }
}
