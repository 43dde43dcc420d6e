import Foundation
import ScrollSim
import Testing

/// `assertRestsAtTarget`: a strategy author sees where the rest and the offered target part, and
/// why when the release was past an edge (UIKit's own behaviour, open radar 46437787).
@Suite("assertRestsAtTarget")
struct RestsAtTargetTests {
    /// Dragged 100 pt past the leading edge (rubber band 47.97, on the pixel grid 48) and flicked in
    /// at 3 pt/ms: offered −48 + 2.99 · 499.4998 = 1445.504, on the grid 1445.667. The content is in
    /// the bounce: the release frame takes it to 0 + b · −48 + (1 − D) · b · 0.998 · 3/0.002 = 0.944
    /// at D · b · 3 = 2.4562 pt/ms (b = 0.846528, D = 0.967190), and it glides on to
    /// 0.944 + (2.4562 − 0.01) · 499 ≈ 1221.6, on the grid 1221.667 (docs/physics.md §5).
    func inwardReleasePastEdge() throws -> Recording {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 3000, height: 600))
        return try Simulation.run(
            view,
            script: [
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
        #expect(release.target!.x == 1445 + 2.0 / 3)
        #expect(recording.finalOffset.x == 1221 + 2.0 / 3)
        #expect {
            try recording.assertRestsAtTarget()
        } throws: { error in
            let text = String(describing: error)
            return text.hasPrefix("Expected the view to rest at the target of scrollViewWillEndDragging, (1445.667")
                && text.contains("radar 46437787")
        }
    }

    @Test("a release from inside with the target left as offered passes: 1094 offered, 1093 reached, 0.6 % of 994 pt allowed")
    func insideReleasePasses() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 20_000))
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60))
        try recording.assertRestsAtTarget()
        #expect(throws: RecordingAssertionError.self) { try recording.assertRestsAtTarget(tolerance: 0.1, glideFraction: 0) }
    }

    @Test("a changed target must be met within the tolerance alone: UIKit puts the content on it")
    func changedTargetIsExact() throws {
        final class Snapper: ScrollViewDelegate {
            func scrollViewWillEndDragging(
                _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                targetContentOffset.pointee.y = 1200
            }
        }
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 20_000))
        let snapper = Snapper()
        view.delegate = snapper
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60))
        #expect(recording.finalOffset.y == 1200)
        try recording.assertRestsAtTarget(tolerance: 1e-9)
    }
}
