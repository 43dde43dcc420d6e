import Testing
@testable import ScrollPhysics

@Suite("Paging spring (§7)")
struct PagingSpringTests {
    /// The iAd rule iterated one millisecond at a time, as the reference states it.
    func iterate(milliseconds: Int, distance: Double, velocity: Double) -> (Double, Double) {
        var y = distance, v = velocity
        for _ in 0..<milliseconds {
            v += 3.6e-4 * (0 - y)
            v *= 0.9668
            y += v
        }
        return (y, v)
    }

    @Test("the closed form over whole milliseconds equals the per-millisecond iteration", arguments: [1, 5, 17, 100])
    func matchesIteration(ms: Int) {
        let spring = PagingSpring(frameDuration: Double(ms))
        var y = -375.0, v = 0.4
        spring.step(distance: &y, velocity: &v)
        let (yi, vi) = iterate(milliseconds: ms, distance: -375, velocity: 0.4)
        #expect(abs(y - yi) < 1e-9)
        #expect(abs(v - vi) < 1e-12)
    }

    @Test("three frames of 1000/60 ms equal one of 50 ms")
    func fractionalFramesCompose() {
        let frame = PagingSpring(frameDuration: 1000.0 / 60)
        var y = -200.0, v = 0.0
        for _ in 0..<3 { frame.step(distance: &y, velocity: &v) }
        let (yi, vi) = iterate(milliseconds: 50, distance: -200, velocity: 0)
        #expect(abs(y - yi) < 1e-9)
        #expect(abs(v - vi) < 1e-12)
    }

    @Test("375 pt from rest: speed falls below 0.01 pt/ms at 351 ms, 0.51 pt past the page; overshoot 0.63 pt")
    func settle() {
        // By iteration: v = 0.0101 at 350 ms, below 0.01 at 351 ms with y = +0.515.
        let (y350, v350) = iterate(milliseconds: 350, distance: -375, velocity: 0)
        let (y351, v351) = iterate(milliseconds: 351, distance: -375, velocity: 0)
        #expect(abs(v350) >= 0.01 && abs(v351) < 0.01)
        #expect(y351 > 0.5 && y351 < 1)
        #expect(y350 < UIKitConstants.pagingSettleDistance)
        // The largest overshoot, at about 380 ms.
        let (peak, _) = iterate(milliseconds: 380, distance: -375, velocity: 0)
        #expect(abs(peak - 0.631) < 0.01)
    }
}
