import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport

/// Single workloads without timing, for `valgrind --tool=callgrind`:
/// `scrollsim-bench --child profile fling|fling-jumps|observed|record|feed|grid|delegate-grid|sweep|suite [count]`, and
/// `allocations [count] [scenario file name]` (the cells of the peek scenario by default).
///
/// Per-frame and per-cell instruction counts are differences of two runs, so that start-up drops
/// out: `(instructions(observed 200000) − instructions(observed 100000)) / 100000`, and for the
/// sweep command `grid 100` (100 × 100 cells) against `grid 1` (100 cells).
enum Profiling {
    static func main(_ arguments: [String]) async -> Int32 {
        let words = Array(arguments.dropFirst(2))
        let count = words.count > 1 ? Int(words[1]) : nil
        do {
            switch words.first {
            case "fling":
                var sink = DiscardingFrameSink()
                try StepCost.LongFling(frames: count ?? 100_000).run(into: &sink)
                print("frames \(sink.count), offset \(sink.last!.contentOffset.x)")
            case "fling-jumps":
                // The free glide into a sweep cell's sink, which judges every frame for a jump.
                var sink = DiscardingFrameSink(findingJumpsWith: FeelNoteFinder())
                try StepCost.LongFling(frames: count ?? 100_000).run(into: &sink)
                print("frames \(sink.count), offset \(sink.last!.contentOffset.x)")
            case "observed":
                // The general path: a delegate observing every frame.
                let fling = StepCost.LongFling(frames: count ?? 100_000)
                let observer = StepCost.ScrollObserver()
                let view = fling.makeView(recordsEvents: false)
                view.delegate = observer
                var sink = DiscardingFrameSink()
                try Simulation.run(view, script: fling.script, until: fling.until, into: &sink)
                print("frames \(sink.count), calls \(observer.calls)")
            case "record":
                // A recording with every delegate event.
                let fling = StepCost.LongFling(frames: count ?? 100_000)
                let recording = try Simulation.run(fling.makeView(recordsEvents: true), script: fling.script, until: fling.until)
                print("frames \(recording.frames.count), events \(recording.events.count)")
            case "grid":
                // The sweep command on one core: 100 drags × `count` velocities of the peek scenario.
                guard let folder = SuiteThroughput.bundledScenarioFolder() else { throw BenchmarkError.unexpected("no Scenarios folder") }
                let velocities = count ?? 100
                let arguments = [
                    "sweep", folder + "/" + GridSweep.scenario, "--drag", "-300:297:6", "--velocity",
                    "-5:\(-5 + Double(velocities - 1) * 0.01):0.01", "--format", "csv", "--jobs", "1",
                ]
                let result = await GridSweep.command(arguments)
                print("exit \(result.code), hash \(String(result.hash, radix: 16))")
            case "delegate-grid":
                // `DelegateSweep` on one core, as an app's test runs its own delegate: the same
                // cells as `grid`, on a view made once (the strategy is a `ResettableDelegate`).
                guard let folder = SuiteThroughput.bundledScenarioFolder() else { throw BenchmarkError.unexpected("no Scenarios folder") }
                var scenario = try ScenarioFile.load(folder + "/" + GridSweep.scenario).scenario
                scenario.gestures = []
                let swept = scenario
                let velocities = count ?? 100
                let grid = SweepGrid(
                    drags: SweepRange(from: -300, through: 297, step: 6),
                    velocities: SweepRange(from: -5, through: -5 + Double(velocities - 1) * 0.01, step: 0.01))
                let cells = try await DelegateSweep.run(grid: grid, axis: swept.axis, frameRate: swept.frameRate, jobs: 1) {
                    // The scenario's file is valid: it was loaded above.
                    try! ScenarioRunner.makeView(for: swept, recordsDelegateEvents: false)
                }
                var hasher = WordHasher()
                Array(DelegateSweep.csv(cells).utf8).withUnsafeBufferPointer { hasher.add($0) }
                print("cells \(cells.count), hash \(String(hasher.finish(), radix: 16))")
            case "allocations":
                // Whether allocation counting works in this build, and a count of a known allocation.
                let counted = AllocationCounter.count { blackHole([Int](repeating: 1, count: count ?? 100)) }
                print("available \(AllocationCounter.isAvailable), an array counted \(counted.map(String.init) ?? "nil")")
                // The sweep command's cells that allocate after a worker's first, if any.
                guard let folder = SuiteThroughput.bundledScenarioFolder() else { throw BenchmarkError.unexpected("no Scenarios folder") }
                let scenario = words.count > 2 ? words[2] : GridSweep.scenario
                var base = try ScenarioFile.load(folder + "/" + scenario).scenario
                base.gestures = []
                let worker = try SweepWorker(base: base)
                _ = worker.run(index: 0, drag: -120, velocity: -2)
                for (i, (drag, velocity)) in [(-300.0, -5.0), (0, 0), (-300, 4.9), (294, -5), (294, 4.9), (6, 0.1), (-6, -0.1)].enumerated() {
                    var cell: SweepCell?
                    let n = AllocationCounter.count { cell = worker.run(index: i, drag: drag, velocity: velocity) }
                    print("cell drag \(drag) velocity \(velocity): \(n.map(String.init) ?? "nil") allocations, \(cell!.status)")
                }
            case "feed":
                // A scene: a feed of three carousels, a flick on the middle carousel and one on the
                // feed, `count` runs into discarding sinks.
                var frames = 0
                for _ in 0..<(count ?? 100) {
                    let feed = feedOfCarousels()
                    var sinks = feed.sceneViews.map { _ in DiscardingFrameSink() }
                    try Simulation.run(scene: feed, script: feedFlicks, into: &sinks)
                    frames += sinks.reduce(0) { $0 + $1.count }
                }
                print("frames \(frames)")
            case "sweep":
                let outcomes = Sweep.serial(Sweep.Plan(gestures: count ?? 2_000))
                print("gestures \(outcomes.count), hash \(String(Sweep.hash(outcomes), radix: 16))")
            case "digest":
                print("digest \(String(digest(gestures: count ?? 4_000), radix: 16))")
                print("plain \(String(plainDigest(), radix: 16))")
            case "suite":
                var failures = 0
                for file in SuiteThroughput.bundle(count: count ?? 200) { failures += try SuiteThroughput.runAndCheck(file) }
                print("failures \(failures)")
            default:
                print("usage: scrollsim-bench --child profile fling|fling-jumps|observed|record|feed|grid|delegate-grid|sweep|suite|digest [count]")
                return 64
            }
            return 0
        } catch {
            print("error \(error)")
            return 70
        }
    }

