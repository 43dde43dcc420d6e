import Foundation
import ScrollSim
import ScrollSimStrategies

/// The sweep measurement: a sweep of generated gestures (drags × velocities × strategies), run on one core and
/// then on all cores with a task group, with the same output either way.
enum Sweep {
    /// The gestures of a sweep: every strategy × distance × velocity, in that order.
    struct Plan: Sendable {
        /// Strategy names from `StrategyCatalog`.
        var strategies: [String]
        /// Drag distances, in points (positive: towards larger offsets).
        var distances: [Double]
        /// Release velocities, in pt/ms.
        var velocities: [Double]
        /// Gestures per task: the fixed split of the work, whatever the core count.
        var chunkSize = 500

        var count: Int { strategies.count * distances.count * velocities.count }
        var chunkCount: Int { (count + chunkSize - 1) / chunkSize }

        /// `total` gestures (rounded down to a whole grid): up to 4 strategies, 100 distances
        /// from −300 to 300 pt, and the rest velocities from −6 to 6 pt/ms.
        init(gestures total: Int) {
            strategies = Array(StrategyCatalog.names.prefix(4))
            let distanceCount = Swift.min(100, Swift.max(1, total / strategies.count / 10))
            distances = (0..<distanceCount).map { -300 + 600 * (Double($0) + 0.5) / Double(distanceCount) }
            let velocityCount = Swift.max(1, total / strategies.count / distanceCount)
            velocities = (0..<velocityCount).map { -6 + 12 * (Double($0) + 0.5) / Double(velocityCount) }
        }
    }

    /// What one gesture ended with: where it rested and after how many frames (−1: it failed).
    struct Outcome: Hashable, Sendable {
        var restingOffset: Double
        var frames: Int
    }

    /// The `index`th gesture of `plan`: a card carousel (bounds 375 × 600, 30 items of 280 × 250,
    /// insets 20, spacing 16) starting at item 10, one drag, run until it rests.
    static func run(_ plan: Plan, index: Int) -> Outcome {
        let (view, strategy, script) = setUp(plan, index: index, recordsEvents: false)
        guard let strategy else { return Outcome(restingOffset: .nan, frames: -1) }
        var sink = DiscardingFrameSink()
        do {
            try Simulation.run(view, script: script, into: &sink)
        } catch {
            return Outcome(restingOffset: Double(view.contentOffset.x), frames: -1)
        }
        return withExtendedLifetime(strategy) { Outcome(restingOffset: Double(view.contentOffset.x), frames: sink.count) }
    }

