import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// The flow layout part of a scenario, with `UICollectionViewFlowLayout`'s property names.
public struct LayoutSpec: Equatable, Sendable {
    /// The scroll direction. Default horizontal.
    public var scrollDirection: CollectionViewFlowLayout.ScrollDirection = .horizontal
    /// The number of items: with `sections`, their total (the decoder sets it from them);
    /// otherwise the count of the one section.
    public var itemCount: Int
    /// The size of every item, in points.
    public var itemSize: CGSize
    /// Spacing between lines, in points. Default 10.
    public var minimumLineSpacing: Double = 10
    /// Spacing between items of a line, in points. Default 10.
    public var minimumInteritemSpacing: Double = 10
    /// Margins around the items, in points. Default zero.
    public var sectionInset: UIEdgeInsets = .zero
    /// The sections, in order, when the file gives `sections` instead of `itemCount`; nil for
    /// the usual single section of `itemCount` items.
    public var sections: [LayoutSectionSpec]?
    /// A compositional layout (`kind: compositional`) instead of the flow layout; the flow keys
    /// above are then unused (`scrollDirection` vertical, no items of the collection view's own).
    public var compositional: CompositionalLayoutSpec?

    /// The number of items in each section: `sections`' counts, or `[itemCount]`.
    public var sectionItemCounts: [Int] { sections?.map(\.itemCount) ?? [itemCount] }
}
