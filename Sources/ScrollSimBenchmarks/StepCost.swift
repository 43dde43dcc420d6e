import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimTestSupport

/// The step measurements: the cost of one engine frame against the bare §2 arithmetic, and the cost of
/// recording frames.
enum StepCost {
    /// Frames per second of the long fling.
    static let frameRate = 60
    /// Release velocity of the long fling, in pt/ms (10,000 pt/s).
    static let releaseVelocity = 10.0

    /// A free fling that is still gliding after `frames` frames: one drag released at 10 pt/ms
    /// on content a billion points wide, with a custom deceleration rate so close to 1 that the
    /// speed reaches the 0.01 pt/ms stop only after 1.05 × `frames` frames.
    struct LongFling {
        let frames: Int
        let rate: Double
        let script: [TimedGesture]

        init(frames: Int) {
            self.frames = frames
            let frameDuration = 1000 / Double(StepCost.frameRate)
            // v0 · d^T = stop speed at T = 1.05 · frames · dt  ⇒  ln d = ln(stop / v0) / T.
            let glideMilliseconds = 1.05 * Double(frames) * frameDuration
            rate = DeterministicMath.exp(
                DeterministicMath.log(UIKitConstants.stopSpeed / StepCost.releaseVelocity) / glideMilliseconds)
            script = TimedGesture.drag(
                at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(StepCost.releaseVelocity), frameRate: StepCost.frameRate)
        }

        /// The last frame time, in seconds, so that exactly `frames` frames are produced.
        var until: Double { Double(frames - 1) / Double(StepCost.frameRate) }

        func makeView(recordsEvents: Bool) -> SimulatedScrollView {
            // A rate this close to 1 is a what-if UIKit cannot run (it stores 0.99 or 0.998); it
            // keeps one glide going for every frame measured.
            let settings = SimulationSettings(
                frameRate: StepCost.frameRate, exactDecelerationRate: true, recordsDelegateEvents: recordsEvents,
                maximumDuration: Double(frames) / Double(StepCost.frameRate) + 10)
            let view = SimulatedScrollView(
                bounds: CGSize(width: 400, height: 800), contentSize: CGSize(width: 1e9, height: 800), settings: settings)
            view.decelerationRate = SimulatedScrollView.DecelerationRate(rawValue: CGFloat(rate))
            return view
        }

        /// Runs the fling into `sink`; returns the view so its final state can be checked.
        @discardableResult
        func run<Sink: FrameSink>(into sink: inout Sink, recordsEvents: Bool = false) throws -> SimulatedScrollView {
            let view = makeView(recordsEvents: recordsEvents)
            try Simulation.run(view, script: script, until: until, into: &sink)
            return view
        }
    }

    /// A delegate that observes every frame (`scrollViewDidScroll`), as an app's often does: the
    /// view then runs every frame through its general path, with the callback.
    final class ScrollObserver: ScrollViewDelegate {
        var calls = 0
        var lastOffset = 0.0

