import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSimGoldens
@testable import ScrollSimScenarios

/// Outputs are the same on every platform: outside the engine too, elementary functions come from
/// `DeterministicMath`, never from the platform's C library, whose last bits differ.
@Suite("Platform math: no libm outside DeterministicMath in any module; plot ticks from exact powers of ten")
struct PlatformMathTests {
    /// Calls of libm's transcendental functions (`sqrt` is exact in IEEE-754, so it may stay); a
    /// call with a string literal (the benchmark's `log("…")`) is not one.
    static let libmPattern =
        #"(^|[^\w.]|Foundation\.)(pow|log10|log2|log1p|log|exp|exp2|expm1|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|cbrt|hypot)\((?!")"#

    /// Every line of every Swift file under `folder`, at any depth, that calls a libm function
    /// outside a comment, as `path:line: text`; `DeterministicMath.swift`, where the replacements
    /// are defined, is skipped.
    static func libmCalls(under folder: URL) throws -> [String] {
        let libm = try Regex(libmPattern)
        var offenders: [String] = []
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        for case let relative as String in walk where relative.hasSuffix(".swift") && !relative.hasSuffix("DeterministicMath.swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if code.contains(libm) { offenders.append("\(relative):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        return offenders.sorted()
    }

    @Test("no source of any module, at any depth, calls a libm function: DeterministicMath instead")
    func noLibm() throws {
        let sources = PackagePaths.root().appendingPathComponent("Sources")
        let offenders = try Self.libmCalls(under: sources)
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
        // The walk reaches every module and nested folder: it reads more than the top level.
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for module in [
            "ScrollPhysics", "ScrollSim", "ScrollSimScenarios", "ScrollSimStrategies", "ScrollSimCLI", "ScrollSimBenchmarks", "ScrollSimTesting",
        ] {
            #expect(files.contains { $0.hasPrefix(module + "/") }, "\(module) is not scanned")
        }
        #expect(files.contains { $0.hasPrefix("ScrollSimScenarios/Model/") }, "nested folders are not scanned")
    }

    @Test("the scan finds a libm call planted in a nested folder, and not one in a comment, a string log or DeterministicMath")
    func scanFindsAPlantedCall() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("libm-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("Module/Deep/Deeper")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        let a = DeterministicMath.exp(x)  // exp(x) in a comment
        log("5. long recording…")
        let b = Foundation.pow(2, x)
        let c = exp(-x)
        """.write(to: nested.appendingPathComponent("Planted.swift"), atomically: true, encoding: .utf8)
        try "static func exp(_ x: Double) -> Double { x }\n".write(
            to: root.appendingPathComponent("DeterministicMath.swift"), atomically: true, encoding: .utf8)
        #expect(
            try Self.libmCalls(under: root) == [
                "Module/Deep/Deeper/Planted.swift:3: let b = Foundation.pow(2, x)",
                "Module/Deep/Deeper/Planted.swift:4: let c = exp(-x)",
            ])
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
