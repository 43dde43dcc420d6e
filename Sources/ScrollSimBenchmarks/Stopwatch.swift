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
