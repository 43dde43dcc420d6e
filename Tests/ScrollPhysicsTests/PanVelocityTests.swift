import Testing

@testable import ScrollPhysics

@Suite("The pan recognizer's velocity (§3, UIKit 26.1 velocityInView:)")
struct PanVelocityTests {
    @Test("one move gives Δ/dt; two give 0.2 · newest + 0.8 · previous")
    func blend() {
        var s = PanVelocitySamples()
        #expect(s.velocity == (0, 0))
        s.add(dx: 10, dy: -5, interval: 0.01)
        #expect(s.velocity == (1000, -500))
        s.add(dx: 20, dy: 0, interval: 0.01)
        // 0.2 · 2000 + 0.8 · 1000 = 1200; 0.2 · 0 + 0.8 · −500 = −400.
        #expect(s.velocity == (1200, -400))
    }

    @Test("a move under 1 ms counts as no velocity; a move in no time makes no sample")
    func shortIntervals() {
        var s = PanVelocitySamples()
        s.add(dx: 10, dy: 0, interval: 0.01)
        s.add(dx: 3, dy: 0, interval: 0.0005)
        // 0.2 · 0 + 0.8 · 1000.
        #expect(s.velocity == (800, 0))
        s.add(dx: 50, dy: 0, interval: 0)
        #expect(s.velocity == (800, 0))
        var t = PanVelocitySamples()
        t.add(dx: 1, dy: 0, interval: 1e-8)
        t.add(dx: 10, dy: 0, interval: 0.01)
        // The previous interval, 1e-8 s, is below 1.19e-7 s: the newest alone.
        #expect(t.velocity == (1000, 0))
    }

    @Test("the release blends both axes when either previous component is non-zero, else takes the latest")
    func release() {
        #expect(ReleaseVelocity.blend(previous: (0, 0), latest: (1, 2)) == (1, 2))
        #expect(ReleaseVelocity.blend(previous: (0, 1), latest: (2, 2)) == (0.5, 1.25))
    }
}
