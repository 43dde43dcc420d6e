import Testing

@testable import ScrollPhysics

/// `FrameConstants` computes each factor once per rate and frame duration, as UIKit's code evaluates
/// it for a frame (`UIKitDecay`).
@Suite("Per-frame factors")
struct FrameConstantsTests {
    static let rates = [0.998, 0.99, 0.9999, 0.5, 1e-9, 1 - 1e-12, 0.99800001]
    static let durations = [1000.0 / 60, 1000.0 / 120, 1000.0 / 76, 7.3, 1e-9]

    @Test("the factors are UIKit's: T(dt · ln d), (1 − T)/(1 − d) · d, T(dt · −0.01005), with T the series or exp", arguments: rates)
    func factors(rate: Double) {
        for dt in Self.durations {
            let c = FrameConstants(rate: rate, frameDuration: dt)
            let x = dt * DeterministicMath.log(rate)
            let decay = x >= -0.5 ? x * (x * 0.5 + 1) + 1 : DeterministicMath.exp(x)
            #expect(c.decay == decay)
            #expect(c.glide == (1 - decay) / (1 - rate) * rate)
            let b = dt * -0.01005
            #expect(c.pull == (b >= -0.5 ? b * (b * 0.5 + 1) + 1 : DeterministicMath.exp(b)))
            #expect(c.velocityFactor == rate * -DeterministicMath.log(rate) / (1 - rate))
            #expect(c.logRate == DeterministicMath.log(rate))
        }
    }

    @Test("at 60 Hz: .normal decays by 0.96718996 a frame (exp: 0.96718382), .fast by 0.84652347, the bounce by 0.84652813")
    func sixtyHertz() {
        // x = 16.667 · ln 0.998 = −0.0333667; 1 + x + x²/2 = 0.9671899575.
        let normal = FrameConstants(rate: 0.998, frameDuration: 1000.0 / 60)
        #expect(abs(normal.decay - 0.9671899575) < 1e-10)
        #expect(abs(normal.glide - 16.3722112) < 1e-6)
        // x = 16.667 · ln 0.99 = −0.1675056; 1 + x + x²/2 = 0.8465234650.
        let fast = FrameConstants(rate: 0.99, frameDuration: 1000.0 / 60)
        #expect(abs(fast.decay - 0.8465234650) < 1e-10)
        // x = 16.667 · −0.01005 = −0.1675; 1 + x + x²/2 = 0.846528125.
        #expect(abs(normal.pull - 0.846528125) < 1e-9)
        // A frame whose exponent is below −0.5 takes exp: 0.99 over 60 ms, x = −0.603.
        let long = FrameConstants(rate: 0.99, frameDuration: 60)
        #expect(long.decay == DeterministicMath.exp(60 * DeterministicMath.log(0.99)))
    }

    @Test("factors for a new rate over another's frames equal those computed from scratch", arguments: rates)
    func sameFrames(rate: Double) {
        for dt in Self.durations {
            let base = FrameConstants(rate: 0.998, frameDuration: dt)
            #expect(FrameConstants(rate: rate, sameFramesAs: base) == FrameConstants(rate: rate, frameDuration: dt))
            #expect(FrameConstants(rate: rate, frameDuration: 5).withFrameDuration(dt) == FrameConstants(rate: rate, frameDuration: dt))
        }
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
