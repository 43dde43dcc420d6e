/// Times a piece of work with `ContinuousClock`: warm-up runs first, then repeated runs, reported
/// as the median and the spread.
public struct Timing: Hashable, Sendable {
    /// The median of the repeated runs, in nanoseconds per unit of work.
    public var median: Double
    /// The fastest run, in nanoseconds per unit.
    public var minimum: Double
    /// The slowest run, in nanoseconds per unit.
    public var maximum: Double
    /// The number of timed runs.
    public var repetitions: Int

    /// `(maximum − minimum) / median`, dimensionless.
    public var spread: Double { median > 0 ? (maximum - minimum) / median : 0 }

    /// Builds a timing from per-unit samples, in nanoseconds.
    init(samples: [Double]) {
        precondition(!samples.isEmpty, "a timing needs at least one run")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
        repetitions = sorted.count
    }

    /// The same timing expressed per `factor` units (a larger unit), in nanoseconds.
    func scaled(by factor: Double) -> Timing {
        var copy = self
        copy.median *= factor
        copy.minimum *= factor
        copy.maximum *= factor
        return copy
    }
}

enum Stopwatch {
    /// Runs `body` `warmups` times untimed, then `repetitions` times timed; each run does `units`
    /// units of work. Returns nanoseconds per unit.
    static func measure(
        warmups: Int, repetitions: Int, units: Double, _ body: () throws -> Void
    ) rethrows -> Timing {
        for _ in 0..<warmups { try body() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            let start = clock.now
            try body()
            samples.append(nanoseconds(clock.now - start) / units)
        }
        return Timing(samples: samples)
    }

    /// The length of `duration`, in nanoseconds.
    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
