import Foundation

/// A single-section `UICollectionViewFlowLayout`: items in lines along the scroll direction.
///
/// Items fill a line across the scroll direction (a column when scrolling horizontally), separated
/// by at least `minimumInteritemSpacing`; lines are `minimumLineSpacing` apart. As in UIKit, a line
/// with one item centres it across the line, and a line with several spreads them edge to edge.
/// Sizes, the section inset and spacings come from the collection view's delegate when it adopts
/// `CollectionViewDelegateFlowLayout`. Frames are computed once and cached until a property or
/// the delegate changes. Subclass and override
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` for layout-level snapping.
open class CollectionViewFlowLayout {
    /// The flow's scroll direction, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Hashable, Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, placed rightwards.
        case horizontal
    }

    /// The direction lines are added in. Default `.vertical`, as in UIKit.
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item, in points (used when `itemSizes` is nil). Default 50 × 50.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Per-item sizes, in points, overriding `itemSize`; must have one entry per item.
    public var itemSizes: [CGSize]? { didSet { invalidateLayout() } }
    /// Spacing between lines, in points. Default 10.
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Minimum spacing between items in a line, in points. Default 10.
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Margins around the section's items, in points. Default zero.
    public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

    /// The collection view this layout lays out; set by the collection view.
    public internal(set) weak var collectionView: CollectionView?

    private var cachedFrames: [CGRect]?
    private var cachedContentSize = CGSize.zero

    /// Creates a layout with UIKit's defaults.
    public init() {}

    /// Drops cached frames; they are recomputed on the next query.
    open func invalidateLayout() {
        cachedFrames = nil
        collectionView?.layoutDidChange()
    }

    /// Computes the frames now (the queries call it as needed).
    open func prepare() {
        _ = frames
    }

    /// The size of all items with their insets and spacing, in points.
    open var collectionViewContentSize: CGSize {
        _ = frames
        return cachedContentSize
    }

    /// Every item frame, in index order, in points.
    public var frames: [CGRect] {
        if let cachedFrames { return cachedFrames }
        let computed = computeFrames()
        cachedFrames = computed.frames
        cachedContentSize = computed.contentSize
        return computed.frames
    }

    /// The size of item `index`, in points: the flow delegate's
    /// `collectionView(_:layout:sizeForItemAt:)` when the collection view's delegate adopts
    /// `CollectionViewDelegateFlowLayout`, otherwise `itemSizes[index]` or `itemSize`.
    public func sizeForItem(at index: Int) -> CGSize {
        if let (view, flow) = flowDelegate {
            return flow.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: index, section: 0))
        }
        return ownSizeForItem(at: index)
    }

    /// `itemSizes[index]`, or `itemSize`: the size without the delegate, in points.
    func ownSizeForItem(at index: Int) -> CGSize {
        if let itemSizes, index < itemSizes.count { return itemSizes[index] }
        return itemSize
    }

    /// The collection view and its delegate, when the delegate lays items out, as UIKit asks it.
    private var flowDelegate: (CollectionView, CollectionViewDelegateFlowLayout)? {
        guard let view = collectionView, let flow = view.delegate as? CollectionViewDelegateFlowLayout else { return nil }
        return (view, flow)
    }

    /// The attributes of every item whose frame overlaps `rect` with a positive area, in index
    /// order. Frames that only touch an edge of `rect` are left out, as CoreGraphics'
    /// `CGRectIntersectsRect` does (Foundation's `intersects` on Linux includes them).
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        for (i, frame) in frames.enumerated() where Self.overlaps(frame, rect) {
            result.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0), frame: frame))
        }
        return result
    }

    /// Whether `a` and `b` share a region of positive area (strict comparisons, every platform).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The attributes of the item at `indexPath`, or nil if there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let all = frames
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < all.count else { return nil }
        return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: all[indexPath.item])
    }

    /// Where a drag that UIKit would stop at `proposedContentOffset` should stop, in points.
    ///
    /// Called before the delegate's `scrollViewWillEndDragging`. `velocity` is in the unit set by
    /// `SimulationSettings.layoutVelocityUnit` (pt/ms by default, as observed on devices). The base
    /// layout returns the proposal unchanged.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - Flow

    private func computeFrames() -> (frames: [CGRect], contentSize: CGSize) {
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        let horizontal = scrollDirection == .horizontal
        let main: Axis = horizontal ? .horizontal : .vertical
        let cross: Axis = horizontal ? .vertical : .horizontal
        let bounds = collectionView?.boundsSize ?? .zero
        let inset = collectionView?.contentInset ?? .zero
        let flow = flowDelegate
        let section = flow.map { $0.1.collectionView($0.0, layout: self, insetForSectionAt: 0) } ?? sectionInset
        let crossAvailable = Swift.max(
            0, bounds[cross] - inset.leading(cross) - inset.trailing(cross) - section.leading(cross)
                - section.trailing(cross))
        let interitem = Double(
            flow.map { $0.1.collectionView($0.0, layout: self, minimumInteritemSpacingForSectionAt: 0) } ?? minimumInteritemSpacing)
        let lineSpacing = Double(
            flow.map { $0.1.collectionView($0.0, layout: self, minimumLineSpacingForSectionAt: 0) } ?? minimumLineSpacing)
        let sizes = (0..<count).map { sizeForItem(at: $0) }

        var frames = [CGRect](repeating: .zero, count: count)
        var lineStart = section.leading(main)
        var index = 0
        var lines = 0
        while index < count {
            // Fill one line across the scroll direction.
            var members = [index]
            var used = sizes[index][cross]
            var next = index + 1
            while next < count, used + interitem + sizes[next][cross] <= crossAvailable + 1e-9 {
                used += interitem + sizes[next][cross]
                members.append(next)
                next += 1
            }
            let thickness = members.map { sizes[$0][main] }.max() ?? 0
            let crossOrigin = section.leading(cross)
            if members.count == 1 {
                let size = sizes[index]
                let c = crossOrigin + (crossAvailable - size[cross]) / 2
                frames[index] = rect(main: lineStart + (thickness - size[main]) / 2, cross: c, size: size, horizontal: horizontal)
            } else {
                let gap = (crossAvailable - members.reduce(0) { $0 + sizes[$1][cross] }) / Double(members.count - 1)
                var c = crossOrigin
                for m in members {
                    let size = sizes[m]
                    frames[m] = rect(main: lineStart + (thickness - size[main]) / 2, cross: c, size: size, horizontal: horizontal)
                    c += size[cross] + gap
                }
            }
            lineStart += thickness + lineSpacing
            lines += 1
            index = next
        }
        let mainLength = lines == 0
            ? section.leading(main) + section.trailing(main)
            : lineStart - lineSpacing + section.trailing(main)
        let crossLength = Swift.max(0, bounds[cross] - inset.leading(cross) - inset.trailing(cross))
        let size = horizontal
            ? CGSize(width: mainLength, height: crossLength) : CGSize(width: crossLength, height: mainLength)
        return (frames, size)
    }

    private func rect(main: Double, cross: Double, size: CGSize, horizontal: Bool) -> CGRect {
        horizontal
            ? CGRect(x: main, y: cross, width: size.width, height: size.height)
            : CGRect(x: cross, y: main, width: size.width, height: size.height)
    }
}
