import Testing
@testable import ScrollSimBenchmarks

@Suite("Benchmark suite")
struct BenchmarkSuiteTests {
    @Test("the quick run produces all seven measurements' figures, each finite")
    func quickRunProducesEveryFigure() async throws {
        let report = try await BenchmarkSuite.run(quick: true)
        let keys = [
            "step.engine", "step.floor", "step.ratio", "record.frames", "record.full", "record.bytes",
            "suite.throughput", "sweep.serial", "sweep.parallel", "sweep.speedup", "sweep.identical",
            "long.memory", "long.stream", "long.stream4", "long.flat", "closed.offset", "closed.rest",
            "grid.serial", "grid.parallel", "grid.perCell", "grid.floor", "grid.ratio", "grid.speedup", "grid.identical",
            "grid.memorySmall", "grid.memoryLarge",
        ]
        for key in keys {
            let figure = try #require(report.figure(key), "missing figure \(key)")
            #expect(figure.value.isFinite, "\(key) = \(figure.value)")
        }
        #expect(Set(report.figures.map(\.section)) == Set(1...7))
        #expect(report.figure("sweep.identical")?.value == 1, "the sweep's output depends on the core count")
        #expect(report.figure("grid.identical")?.value == 1, "the sweep command's CSV depends on the core count or the shards")
        #expect(report.figure("record.bytes")?.value == 56)
        #expect(!report.table.isEmpty)
    }
}
