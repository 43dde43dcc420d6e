import ScrollSim
import Testing

/// A view placed in code (`contentOffset = …` before the first frame) records the same frames as
/// one given its offset in the initializer: the placement is not motion.
@Suite("A view placed in code before its first frame")
struct PlacedInCodeTests {
    @Test("frame 0 of a drag from an offset set in code reports no velocity, and every frame equals the initializer's run")
    func placementIsNotVelocity() throws {
        let script = TimedGesture.drag(at: 0, distance: -20, releaseVelocity: .pointsPerMillisecond(-0.5), frameRate: 60)
        let placed = SimulatedScrollView(bounds: CGSize(width: 296, height: 200), contentSize: CGSize(width: 2960, height: 200))
        placed.contentOffset = CGPoint(x: 1184, y: 0)
        let fromCode = try Simulation.run(placed, script: script)
        let given = SimulatedScrollView(
            bounds: CGSize(width: 296, height: 200), contentSize: CGSize(width: 2960, height: 200), contentOffset: CGPoint(x: 1184, y: 0))
        let fromInitializer = try Simulation.run(given, script: script)
        let first = try #require(fromCode.frames.first)
        #expect(first.contentOffset == CGPoint(x: 1184, y: 0))
        // Before, 1184 pt × 60 fps = 71,040 pt/s appeared here.
        #expect(first.velocityPointsPerSecond == .zero)
        #expect(fromCode.frames == fromInitializer.frames)
    }
}
