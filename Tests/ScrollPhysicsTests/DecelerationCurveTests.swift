import Foundation
import Testing

@testable import ScrollPhysics

@Suite("Free deceleration (§2)")
struct DecelerationCurveTests {
    /// The reference's table: release velocity (pt/ms), rate, distance (pt), time to stop (ms).
    static let table: [(v: Double, rate: Double, distance: Double, time: Double)] = [
        (1, 0.998, 494.0, 2300), (2, 0.998, 993.0, 2647), (4, 0.998, 1991.0, 2993),
        (1, 0.99, 98.0, 458), (4, 0.99, 395.0, 596),
    ]

    @Test("distance to the stop and time to stop match the reference table")
    func table() {
        for row in Self.table {
            let curve = DecelerationCurve(startOffset: 0, startVelocity: row.v, rate: row.rate)
            #expect(abs(curve.distanceToStop - row.distance) < 0.5, "v \(row.v) rate \(row.rate)")
            #expect(abs(curve.stopTime - row.time) < 1, "v \(row.v) rate \(row.rate)")
        }
    }

    @Test("the closed form composes (two half-steps equal one whole step); UIKit's frames, with their series, do not quite")
    func composes() {
        let curve = DecelerationCurve(startOffset: 10, startVelocity: 3, rate: 0.998)
        let half = DecelerationCurve(startOffset: curve.offset(at: 8), startVelocity: curve.velocity(at: 8), rate: 0.998)
        #expect(abs(half.offset(at: 8) - curve.offset(at: 16)) < 1e-12)
        #expect(abs(half.velocity(at: 8) - curve.velocity(at: 16)) < 1e-15)
        // One frame of 16 ms keeps a little more speed than two of 8 ms: x = 16 · ln 0.998 = −0.0320
        // gives 1 + x + x²/2, whose remainder |x|³/6 = 5.5e-6 exceeds that of two halves (6.8e-7 each).
        let whole = FrameConstants(rate: 0.998, frameDuration: 16)
        let halfFrame = FrameConstants(rate: 0.998, frameDuration: 8)
        var x1 = 10.0
        var v1 = 3.0
        var x2 = 10.0
        var v2 = 3.0
        whole.decelerate(offset: &x1, velocity: &v1)
        halfFrame.decelerate(offset: &x2, velocity: &v2)
        halfFrame.decelerate(offset: &x2, velocity: &v2)
        #expect(v1 > v2 && v1 - v2 < 3 * 6e-6)
    }

    @Test("the asymptote is WWDC's project(): x0 + v0 · d / (1 − d) = 499 pt per pt/ms at .normal")
    func asymptote() {
        let curve = DecelerationCurve(startOffset: 100, startVelocity: 2, rate: 0.998)
        #expect(abs(curve.asymptote - (100 + 2 * 499)) < 1e-9)
        #expect(abs(curve.offset(at: 1e7) - curve.asymptote) < 1e-6)
    }

    @Test("the proposed target is (|v| − 0.01) / |ln d| beyond the offset: 4.1 pt/ms at .normal → 2042.96 pt")
    func proposedTarget() {
        // 4.09 / 0.0020020027 = 2042.96; by hand: ln 0.998 = −0.00200200267.
        let t = DecelerationCurve.proposedTarget(offset: 0, velocity: 4.1, rate: 0.998)
        #expect(abs(t - 4.09 / 0.00200200267) < 1e-3)
        // Slower than the stop speed the formula still applies (UIKit has no special case):
        // −0.005 pt/ms gives a = −0.01, so 5 − (−0.005 + 0.01)/ln 0.998 = 5 + 0.005 · 499.5 = 7.4975.
        #expect(abs(DecelerationCurve.proposedTarget(offset: 5, velocity: -0.005, rate: 0.998) - 7.4975) < 1e-4)
    }
}
