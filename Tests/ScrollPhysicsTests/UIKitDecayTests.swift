import Testing

@testable import ScrollPhysics

@Suite("UIKit's decay series")
struct UIKitDecayTests {
    @Test("e^x is 1 + x + x²/2 from −0.5 up and exp below")
    func series() {
        #expect(UIKitDecay.factor(exponent: 0) == 1)
        #expect(UIKitDecay.factor(exponent: -0.5) == 0.625)
        #expect(UIKitDecay.factor(exponent: -0.1) == -0.1 * (-0.1 * 0.5 + 1) + 1)
        #expect(UIKitDecay.factor(exponent: -0.50001) == DeterministicMath.exp(-0.50001))
    }
}
