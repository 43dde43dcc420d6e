import Testing
@testable import ScrollPhysics

/// `FrameConstants` computes `ln d` once and shares it; a re-timed glide reuses its frame's bounce
/// pull. Both shortcuts must give the bits of the direct formulas, or goldens would move.
@Suite("Per-frame factors")
struct FrameConstantsTests {
    static let rates = [0.998, 0.99, 0.9999, 0.5, 1e-9, 1 - 1e-12, 0.99800001]
    static let durations = [1000.0 / 60, 1000.0 / 120, 1000.0 / 76, 7.3, 1e-9]

    @Test("the factors are d^dt, d·(1 − d^dt)/(1 − d), 0.99^dt, d·(−ln d)/(1 − d) and ln d, bit for bit", arguments: rates)
    func factors(rate: Double) {
        for dt in Self.durations {
            let c = FrameConstants(rate: rate, frameDuration: dt)
            let decay = DeterministicMath.pow(rate, dt)
            #expect(c.decay == decay)
            #expect(c.glide == rate * (1 - decay) / (1 - rate))
            #expect(c.pull == DeterministicMath.pow(0.99, dt))
            #expect(c.velocityFactor == rate * -DeterministicMath.log(rate) / (1 - rate))
            #expect(c.logRate == DeterministicMath.log(rate))
        }
    }

    @Test("factors for a new rate over another's frames equal those computed from scratch", arguments: rates)
    func sameFrames(rate: Double) {
        for dt in Self.durations {
            let base = FrameConstants(rate: 0.998, frameDuration: dt)
            #expect(FrameConstants(rate: rate, sameFramesAs: base) == FrameConstants(rate: rate, frameDuration: dt))
        }
    }

    @Test("pow with the base's log given is pow, bit for bit, including the exponent 0 and the base 1")
    func powWithLog() {
        for base in [0.998, 0.99, 1, 2.5, 1e-300] {
            for exponent in [0, 1, 16.666666666666668, -3.5, 1e-9] {
                #expect(DeterministicMath.pow(base, exponent, logOfBase: DeterministicMath.log(base)) == DeterministicMath.pow(base, exponent))
            }
        }
        #expect(DeterministicMath.pow(0.5, 0, logOfBase: .nan) == 1)
    }

    @Test("the proposed target from ln d is the one from d: 4.1 pt/ms at .normal from 0 and back from 300")
    func proposedTargetFromLog() {
        let constants = FrameConstants(rate: 0.998, frameDuration: 1000.0 / 60)
        for (x, v) in [(0.0, 4.1), (300, -2.7), (5, -0.005)] {
            #expect(
                DecelerationCurve.proposedTarget(offset: x, velocity: v, logRate: constants.logRate)
                    == DecelerationCurve.proposedTarget(offset: x, velocity: v, rate: 0.998))
        }
    }
}
