/// A `FROM:TO:STEP` range of a sweep axis, inclusive of TO when a whole number of steps reaches it.
///
/// The values are not stored: value `i` is `from + i · step`, computed from its index so that no
/// rounding error accumulates and a range of millions of values costs nothing until it is read.
struct SweepRange: Hashable, Sendable {
    /// The first value.
    var from: Double
    /// The distance between values (0 for a single value).
    var step: Double
    /// The number of values.
    var count: Int

    /// The largest magnitude of FROM and TO: the limit every number in a scenario file has.
    static let largestMagnitude = 1e12
    /// The most values one axis may have (with 10⁹ per axis, the grid's size still fits in an `Int`).
    static let maximumCount = 1_000_000_000

    /// Parses `FROM:TO:STEP` for the option `option`.
    /// - Throws: `CommandError` 64 naming the option and the text: a missing or malformed part,
    ///   a non-positive step, TO below FROM, a bound past ±10¹², or more than 10⁹ values.
    init(_ text: String, option: String) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, Double(parts[0]) != nil, Double(parts[1]) != nil {
            throw CommandError.usage("\(option) expects FROM:TO:STEP but found \"\(text)\": the step is missing (for example \"\(text):10\").")
        }
        let numbers = parts.map { Double($0) }
        guard numbers.count == 3, let from = numbers[0], let to = numbers[1], let step = numbers[2] else {
            throw CommandError.usage("\(option) expects FROM:TO:STEP, three numbers, but found \"\(text)\".")
        }
        guard from.isFinite, to.isFinite, abs(from) <= Self.largestMagnitude, abs(to) <= Self.largestMagnitude else {
            throw CommandError.usage("\(option) expects FROM and TO between -1e12 and 1e12 but found \"\(text)\".")
        }
        guard step.isFinite, step > 0 || (step == 0 && from == to) else {
            throw CommandError.usage("\(option) expects FROM:TO:STEP with a positive STEP but found \"\(text)\".")
        }
        guard to >= from else { throw CommandError.usage("\(option) expects FROM ≤ TO but found \"\(text)\".") }
        // In Double first: (TO − FROM) / STEP can exceed any Int.
        let steps = step == 0 ? 0 : ((to - from) / step + 1e-9).rounded(.down)
        guard steps < Double(Self.maximumCount) else {
            throw CommandError.usage("\(option) \"\(text)\" gives more than \(Self.maximumCount) values; use a larger STEP.")
        }
        self.from = from
        self.step = step
        count = Int(steps) + 1
    }

    /// Value `i`, 0 ≤ `i` < `count`.
    subscript(i: Int) -> Double { from + Double(i) * step }

    /// Every value, in order.
    var values: [Double] { (0..<count).map { self[$0] } }
}