        func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
            calls &+= 1
            lastOffset = Double(scrollView.contentOffset.x)
        }
    }

    /// The floor: §2's free deceleration on plain doubles, `x += v · glide; v *= decay`, stopping
    /// below the stop speed. Not inlined, so its arguments are unknown to the optimiser.
    @inline(never)
    static func floorLoop(offset: Double, velocity: Double, glide: Double, decay: Double, frames: Int) -> (Double, Double, Int) {
        var x = offset
        var v = velocity
        var n = 0
        while n < frames {
            x += v * glide
            v *= decay
            n += 1
            if abs(v) < UIKitConstants.stopSpeed { break }
        }
        return (x, v, n)
    }

    /// Heap allocations per frame: what `count(frames)` counts for 1,200 frames less what it
    /// counts for 200, over 1,000; nil where counting is not available.
    static func allocationsPerFrame(_ count: (Int) throws -> Int?) throws -> Double? {
        guard let short = try count(200), let long = try count(1_200) else { return nil }
        return Double(long - short) / 1_000
    }

    static func measure(into report: inout BenchmarkReport, quick: Bool, log: (String) -> Void) throws {
        var floorNanoseconds = 0.0
        let frames = quick ? 200_000 : 10_000_000
        let fling = LongFling(frames: frames)
        let repetitions = quick ? 3 : 5

        // Check once that the engine really glides for every frame asked.
        var check = DiscardingFrameSink()
        let view = try fling.run(into: &check)
        guard check.count == frames, check.last?.phase == .decelerating, view.isDecelerating else {
            throw BenchmarkError.unexpected("the long fling stopped early: \(check.count) frames, last \(String(describing: check.last?.phase))")
        }
        let decelerating = frames - (Simulation.frameIndex(forTime: fling.script.last!.time, frameRate: frameRate))
        report.notes.append(
            "1: \(frames) frames at \(frameRate) Hz, \(decelerating) of them free deceleration at rate \(fling.rate); "
                + "final offset \(check.last!.contentOffset.x) pt, speed \(check.last!.velocityPointsPerSecond.x) pt/s.")

        log("1. step cost: \(frames) frames, engine…")
        let engine = try Stopwatch.measure(warmups: 1, repetitions: repetitions, units: Double(frames)) {
            var sink = DiscardingFrameSink()
            try fling.run(into: &sink)
            blackHole(sink.last)
        }
        log("1. step cost: floor loop…")
        let constants = FrameConstants(rate: fling.rate, frameDuration: 1000 / Double(frameRate))
        let floor = Stopwatch.measure(warmups: 2, repetitions: repetitions * 3, units: Double(frames)) {
            blackHole(floorLoop(offset: 0, velocity: releaseVelocity, glide: constants.glide, decay: constants.decay, frames: frames))
        }
        // The general path: the same fling, shorter, with a delegate observing every frame.
        let observedFrames = frames / 10
        let observedFling = LongFling(frames: observedFrames)
        log("1. step cost: \(observedFrames) frames with an observing delegate…")
        var observedCalls = 0
        let observed = try Stopwatch.measure(warmups: 1, repetitions: repetitions, units: Double(observedFrames)) {
            let observer = ScrollObserver()
            let view = observedFling.makeView(recordsEvents: false)
            view.delegate = observer
            var sink = DiscardingFrameSink()
            try Simulation.run(view, script: observedFling.script, until: observedFling.until, into: &sink)
            observedCalls = observer.calls
            blackHole(observer.lastOffset)
        }
        guard observedCalls >= observedFrames - 10 else {
            throw BenchmarkError.unexpected("the observing delegate saw \(observedCalls) of \(observedFrames) frames")
        }
        report.notes.append("1: the observing delegate's run, \(observedFrames) frames, called scrollViewDidScroll \(observedCalls) times.")
        let ratio = engine.median / floor.median
        let observedRatio = observed.median / floor.median
        // Allocations per observed frame: two runs that differ only in length, counted.
        let observedAllocations = try allocationsPerFrame { frames in
            let fling = LongFling(frames: frames)
            let observer = ScrollObserver()
            let view = fling.makeView(recordsEvents: false)
            view.delegate = observer
            var sink = DiscardingFrameSink()
            return try AllocationCounter.count { try Simulation.run(view, script: fling.script, until: fling.until, into: &sink) }
        }
        report.figures += [
            BenchmarkFigure(
                section: 1, key: "step.engine", name: "engine step, free fling, recording off", value: engine.median,
                unit: "ns/frame", spread: engine.spread, floor: floor.median),
            BenchmarkFigure(
                section: 1, key: "step.floor", name: "floor: bare §2 arithmetic on Doubles", value: floor.median,
                unit: "ns/frame", spread: floor.spread),
            BenchmarkFigure(
                section: 1, key: "step.ratio", name: "engine ÷ floor (fast path: no delegate, one axis)", value: ratio, unit: "×",
                target: "≤ 3×", meetsTarget: ratio <= 3),
            BenchmarkFigure(
                section: 1, key: "step.observed", name: "engine step, a delegate observing every frame (general path)",
                value: observed.median, unit: "ns/frame", spread: observed.spread, floor: floor.median,
                target: "≤ floor + 20 ns", meetsTarget: observed.median - floor.median <= 20),
            BenchmarkFigure(
                section: 1, key: "step.observedRatio", name: "general path ÷ floor", value: observedRatio, unit: "×"),
            BenchmarkFigure(
                section: 1, key: "step.observedAllocations", name: "heap allocations per observed frame (counted)",
                value: observedAllocations ?? .nan, unit: "allocs/frame", target: "0", meetsTarget: observedAllocations.map { $0 == 0 }),
        ]

        floorNanoseconds = floor.median
        // 2. Recording: the same fling, shorter, into an in-memory recording.
        let recordedFrames = quick ? 50_000 : 1_000_000
        let shortFling = LongFling(frames: recordedFrames)
        log("2. recording cost: \(recordedFrames) frames…")
        let framesOnly = try Stopwatch.measure(warmups: 1, repetitions: repetitions, units: Double(recordedFrames)) {
            var recording = Recording(frameRate: frameRate)
            try shortFling.run(into: &recording)
            blackHole(recording.frames.count)
        }
        var eventCount = 0
        let withEvents = try Stopwatch.measure(warmups: 1, repetitions: repetitions, units: Double(recordedFrames)) {
            let view = shortFling.makeView(recordsEvents: true)
            let recording = try Simulation.run(view, script: shortFling.script, until: shortFling.until)
            eventCount = recording.events.count
            blackHole(recording)
        }
        // Allocations per recorded frame with events, into buffers with room (reserved first).
        let recordedAllocations = try allocationsPerFrame { frames in
            // A warm-up run gives the view's event log its room (emptied, keeping its capacity);
            // the counted run continues on the same view, into a recording with room reserved.
            let fling = LongFling(frames: 2 * frames)
            let view = fling.makeView(recordsEvents: true)
            var warm = Recording(frameRate: frameRate)
            let half = Double(frames - 1) / Double(frameRate)
            try Simulation.run(view, script: fling.script, until: half, into: &warm)
            view.removeAllEvents()
            var recording = Recording(frameRate: frameRate)
            recording.frames.reserveCapacity(frames + 10)
            return try AllocationCounter.count { try Simulation.run(view, script: [], until: fling.until, into: &recording) }
        }
        let stride = MemoryLayout<Frame>.stride
        report.figures += [
            BenchmarkFigure(
                section: 2, key: "record.frames", name: "recording: frames in memory", value: framesOnly.median,
                unit: "ns/frame", spread: framesOnly.spread, floor: floorNanoseconds),
            BenchmarkFigure(
                section: 2, key: "record.full", name: "recording: frames + delegate events", value: withEvents.median,
                unit: "ns/frame", spread: withEvents.spread, floor: floorNanoseconds, target: "≤ 60 ns", meetsTarget: withEvents.median <= 60),
            BenchmarkFigure(
                section: 2, key: "record.allocations", name: "heap allocations per recorded frame with events (counted, room reserved)",
                value: recordedAllocations ?? .nan, unit: "allocs/frame", target: "0", meetsTarget: recordedAllocations.map { $0 == 0 }),
            BenchmarkFigure(
                section: 2, key: "record.bytes", name: "bytes per recorded frame (Frame stride)", value: Double(stride),
                unit: "B", target: "≤ 64", meetsTarget: stride <= 64),
            BenchmarkFigure(
                section: 2, key: "record.eventBytes", name: "bytes per delegate event (DelegateEvent stride)",
                value: Double(MemoryLayout<DelegateEvent>.stride), unit: "B"),
        ]
        report.notes.append("2: \(recordedFrames) frames recorded, \(eventCount) delegate events with events on.")
    }
}
