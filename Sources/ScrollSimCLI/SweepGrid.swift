/// The cells of a sweep: drags × velocities, numbered with drags varying fastest, optionally cut
/// into interleaved shards.
struct SweepGrid: Sendable {
    /// The drag axis, in points.
    var drags: SweepRange
    /// The release velocity axis, in pt/ms.
    var velocities: SweepRange
    /// This run's slice: `shard` of `shardCount` (1-based), cells `shard − 1`, `shard − 1 + shardCount`, …
    var shard = 1, shardCount = 1

    /// The number of cells in the whole grid.
    var total: Int { drags.count * velocities.count }
    /// The number of cells in this run's slice.
    var count: Int { total >= shard ? (total - shard) / shardCount + 1 : 0 }

    /// The whole-grid number of this slice's `i`th cell.
    func cellIndex(_ i: Int) -> Int { shard - 1 + i * shardCount }
    /// The drag of cell `index`, in points.
    func drag(_ index: Int) -> Double { drags[index % drags.count] }
    /// The release velocity of cell `index`, in pt/ms.
    func velocity(_ index: Int) -> Double { velocities[index / drags.count] }

    /// Parses `K/N` (1 ≤ K ≤ N) for `--shard`.
    /// - Throws: `CommandError` 64 naming the option and the text.
    static func shard(_ text: String, option: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
            throw CommandError.usage("\(option) expects K/N with 1 ≤ K ≤ N (for example 2/8) but found \"\(text)\".")
        }
        return (k, n)
    }

    /// Up to `limit` indices of `0..<count`, evenly spaced and including both ends.
    static func sample(_ count: Int, limit: Int) -> [Int] {
        guard count > limit, limit > 1 else { return Array(0..<min(count, max(limit, 1))) }
        return (0..<limit).map { Int((Double($0) * Double(count - 1) / Double(limit - 1)).rounded()) }
    }
}
