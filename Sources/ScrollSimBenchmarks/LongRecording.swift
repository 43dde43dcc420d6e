import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport

/// The long-recording measurement: an hour at 120 Hz recorded in memory and streamed to a file,
/// and the peak resident memory of each.
///
/// Each run happens in a child process (`scrollsim-bench --child long-memory …`) when the
/// benchmark executable is known, so one run's freed memory cannot hide or inflate the other's
/// peak. Without it (the library called from a test), runs happen in this process between
/// resets of the peak, where the system allows resetting it.
enum LongRecording {
    static let frameRate = 120

    enum Mode: String {
        /// Frames kept in a `Recording`.
        case memory
        /// Frames streamed to a file: memory stays flat.
        case stream
        /// Streamed, but every frame also kept, as a leak would: the flatness check must fail on
        /// it (`LongRecordingMemoryTests`).
        case leakingStream = "leaking-stream"
        /// A scene, a feed with a carousel inside, streamed as `scrollsim run` streams it
        /// (`sceneScenario(seconds:)`): every view's frames pass on, none is kept.
        case sceneStream = "scene-stream"
    }

    /// What one run measured: resident bytes before it started, the most resident bytes seen
    /// during it, frames made.
    ///
    /// The peak is sampled: the resident size (`ResidentMemory.currentBytes()`: `VmRSS` on Linux,
    /// the task's `resident_size` on Darwin) after every flick (a flick's frames are a few hundred,
    /// so the samples miss no growth worth measuring). Where the system reports neither, the
    /// high-water mark after a reset.
    struct Usage {
        var before: Int
        var peak: Int
        var frames: Int
        var growth: Int { peak - before }
    }

    /// The flatness check: the growth of a run 4 × as long minus that of the shorter run, in
    /// MiB, and whether it is under 1 MiB (keeping the frames would add 56 B × 120 Hz × 3 h ≈
    /// 69 MiB for an hour's run).
    static func flatness(short: Usage, long: Usage) -> (mebibytes: Double, isFlat: Bool) {
        let delta = Double(long.growth - short.growth) / (1024 * 1024)
        return (delta, abs(delta) < 1)
    }

    /// A sink that streams each frame and also keeps it: a leak, for showing the check fails.
    struct LeakingSink: FrameSink {
        var writer: FrameStreamWriter
        var kept: [Frame] = []

        mutating func append(_ frame: Frame) throws {
            try writer.append(frame)
            kept.append(frame)
        }
    }

    /// Seconds between flicks.
    static let period = 2.0

    /// Runs `seconds` of flicks, one every 2 s alternating in direction, on content 20,000 pt
    /// wide, into `sink`. Each flick is replayed as its own short script on the same view, so
    /// the input stays the same size however long the recording.
    /// `sample` is called after each flick.
    static func flick<Sink: FrameSink>(seconds: Double, into sink: inout Sink, sample: () -> Void = {}) throws {
        let settings = SimulationSettings(frameRate: frameRate, recordsDelegateEvents: false, maximumDuration: seconds + 10)
        let view = SimulatedScrollView(
            bounds: CGSize(width: 400, height: 800), contentSize: CGSize(width: 20_000, height: 800),
            contentOffset: CGPoint(x: 10_000, y: 0), settings: settings)
        let periods = Int((seconds / period).rounded(.up))
        let framesPerPeriod = Int(period * Double(frameRate))
        let lastFrame = Int(seconds * Double(frameRate)) - 1
        for k in 0..<periods {
            let direction = k % 2 == 0 ? 1.0 : -1.0
            let start = Double(k) * period
            let script = TimedGesture.drag(
                at: start, distance: 80 * direction, releaseVelocity: .pointsPerMillisecond(3 * direction), frameRate: frameRate)
            let until = Swift.min(lastFrame, (k + 1) * framesPerPeriod - 1)
            try Simulation.run(view, script: script, until: Double(until) / Double(frameRate), into: &sink)
            sample()
        }
    }

