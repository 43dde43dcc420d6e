import Foundation
import ScrollSim

/// The flow-layout metrics a strategy reads from its collection view, along the scroll axis.
///
/// Strategies that are layout-dependent read these unless their parameters override them, so a
/// strategy and the layout it snaps always agree about where the items are.
struct FlowMetrics: Hashable, Sendable {
    /// The scroll axis of the layout.
    var axis: ScrollAxis
    /// The first item's size along the axis, in points (the layout's `itemSize` when no items).
    var itemLength: Double
    /// `minimumLineSpacing`: the gap between consecutive items along the axis, in points.
    var spacing: Double
    /// The section inset at the leading end of the axis, in points.
    var leadingInset: Double
    /// The section inset at the trailing end of the axis, in points.
    var trailingInset: Double
    /// The number of items in section 0.
    var count: Int

    /// Reads the metrics of `collectionView`'s layout.
    init(_ collectionView: SimulatedCollectionView) {
        let layout = collectionView.collectionViewLayout
        axis = layout.scrollDirection == .horizontal ? .horizontal : .vertical
        itemLength = layout.sizeForItem(at: 0)[axis]
        spacing = Double(layout.minimumLineSpacing)
        leadingInset = layout.sectionInset.leading(axis)
        trailingInset = layout.sectionInset.trailing(axis)
        count = collectionView.numberOfItems
    }

    /// The distance from one item's leading edge to the next's, in points: item length + spacing.
    var pitch: Double { itemLength + spacing }
}

extension SimulatedCollectionView {
    /// The scroll axis of the layout.
    var layoutAxis: ScrollAxis { collectionViewLayout.scrollDirection == .horizontal ? .horizontal : .vertical }

    /// The content offset along the layout axis that centres item `index` in the bounds, clamped
    /// to the allowed range, in points; nil when there is no such item.
    func centredOffset(ofItem index: Int) -> Double? {
        let position: SimulatedCollectionView.ScrollPosition = layoutAxis == .horizontal ? .centeredHorizontally : .centeredVertically
        return contentOffset(forItemAt: IndexPath(item: index, section: 0), at: position)?[layoutAxis]
    }

    /// The centred offsets of every item, in index order (see `centredOffset(ofItem:)`).
    var centredOffsets: [Double] {
        (0..<numberOfItems).compactMap { centredOffset(ofItem: $0) }
    }

    /// The multiples of `step` points inside the allowed range on the layout axis, with both ends
    /// of the range (where an out-of-range target bounces back to).
    func multiples(of step: Double) -> [Double] {
        let axis = layoutAxis
        let lower = minimumOffset(axis), upper = maximumOffset(axis)
        var result = [lower]
        if step > 0 {
            var k = (lower / step).rounded(.down) + 1
            while k * step <= upper {
                result.append(k * step)
                k += 1
            }
        }
        if upper > result[result.count - 1] { result.append(upper) }
        return result
    }

    /// The snap-point articles' `cellWidth`, in points: `override`, or the first item's width.
    func cellWidth(_ override: Double?) -> Double {
        override ?? Double(collectionViewLayout.sizeForItem(at: 0).width)
    }
}