    /// A 375 × 812 pt feed (1,200 pt of content) holding three 375 × 200 pt carousels of 2,000 pt
    /// at y = 100, 400 and 700 pt, events off.
    static func feedOfCarousels() -> SimulatedScrollView {
        let settings = SimulationSettings(frameRate: 60, recordsDelegateEvents: false)
        let feed = SimulatedScrollView(bounds: CGSize(width: 375, height: 812), contentSize: CGSize(width: 375, height: 1200), settings: settings)
        for y in [100.0, 400, 700] {
            let carousel = SimulatedScrollView(
                bounds: CGSize(width: 375, height: 200), contentSize: CGSize(width: 2000, height: 200), settings: settings)
            feed.addSubview(carousel, frame: CGRect(x: 0, y: y, width: 375, height: 200))
        }
        return feed
    }

    /// A leftward flick on the middle carousel (120 pt in 0.1 s), then an upward one on the feed
    /// between carousels, after the first has come to rest.
    static let feedFlicks: [TimedGesture] = {
        func flick(at start: Double, from p: CGPoint, by d: CGPoint) -> [TimedGesture] {
            TimedGesture.touches(
                (0...6).map { k in (time: start + Double(k) / 60, point: CGPoint(x: p.x + d.x * Double(k) / 6, y: p.y + d.y * Double(k) / 6)) })
        }
        return flick(at: 0, from: CGPoint(x: 250, y: 500), by: CGPoint(x: -120, y: 0))
            + flick(at: 3, from: CGPoint(x: 200, y: 350), by: CGPoint(x: 0, y: -120))
    }()

