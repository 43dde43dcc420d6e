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
