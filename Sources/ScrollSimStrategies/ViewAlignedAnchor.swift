import Foundation
import ScrollSim

/// Which point of an item `ViewAligned` lines up with the visible area.
public enum ViewAlignedAnchor: String, Hashable, Sendable, CaseIterable {
    /// The item's leading edge sits `sectionInset.leading` after the visible area's leading edge.
    case leading
    /// The item's centre sits at the centre of the visible area (inside the content insets).
    case center
    /// The item's trailing edge sits `sectionInset.trailing` before the visible area's end.
    case trailing

    /// The content offset along `axis` that aligns `frame` this way, before clamping, in points.
    func offset(aligning frame: CGRect, in collectionView: SimulatedCollectionView, axis: ScrollAxis) -> Double {
        let section = collectionView.snappingLayout.sectionInset
        let inset = collectionView.contentInset
        let bounds = collectionView.boundsSize[axis]
        let minimum = axis == .horizontal ? Double(frame.minX) : Double(frame.minY)
        let maximum = axis == .horizontal ? Double(frame.maxX) : Double(frame.maxY)
        switch self {
        case .leading:
            return minimum - section.leading(axis) - inset.leading(axis)
        case .center:
            let visible = bounds - inset.leading(axis) - inset.trailing(axis)
            return (minimum + maximum) / 2 - visible / 2 - inset.leading(axis)
        case .trailing:
            return maximum + section.trailing(axis) + inset.trailing(axis) - bounds
        }
    }
}
