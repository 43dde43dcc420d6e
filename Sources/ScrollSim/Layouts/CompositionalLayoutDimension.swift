import Foundation

/// One dimension of a compositional layout element, as `NSCollectionLayoutDimension`.
public enum CompositionalLayoutDimension: Equatable, Sendable {
    /// A fixed length, in points.
    case absolute(CGFloat)
    /// A fraction of the container's width (dimensionless).
    case fractionalWidth(CGFloat)
    /// A fraction of the container's height (dimensionless).
    case fractionalHeight(CGFloat)
    /// A length the cell may change once it is measured, in points. ScrollSim has no cells to
    /// measure, so an estimated dimension lays out as its estimate.
    case estimated(CGFloat)

    /// The length in a container of `container` size, in points.
    public func resolved(in container: CGSize) -> CGFloat {
        switch self {
        case .absolute(let length), .estimated(let length): length
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        }
    }
}
