import Foundation
import ScrollSim
import ScrollSimScenarios
import Testing

/// `DelegateSweep.run(…, viewNamed:)`: the cells of a view inside a scene an app's test builds,
/// each the run of `Simulation.run(scene:…)` with that drag aimed at the view.
@Suite("DelegateSweep of a view inside a scene")
struct DelegateSweepInsideTests {
    /// A feed (375 × 667 over 3000 pt) with a carousel (375 × 250 over 1504 pt) at y 300, named.
    static func scene() -> DelegateSweep.Setup {
        let feed = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        let carousel = SimulatedScrollView(bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1504, height: 250))
        carousel.accessibilityIdentifier = "carousel"
        feed.addSubview(carousel, frame: CGRect(x: 0, y: 300, width: 375, height: 250))
        return (feed, [])
    }

    @Test("each cell of the named carousel equals the scene run with the same drag aimed at it; a name the scene lacks throws")
    func cellsEqualSceneRuns() async throws {
        let grid = SweepGrid(drags: SweepRange(from: -100, through: 100, step: 50), velocities: SweepRange(from: -2, through: 2, step: 1))
        let cells = try await DelegateSweep.run(grid: grid, axis: .horizontal, jobs: 2, viewNamed: "carousel") { Self.scene() }
        #expect(cells.count == 25)
        for cell in cells {
            let (feed, _) = Self.scene()
            let carousel = feed.subviews[0]
            var script = TimedGesture.drag(
                at: 0, distance: cell.drag, releaseVelocity: .pointsPerMillisecond(cell.velocityPointsPerMillisecond), axis: .horizontal,
                frameRate: 60)
            for i in script.indices { script[i].viewIndex = 1 }
            let run = try Simulation.run(scene: feed, script: script)
            #expect(cell.finalOffset == (try run[carousel]).finalOffset, "cell \(cell.index)")
            #expect(cell.restTime == (try run[carousel]).restTime, "cell \(cell.index)")
        }
        // Dragged rightwards from 0 the carousel rubber-bands and comes back to 0; leftwards at
        // 2 pt/ms it glides far past 100 pt.
        #expect(cells.first { $0.drag == -100 && $0.velocityPointsPerMillisecond == -2 }?.finalOffset.x == 0)
        #expect((cells.first { $0.drag == 100 && $0.velocityPointsPerMillisecond == 2 }?.finalOffset.x ?? 0) > 100)
        await #expect(throws: SimulationError.self) {
            _ = try await DelegateSweep.run(grid: grid, axis: .horizontal, jobs: 1, viewNamed: "carousl") { Self.scene() }
        }
    }
}