    /// The view (with its strategy installed as delegate, nil if it cannot be made) and the
    /// script of the `index`th gesture.
    static func setUp(_ plan: Plan, index: Int, recordsEvents: Bool) -> (SimulatedCollectionView, (any SnappingStrategy)?, [TimedGesture]) {
        let perStrategy = plan.distances.count * plan.velocities.count
        let name = plan.strategies[index / perStrategy]
        let distance = plan.distances[(index % perStrategy) / plan.velocities.count]
        let velocity = plan.velocities[index % plan.velocities.count]

        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 280, height: 250)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        layout.minimumLineSpacing = 16
        let view = SimulatedCollectionView(
            bounds: CGSize(width: 375, height: 600), collectionViewLayout: layout, numberOfItems: 30,
            settings: SimulationSettings(recordsDelegateEvents: recordsEvents))
        let strategy = try? StrategyCatalog.make(name: name)
        if let strategy {
            strategy.install(on: view)
            view.delegate = strategy
        }
        view.contentOffset = CGPoint(x: 10 * 296, y: 0)
        let script = TimedGesture.drag(
            at: 0, distance: distance, releaseVelocity: .pointsPerMillisecond(velocity), frameRate: view.settings.frameRate)
        return (view, strategy, script)
    }

    static func runChunk(_ plan: Plan, _ chunk: Int) -> [Outcome] {
        let range = (chunk * plan.chunkSize)..<Swift.min(plan.count, (chunk + 1) * plan.chunkSize)
        return range.map { run(plan, index: $0) }
    }

    /// Every gesture in order on the calling thread.
    static func serial(_ plan: Plan) -> [Outcome] {
        (0..<plan.chunkCount).flatMap { runChunk(plan, $0) }
    }

    /// Every gesture, one child task per chunk on the cooperative pool (one thread per core),
    /// reassembled in chunk order, so the result does not depend on the core count.
    static func parallel(_ plan: Plan) async -> [Outcome] {
        await withTaskGroup(of: (Int, [Outcome]).self) { group in
            for chunk in 0..<plan.chunkCount {
                group.addTask { (chunk, runChunk(plan, chunk)) }
            }
            var chunks = [[Outcome]](repeating: [], count: plan.chunkCount)
            for await (chunk, outcomes) in group { chunks[chunk] = outcomes }
            return chunks.flatMap { $0 }
        }
    }

    /// FNV-1a over every outcome's offset bits and frame count, in gesture order.
    static func hash(_ outcomes: [Outcome]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            var w = word
            for _ in 0..<8 {
                hash = (hash ^ (w & 0xFF)) &* 0x100_0000_01b3
                w >>= 8
            }
        }
        for outcome in outcomes {
            mix(outcome.restingOffset.bitPattern)
            mix(UInt64(bitPattern: Int64(outcome.frames)))
        }
        return hash
    }

    static func measure(into report: inout BenchmarkReport, quick: Bool, log: (String) -> Void) async throws {
        let plan = Plan(gestures: quick ? 2_000 : 100_000)
        let repetitions = quick ? 1 : 3
        log("4. sweep: \(plan.count) gestures, \(plan.strategies.joined(separator: ", "))…")
        let clock = ContinuousClock()
        var serialSamples: [Double] = []
        var parallelSamples: [Double] = []
        var serialHash: UInt64 = 0
        var identical = true
        var frames = 0
        var failures = 0
        // Alternate the two so background load hits both alike; the first pair also warms up.
        for round in 0...repetitions {
            var start = clock.now
            let one = serial(plan)
            let serialTime = Stopwatch.nanoseconds(clock.now - start)
            start = clock.now
            let all = await parallel(plan)
            let parallelTime = Stopwatch.nanoseconds(clock.now - start)
            if round == 0 {
                serialHash = hash(one)
                frames = one.reduce(0) { $0 + Swift.max(0, $1.frames) }
                failures = one.filter { $0.frames < 0 }.count
            } else {
                serialSamples.append(serialTime)
                parallelSamples.append(parallelTime)
            }
            identical = identical && hash(one) == serialHash && hash(all) == serialHash && one == all
        }
        let serialTiming = Timing(samples: serialSamples)
        let parallelTiming = Timing(samples: parallelSamples)
        let speedUp = serialTiming.median / parallelTiming.median
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let target = cores >= 2 ? 1.8 * Double(cores) / 2 : 1
        report.figures += [
            BenchmarkFigure(
                section: 4, key: "sweep.serial", name: "sweep: \(plan.count) gestures on one core", value: serialTiming.median / 1e9,
                unit: "s", spread: serialTiming.spread),
            BenchmarkFigure(
                section: 4, key: "sweep.parallel", name: "sweep: same on \(cores) cores (TaskGroup)",
                value: parallelTiming.median / 1e9, unit: "s", spread: parallelTiming.spread),
            BenchmarkFigure(
                section: 4, key: "sweep.speedup", name: "sweep speed-up over one core", value: speedUp, unit: "×",
                target: cores >= 2 ? "≥ \(BenchmarkReport.format(target))× on \(cores) cores" : nil,
                meetsTarget: cores >= 2 ? speedUp >= target : nil),
            BenchmarkFigure(
                section: 4, key: "sweep.identical", name: "sweep: all-core output = one-core output", value: identical ? 1 : 0,
                unit: "1 = yes", target: "= 1", meetsTarget: identical),
        ]
        report.notes.append(
            "4: \(plan.count) gestures = \(plan.strategies.count) strategies (\(plan.strategies.joined(separator: ", "))) × "
                + "\(plan.distances.count) drags × \(plan.velocities.count) velocities, \(plan.chunkCount) chunks of \(plan.chunkSize); "
                + "\(frames) frames, \(failures) failed runs; output hash \(String(serialHash, radix: 16)).")
    }
}
