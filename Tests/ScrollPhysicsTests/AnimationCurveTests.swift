import Testing

@testable import ScrollPhysics

@Suite("Animated scroll curves (§10)")
struct AnimationCurveTests {
    @Test("linear progress equals the time fraction; every curve runs from 0 to 1")
    func endpoints() {
        for curve in [
            AnimationCurve.sineEaseInOut, .sineEaseOut, .sineEaseIn, .linear, .easeInOut, .easeOut,
            .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        ] {
            #expect(curve.progress(0) == 0)
            #expect(curve.progress(1) == 1)
        }
        #expect(AnimationCurve.linear.progress(0.3) == 0.3)
    }

    @Test("ease-in-out is symmetric about its midpoint and slow at both ends")
    func easeInOut() {
        let c = AnimationCurve.easeInOut
        #expect(abs(c.progress(0.5) - 0.5) < 1e-9)
        #expect(abs(c.progress(0.2) + c.progress(0.8) - 1) < 1e-9)
        // Bézier (0.42, 0, 0.58, 1) at s = 0.1: x = 3·0.81·0.1·0.42 + 3·0.9·0.01·0.58 + 0.001 = 0.10206 + 0.01566 + 0.001 = 0.11872
        // y = 3·0.9·0.01 + 0.001 = 0.028; so progress(0.11872) = 0.028.
        #expect(abs(c.progress(0.11872) - 0.028) < 1e-6)
    }

    @Test("UIKit's curves (UIAnimation progressForFraction:) at hand-worked points, in single precision")
    func uikitCurves() {
        // Curve 0: sin²(π/8) = 0.14644661 at t = 0.25; 0.5 at the midpoint; symmetric.
        #expect(AnimationCurve.sineEaseInOut.progress(0.25) == Double(Float(0.146446609)))
        #expect(AnimationCurve.sineEaseInOut.progress(0.5) == 0.5)
        #expect(abs(AnimationCurve.sineEaseInOut.progress(0.2) + AnimationCurve.sineEaseInOut.progress(0.8) - 1) < 1e-7)
        // Curve 1: 1 − 2·sin²(π/8) = cos(π/4) = 0.70710678 at t = 0.5. Curve 2: 2·sin²(π/8) = 0.29289322.
        #expect(AnimationCurve.sineEaseOut.progress(0.5) == Double(Float(0.707106781)))
        #expect(AnimationCurve.sineEaseIn.progress(0.5) == Double(Float(0.292893219)))
        // The first frame of a 0.3 s animation at 60 Hz: t = 16.667 / 300 = 1/18, sin²(π/36) = 0.0075961235.
        #expect(abs(AnimationCurve.sineEaseInOut.progress(1.0 / 18) - 0.0075961235) < 1e-8)
    }

    @Test("a time fraction within 0.001 of the end counts as 1, as UIKit's fractionForTime: rounds it")
    func endTolerance() {
        #expect(AnimationCurve.fraction(elapsed: 299.71, duration: 300) == 1)  // 1 − 0.99903 < 0.001
        #expect(AnimationCurve.fraction(elapsed: 299.6, duration: 300) == 299.6 / 300)  // 0.00133 short
        #expect(AnimationCurve.fraction(elapsed: -5, duration: 300) == 0)
        // 0.3 s at 60 Hz ends on frame 18; 0.25 s at 76 Hz on frame 19 (19 · 1000/76 ms falls a
        // rounding error short of 250 ms); 1000.5 ms in 1 ms frames on frame 1000 (0.0005 short).
        #expect(AnimationCurve.endFrame(duration: 300, frameDuration: 1000.0 / 60) == 18)
        #expect(AnimationCurve.endFrame(duration: 250, frameDuration: 1000.0 / 76) == 19)
        #expect(AnimationCurve.endFrame(duration: 1000.5, frameDuration: 1) == 1000)
        #expect(AnimationCurve.endFrame(duration: 1002, frameDuration: 1) == 1001)
    }
}