    /// Runs `seconds` of flicks in `mode` and reports the memory it took: the resident size before
    /// and the most seen after any flick (where the system does not report it, the high-water mark
    /// after a reset).
    static func run(mode: Mode, seconds: Double) throws -> Usage {
        ResidentMemory.resetPeak()
        let before = ResidentMemory.currentBytes() ?? ResidentMemory.peakBytes()
        var peak = before
        let sample = { peak = Swift.max(peak, ResidentMemory.currentBytes() ?? ResidentMemory.peakBytes()) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-bench-\(UUID().uuidString).frames")
        defer { try? FileManager.default.removeItem(at: file) }
        switch mode {
        case .memory:
            var recording = Recording(frameRate: frameRate)
            try flick(seconds: seconds, into: &recording, sample: sample)
            let usage = Usage(before: before, peak: peak, frames: recording.frames.count)
            blackHole(recording)
            return usage
        case .stream:
            var writer = try FrameStreamWriter(destination: file)
            try flick(seconds: seconds, into: &writer, sample: sample)
            try writer.finish()
            return Usage(before: before, peak: peak, frames: writer.count)
        case .leakingStream:
            var sink = LeakingSink(writer: try FrameStreamWriter(destination: file))
            try flick(seconds: seconds, into: &sink, sample: sample)
            try sink.writer.finish()
            let usage = Usage(before: before, peak: peak, frames: sink.writer.count)
            blackHole(sink.kept)
            return usage
        case .sceneStream:
            let frames = try streamScene(seconds: seconds, sample: sample)
            return Usage(before: before, peak: peak, frames: frames)
        }
    }

    /// The child side: `--child long-memory --mode memory|stream|leaking-stream|scene-stream --seconds N` prints
    /// `before <bytes> peak <bytes> frames <n>`.
    static func childMain(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let mode = value("--mode").flatMap(Mode.init(rawValue:)), let seconds = value("--seconds").flatMap(Double.init)
        else { return 64 }
        do {
            let usage = try run(mode: mode, seconds: seconds)
            print("before \(usage.before) peak \(usage.peak) frames \(usage.frames)")
            return 0
        } catch {
            print("error \(error)")
            return 70
        }
    }

    /// Runs one measurement in a child process of `executable`.
    static func runChild(_ executable: URL, mode: Mode, seconds: Double) throws -> Usage {
        let words = try ChildProcess.words(
            of: executable, ["--child", "long-memory", "--mode", mode.rawValue, "--seconds", String(seconds)], what: "long-memory")
        guard words.count >= 6, let before = Int(words[1]), let peak = Int(words[3]), let frames = Int(words[5]) else {
            throw BenchmarkError.unexpected("the long-memory child said \"\(words.joined(separator: " "))\"")
        }
        return Usage(before: before, peak: peak, frames: frames)
    }

    static func measure(into report: inout BenchmarkReport, quick: Bool, childExecutable: URL?, log: (String) -> Void) throws {
        let hour = quick ? 360.0 : 3600.0
        func usage(_ mode: Mode, _ seconds: Double) throws -> Usage {
            log("5. long recording: \(mode.rawValue), \(Int(seconds)) s at \(frameRate) Hz\(childExecutable == nil ? "" : " (child process)")…")
            if let childExecutable { return try runChild(childExecutable, mode: mode, seconds: seconds) }
            return try run(mode: mode, seconds: seconds)
        }
        // In-process fallback: the stream runs first, so the in-memory run's pages cannot hide its peak.
        let stream = try usage(.stream, hour)
        let longStream = try usage(.stream, 4 * hour)
        let memory = try usage(.memory, hour)
        let megabyte = 1024.0 * 1024.0
        let flat = flatness(short: stream, long: longStream)
        report.figures += [
            BenchmarkFigure(
                section: 5, key: "long.memory", name: "\(Int(hour)) s at 120 Hz (\(memory.frames) frames) in memory: peak RSS growth",
                value: Double(memory.growth) / megabyte, unit: "MiB", target: "≤ 64", meetsTarget: Double(memory.growth) / megabyte <= 64),
            BenchmarkFigure(
                section: 5, key: "long.stream", name: "same, streamed to a file: peak RSS growth",
                value: Double(stream.growth) / megabyte, unit: "MiB"),
            BenchmarkFigure(
                section: 5, key: "long.stream4", name: "4 × as long (\(longStream.frames) frames) streamed: peak RSS growth",
                value: Double(longStream.growth) / megabyte, unit: "MiB"),
            BenchmarkFigure(
                section: 5, key: "long.flat", name: "streaming growth, 4 × length − 1 × length", value: flat.mebibytes, unit: "MiB",
                target: "flat (|Δ| < 1 MiB)", meetsTarget: flat.isFlat),
        ]
        report.notes.append(
            "5: \(childExecutable == nil ? "in-process (peak reset between runs where possible)" : "one child process per run")"
                + "; \(residentName) before / most after any flick, MiB: memory \(mb(memory.before))/\(mb(memory.peak)), "
                + "stream \(mb(stream.before))/\(mb(stream.peak)), 4× stream \(mb(longStream.before))/\(mb(longStream.peak)); "
                + "delegate events off (frames only).")
    }

    private static func mb(_ bytes: Int) -> String { BenchmarkReport.format(Double(bytes) / 1024 / 1024) }

    /// What the notes call the sampled resident size, by the system's name for it.
    #if os(Linux)
        private static let residentName = "VmRSS"
    #elseif canImport(Darwin)
        private static let residentName = "resident_size (task_info)"
    #else
        private static let residentName = "peak resident size"
    #endif
}
