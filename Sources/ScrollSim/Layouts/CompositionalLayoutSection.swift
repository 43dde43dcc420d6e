import Foundation

/// A section of a compositional layout, as `NSCollectionLayoutSection`: one group repeated for its
/// items, along the collection view's axis or, with an orthogonal scrolling behaviour, across it
/// in a scroll view of its own.
///
/// `contentInsetsReference` is not modelled: ScrollSim's views have no layout margins and a
/// scene's collection view no safe area inside its content, so every reference gives the
/// section's `contentInsets` as they are (UIKit's `.none`).
public struct CompositionalLayoutSection: Equatable, Sendable {
    /// The repeating group.
    public var group: CompositionalLayoutGroup
    /// The number of items (UIKit asks the data source).
    public var itemCount: Int
    /// Spacing between groups, in points. Default 0.
    public var interGroupSpacing: CGFloat
    /// Insets around the section's groups, in points (left is leading). Default zero.
    public var contentInsets: UIEdgeInsets
    /// How the section scrolls across the collection view's axis. Default `.none`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// The orthogonal scroll view's deceleration rate and bounce. Default UIKit's.
    public var orthogonalScrollingProperties: OrthogonalScrollingProperties

    /// A section of `itemCount` items in groups of `group`.
    ///
    /// - Precondition: `itemCount` ≥ 0 and `interGroupSpacing` ≥ 0.
    public init(
        group: CompositionalLayoutGroup, itemCount: Int, interGroupSpacing: CGFloat = 0, contentInsets: UIEdgeInsets = .zero,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        orthogonalScrollingProperties: OrthogonalScrollingProperties = OrthogonalScrollingProperties()
    ) {
        precondition(itemCount >= 0, "an item count cannot be negative")
        precondition(interGroupSpacing >= 0, "group spacing cannot be negative")
        self.group = group
        self.itemCount = itemCount
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.orthogonalScrollingProperties = orthogonalScrollingProperties
    }

    /// The size the section's group and fractions are measured in: `container` less the
    /// section's content insets, in points.
    func groupContainer(in container: CGSize) -> CGSize {
        CGSize(
            width: max(0, container.width - contentInsets.left - contentInsets.right),
            height: max(0, container.height - contentInsets.top - contentInsets.bottom))
    }
}
