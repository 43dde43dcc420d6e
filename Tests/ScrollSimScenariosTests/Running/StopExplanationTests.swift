import Foundation
import ScrollSim
import Testing

@testable import ScrollSimScenarios

/// A run stopped at the maximum duration names the motion it was in, and a delegate only when one
/// can act.
@Suite("Stop explanations: the motion at the limit, a glide's remaining time, the delegate only when attached")
struct StopExplanationTests {
    static func frame(_ phase: MotionPhase, velocity: CGPoint = .zero) -> Frame {
        Frame(
            index: 30, time: 0.5, contentOffset: .zero, velocityPointsPerSecond: velocity, phase: phase, isTracking: false, isDragging: false,
            isDecelerating: phase == .decelerating)
    }

    @Test("a glide gives the time it still needs: ln(0.01/v)/ln d")
    func glide() {
        // 1000 pt/s = 1 pt/ms at rate 0.99: ln(0.01)/ln(0.99) = 4.6052/0.010050 = 458.2 ms → 0.5 s.
        let cause = StopExplanation.cause(
            lastFrame: Self.frame(.decelerating, velocity: CGPoint(x: 0, y: -1000)), decelerationRate: 0.99, delegate: nil)
        #expect(cause == "the glide did not settle within the limit: at deceleration rate 0.99 it would need another 0.5 s to stop")
    }

    @Test("bounces, page springs, animations and other motion are named without a delegate")
    func otherMotion() {
        #expect(
            StopExplanation.cause(lastFrame: Self.frame(.bouncing), decelerationRate: 0.998, delegate: nil)
                == "the bounce did not settle within the limit")
        #expect(
            StopExplanation.cause(lastFrame: Self.frame(.paging), decelerationRate: 0.998, delegate: nil)
                == "the page spring did not settle within the limit")
        #expect(
            StopExplanation.cause(lastFrame: Self.frame(.animating), decelerationRate: 0.998, delegate: nil)
                == "the animated scroll did not end within the limit")
        #expect(StopExplanation.cause(lastFrame: nil, decelerationRate: 0.998, delegate: nil) == "the motion did not settle within the limit")
    }

    @Test("a delegate is named only when the scenario attaches one that can act")
    func delegate() throws {
        var scenario = Scenario(
            name: "x", description: "", frameRate: 60, scrollView: ScrollViewSpec(bounds: CGSize(width: 100, height: 100)), layout: nil,
            strategy: StrategySpec(), simulation: SimulationSpec(), changeTarget: nil, gestures: [], until: nil, expect: Expectations())
        #expect(StopExplanation.delegate(of: scenario) == nil)
        scenario.changeTarget = CGPoint(x: 0, y: 10)
        #expect(StopExplanation.delegate(of: scenario) == "the changeTarget delegate")
        scenario.strategy = StrategySpec(name: "peek")
        #expect(StopExplanation.delegate(of: scenario) == "the strategy \"peek\" with changeTarget")
        let cause = StopExplanation.cause(lastFrame: Self.frame(.animating), decelerationRate: 0.998, delegate: "the strategy \"peek\"")
        #expect(
            cause
                == "the animated scroll did not end within the limit; the scroll view's delegate, the strategy \"peek\", may keep restarting the motion"
        )
    }

    @Test("long times are given to two significant digits, with hours or years")
    func durations() {
        let hours = StopExplanation.cause(
            lastFrame: Self.frame(.decelerating, velocity: CGPoint(x: 2000, y: 0)), decelerationRate: 0.9999999, delegate: nil)
        // ln(0.01/2)/ln(0.9999999) = 5.2983/1.00000005e-7 = 5.298e7 ms = 52983 s → 53000 s, 14.7 hours.
        #expect(hours.hasSuffix("another 53000 s (about 14.7 hours) to stop"), "\(hours)")
    }
}
