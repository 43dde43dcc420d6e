import Pager
import ScrollSim
import ScrollSimTesting
import XCTest

/// The same pager under XCTest: the expectations report at their own lines there too.
///
/// The class is not `@MainActor`: swift-corelibs-xctest (Linux) aborts on a main-actor test
/// method ("Could not cast value of type … @MainActor () throws -> ()"). The test hops to the main
/// actor instead, which works under Apple's XCTest too.
final class CardPagerXCTests: XCTestCase {
    func testFlickBackTurnsOnePageBack() async throws {
        try await MainActor.run {
            let pager = CardPager()
            let view = carousel(with: pager, startingOn: 4)
            // Drag 40 pt right (content backward), release at −1.5 pt/ms: card 4 to card 3, 888 pt.
            let recording = try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: -40, releaseVelocity: .pointsPerMillisecond(-1.5), frameRate: 60))
            recording.expectFinalOffset(CGPoint(x: 888, y: 0), tolerance: 0.5)
            assertFeel(of: recording, named: "flick-back")
        }
    }
}
