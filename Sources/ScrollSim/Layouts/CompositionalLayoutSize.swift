import Foundation

/// The width and height of a compositional layout element, as `NSCollectionLayoutSize`.
public struct CompositionalLayoutSize: Equatable, Sendable {
    /// The width.
    public var widthDimension: CompositionalLayoutDimension
    /// The height.
    public var heightDimension: CompositionalLayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension: CompositionalLayoutDimension, heightDimension: CompositionalLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in a container of `container` size, in points.
    public func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
