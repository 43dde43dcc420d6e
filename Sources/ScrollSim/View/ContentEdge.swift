import Foundation

/// An edge of the allowed offsets.
public enum ContentEdge: String, Hashable, Sendable, CaseIterable {
    /// Past the minimum vertical offset (pulled down).
    case top
    /// Past the minimum horizontal offset.
    case left
    /// Past the maximum vertical offset.
    case bottom
    /// Past the maximum horizontal offset.
    case right
}
