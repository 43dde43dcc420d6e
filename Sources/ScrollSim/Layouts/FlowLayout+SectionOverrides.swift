import Foundation

extension CollectionViewFlowLayout {
    /// The values one section uses instead of the layout's own, as a
    /// `UICollectionViewDelegateFlowLayout` that answers per section would give them.
    ///
    /// Every field is optional: nil falls back to the layout's property (`itemSize`,
    /// `minimumLineSpacing`, `minimumInteritemSpacing`, `sectionInset`; for `itemSizes`, the
    /// layout's `itemSizes` in section 0 and `itemSize` elsewhere).
    public struct SectionOverrides: Equatable, Sendable {
        /// The size of every item of the section, in points.
        public var itemSize: CGSize?
        /// Per-item sizes of the section, in points; items past its end use `itemSize`.
        public var itemSizes: [CGSize]?
        /// Spacing between the section's lines, in points.
        public var minimumLineSpacing: CGFloat?
        /// Minimum spacing between items in a line of the section, in points.
        public var minimumInteritemSpacing: CGFloat?
        /// Margins around the section's items, in points.
        public var sectionInset: UIEdgeInsets?

        /// Creates overrides; nil leaves the layout's value.
        public init(
            itemSize: CGSize? = nil, itemSizes: [CGSize]? = nil, minimumLineSpacing: CGFloat? = nil,
            minimumInteritemSpacing: CGFloat? = nil, sectionInset: UIEdgeInsets? = nil
        ) {
            self.itemSize = itemSize
            self.itemSizes = itemSizes
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
        }
    }
}
