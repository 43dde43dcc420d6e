import ScrollPhysics
import Testing

/// Every motion law has one step and a closed form over whole frames; stepped frame by frame at any
/// frame rate, the step lands where the closed form says, and near the continuous curve.
@Suite("Steps and closed forms agree")
struct StepAndClosedFormTests {
    static let frameRates = [30.0, 60, 80, 120, 144, 240]

    @Test("n glide frames land at x0 + v0 · d/(1 − d) · (1 − D^n), D the frame's decay, within 3 % of the exponential")
    func glideStepsFollowTheCurve() {
        for rate in [0.998, 0.99] {
            for fps in Self.frameRates {
                let constants = FrameConstants(rate: rate, frameDuration: 1000 / fps)
                let curve = DecelerationCurve(startOffset: 120, startVelocity: -3.5, rate: rate)
                var x = 120.0
                var v = -3.5
                var decayed = 1.0
                for n in 1...Int(fps) {
                    constants.decelerate(offset: &x, velocity: &v)
                    decayed *= constants.decay
                    let closed = 120 - 3.5 * rate / (1 - rate) * (1 - decayed)
                    #expect(abs(x - closed) < 1e-9 && abs(v + 3.5 * decayed) < 1e-12, "\(rate) \(fps) Hz frame \(n)")
                    let t = Double(n) * constants.frameDuration
                    #expect(abs(x - curve.offset(at: t)) <= 0.03 * abs(curve.offset(at: t) - 120) + 1e-9)
                }
            }
        }
    }

    @Test("n bounce frames land at B^n · [y0 + v0 · d/(1 − d) · (1 − D^n)], within 5 % of the exponential from 60 Hz on, and report its slope")
    func bounceStepsFollowTheCurve() {
        for rate in [0.998, 0.99] {
            for fps in Self.frameRates {
                let constants = FrameConstants(rate: rate, frameDuration: 1000 / fps)
                let curve = BounceCurve(startDistance: 12, startVelocity: 2.5, rate: rate)
                var y = 12.0
                var v = 2.5
                var decayed = 1.0
                var pulled = 1.0
                for n in 1...Int(fps / 2) {
                    constants.bounce(distance: &y, velocity: &v)
                    decayed *= constants.decay
                    pulled *= constants.pull
                    let closed = pulled * (12 + 2.5 * rate / (1 - rate) * (1 - decayed))
                    #expect(abs(y - closed) < 1e-9, "\(rate) \(fps) Hz frame \(n)")
                    let t = Double(n) * constants.frameDuration
                    // The series' excess, |x|³/6 per frame, compounds: at 30 Hz (x = −0.335 for the pull)
                    // it reaches 10 % within half a second, so the exponential is compared from 60 Hz on.
                    guard fps >= 60 else { continue }
                    #expect(abs(y - curve.distance(at: t)) < 0.05 * abs(curve.distance(at: t)) + 0.01)
                    let h = 1e-4
                    let slope = (curve.distance(at: t + h) - curve.distance(at: t - h)) / (2 * h)
                    let reported = BounceCurve.offsetVelocity(distance: y, glideVelocity: v, constants: constants)
                    #expect(abs(reported - slope) < 0.05 * abs(slope) + 0.01, "\(rate) \(fps) Hz frame \(n): \(reported) vs \(slope)")
                }
            }
        }
    }
}

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
