import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// §1: UIKit stores two deceleration rates; any other is a what-if, said so.
@Suite("The two-valued deceleration rate (§1)")
struct DecelerationRateTests {
    @Test(
        "the setter stores fast (0.99) below 0.994 and normal (0.998) otherwise, and reads that back",
        arguments: [(0.995, 0.998), (0.994, 0.998), (0.9999, 0.998), (0.9939, 0.99), (0.5, 0.99), (0.99, 0.99), (0.998, 0.998)])
    func stored(given: Double, stored: Double) {
        let view = horizontalScrollView()
        view.decelerationRate = .init(rawValue: CGFloat(given))
        #expect(Double(view.decelerationRate.rawValue) == stored)
    }

    @Test("0.995 glides as normal: 1.99 · 499 = 993 pt; as a what-if, 1.99 · 0.995/0.005 = 396 pt")
    func glides() throws {
        func rest(exact: Bool) throws -> Double {
            let view = horizontalScrollView(offset: 1000, settings: SimulationSettings(exactDecelerationRate: exact))
            view.decelerationRate = .init(rawValue: 0.995)
            #expect(Double(view.decelerationRate.rawValue) == (exact ? 0.995 : 0.998))
            let recording = try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
            return Double(recording.finalOffset.x)
        }
        #expect(abs(try rest(exact: false) - 2093) < 0.5)
        #expect(abs(try rest(exact: true) - 1496) < 0.5)
    }
}
