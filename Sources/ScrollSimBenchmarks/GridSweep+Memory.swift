import Foundation
import ScrollSimTestSupport

/// Measurement 7's memory: the sweep command's peak resident memory for grids of two sizes, each in
/// a child process of its own.
extension GridSweep {
    /// The peak memory of 10⁶ and 10⁷ cells (10⁴ and 10⁵ in the quick run), each in a child
    /// process (its own high-water mark: `VmHWM` on Linux, `ru_maxrss` on Darwin). Without a child
    /// executable they run in this process after a reset of its peak; where the system cannot
    /// reset it (Darwin), a note says that each figure is this process's peak so far.
    static func measureMemory(into report: inout BenchmarkReport, quick: Bool, childExecutable: URL?, log: (String) -> Void) async throws {
        guard let folder = SuiteThroughput.bundledScenarioFolder() else { throw BenchmarkError.unexpected("no Scenarios folder") }
        let file = folder + "/" + scenario
        // Peak memory against the grid's size, each in a fresh process.
        let sizes = quick ? [10_000, 100_000] : [1_000_000, 10_000_000]
        var peaks: [Int] = []
        var ownPeaks = true
        for size in sizes {
            log("7. scrollsim sweep: peak memory of \(size) cells\(childExecutable == nil ? "" : " (child process)")…")
            let measured = try await peakMemory(cells: size, file: file, childExecutable: childExecutable)
            peaks.append(measured.bytes)
            ownPeaks = ownPeaks && measured.isOwn
        }
        let megabytes = peaks.map { Double($0) / (1024 * 1024) }
        report.figures += [
            BenchmarkFigure(
                section: 7, key: "grid.memorySmall", name: "sweep command: peak RSS, \(sizes[0]) cells", value: megabytes[0], unit: "MiB",
                target: "< 100", meetsTarget: megabytes[0] < 100),
            BenchmarkFigure(
                section: 7, key: "grid.memoryLarge", name: "sweep command: peak RSS, \(sizes[1]) cells", value: megabytes[1], unit: "MiB",
                target: "< 100, ≈ the smaller", meetsTarget: megabytes[1] < 100 && megabytes[1] - megabytes[0] < 10),
        ]
        if !ownPeaks {
            report.notes.append(
                "7: in-process, and this system cannot reset the peak resident size: each grid figure is this process's peak so far "
                    + "(everything it ran before included), not the sweep's own.")
        }
    }

    /// The peak resident memory, in bytes, of a sweep of `cells` cells written to /dev/null, and
    /// whether it is the sweep's own: false when it ran in this process, whose peak could not be
    /// reset first.
    static func peakMemory(cells: Int, file: String, childExecutable: URL?) async throws -> (bytes: Int, isOwn: Bool) {
        let arguments = [
            "sweep", file, "--drag", "-300:\(cells / 1000 - 301):1", "--velocity", "-5:4.99:0.01", "--format", "csv",
            "--output", "/dev/null", "--quiet",
        ]
        guard let childExecutable else {
            let reset = ResidentMemory.resetPeak()
            _ = await command(arguments)
            return (ResidentMemory.peakBytes(), reset)
        }
        let words = try ChildProcess.words(of: childExecutable, ["--child", "grid-memory"] + arguments, what: "grid-memory")
        guard words.count >= 2, words[0] == "peak", let peak = Int(words[1]) else {
            throw BenchmarkError.unexpected("the grid-memory child said \"\(words.joined(separator: " "))\"")
        }
        return (peak, true)
    }

    /// The child side: `--child grid-memory SWEEP-ARGUMENTS…` runs the sweep and prints `peak <bytes>`.
    static func childMain(_ arguments: [String]) async -> Int32 {
        let result = await command(Array(arguments.dropFirst(2)))
        guard result.code == 0 else {
            print("error exit \(result.code)")
            return 70
        }
        print("peak \(ResidentMemory.peakBytes())")
        return 0
    }
}
