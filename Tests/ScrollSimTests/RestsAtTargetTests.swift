import Foundation
import ScrollSim
import Testing

/// `assertRestsAtTarget`: a strategy author sees where the rest and the offered target part, and
/// why when the release was past an edge (UIKit's own behaviour, open radar 46437787).
@Suite("assertRestsAtTarget")
struct RestsAtTargetTests {
    /// Dragged 100 pt past the leading edge (rubber band 47.97) and flicked in at 3 pt/ms: offered
    /// −47.97 + 2.99/|ln 0.998| = 1445.54, rests at (2.466 − 0.01) · 499 = 1225.5 (docs/physics.md §4).
    func inwardReleasePastEdge() throws -> Recording {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 3000, height: 600))
        return try Simulation.run(view, script: [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.move(translation: CGPoint(x: 50, y: 0), velocity: CGPoint(x: -3000, y: 0)), at: 0.0125),
            TimedGesture(.move(translation: CGPoint(x: 100, y: 0), velocity: CGPoint(x: -3000, y: 0)), at: 0.029167),
            TimedGesture(.endDrag(velocity: CGPoint(x: -3000, y: 0)), at: 0.045833),
        ])
    }

    @Test("a release past an edge rests away from the offered target, and the failure names UIKit's quirk")
    func pastEdgeReleaseNamesTheQuirk() throws {
        let recording = try inwardReleasePastEdge()
        let release = try #require(recording.events.last { $0.name == .scrollViewWillEndDragging })
        #expect(abs(Double(release.target!.x) - 1445.54) < 0.01)
        #expect(abs(Double(recording.finalOffset.x) - 1225.5) < 0.5)
        #expect {
            try recording.assertRestsAtTarget()
        } throws: { error in
            let text = String(describing: error)
            return text.hasPrefix("Expected the view to rest at the target of scrollViewWillEndDragging, (1445.5")
                && text.contains("radar 46437787")
        }
    }

    @Test("a release from inside with the target left as offered passes: 1094.005 offered, 1093.01 ± 0.35 reached, 0.6 % of 994 pt allowed")
    func insideReleasePasses() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 20_000))
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: 2, axis: .vertical, frameRate: 60))
        try recording.assertRestsAtTarget()
        #expect(throws: RecordingAssertionError.self) { try recording.assertRestsAtTarget(tolerance: 0.1, glideFraction: 0) }
    }
}
