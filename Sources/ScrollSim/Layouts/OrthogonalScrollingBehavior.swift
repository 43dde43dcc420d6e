import Foundation

/// How a compositional layout section scrolls across the collection view's axis, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (same cases, same order: UIKit's raw
/// values 0 to 5).
public enum OrthogonalScrollingBehavior: String, CaseIterable, Equatable, Sendable {
    /// The section lays out along the collection view's axis and does not scroll on its own.
    case none
    /// A free glide at the section's deceleration rate.
    case continuous
    /// A free glide whose target is moved to a group's leading boundary (26.1
    /// `_scrollViewWillEndDraggingWithVelocity:targetContentOffset:`).
    case continuousGroupLeadingBoundary
    /// Native paging by the section's width.
    case paging
    /// Native paging by the group's width plus `interGroupSpacing`.
    case groupPaging
    /// As `groupPaging`, with content insets and a paging origin that centre each group.
    case groupPagingCentered

    /// Whether the section is a scroll view of its own.
    public var scrollsOrthogonally: Bool { self != .none }
    /// Whether UIKit turns on native paging (26.1 `configureForDescriptor:`:
    /// `setPagingEnabled:(behavior − 3) < 3`).
    public var isPaging: Bool { self == .paging || self == .groupPaging || self == .groupPagingCentered }
    /// Whether the paging dimension is the group's pitch (26.1 `memoizedDescriptor`:
    /// `(behavior & ~1) == 4`).
    public var pagesByGroup: Bool { self == .groupPaging || self == .groupPagingCentered }
}
