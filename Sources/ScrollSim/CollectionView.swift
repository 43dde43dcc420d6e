import Foundation

/// A headless single-section `UICollectionView`: a scroll view whose content size comes from a
/// flow layout, with `scrollToItem(at:at:animated:)` and the layout's target hook.
open class CollectionView: ScrollView {
    /// `UICollectionView.ScrollPosition`.
    public typealias ScrollPosition = ScrollSim.ScrollPosition
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

    /// The layout; its `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is
    /// consulted at each release before the delegate. Replacing it re-reads the content size.
    public var collectionViewLayout: CollectionViewFlowLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// Whether the current delegate adopts `CollectionViewDelegateFlowLayout`.
    private var delegateLaidOut = false

    /// The number of items in section 0.
    ///
    /// - Precondition: zero or more.
    public var numberOfItems: Int {
        didSet {
            precondition(numberOfItems >= 0, "an item count cannot be negative")
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Creates a collection view of `bounds` size (points) with `numberOfItems` items laid out by
    /// `layout`. The content size follows the layout.
    ///
    /// - Precondition: `numberOfItems` ≥ 0 and `bounds` positive on both axes.
    public init(
        bounds: CGSize, collectionViewLayout layout: CollectionViewFlowLayout, numberOfItems: Int,
        contentOffset: CGPoint = .zero, settings: SimulationSettings = SimulationSettings()
    ) {
        precondition(numberOfItems >= 0, "an item count cannot be negative")
        collectionViewLayout = layout
        self.numberOfItems = numberOfItems
        super.init(bounds: bounds, contentOffset: contentOffset, settings: settings)
        layout.collectionView = self
        layoutDidChange()
    }

    /// A delegate that lays the items out (`CollectionViewDelegateFlowLayout`) came or went: the
    /// layout asks again. Other delegate changes leave the layout, and the content size, alone.
    override func delegateDidChange() {
        let laysOut = delegate is CollectionViewDelegateFlowLayout
        if laysOut || delegateLaidOut { collectionViewLayout.invalidateLayout() }
        delegateLaidOut = laysOut
    }

    /// Re-reads the content size from the layout (called when the layout is invalidated).
    func layoutDidChange() {
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The layout's content size, re-read after changes to insets or bounds.
    public func reloadLayout() {
        collectionViewLayout.invalidateLayout()
    }

    /// The number of sections: always 1 in this model.
    public var numberOfSections: Int { 1 }

    /// The number of items in `section` (0 for any section but 0).
    public func numberOfItems(inSection section: Int) -> Int { section == 0 ? numberOfItems : 0 }

    /// The attributes of the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose frame contains `point` (content coordinates, points), if any.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        for (i, frame) in collectionViewLayout.frames.enumerated() where frame.contains(point) {
            return IndexPath(item: i, section: 0)
        }
        return nil
    }

    /// The items whose frames intersect the visible bounds, in index order.
    public var indexPathsForVisibleItems: [IndexPath] {
        (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).map(\.indexPath)
    }

    /// The content offset, clamped to the allowed range, that shows item `indexPath` at
    /// `scrollPosition`; nil if there is no such item.
    ///
    /// Left/top put the item's leading edge just after the content inset; centred puts its centre
    /// at the bounds' centre; right/bottom put its trailing edge just before the inset. Section
    /// insets are not considered, as in UIKit. An axis with no position keeps its offset.
    public func contentOffset(forItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        var offset = contentOffset
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - contentInset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - boundsSize.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - boundsSize.width + contentInset.right
        }
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - contentInset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - boundsSize.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - boundsSize.height + contentInset.bottom
        }
        return clampedOffset(offset)
    }

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, as UIKit's method does.
    /// The offset is clamped to the allowed range; an index path out of range is ignored and noted.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let offset = contentOffset(forItemAt: indexPath, at: scrollPosition) else {
            record(.gestureIgnored, message: "scrollToItem: item \(indexPath.item) is out of range (\(numberOfItems) items).")
            return
        }
        setContentOffset(offset, animated: animated)
    }

    /// Consults the layout's target hook with the velocity in `settings.layoutVelocityUnit`.
    open override func adjustedTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let scale: CGFloat = settings.layoutVelocityUnit == .pointsPerSecond ? 1000 : 1
        return collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed,
            withScrollingVelocity: CGPoint(x: velocity.x * scale, y: velocity.y * scale))
    }

    /// Adds `.scrollToItem` to the gestures a scroll view understands.
    open override func apply(_ gesture: Gesture, at time: Double) {
        if case let .scrollToItem(item, position, animated) = gesture {
            scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: animated)
        } else {
            super.apply(gesture, at: time)
        }
    }
}
