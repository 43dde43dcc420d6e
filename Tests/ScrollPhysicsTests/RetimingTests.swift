import ScrollPhysics
import Testing

@Suite("A changed target (§5, UIKit 26.1 _scrollViewWillEndDraggingWithDeceleration:)")
struct RetimingTests {
    let lnNormal = DeterministicMath.log(0.998)

    @Test("short of the projection: the velocity kept, the factor e^(−(v − 0.01)/d): 2 pt/ms, 400 pt → 0.9950374")
    func short() {
        let r = DecelerationCurve.retimed(offset: 1000, target: 1400, projection: 1994, velocity: 2, rate: 0.998, logRate: lnNormal)
        #expect(r.velocity == 2 && abs(r.rate - 0.9950373548) < 1e-9)
    }

    @Test("behind the start the factor is capped at 0.999, so the first frame passes the target")
    func behind() {
        let r = DecelerationCurve.retimed(offset: 1000, target: 900, projection: 1994, velocity: 2, rate: 0.998, logRate: lnNormal)
        #expect(r.velocity == 2 && r.rate == 0.999)
    }

    @Test("beyond the projection: the factor kept, the launch 0.01 − d · ln d: 1000 pt at .normal → 2.0120027 pt/ms")
    func beyond() {
        let r = DecelerationCurve.retimed(offset: 0, target: 1000, projection: 500, velocity: 1, rate: 0.998, logRate: lnNormal)
        #expect(r.rate == 0.998 && abs(r.velocity - 2.0120026707) < 1e-9)
    }

    @Test("the slow rule: from rest onto 60 pt, 0.01 + 60 · 0.002 = 0.13 < 0.25, so 0.985 per ms and 0.01 + 60 · 0.0151136378")
    func slow() {
        let r = DecelerationCurve.retimed(offset: 0, target: 60, projection: 0, velocity: 0, rate: 0.998, logRate: lnNormal)
        #expect(r.rate == 0.985 && abs(r.velocity - 0.916818268) < 1e-12)
        // From rest backwards: a = +0.01 still (v ≥ 0), so 0.01 − 60 · 0.0151136378 = −0.896818268.
        let back = DecelerationCurve.retimed(offset: 60, target: 0, projection: 60, velocity: 0, rate: 0.998, logRate: lnNormal)
        #expect(back.rate == 0.985 && abs(back.velocity + 0.896818268) < 1e-12)
    }

    @Test("the multiplier divides the distance: M = 2 halves d, so the short factor is e^(−(v − 0.01)/(d/2))")
    func multiplier() {
        let r = DecelerationCurve.retimed(
            offset: 1000, target: 1400, projection: 2988, velocity: 2, rate: 0.998, logRate: lnNormal, multiplier: 2)
        #expect(abs(r.rate - DeterministicMath.exp(-1.99 / 200)) < 1e-15)
    }

    @Test("UIKit's proposal: x − M · (v − a)/ln d; 5 pt behind an axis at rest (a = +0.01)")
    func proposal() {
        // 100 + 1.99/0.0020020027 = 100 + 1.99 · 499.4998 = 1094.0046.
        #expect(abs(DecelerationCurve.proposedTarget(offset: 100, velocity: 2, rate: 0.998) - 1094.0046) < 1e-4)
        // At rest: 100 + 0.01/ln 0.998 = 100 − 4.995.
        #expect(abs(DecelerationCurve.proposedTarget(offset: 100, velocity: 0, rate: 0.998) - 95.005) < 1e-3)
        #expect(abs(DecelerationCurve.proposedTarget(offset: 100, velocity: 2, rate: 0.998, multiplier: 3) - (100 + 3 * 994.0046)) < 1e-3)
    }
}
