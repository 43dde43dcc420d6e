import Foundation
import Testing

@testable import ScrollPhysics

@Suite("Deterministic elementary functions")
struct DeterministicMathTests {
    /// The C library is an independent implementation; both must agree to a few ulp.
    @Test(
        "log, exp and pow agree with the C library to 4e-16 relative",
        arguments: [
            1e-300, 1e-10, 0.01, 0.5, 0.9, 0.99, 0.998, 1, 1.5, 2, 10, 12345.678, 1e300,
        ])
    func agreesWithLibm(x: Double) {
        #expect(abs(DeterministicMath.log(x) - Foundation.log(x)) <= 4e-16 * max(1, abs(Foundation.log(x))))
        let e = min(700, max(-700, Foundation.log(x)))
        #expect(abs(DeterministicMath.exp(e) - Foundation.exp(e)) <= 4e-16 * Foundation.exp(e))
        #expect(abs(DeterministicMath.pow(0.998, 16.666666666666668) - Foundation.pow(0.998, 16.666666666666668)) <= 1e-15)
    }

    @Test(
        "sin, cos and atan agree with the C library to 1e-15",
        arguments: [
            -3.0, -1.2, -0.4, 0, 0.001, 0.3, 0.785, 1.0, 2.5, 6.0, 40.0,
        ])
    func trigonometry(x: Double) {
        #expect(abs(DeterministicMath.sin(x) - Foundation.sin(x)) <= 1e-15)
        #expect(abs(DeterministicMath.cos(x) - Foundation.cos(x)) <= 1e-15)
        #expect(abs(DeterministicMath.atan(x) - Foundation.atan(x)) <= 1e-15)
    }

    @Test("exp and log are inverse and exp saturates outside the double range")
    func limits() {
        for x in stride(from: -30.0, through: 30.0, by: 0.37) {
            #expect(abs(DeterministicMath.log(DeterministicMath.exp(x)) - x) <= 1e-14)
        }
        #expect(DeterministicMath.exp(710) == .infinity)
        #expect(DeterministicMath.exp(-746) == 0)
        #expect(DeterministicMath.pow(0.99, 0) == 1)
    }
}
