import Foundation
import ScrollSim

/// Single workloads without timing, for `valgrind --tool=callgrind`:
/// `scrollsim-bench --child profile fling|sweep|suite [count]`.
enum Profiling {
    static func main(_ arguments: [String]) -> Int32 {
        let words = Array(arguments.dropFirst(2))
        let count = words.count > 1 ? Int(words[1]) : nil
        do {
            switch words.first {
            case "fling":
                var sink = DiscardingFrameSink()
                try StepCost.LongFling(frames: count ?? 100_000).run(into: &sink)
                print("frames \(sink.count), offset \(sink.last!.contentOffset.x)")
            case "sweep":
                let outcomes = Sweep.serial(Sweep.Plan(gestures: count ?? 2_000))
                print("gestures \(outcomes.count), hash \(String(Sweep.hash(outcomes), radix: 16))")
            case "digest":
                print("digest \(String(digest(gestures: count ?? 4_000), radix: 16))")
            case "suite":
                var failures = 0
                for file in SuiteThroughput.bundle(count: count ?? 200) { failures += try SuiteThroughput.runAndCheck(file) }
                print("failures \(failures)")
            default:
                print("usage: scrollsim-bench --child profile fling|sweep|suite|digest [count]")
                return 64
            }
            return 0
        } catch {
            print("error \(error)")
            return 70
        }
    }

    /// A hash of every frame's bits and every delegate event of `gestures` sweep gestures run
    /// with full recording, plus a bouncing and an animated run: to check that an engine change
    /// leaves every recorded bit as it was.
    static func digest(gestures: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            var w = word
            for _ in 0..<8 {
                hash = (hash ^ (w & 0xFF)) &* 0x100_0000_01b3
                w >>= 8
            }
        }
        func mix(_ recording: Recording) {
            for frame in recording.frames {
                mix(UInt64(frame.index))
                mix(frame.time.bitPattern)
                mix(Double(frame.contentOffset.x).bitPattern)
                mix(Double(frame.contentOffset.y).bitPattern)
                mix(Double(frame.velocity.x).bitPattern)
                mix(Double(frame.velocity.y).bitPattern)
                mix(UInt64(frame.phase.rawValue) | (frame.isTracking ? 8 : 0) | (frame.isDragging ? 16 : 0) | (frame.isDecelerating ? 32 : 0))
            }
            for event in recording.events {
                for byte in String(describing: event).utf8 { mix(UInt64(byte)) }
            }
        }
        let plan = Sweep.Plan(gestures: 100_000)
        let stride = Swift.max(1, plan.count / gestures)
        for index in Swift.stride(from: 0, to: plan.count, by: stride) {
            let (view, strategy, script) = Sweep.setUp(plan, index: index, recordsEvents: true)
            let recording = (try? Simulation.run(view, script: script)) ?? Recording(frameRate: 60)
            withExtendedLifetime(strategy) { mix(recording) }
        }
        let plain = ScrollView(bounds: CGSize(width: 400, height: 800), contentSize: CGSize(width: 1200, height: 2000))
        var script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: 5, axis: .vertical, frameRate: 60)
        script += TimedGesture.drag(at: 0.5, distance: -300, releaseVelocity: -2, frameRate: 60)
        script.append(TimedGesture(.setContentOffset(CGPoint(x: 300, y: 900), animated: true), at: 4))
        if let recording = try? Simulation.run(plain, script: script) { mix(recording) }
        return hash
    }
}
