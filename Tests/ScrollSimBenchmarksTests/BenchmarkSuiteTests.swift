import Testing

@testable import ScrollSimBenchmarks

@Suite("Benchmark suite")
struct BenchmarkSuiteTests {
    @Test("the quick run produces all seven measurements' figures, each finite")
    func quickRunProducesEveryFigure() async throws {
        let report = try await BenchmarkSuite.run(quick: true)
        let keys = [
            "step.engine", "step.floor", "step.ratio", "step.observed", "step.observedRatio", "record.frames", "record.full", "record.bytes",
            "suite.throughput", "sweep.serial", "sweep.parallel", "sweep.speedup", "sweep.identical",
            "long.memory", "long.stream", "long.stream4", "long.flat", "closed.offset", "closed.rest",
            "grid.serial", "grid.serialCell", "grid.parallel", "grid.perCell", "grid.floor", "grid.ratio", "grid.fullFloor", "grid.fullFloorSame",
            "grid.fullRatio", "grid.speedup", "grid.identical",
            "grid.memorySmall", "grid.memoryLarge",
        ]
        for key in keys {
            let figure = try #require(report.figure(key), "missing figure \(key)")
            #expect(figure.value.isFinite, "\(key) = \(figure.value)")
        }
        #expect(Set(report.figures.map(\.section)) == Set(1...7))
        #expect(report.figure("sweep.identical")?.value == 1, "the sweep's output depends on the core count")
        #expect(report.figure("grid.identical")?.value == 1, "the sweep command's CSV depends on the core count or the shards")
        #expect(report.figure("grid.fullFloorSame")?.value == 1, "the full floor did not run the sweep's frames")
        #expect(report.figure("record.bytes")?.value == 56)
        #expect(!report.table.isEmpty)
    }

    @Test("the output hash is the same however the bytes arrive in chunks, and differs when one byte does")
    func wordHashIgnoresChunking() {
        let bytes = (0..<1000).map { (i: Int) in UInt8(truncatingIfNeeded: i &* 37 &+ 11) }
        func hash(_ cuts: [Int]) -> UInt64 {
            var hasher = WordHasher()
            var start = 0
            for end in cuts + [bytes.count] {
                bytes[start..<end].withUnsafeBufferPointer { hasher.add($0) }
                start = end
            }
            return hasher.finish()
        }
        let whole = hash([])
        #expect(hash([1, 2, 3, 17, 500, 999]) == whole)
        #expect(hash([7, 15, 16, 24]) == whole)
        #expect(hash(Array(stride(from: 3, to: 1000, by: 3))) == whole)
        var changed = bytes
        changed[998] ^= 1
        var hasher = WordHasher()
        changed.withUnsafeBufferPointer { hasher.add($0) }
        #expect(hasher.finish() != whole)
    }
}
