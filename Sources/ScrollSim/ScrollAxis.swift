import Foundation

/// One of the two scroll axes.
public enum ScrollAxis: Int, Hashable, Sendable, CaseIterable {
    /// x: content offset grows as the finger moves left.
    case horizontal
    /// y: content offset grows as the finger moves up.
    case vertical
}
