/// The cells of a sweep: drags × velocities, numbered with drags varying fastest, optionally cut
/// into interleaved shards.
public struct SweepGrid: Sendable {
    /// The drag axis, in points.
    public var drags: SweepRange
    /// The release velocity axis, in pt/ms.
    public var velocities: SweepRange
    /// This run's slice: `shard` of `shardCount` (1-based), cells `shard − 1`, `shard − 1 + shardCount`, …
    public var shard = 1, shardCount = 1

    /// A grid of `drags` × `velocities`, all of it (shard 1 of 1).
    public init(drags: SweepRange, velocities: SweepRange) {
        self.drags = drags
        self.velocities = velocities
    }

    /// The number of cells in the whole grid.
    public var total: Int { drags.count * velocities.count }
    /// The number of cells in this run's slice.
    public var count: Int { total >= shard ? (total - shard) / shardCount + 1 : 0 }

    /// The whole-grid number of this slice's `i`th cell.
    public func cellIndex(_ i: Int) -> Int { shard - 1 + i * shardCount }
    /// The drag of cell `index`, in points.
    public func drag(_ index: Int) -> Double { drags[index % drags.count] }
    /// The release velocity of cell `index`, in pt/ms.
    public func velocity(_ index: Int) -> Double { velocities[index / drags.count] }

    /// Up to `limit` indices of `0..<count`, evenly spaced and including both ends.
    package static func sample(_ count: Int, limit: Int) -> [Int] {
        guard count > limit, limit > 1 else { return Array(0..<min(count, max(limit, 1))) }
        return (0..<limit).map { Int((Double($0) * Double(count - 1) / Double(limit - 1)).rounded()) }
    }
}
