import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

@Suite("Free deceleration in the engine (§2)")
struct DecelerationTests {
    /// The reference's table: release velocity (pt/s), rate, distance (pt), time to stop (ms).
    static let table: [(v: Double, rate: SimulatedScrollView.DecelerationRate, distance: Double, time: Double)] = [
        (1000, .normal, 494.0, 2300), (2000, .normal, 993.0, 2647), (4000, .normal, 1991.0, 2993),
        (1000, .fast, 98.0, 458), (4000, .fast, 395.0, 596),
    ]

    @Test(
        "a fling travels the table's distance (±0.5 pt) and stops within one frame of its time",
        arguments: 0..<5)
    func table(row: Int) throws {
        let entry = Self.table[row]
        let view = horizontalScrollView(offset: 1000)
        view.decelerationRate = entry.rate
        let script = TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(entry.v / 1000), frameRate: 60)
        let recording = try Simulation.run(view, script: script)
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        let travelled = Double(recording.finalOffset.x - release.contentOffset.x)
        #expect(abs(travelled - entry.distance) <= 0.5, "travelled \(travelled)")
        // The release frame already shows one step; the rest frame is the first with |v| < 0.01.
        let restTime = try #require(recording.restTime)
        let elapsed = (restTime - release.time) * 1000
        #expect(abs(elapsed - entry.time) <= 1000.0 / 60, "stopped after \(elapsed) ms")
    }

    @Test("the resting offset is on the pixel grid of the display scale")
    func pixelSnap() throws {
        for scale in [1.0, 2.0, 3.0] {
            let view = horizontalScrollView(offset: 1000)
            view.displayScale = CGFloat(scale)
            let recording = try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: 33.3, releaseVelocity: .pointsPerMillisecond(1.234), frameRate: 60))
            let x = Double(recording.finalOffset.x)
            #expect(abs(x * scale - (x * scale).rounded()) < 1e-9, "scale \(scale): \(x)")
        }
    }

    @Test("a release below 250 pt/s does not decelerate; one at 250 pt/s does")
    func threshold() throws {
        let slow = horizontalScrollView(offset: 1000)
        let slowRun = try Simulation.run(
            slow, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: .pointsPerMillisecond(0.2499), frameRate: 60))
        #expect(slowRun.finalOffset.x == 1020)
        let fast = horizontalScrollView(offset: 1000)
        let fastRun = try Simulation.run(
            fast, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: .pointsPerMillisecond(0.25), frameRate: 60))
        // (0.25 − 0.01) · 499 = 119.76 pt further.
        #expect(abs(Double(fastRun.finalOffset.x) - (1020 + 119.76)) <= 0.5)
    }

    @Test("the release velocity blends the last two samples 0.75/0.25, and its sign follows the content")
    func blend() throws {
        let view = horizontalScrollView(offset: 500)
        let log = CallbackLog()
        view.delegate = log
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.move(translation: CGPoint(x: -10, y: 0), velocity: CGPoint(x: -1000, y: 0)), at: 1.0 / 60),
            TimedGesture(.move(translation: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -3000, y: 0)), at: 2.0 / 60),
            TimedGesture(.endDrag(velocity: nil), at: 3.0 / 60),
        ]
        _ = try Simulation.run(view, script: script)
        // Finger left at 1000 then 3000 pt/s → content +1 then +3 pt/ms → 0.75·1 + 0.25·3 = 1.5.
        #expect(log.lastReleaseVelocity == CGPoint(x: 1.5, y: 0))
    }

    @Test("without recognizer velocities, the velocity is estimated as 0.2·current + 0.8·previous interval")
    func estimatedVelocity() throws {
        let view = horizontalScrollView(offset: 500)
        let log = CallbackLog()
        view.delegate = log
        // Moves of −10, −20, −40 pt at 10 ms intervals: intervals −1000, −2000, −4000 pt/s.
        // Recognizer: 1st −1000 (one interval); 2nd 0.2·−2000 + 0.8·−1000 = −1200; 3rd 0.2·−4000 + 0.8·−2000 = −2400.
        // Release: 0.75 · 1.2 + 0.25 · 2.4 = 1.5 pt/ms.
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.move(translation: CGPoint(x: -10, y: 0), velocity: nil), at: 0.010),
            TimedGesture(.move(translation: CGPoint(x: -30, y: 0), velocity: nil), at: 0.020),
            TimedGesture(.move(translation: CGPoint(x: -70, y: 0), velocity: nil), at: 0.030),
            TimedGesture(.endDrag(velocity: nil), at: 0.05),
        ]
        _ = try Simulation.run(view, script: script)
        let v = try #require(log.lastReleaseVelocity)
        #expect(abs(Double(v.x) - 1.5) < 1e-9)
    }
}
