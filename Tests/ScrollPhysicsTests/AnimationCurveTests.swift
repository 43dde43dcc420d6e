import Testing

@testable import ScrollPhysics

@Suite("Animated scroll curves (§10)")
struct AnimationCurveTests {
    @Test("linear progress equals the time fraction; every curve runs from 0 to 1")
    func endpoints() {
        for curve in [AnimationCurve.linear, .easeInOut, .easeOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)] {
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
}
