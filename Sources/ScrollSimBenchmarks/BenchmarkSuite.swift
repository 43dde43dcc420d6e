import Foundation

/// The benchmark: step cost against the floor, recording cost, suite throughput,
/// sweep on every core, long recordings' memory and closed-form queries.
public enum BenchmarkSuite {
    /// The seven measurements, by the names `--only` takes.
    public static let sections = ["step", "suite", "sweep", "long-memory", "closed-form", "grid"]

    /// Runs the measurements and returns every figure.
    ///
    /// - Parameters:
    ///   - quick: a smoke run with small counts, a few seconds long; its figures only show that
    ///     everything runs.
    ///   - only: the sections to run (names from `sections`; `step` covers figures 1 and 2); nil
    ///     runs all.
    ///   - childExecutable: the `scrollsim-bench` executable, to measure each long recording's
    ///     memory in a child process of its own; nil measures in this process.
    ///   - log: receives one line as each measurement starts.
    public static func run(
        quick: Bool, only: Set<String>? = nil, childExecutable: URL? = nil, log: (String) -> Void = { _ in }
    ) async throws -> BenchmarkReport {
        var report = BenchmarkReport(
            cpuModel: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount, loadAverage: loadAverage(), quick: quick)
        func wanted(_ name: String) -> Bool { only?.contains(name) ?? true }
        // Long recordings first, while this process is small: on the benchmark machine's kernel a
        // child's resident-size counters started from its parent's size, hiding its own growth.
        if wanted("long-memory") {
            try LongRecording.measure(into: &report, quick: quick, childExecutable: childExecutable, log: log)
        }
        if wanted("grid") { try await GridSweep.measureMemory(into: &report, quick: quick, childExecutable: childExecutable, log: log) }
        if wanted("step") { try StepCost.measure(into: &report, quick: quick, log: log) }
        if wanted("suite") { try SuiteThroughput.measure(into: &report, quick: quick, log: log) }
        if wanted("sweep") { try await Sweep.measure(into: &report, quick: quick, log: log) }
        if wanted("closed-form") { ClosedForm.measure(into: &report, quick: quick, log: log) }
        if wanted("grid") { try await GridSweep.measure(into: &report, quick: quick, childExecutable: childExecutable, log: log) }
        return report
    }

    /// The command line: `[--quick] [--only section,…]`, or the internal `--child long-memory …`.
    /// Prints the table to `output` and returns an exit code.
    public static func main(arguments: [String], output: @Sendable (String) -> Void) async -> Int32 {
        if arguments.first == "--child" {
            switch arguments.dropFirst().first {
            case "long-memory": return LongRecording.childMain(arguments)
            case "profile": return await Profiling.main(arguments)
            case "grid-memory": return await GridSweep.childMain(arguments)
            default: return 64
            }
        }
        var quick = false
        var only: Set<String>?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--quick": quick = true
            case "--only" where index + 1 < arguments.count:
                index += 1
                only = Set(arguments[index].split(separator: ",").map(String.init))
                if let unknown = only?.first(where: { !sections.contains($0) }) {
                    output("Unknown section \"\(unknown)\"; the sections are \(sections.joined(separator: ", ")).")
                    return 64
                }
            case "--help", "-h":
                output("usage: scrollsim-bench [--quick] [--only \(sections.joined(separator: ","))]")
                return 0
            default:
                output("Unknown argument \"\(arguments[index])\"; try --help.")
                return 64
            }
            index += 1
        }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let report = try await run(quick: quick, only: only, childExecutable: executableURL(), log: output)
            output("")
            let load = report.loadAverage.map { ", load average \(BenchmarkReport.format($0)) at the start" } ?? ""
            output("CPU: \(report.cpuModel), \(report.cores) cores\(load)\(quick ? "  (quick smoke run: small counts)" : "")")
            output("Ratios (× floor) are one core against one core; \"met\" says whether a figure meets its target.")
            output(report.table)
            for note in report.notes { output("note " + note) }
            output(String(format: "total %.1f s", Stopwatch.nanoseconds(clock.now - start) / 1e9))
            return 0
        } catch {
            output("Benchmark failed: \(error)")
            return 70
        }
    }

    /// This executable, for child processes; nil where there are none (`ChildProcess.isAvailable`),
    /// so that every measurement runs in this process.
    static func executableURL() -> URL? {
        guard ChildProcess.isAvailable else { return nil }
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path)
            }
        #endif
        // Darwin (macOS): the main bundle's executable, which is this command-line tool itself.
        return Bundle.main.executableURL
    }

    /// The one-minute load average, nil where there is none: `/proc/loadavg` on Linux,
    /// `getloadavg(3)` on Darwin.
    static func loadAverage() -> Double? {
        #if canImport(Darwin)
            var averages = [0.0]
            return getloadavg(&averages, 1) == 1 ? averages[0] : nil
        #else
            guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
            return text.split(separator: " ").first.flatMap { Double($0) }
        #endif
    }

    /// The CPU model name: `/proc/cpuinfo` on Linux, `machdep.cpu.brand_string` on Darwin ("Apple
    /// M2" on such a Mac); "unknown CPU" where the system names none.
    static func cpuModel() -> String {
        #if os(Linux)
            if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
                let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
                let colon = line.firstIndex(of: ":")
            {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        #elseif canImport(Darwin)
            var size = 0
            if sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 {
                var bytes = [CChar](repeating: 0, count: size)
                if sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 {
                    return String(decoding: bytes.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
            }
        #endif
        return "unknown CPU"
    }
}
