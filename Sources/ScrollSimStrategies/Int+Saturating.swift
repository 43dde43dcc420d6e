extension Int {
    /// `Int(value)` as the seed articles write it, for a value that indexes cells, without the
    /// trap: NaN becomes 0, and a value beyond ±2⁵³ (where a double no longer counts whole cells,
    /// and sums of indices could overflow) stops there. Within ±2⁵³ it is `Int(value)` exactly.
    init(saturating value: Double) {
        let limit = 9_007_199_254_740_992.0  // 2⁵³
        if value.isNaN {
            self = 0
        } else {
            self = Int(Swift.min(Swift.max(value, -limit), limit))
        }
    }
}
