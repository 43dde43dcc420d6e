import Foundation

/// An item of a compositional layout group, as `NSCollectionLayoutItem`: its size in the group,
/// and insets that shrink the cell inside that size without moving its neighbours.
public struct CompositionalLayoutItem: Equatable, Sendable {
    /// The item's size; fractions are of the group's size less the group's content insets.
    public var layoutSize: CompositionalLayoutSize
    /// Insets of the cell inside the item's frame, in points (left is leading). Default zero.
    public var contentInsets: UIEdgeInsets

    /// An item of `layoutSize`.
    public init(layoutSize: CompositionalLayoutSize, contentInsets: UIEdgeInsets = .zero) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
    }
}