    /// A hash of every frame's bits and every delegate event of `gestures` sweep gestures run
    /// with full recording, plus a bouncing and an animated run: to check that an engine change
    /// leaves every recorded bit as it was.
    static func digest(gestures: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ recording: Recording) { mixRecording(recording, into: &hash) }
        let plan = Sweep.Plan(gestures: 100_000)
        let stride = Swift.max(1, plan.count / gestures)
        for index in Swift.stride(from: 0, to: plan.count, by: stride) {
            let (view, strategy, script) = Sweep.setUp(plan, index: index, recordsEvents: true)
            let recording = (try? Simulation.run(view, script: script)) ?? Recording(frameRate: 60)
            withExtendedLifetime(strategy) { mix(recording) }
        }
        let plain = SimulatedScrollView(bounds: CGSize(width: 400, height: 800), contentSize: CGSize(width: 1200, height: 2000))
        var script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(5), axis: .vertical, frameRate: 60)
        script += TimedGesture.drag(at: 0.5, distance: -300, releaseVelocity: .pointsPerMillisecond(-2), frameRate: 60)
        script.append(TimedGesture(.setContentOffset(CGPoint(x: 300, y: 900), animated: true), at: 4))
        if let recording = try? Simulation.run(plain, script: script) { mix(recording) }
        return hash
    }

    /// Delegate-free runs with events off (flings into edges, paging, both axes, gestures
    /// during a glide), hashed frame by frame.
    static func plainDigest() -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for variant in 0..<48 {
            let settings = SimulationSettings(frameRate: [60, 120, 90][variant % 3], recordsDelegateEvents: false)
            let view = SimulatedScrollView(
                bounds: CGSize(width: 400, height: 800), contentSize: CGSize(width: 3000, height: 5000),
                contentOffset: CGPoint(x: 1300, y: 2000), settings: settings)
            view.isPagingEnabled = variant % 4 == 1
            view.bounces = variant % 5 != 2
            if variant % 6 == 3 { view.decelerationRate = .fast }
            let v = Double(variant % 8 - 4) * 1.7 + 0.3
            var script = TimedGesture.drag(
                at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(v), axis: variant % 2 == 0 ? .horizontal : .vertical,
                frameRate: settings.frameRate)
            script += TimedGesture.drag(
                at: 0.05, distance: -30, releaseVelocity: .pointsPerMillisecond(-v / 2), axis: .vertical, frameRate: settings.frameRate)
            if variant % 3 == 0 {
                script += TimedGesture.drag(at: 1.2, distance: 60, releaseVelocity: .pointsPerMillisecond(6), frameRate: settings.frameRate)
            }
            if variant % 7 == 0 { script.append(TimedGesture(.setContentOffset(CGPoint(x: 100, y: 100), animated: variant % 2 == 0), at: 2.5)) }
            let recording = (try? Simulation.run(view, script: script, until: variant % 4 == 0 ? 3 : nil)) ?? Recording(frameRate: 1)
            mixRecording(recording, into: &hash)
            if ProcessInfo.processInfo.environment["DIGEST_VERBOSE"] != nil { print(variant, String(hash, radix: 16), recording.frames.count) }
        }
        var sink = Recording(frameRate: 60)
        _ = try? StepCost.LongFling(frames: 20_000).run(into: &sink)
        mixRecording(sink, into: &hash)
        var long = Recording(frameRate: 120)
        try? LongRecording.flick(seconds: 120, into: &long)
        mixRecording(long, into: &hash)
        return hash
    }

    static func mixRecording(_ recording: Recording, into hash: inout UInt64) {
        func mix(_ word: UInt64) {
            var w = word
            for _ in 0..<8 {
                hash = (hash ^ (w & 0xFF)) &* 0x100_0000_01b3
                w >>= 8
            }
        }
        do {
            for frame in recording.frames {
                mix(UInt64(frame.index))
                mix(frame.time.bitPattern)
                mix(Double(frame.contentOffset.x).bitPattern)
                mix(Double(frame.contentOffset.y).bitPattern)
                mix(Double(frame.velocityPointsPerSecond.x).bitPattern)
                mix(Double(frame.velocityPointsPerSecond.y).bitPattern)
                mix(UInt64(frame.phase.rawValue) | (frame.isTracking ? 8 : 0) | (frame.isDragging ? 16 : 0) | (frame.isDecelerating ? 32 : 0))
            }
            // Field by field, so that the digest does not depend on how an event is stored.
            func mixPoint(_ point: CGPoint?) {
                guard let point else { return mix(0x6e69_6c) }
                mix(Double(point.x).bitPattern)
                mix(Double(point.y).bitPattern)
            }
            for event in recording.events {
                mix(UInt64(event.frameIndex))
                mix(event.time.bitPattern)
                for byte in event.name.rawValue.utf8 { mix(UInt64(byte)) }
                mixPoint(event.contentOffset)
                mixPoint(event.velocity)
                mixPoint(event.proposedTarget)
                mixPoint(event.target)
                mix(event.fastScrollMultiplier?.bitPattern ?? 0x6e69_6c)
                mix(event.willDecelerate.map { $0 ? 1 : 2 } ?? 0x6e69_6c)
                for byte in (event.message ?? "-").utf8 { mix(UInt64(byte)) }
            }
        }
    }
}
