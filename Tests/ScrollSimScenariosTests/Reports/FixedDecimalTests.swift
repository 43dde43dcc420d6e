import Foundation
import ScrollSimJSON
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// One number formatter and one rounding rule for every output: `value · 10^decimals` computed in
/// Double, then rounded half away from zero, no sign on a value that rounds to zero. The expectations are worked by
/// hand from the binary value of each literal.
@Suite("Number formatting: one rule, checked at the half-way cases")
struct FixedDecimalTests {
    /// (value, decimals, text): exact binary half-way values round away from zero. The product is
    /// a Double first: 1.005 (1.00499999999999989…) × 100 is the double 100.49999999999999 and
    /// rounds down, but 2.675 (2.67499999999999982…) × 100 = 267.4999999999999822… is nearer the
    /// double 267.5 than any other (the spacing there is 5.7e-14), so it rounds up.
    static let cases: [(Double, Int, String)] = [
        (0.125, 2, "0.13"), (-0.125, 2, "-0.13"), (0.375, 2, "0.38"),
        (0.0625, 3, "0.063"), (-0.0625, 3, "-0.063"), (1.0625, 3, "1.063"),
        (2.5, 0, "3"), (-2.5, 0, "-3"), (0.5, 0, "1"),
        (1.005, 2, "1.00"), (2.675, 2, "2.68"),
        (-0.0004, 3, "0.000"), (-0.0, 3, "0.000"),
        (1234.5678, 1, "1234.6"), (7, 4, "7.0000"),
        // The largest double below 0.5 rounds down (adding 0.5 and flooring would give 1); 2⁵² − 0.5
        // is the last half-way double and rounds away from zero; from 2⁵² on every double is whole.
        (0.49999999999999994, 0, "0"), (-0.49999999999999994, 0, "0"),
        (4_503_599_627_370_495.5, 0, "4503599627370496"), (-4_503_599_627_370_495.5, 0, "-4503599627370496"),
        (4_503_599_627_370_497, 0, "4503599627370497"),
    ]

    @Test("FixedDecimal's rounding equals the standard library's rounded() across magnitudes and at every half-way point")
    func unitsMatchStandardRounding() {
        var generator = SeededGenerator(seed: 0x5EED_F1D0)
        let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
        for i in 0..<200_000 {
            let decimals = i % 10
            let magnitude = Double(1 << (i % 60))
            // Half the values are exact half-way points (k + 0.5 scaled back), the rest arbitrary.
            let value =
                i % 2 == 0
                ? (Double(Int64.random(in: -1 << 40...1 << 40, using: &generator)) + 0.5) / powersOfTen[decimals]
                : Double.random(in: -magnitude...magnitude, using: &generator)
            let expected = (value * powersOfTen[decimals]).rounded()
            let units = FixedDecimal.units(value, decimals: decimals)
            if abs(expected) < 9.0e18 {
                #expect(units == Int64(expected), "\(value) to \(decimals)")
            } else {
                #expect(units == nil, "\(value) to \(decimals)")
            }
        }
    }

    @Test("FixedDecimal rounds half-way values away from zero and never writes a negative zero")
    func fixedDecimal() {
        for (value, decimals, text) in Self.cases {
            #expect(FixedDecimal.text(value, decimals: decimals) == text, "\(value) to \(decimals)")
        }
    }

    @Test("FixedDecimal writes every digit count and decimal count as the integer's own description with a point placed")
    func digitsMatchIntegerDescription() {
        var generator = SeededGenerator(seed: 0xD161_7501)
        for i in 0..<100_000 {
            let decimals = i % 10
            // Every length from 1 to 18 digits, both signs, and the values around each power of ten.
            let digits = 1 + (i / 10) % 18
            var magnitude = Int64.random(in: 0...Int64(pow(10, Double(digits))) - 1, using: &generator)
            if i % 7 == 0 { magnitude = Int64(pow(10, Double(digits))) - 1 }
            if i % 11 == 0 { magnitude = Int64(pow(10, Double(digits - 1))) }
            let units = i % 2 == 0 ? magnitude : -magnitude
            // The expectation: the magnitude's description, zero-padded to `decimals + 1` digits,
            // a point before its last `decimals`, a minus sign unless it is zero.
            var body = String(magnitude)
            body = String(repeating: "0", count: max(0, decimals + 1 - body.count)) + body
            if decimals > 0 { body.insert(".", at: body.index(body.endIndex, offsetBy: -decimals)) }
            let expected = (units < 0 ? "-" : "") + body
            // Whole values below 2⁵³ are exact doubles, so the value is exactly `units` units.
            let value = Double(units) / [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9][decimals]
            if Double(units) == (value * [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9][decimals]).rounded(), abs(units) < 1 << 52 {
                #expect(FixedDecimal.text(value, decimals: decimals) == expected, "\(units) units, \(decimals) decimals")
            }
            var bytes: [UInt8] = []
            FixedDecimal.append(integer: units, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(units))
        }
    }

    @Test("tables and messages (Report.number) follow the same rule as frame lines")
    func reportNumber() {
        for (value, decimals, text) in Self.cases {
            #expect(Report.number(value, decimals) == text, "\(value) to \(decimals)")
        }
    }

    @Test("JSON numbers (JSONValue.rounded) round to the same value as the text")
    func jsonRounded() {
        for (value, decimals, text) in Self.cases {
            #expect(JSONValue.rounded(value, decimals) == .number(Double(text)!), "\(value) to \(decimals)")
        }
    }

    @Test("an overshoot message prints its numbers by the same rule")
    func assertionMessages() throws {
        var recording = Recording(frameRate: 60, maximumOffset: CGPoint(x: 0, y: 900))
        recording.append(
            Frame(
                index: 0, time: 0.125, contentOffset: CGPoint(x: 0, y: -0.0625), velocityPointsPerSecond: .zero, phase: .idle,
                isTracking: false, isDragging: false, isDecelerating: false))
        let error = try #require(throws: RecordingAssertionError.self) { try recording.assertMaximumOvershoot(atMost: 0.01) }
        #expect(
            error.description.contains("reached 0.063 pt past the top edge at frame 0, 0.1250 s (offset (0.000, -0.063))"), "\(error.description)")
    }
}
