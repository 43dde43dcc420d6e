import Foundation
import ScrollSim

/// Layout-level centring (`centered-flow-layout`): snapping done by the layout, not the delegate.
///
/// Source: the CenteredCollectionView style; the rule is `CenteredFlowLayout`'s. `install(on:)`
/// swaps the collection view's layout for a `CenteredFlowLayout` with the same metrics and sets
/// `.fast` deceleration; the delegate methods do nothing.
public final class LayoutCentering: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }
    /// Nothing to forget: the strategy remembers nothing between gestures.
    public func reset() {}

    /// Creates the strategy.
    public init() {}

    /// Replaces the layout with a `CenteredFlowLayout` copying its metrics; sets `.fast`.
    public func install(on collectionView: SimulatedCollectionView) {
        if !(collectionView.collectionViewLayout is CenteredFlowLayout) {
            collectionView.collectionViewLayout = CenteredFlowLayout(copying: collectionView.snappingLayout)
        }
        collectionView.decelerationRate = .fast
    }

    /// The centred offset of every item, clamped to the allowed range.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        collectionView.centeredOffsets
    }
}

extension LayoutCentering {
    /// The catalog's declaration of `centered-flow-layout`.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "centered-flow-layout",
        summary: "CenteredCollectionView style: the layout hook centres the nearest item, never against the flick.",
        parameters: [], needsItems: true, make: { _ in { LayoutCentering() } })
}
