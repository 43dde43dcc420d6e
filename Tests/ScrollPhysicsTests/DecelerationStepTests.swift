import ScrollPhysics
import Testing

@Suite("One frame of deceleration (§2, §6, UIKit 26.1 _getBouncingDecelerationOffset…, _getStandardDecelerationOffset…)")
struct DecelerationStepTests {
    let normal = FrameConstants(rate: 0.998, frameDuration: 1000.0 / 60)

    @Test("inside the range the frame is the glide step")
    func inside() {
        var x = 500.0
        var v = 2.0
        var ex = 500.0
        var ev = 2.0
        let r = DecelerationStep.bouncing(offset: &x, velocity: &v, minimum: 0, maximum: 1000, constants: normal, multiplier: 1)
        normal.decelerate(offset: &ex, velocity: &ev)
        #expect(x == ex && v == ev && !r.bouncing && !r.bounced)
    }

    @Test("a frame that leaves the range splits linearly: 95 → 111.372 past 100 glides 5.090 ms, then bounces 11.577 ms")
    func split() {
        // The full glide would end at 95 + 16.3722 = 111.3722; the split is 5 · 16.667/16.3722 =
        // 5.0899 ms: glide to 100.0589 at 0.98986 pt/ms, then the bounce for 11.5767 ms:
        // 100 + b · 0.0589 + (1 − D) · b · 0.998 · 0.98986/0.002 = 110.1278, v = D · b · 0.98986 = 0.8612.
        var x = 95.0
        var v = 1.0
        let r = DecelerationStep.bouncing(offset: &x, velocity: &v, minimum: 0, maximum: 100, constants: normal, multiplier: 1)
        #expect(abs(x - 110.1278112) < 1e-6 && abs(v - 0.8612037) < 1e-6)
        #expect(r.bouncing && r.bounced)
    }

    @Test("content that starts outside bounces for the whole frame, towards the edge on its side")
    func outside() {
        var x = -40.0
        var v = 0.5
        var y = -40.0
        var w = 0.5
        let r = DecelerationStep.bouncing(offset: &x, velocity: &v, minimum: 0, maximum: 1000, constants: normal, multiplier: 3)
        normal.bounce(distance: &y, velocity: &w)
        #expect(x == y && v == w && r.bounced)
    }

    @Test("the bounce goes on while the content lies 0.5 pt or more past an edge")
    func band() {
        #expect(DecelerationStep.isBouncing(100.5, 0, 100) && DecelerationStep.isBouncing(-0.5, 0, 100))
        #expect(!DecelerationStep.isBouncing(100.49, 0, 100) && !DecelerationStep.isBouncing(-0.49, 0, 100))
    }

    @Test("the fast-scroll multiplier scales the glide's distance, not its velocity")
    func multiplier() {
        var x = 0.0
        var v = 2.0
        _ = DecelerationStep.bouncing(offset: &x, velocity: &v, minimum: 0, maximum: 10_000, constants: normal, multiplier: 2.5)
        #expect(x == 2 * normal.glide * 2.5 && v == 2 * normal.decay)
    }

    @Test("without bounces the glide stops on the edge it would cross, with no velocity")
    func standard() {
        var x = 95.0
        var v = 1.0
        DecelerationStep.standard(offset: &x, velocity: &v, minimum: 0, maximum: 100, constants: normal, multiplier: 1)
        #expect(x == 100 && v == 0)
    }
}
