import Foundation
import ScrollSim

/// What each scroll view key does to the engine's view, beside its declaration (`ScrollViewSpec`,
/// `ScrollViewSpec+Keys.swift`): each key sets UIKit's property of the same name.
extension ScrollViewSpec {
    /// A collection view laid out by `layout` over `itemCounts` (items per section), with this
    /// spec's bounds, start offset and display scale and its content inset, the keys a layout
    /// reads: a flow layout is solved inside the inset (its lines fit between the insets), a
    /// compositional layout ignores it. The other keys are `configure(_:)`'s.
    func makeCollectionView(
        layout: any CollectionViewLayout, itemCounts: [Int], settings: SimulationSettings = SimulationSettings()
    ) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(
            bounds: bounds, collectionViewLayout: layout, numberOfItemsInSections: itemCounts, contentOffset: contentOffset,
            displayScale: CGFloat(displayScale), settings: settings)
        // Laid out again from the inset on, as the content size is next read.
        if !(layout is CollectionViewCompositionalLayout) { view.reloadLayout() }
        view.contentInset = contentInset
        return view
    }

    /// Sets `view`'s properties from every key but those `makeCollectionView` reads (and
    /// `contentSize`, which the layout or the runner places once the delegate is in).
    func configure(_ view: SimulatedScrollView) {
        view.decelerationRate = SimulatedScrollView.DecelerationRate(rawValue: CGFloat(decelerationRate))
        view.safeAreaInsets = safeAreaInsets
        view.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        view.bounces = bounces
        if let bouncesHorizontally { view.bouncesHorizontally = bouncesHorizontally }
        if let bouncesVertically { view.bouncesVertically = bouncesVertically }
        view.alwaysBounceHorizontal = alwaysBounceHorizontal
        view.alwaysBounceVertical = alwaysBounceVertical
        view.isPagingEnabled = isPagingEnabled
        view.scrollsToTop = scrollsToTop
        view.delaysContentTouches = delaysContentTouches
        view.canCancelContentTouches = canCancelContentTouches
        view.minimumZoomScale = CGFloat(minimumZoomScale)
        view.maximumZoomScale = CGFloat(maximumZoomScale)
        view.bouncesZoom = bouncesZoom
        view.zoomingContentSize = zoomingContentSize
        view.isDirectionalLockEnabled = isDirectionalLockEnabled
        view.transfersHorizontalScrollingToParent = transfersHorizontalScrollingToParent
        view.transfersVerticalScrollingToParent = transfersVerticalScrollingToParent
        if case .some(let title) = refreshControl {
            let control = SimulatedRefreshControl(title: title)
            control.host = refreshControlHost
            view.refreshControl = control
        }
    }
}
