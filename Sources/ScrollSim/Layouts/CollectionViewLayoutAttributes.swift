import Foundation

/// The position of one item, as `UICollectionViewLayoutAttributes`.
///
/// A class, as in UIKit, so that pasted code that reads `attributes.frame` or `.center` compiles.
public final class CollectionViewLayoutAttributes {
    /// The item's index path: its section and its item within the section.
    public let indexPath: IndexPath
    /// The item's frame in content coordinates, in points.
    public var frame: CGRect
    /// The frame's centre, in points.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size, in points.
    public var size: CGSize { frame.size }
    /// Always `.cell`: the model lays out no supplementary views.
    public var representedElementCategory: ElementCategory { .cell }

    /// The kinds of layout element; only cells exist in this model.
    public enum ElementCategory: Hashable, Sendable {
        /// A cell.
        case cell
    }

    /// Creates attributes for the item at `indexPath` with `frame` in points.
    public init(forCellWith indexPath: IndexPath, frame: CGRect) {
        self.indexPath = indexPath
        self.frame = frame
    }
}
