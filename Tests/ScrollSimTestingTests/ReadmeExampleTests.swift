import ScrollSim
import ScrollSimTesting
import Testing

/// The README's example, kept compiling and passing; its feel golden is committed beside this file.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("a 2000 pt/s flick at .normal glides 993 pt and rests on the pixel grid")
    func flick() throws {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 20_000))
        // Drag the content up 100 pt over 0.1 s and release at 2 pt/ms (2000 pt/s).
        let script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60)
        let recording = try Simulation.run(view, script: script)
        // 100 + (2 − 0.01) · 0.998 / 0.002 = 1093.01 pt.
        recording.expectFinalOffset(CGPoint(x: 0, y: 1093.01), tolerance: 0.5)
        recording.expectRest(before: 3.0)
        // Every frame, against __Feel__/ReadmeExampleTests/flick.frames beside this file.
        assertFeel(of: recording, named: "flick")
    }
}
