/// A `FROM:TO:STEP` range of a sweep axis, inclusive of TO when a whole number of steps reaches it.
///
/// The values are not stored: value `i` is `from + i · step`, computed from its index so that no
/// rounding error accumulates and a range of millions of values costs nothing until it is read.
public struct SweepRange: Hashable, Sendable {
    /// The first value.
    public var from: Double
    /// The distance between values (0 for a single value).
    public var step: Double
    /// The number of values.
    public var count: Int

    /// The largest magnitude of FROM and TO: the limit every number in a scenario file has.
    public static let largestMagnitude = 1e12
    /// The most values one axis may have (with 10⁹ per axis, the grid's size still fits in an `Int`).
    public static let maximumCount = 1_000_000_000

    /// The values `from`, `from + step`, … up to `through` (inclusive when a whole number of
    /// steps reaches it, within 10⁻⁹ of a step); a single value when `step` is 0 and the ends agree.
    ///
    /// - Precondition: finite ends within ±10¹², `through` ≥ `from`, a positive step (or 0 with
    ///   equal ends), and at most `maximumCount` values.
    public init(from: Double, through: Double, step: Double) {
        precondition(
            from.isFinite && through.isFinite && abs(from) <= Self.largestMagnitude && abs(through) <= Self.largestMagnitude,
            "a sweep range's ends are finite, within ±1e12")
        precondition(through >= from && step.isFinite && (step > 0 || (step == 0 && from == through)), "a sweep range ascends by a positive step")
        let steps = step == 0 ? 0 : ((through - from) / step + 1e-9).rounded(.down)
        precondition(steps < Double(Self.maximumCount), "a sweep range has at most 10⁹ values")
        self.from = from
        self.step = step
        count = Int(steps) + 1
    }

    /// Value `i`, 0 ≤ `i` < `count`.
    public subscript(i: Int) -> Double { from + Double(i) * step }

    /// Every value, in order.
    public var values: [Double] { (0..<count).map { self[$0] } }
}
