import Foundation

extension SimulatedUIKit {
    /// `NSCollectionLayoutItem`: a cell's size in its group, and insets that shrink the cell inside
    /// that size without moving its neighbours.
    public class NSCollectionLayoutItem {
        /// The item's size; fractions are of its group's size less the group's insets.
        public let layoutSize: NSCollectionLayoutSize
        /// Insets of the cell inside the item's frame, in points.
        public var contentInsets: NSDirectionalEdgeInsets = .zero

        /// An item of `layoutSize`.
        public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
    }

    /// `NSCollectionLayoutGroup`: the unit a section repeats, and the unit orthogonal group paging
    /// pages by. ScrollSim's model lays a group out as one item repeated along its axis; a group
    /// of different items, or of groups, is refused when the layout is built
    /// (`UICollectionViewCompositionalLayout.compositionalLayout(bounds:numberOfItemsInSections:)`).
    public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
        /// The items inside, as given.
        public let subitems: [NSCollectionLayoutItem]
        /// Fixed spacing between the items inside; nil: none.
        public var interItemSpacing: NSCollectionLayoutSpacing?
        /// The direction the items follow one another.
        let axis: CompositionalLayoutGroup.Axis
        /// The number of items, when the group was made with one.
        let count: Int?

        init(layoutSize: NSCollectionLayoutSize, axis: CompositionalLayoutGroup.Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
            self.axis = axis
            self.subitems = subitems
            self.count = count
            super.init(layoutSize: layoutSize)
        }

        /// A group that repeats `subitems` side by side while they fit (at least once).
        public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
            NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
        }
        /// A group that repeats `subitems` top to bottom while they fit (at least once).
        public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
            NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
        }
        /// A group of `count` copies of `subitem` side by side, each its own size (the group
        /// must fit them, as UIKit's header says).
        public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
            -> NSCollectionLayoutGroup
        {
            NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
        }
        /// A group of `count` copies of `subitem` top to bottom, each its own size.
        public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
            -> NSCollectionLayoutGroup
        {
            NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
        }
        /// A group of `count` copies of `subitem` side by side, the item's width forced to
        /// `.fractionalWidth(1 / count)` (the iOS 13 form; UIKit's header states the forcing).
        @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
        public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
            NSCollectionLayoutGroup(
                layoutSize: layoutSize, axis: .horizontal,
                subitems: [subitem.forcing(width: .fractionalWidth(1 / CGFloat(max(count, 1))))], count: count)
        }
        /// A group of `count` copies of `subitem` top to bottom, the item's height forced to
        /// `.fractionalHeight(1 / count)` (the iOS 13 form; UIKit's header states the forcing).
        @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
        public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
            NSCollectionLayoutGroup(
                layoutSize: layoutSize, axis: .vertical,
                subitems: [subitem.forcing(height: .fractionalHeight(1 / CGFloat(max(count, 1))))], count: count)
        }
    }
}

extension SimulatedUIKit.NSCollectionLayoutItem {
    /// A copy of this item with one dimension replaced, as the iOS 13 counted groups force it.
    fileprivate func forcing(
        width: SimulatedUIKit.NSCollectionLayoutDimension? = nil, height: SimulatedUIKit.NSCollectionLayoutDimension? = nil
    ) -> SimulatedUIKit.NSCollectionLayoutItem {
        // A group inside a group keeps its kind, so that building the layout refuses it by name.
        if self is SimulatedUIKit.NSCollectionLayoutGroup { return self }
        let size = SimulatedUIKit.NSCollectionLayoutSize(
            widthDimension: width ?? layoutSize.widthDimension, heightDimension: height ?? layoutSize.heightDimension)
        let copy = SimulatedUIKit.NSCollectionLayoutItem(layoutSize: size)
        copy.contentInsets = contentInsets
        return copy
    }
}
