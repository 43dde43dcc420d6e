import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// One entry of `layout.sections`: a section's item count and the values it uses instead of the
/// layout's (nil: the layout's), as `UICollectionViewDelegateFlowLayout` gives them per section.
public struct LayoutSectionSpec: Equatable, Sendable {
    /// The number of items in the section.
    public var itemCount: Int
    /// The size of the section's items, in points.
    public var itemSize: CGSize?
    /// Spacing between the section's lines, in points.
    public var minimumLineSpacing: Double?
    /// Spacing between items of a line of the section, in points.
    public var minimumInteritemSpacing: Double?
    /// Margins around the section's items, in points.
    public var sectionInset: UIEdgeInsets?

    /// Creates a section of `itemCount` items; nil values fall back to the layout's.
    public init(
        itemCount: Int, itemSize: CGSize? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
        sectionInset: UIEdgeInsets? = nil
    ) {
        self.itemCount = itemCount
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
    }

    /// The engine's per-section overrides for this entry.
    public var overrides: CollectionViewFlowLayout.SectionOverrides {
        CollectionViewFlowLayout.SectionOverrides(
            itemSize: itemSize, minimumLineSpacing: minimumLineSpacing.map { CGFloat($0) },
            minimumInteritemSpacing: minimumInteritemSpacing.map { CGFloat($0) }, sectionInset: sectionInset)
    }
}
