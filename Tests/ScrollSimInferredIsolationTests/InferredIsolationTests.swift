import Foundation
import ScrollSim
import Testing

/// With the upcoming feature `InferIsolatedConformances` (on in this target, as Xcode 26's
/// Approachable Concurrency setting turns it on in app targets), a main-actor class conforms with a
/// plain `extension Pager: ScrollViewDelegate`: the conformance is inferred to be main-actor
/// isolated, and the simulation, run on the main actor, calls it.
@Suite("Inferred isolated conformances")
@MainActor
struct InferredIsolationTests {
    @Test("a plain conformance of a main-actor pager: callbacks in order, the target snapped from 1094 to 1125 pt")
    func plainConformanceOfMainActorClass() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 3750, height: 600))
        let pager = Pager()
        view.delegate = pager
        // 100 + (2 − 0.01) / |ln 0.998| = 1094.0046 pt, on the pixel grid 1094, proposed
        // (docs/physics.md §4); the nearest page is 3 · 375 (§9).
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .horizontal, frameRate: 60))
        #expect(pager.log == ["willBeginDragging", "willEndDragging", "didEndDecelerating"])
        #expect(pager.proposed == 1094)
        #expect(abs(recording.finalOffset.x - 1125) < 0.5)
    }
}

@MainActor final class Pager {
    var log: [String] = []
    var proposed = 0.0
}

extension Pager: ScrollViewDelegate {
    func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) { log.append("willBeginDragging") }

    func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.append("willEndDragging")
        proposed = Double(targetContentOffset.pointee.x)
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 375).rounded() * 375
    }

    func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) { log.append("didEndDecelerating") }
}
