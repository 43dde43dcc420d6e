import Foundation
import ScrollSim

// Layout facts that several strategies read from their collection view, along the layout axis.
extension SimulatedCollectionView {
    /// The flow layout the strategies read and set up: the collection view's, or for a layout of
    /// another kind (a compositional one) a flow layout of UIKit's defaults with no items, what
    /// such a view's layout answered before layouts had kinds (a vertical scroll direction,
    /// 50 × 50 pt items, no insets).
    package var snappingLayout: CollectionViewFlowLayout { flowLayout ?? CollectionViewFlowLayout() }

    /// The scroll axis of the layout.
    var layoutAxis: ScrollAxis { snappingLayout.scrollDirection.axis }

    /// The content offset along the layout axis that centres item `index` in the bounds, clamped
    /// to the allowed range, in points; nil when there is no such item.
    func centeredOffset(ofItem index: Int) -> Double? {
        let position: SimulatedCollectionView.ScrollPosition = layoutAxis == .horizontal ? .centeredHorizontally : .centeredVertically
        return contentOffset(forItemAt: IndexPath(item: index, section: 0), at: position)?[layoutAxis]
    }

    /// The centred offsets of every item, in index order (see `centeredOffset(ofItem:)`).
    var centeredOffsets: [Double] {
        (0..<numberOfItems).compactMap { centeredOffset(ofItem: $0) }
    }

    /// The multiples of `step` points inside the allowed range on the layout axis, with both ends
    /// of the range (where an out-of-range target bounces back to).
    func multiples(of step: Double) -> [Double] {
        let axis = layoutAxis
        let lower = minimumOffset(axis)
        let upper = maximumOffset(axis)
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
        override ?? Double(snappingLayout.sizeForItem(at: 0).width)
    }
}
