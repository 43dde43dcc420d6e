import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

@Suite("Simulation.run: a vertical view and the maximum duration")
struct SimulationTests {
    @Test("a vertical scroll view scrolls on y only, with the finger moving up")
    func vertical() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 402, height: 874), contentSize: CGSize(width: 402, height: 6000))
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(1), axis: .vertical, frameRate: 60))
        #expect(recording.finalOffset.x == 0)
        // 100 + (1 − 0.01) · 499 = 594.01 (±0.5).
        #expect(abs(Double(recording.finalOffset.y) - 594.01) < 0.5)
    }

    @Test("a run that never rests stops at the maximum duration with an error")
    func maximumDuration() throws {
        final class Restless: ScrollViewDelegate {
            func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
                let x: CGFloat = scrollView.contentOffset.x == 0 ? 100 : 0
                scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
            }
        }
        let view = horizontalScrollView(offset: 0, settings: SimulationSettings(maximumDuration: 5))
        let delegate = Restless()
        view.delegate = delegate
        #expect(throws: SimulationError.exceededMaximumDuration(seconds: 5)) {
            try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 100, y: 0), animated: true), at: 0)])
        }
        #expect(view.time <= 5.02)
    }
}
