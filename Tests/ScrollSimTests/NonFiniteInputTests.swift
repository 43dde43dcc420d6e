import Foundation
import ScrollSim
import Testing

/// Non-finite numbers given to the library: a documented precondition where the call is a
/// programmer's, a notice or a thrown error where a script carries it, and never a NaN frame.
@Suite("Non-finite input to the library: preconditions, notices, errors; no NaN frame")
struct NonFiniteInputTests {
    func view() -> SimulatedScrollView {
        SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 5000))
    }

    @Test("a move with a NaN translation is ignored with a gestureIgnored notice; every frame stays finite")
    func nanMoveIsIgnored() throws {
        let recording = try Simulation.run(
            view(),
            script: [
                TimedGesture(.beginDrag, at: 0),
                TimedGesture(.move(translation: CGPoint(x: 0, y: -50), velocity: CGPoint.zero), at: 0.05),
                TimedGesture(.move(translation: CGPoint(x: 0, y: Double.nan), velocity: nil), at: 0.1),
                TimedGesture(.endDrag(velocity: CGPoint(x: 0, y: Double.infinity)), at: 0.15),
            ])
        #expect(recording.events.filter { $0.name == .gestureIgnored }.count == 2)
        #expect(recording.frames.allSatisfy { $0.contentOffset.y.isFinite && $0.velocityPointsPerSecond.y.isFinite })
        #expect(abs(Double(recording.finalOffset.y) - 50) < 1e-9, "the content stays where the finite move put it")
    }

    @Test("a gesture at a NaN time, or until NaN, throws before anything runs instead of running to the time limit")
    func nanTimesThrow() {
        #expect(throws: SimulationError.invalidTime("The time of gesture 1 (nan)")) {
            try Simulation.run(self.view(), script: [TimedGesture(.beginDrag, at: 0), TimedGesture(.endDrag(velocity: nil), at: .nan)])
        }
        #expect(throws: SimulationError.invalidTime("until (nan)")) {
            try Simulation.run(self.view(), script: [], until: .nan)
        }
    }

    #if compiler(>=6.2)
        @Test("a drag of NaN seconds, or of NaN points, stops at its documented precondition")
        func dragPreconditions() async {
            await #expect(processExitsWith: .failure) {
                _ = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(1), duration: .nan, frameRate: 60)
            }
            await #expect(processExitsWith: .failure) {
                _ = TimedGesture.drag(at: 0, distance: .nan, releaseVelocity: .pointsPerMillisecond(1), frameRate: 60)
            }
            await #expect(processExitsWith: .failure) { _ = TimedGesture.swipe(at: 0, translation: .zero, duration: .infinity, frameRate: 60) }
            await #expect(processExitsWith: .failure) { _ = TimedGesture.swipe(at: 0, translation: .zero, duration: 1e7, frameRate: 60) }
        }

        @Test("a NaN content offset, or an infinite display scale, stops at the documented precondition")
        func viewPreconditions() async {
            await #expect(processExitsWith: .failure) {
                _ = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentOffset: CGPoint(x: Double.nan, y: Double.nan))
            }
            await #expect(processExitsWith: .failure) {
                let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667))
                view.displayScale = .infinity
            }
        }
    #endif
}
