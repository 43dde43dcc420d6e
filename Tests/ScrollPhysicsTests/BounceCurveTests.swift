import Testing

@testable import ScrollPhysics

@Suite("Bounce (§7)")
struct BounceCurveTests {
    @Test("a crossing peaks 90.7 ms later at .normal and 69.0 ms at .fast")
    func peakTimes() {
        #expect(abs(BounceCurve.peakTime(rate: 0.998) - 90.7) < 0.1)
        #expect(abs(BounceCurve.peakTime(rate: 0.99) - 69.0) < 0.1)
    }

    @Test("the peak is 33.3 ms × edge velocity at .normal (1000 pt/s → 33.3 pt, 4000 → 133.2) and 24.75 ms × at .fast")
    func peakHeights() {
        for (v, expected) in [(1.0, 33.3), (4.0, 133.2)] {
            let curve = BounceCurve(startDistance: 0, startVelocity: v, rate: 0.998)
            #expect(abs(curve.distance(at: BounceCurve.peakTime(rate: 0.998)) - expected) < 0.1)
        }
        let fast = BounceCurve(startDistance: 0, startVelocity: 1, rate: 0.99)
        #expect(abs(fast.distance(at: BounceCurve.peakTime(rate: 0.99)) - 24.75) < 0.05)
    }

    @Test("a release at rest returns as y0 · 0.99^s: within 0.5 pt after 367, 527 and 636 ms from 20, 100, 300 pt")
    func zeroVelocityReturn() {
        for (y0, ms) in [(20.0, 367.0), (100.0, 527.0), (300.0, 636.0)] {
            #expect(abs(BounceCurve.returnTime(fromDistance: y0) - ms) < 1)
            let curve = BounceCurve(startDistance: y0, startVelocity: 0, rate: 0.998)
            #expect(abs(curve.distance(at: ms) - 0.5) < 0.01)
        }
    }

    @Test("six bounce frames of 16.67 ms land within 1 % of the closed form at 100 ms (each frame's series keeps a little more)")
    func stepMatchesClosedForm() {
        let frame = FrameConstants(rate: 0.998, frameDuration: 1000.0 / 60)
        var y = 12.0
        var v = 2.0
        for _ in 0..<6 { frame.bounce(distance: &y, velocity: &v) }
        let curve = BounceCurve(startDistance: 12, startVelocity: 2, rate: 0.998)
        #expect(y > curve.distance(at: 100) && y - curve.distance(at: 100) < 0.01 * curve.distance(at: 100))
    }
}
