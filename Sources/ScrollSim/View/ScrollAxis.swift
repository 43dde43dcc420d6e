import Foundation

/// One of the two scroll axes.
public enum ScrollAxis: Int, Hashable, Sendable, CaseIterable {
    /// x: content offset grows as the finger moves left.
    case horizontal
    /// y: content offset grows as the finger moves up.
    case vertical

    /// Both axes, horizontal first: one array made once (the synthesised `allCases` makes a new
    /// one at each use in an unoptimised build, which the allocation tests would count).
    public static let allCases: [ScrollAxis] = [.horizontal, .vertical]
}
