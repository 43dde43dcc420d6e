import ScrollPhysics
import Testing

/// Every motion law has one step (`FrameConstants`) and one closed form; stepped frame by frame at
/// any frame rate, the step lands where the closed form says.
@Suite("Steps and closed forms agree")
struct StepAndClosedFormTests {
    static let frameRates = [30.0, 60, 80, 120, 144, 240]

    @Test("the glide step, n frames of 1000/rate ms, equals DecelerationCurve at n · dt (both rates, 30–240 Hz)")
    func glideStepsFollowTheCurve() {
        for rate in [0.998, 0.99] {
            for fps in Self.frameRates {
                let constants = FrameConstants(rate: rate, frameDuration: 1000 / fps)
                let curve = DecelerationCurve(startOffset: 120, startVelocity: -3.5, rate: rate)
                var x = 120.0, v = -3.5
                for n in 1...Int(fps) {
                    constants.decelerate(offset: &x, velocity: &v)
                    let t = Double(n) * constants.frameDuration
                    #expect(abs(x - curve.offset(at: t)) < 1e-9 && abs(v - curve.velocity(at: t)) < 1e-12, "\(rate) \(fps) Hz frame \(n)")
                }
            }
        }
    }

    @Test("the bounce step equals BounceCurve, and its offset velocity is the closed form's derivative (central difference)")
    func bounceStepsFollowTheCurve() {
        for rate in [0.998, 0.99] {
            for fps in Self.frameRates {
                let constants = FrameConstants(rate: rate, frameDuration: 1000 / fps)
                let curve = BounceCurve(startDistance: 12, startVelocity: 2.5, rate: rate)
                var y = 12.0, v = 2.5
                for n in 1...Int(fps / 2) {
                    constants.bounce(distance: &y, velocity: &v)
                    let t = Double(n) * constants.frameDuration
                    #expect(abs(y - curve.distance(at: t)) < 1e-9, "\(rate) \(fps) Hz frame \(n)")
                    let h = 1e-4
                    let slope = (curve.distance(at: t + h) - curve.distance(at: t - h)) / (2 * h)
                    let reported = BounceCurve.offsetVelocity(distance: y, glideVelocity: v, constants: constants)
                    #expect(abs(reported - slope) < 1e-6, "\(rate) \(fps) Hz frame \(n): \(reported) vs \(slope)")
                }
            }
        }
    }

    @Test("the re-entry time makes the closed form zero, and the speed there is v0 · (0.99 · d)^s")
    func reentryIsTheClosedFormsZero() {
        for (y0, v0, rate) in [(-47.97, 3.0, 0.998), (-5.0, 1.0, 0.99), (30.0, -4.0, 0.998)] {
            let crossing = BounceCurve.reentry(distance: y0, glideVelocity: v0, rate: rate, within: 1000)
            let curve = BounceCurve(startDistance: y0, startVelocity: v0, rate: rate)
            #expect(abs(curve.distance(at: crossing.time)) < 1e-9, "\(y0), \(v0)")
            let expected = v0 * DeterministicMath.pow(0.99 * rate, crossing.time)
            #expect(abs(crossing.velocity - expected) < 1e-12)
        }
        // Worked example of docs/physics.md §4: 47.97 pt out, 3 pt/ms in at .normal.
        let example = BounceCurve.reentry(distance: -47.97, glideVelocity: 3, rate: 0.998, within: 1000)
        #expect(abs(example.time - 16.27) < 0.01 && abs(example.velocity - 2.466) < 0.001)
    }

    @Test("a crossing later than the frame is reported at the frame's end")
    func reentryBeyondTheFrame() {
        let crossing = BounceCurve.reentry(distance: -47.97, glideVelocity: 3, rate: 0.998, within: 8)
        #expect(crossing.time == 8)
    }

    @Test("the end rule: returning, within half a pixel-rounded point, and not heading through the edge")
    func bounceEndRule() {
        // 0.45 pt out, returning from 0.9 pt, slowly: ends.
        #expect(BounceCurve.ends(distance: 0.45, previous: 0.9, glideVelocity: 0, rate: 0.998, roundedDistance: 0.333))
        // Moving away from the edge: does not end.
        #expect(!BounceCurve.ends(distance: 0.45, previous: 0.3, glideVelocity: 0, rate: 0.998, roundedDistance: 0.333))
        // A glide that will still carry it through: 0.45 + (−0.01) · 499 < 0, does not end.
        #expect(!BounceCurve.ends(distance: 0.45, previous: 0.9, glideVelocity: -0.01, rate: 0.998, roundedDistance: 0.333))
        // Returning but 0.667 pt after pixel rounding: does not end.
        #expect(!BounceCurve.ends(distance: 0.6, previous: 0.9, glideVelocity: 0, rate: 0.998, roundedDistance: 0.667))
    }

    @Test("the linear edge split: a step from 90 to 130 crosses 100 after a quarter of the frame, at v · d^(dt/4)")
    func edgeSplitIsLinear() {
        let constants = FrameConstants(rate: 0.998, frameDuration: 16)
        let crossing = DecelerationCurve.edgeCrossing(from: 90, to: 130, edge: 100, velocity: 2.5, constants: constants)
        #expect(crossing.time == 4)
        #expect(abs(crossing.velocity - 2.5 * DeterministicMath.pow(0.998, 4)) < 1e-15)
    }

    @Test("re-timing: a far target keeps d and launches at a + |e|(1 − d)/d; a near one keeps v and stops on it with d'")
    func retimingLandsOnTheTarget() {
        // Far: e = 1000 > (1 − 0.01) · 499 = 494.01.
        let far = DecelerationCurve.retimed(distance: 1000, velocity: 1, rate: 0.998)
        #expect(far.rate == 0.998 && abs(far.velocity - (0.01 + 1000 * (1 - 0.998) / 0.998)) < 1e-15)
        #expect(abs((far.velocity - 0.01) * 0.998 / (1 - 0.998) - 1000) < 1e-9)
        // Near: e = −100 against a −1 pt/ms flick; K = 100/0.99, d' = K/(1 + K).
        let near = DecelerationCurve.retimed(distance: -100, velocity: -1, rate: 0.998)
        #expect(near.velocity == -1)
        #expect(abs((1 - 0.01) * near.rate / (1 - near.rate) - 100) < 1e-9)
    }
}
