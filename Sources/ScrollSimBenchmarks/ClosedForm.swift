import ScrollPhysics
import ScrollSimTestSupport

/// The closed-form measurement: questions about a fling, answered without stepping frames.
enum ClosedForm {
    /// `count` flings with varied start offsets (points), velocities (±0.3 to 8 pt/ms), both of
    /// UIKit's rates, and a query time each (0 to 3 s, in ms). Deterministic.
    static func flings(count: Int) -> (curves: [DecelerationCurve], times: [Double]) {
        var generator = SeededGenerator(seed: 6)
        var curves: [DecelerationCurve] = []
        var times: [Double] = []
        curves.reserveCapacity(count)
        times.reserveCapacity(count)
        for i in 0..<count {
            let speed = 0.3 + 7.7 * generator.double(in: 0...1)
            let velocity = i % 2 == 0 ? speed : -speed
            let rate = i % 3 == 0 ? UIKitConstants.fastDecelerationRate : UIKitConstants.normalDecelerationRate
            curves.append(DecelerationCurve(startOffset: 5000 * generator.double(in: 0...1), startVelocity: velocity, rate: rate))
            times.append(3000 * generator.double(in: 0...1))
        }
        return (curves, times)
    }

    @inline(never)
    static func offsets(_ curves: [DecelerationCurve], at times: [Double]) -> Double {
        var sum = 0.0
        for i in curves.indices { sum += curves[i].offset(at: times[i]) }
        return sum
    }

    /// Where each fling comes to rest: start + signed distance to the stop speed, on the pixel
    /// grid of a 3× display.
    @inline(never)
    static func restingOffsets(_ curves: [DecelerationCurve]) -> Double {
        var sum = 0.0
        for curve in curves { sum += ((curve.startOffset + curve.distanceToStop) * 3).rounded() / 3 }
        return sum
    }

    static func measure(into report: inout BenchmarkReport, quick: Bool, log: (String) -> Void) {
        let count = quick ? 100_000 : 1_000_000
        log("6. closed-form queries: \(count) flings…")
        let (curves, times) = flings(count: count)
        let repetitions = quick ? 3 : 7
        let offset = Stopwatch.measure(warmups: 1, repetitions: repetitions, units: Double(count)) {
            blackHole(offsets(curves, at: times))
        }
        let rest = Stopwatch.measure(warmups: 1, repetitions: repetitions, units: Double(count)) {
            blackHole(restingOffsets(curves))
        }
        report.figures += [
            BenchmarkFigure(
                section: 6, key: "closed.offset", name: "closed form: offset at time t", value: offset.median,
                unit: "ns/query", spread: offset.spread),
            BenchmarkFigure(
                section: 6, key: "closed.rest", name: "closed form: resting offset", value: rest.median,
                unit: "ns/query", spread: rest.spread),
        ]
        report.notes.append("6: \(count) flings, 0.3 to 8 pt/ms, normal and fast rates, query times 0 to 3 s.")
    }
}
