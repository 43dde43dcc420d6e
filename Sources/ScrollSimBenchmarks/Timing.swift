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
