import Foundation
@testable import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Outputs are the same on every platform: outside the engine too, elementary functions come from
/// `DeterministicMath`, never from the platform's C library, whose last bits differ.
@Suite("Platform math: no libm outside DeterministicMath; plot ticks from exact powers of ten")
struct PlatformMathTests {
    /// Calls of libm's transcendental functions (`sqrt` is exact in IEEE-754, so it may stay).
    static let libmPattern = #"(^|[^\w.]|Foundation\.)(pow|log10|log2|log1p|log|exp|exp2|expm1|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|cbrt|hypot)\("#

    @Test("the scenario, strategy and command sources call no libm function: DeterministicMath instead")
    func noLibm() throws {
        let root = PackagePaths.root()
        let libm = try Regex(Self.libmPattern)
        var offenders: [String] = []
        for module in ["ScrollSimScenarios", "ScrollSimStrategies", "ScrollSimCLI"] {
            let folder = root.appendingPathComponent("Sources/\(module)")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    if code.contains(libm) { offenders.append("\(module)/\(name):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))") }
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test("the largest power of ten not above x is exact, at powers of ten themselves too")
    func powersOfTen() {
        #expect(SVGPlot.powerOfTen(notAbove: 1000) == 1000)
        #expect(SVGPlot.powerOfTen(notAbove: 999.999) == 100)
        #expect(SVGPlot.powerOfTen(notAbove: 1) == 1)
        #expect(SVGPlot.powerOfTen(notAbove: 0.05) == 0.01)
        #expect(SVGPlot.powerOfTen(notAbove: 0.1) == 0.1)
        #expect(SVGPlot.powerOfTen(notAbove: 4.5e7) == 1e7)
    }

    @Test("ticks step by 1, 2 or 5 × 10^k")
    func ticks() {
        // 0…6000 in about 6 steps: raw step 1000, a power of ten itself.
        #expect(SVGPlot.ticks(0, 6000) == [0, 1000, 2000, 3000, 4000, 5000, 6000])
        // 0…3 in about 6: raw 0.5 → magnitude 0.1, step 0.5.
        #expect(SVGPlot.ticks(0, 3) == [0, 0.5, 1, 1.5, 2, 2.5, 3])
    }
}
