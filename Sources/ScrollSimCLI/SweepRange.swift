/// A `FROM:TO:STEP` range of a sweep axis, inclusive of TO when a whole number of steps reaches it.
struct SweepRange: Hashable, Sendable {
    /// The values, in order.
    var values: [Double]

    /// The most cells a sweep may have.
    static let maximumCells = 100_000

    /// Parses `FROM:TO:STEP` for the option `option`.
    init(_ text: String, option: String) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 3, let from = parts[0], let to = parts[1], let step = parts[2],
            from.isFinite, to.isFinite, step.isFinite, step > 0 || (step == 0 && from == to)
        else {
            throw CommandError.usage("\(option) expects FROM:TO:STEP with a positive STEP but found \"\(text)\".")
        }
        guard to >= from else { throw CommandError.usage("\(option) expects FROM ≤ TO but found \"\(text)\".") }
        let count = step == 0 ? 1 : Int(((to - from) / step + 1e-9).rounded(.down)) + 1
        guard count <= SweepRange.maximumCells else { throw CommandError.usage("\(option) gives \(count) values; use a larger STEP.") }
        // Each value from its index, so that no rounding error accumulates.
        values = (0..<count).map { from + Double($0) * step }
    }
}
