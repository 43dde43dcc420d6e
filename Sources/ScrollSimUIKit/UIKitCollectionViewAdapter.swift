#if canImport(UIKit)
    import ScrollSim
    import UIKit

    /// Drives an app's own `UICollectionViewDelegateFlowLayout` and `UICollectionViewFlowLayout` from
    /// a simulated collection view: the delegate's scroll callbacks, item sizes, insets and spacing,
    /// and the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    ///
    /// The adapter makes the simulated view (`simulatedView`), laid out by a `UIKitLayoutBridge`
    /// copied from the app's layout, and a `MirrorCollectionView` that shows the simulated state to
    /// the app's code before each call. A `targetContentOffset` the delegate changes is the
    /// simulation's target, and an offset it sets on the mirror is applied to the simulation. Keep the
    /// adapter alive while the simulation runs: the simulated view holds its delegate weakly.
    ///
    ///     let adapter = UIKitCollectionViewAdapter(
    ///         bounds: CGSize(width: 375, height: 250), layout: CarouselLayout(),
    ///         numberOfItemsInSections: [5], delegate: carouselController)
    ///     let recording = try Simulation.run(adapter.simulatedView, script: script)
    @MainActor public final class UIKitCollectionViewAdapter: UIKitScrollCallbackForwarder {
        /// The simulated view whose callbacks are forwarded.
        public let simulatedView: SimulatedCollectionView
        /// The UIKit collection view the app's delegate and layout receive.
        public let mirror: MirrorCollectionView
        /// The app's delegate (held weakly, as UIKit holds delegates).
        public weak var delegate: (any UICollectionViewDelegateFlowLayout)?
        private let dataSource: MirrorDataSource

        /// Makes a simulated collection view of `bounds` size (points) with the given item counts, laid
        /// out from `layout` and `delegate`, starting at `contentOffset`.
        public init(
            bounds: CGSize, layout: UICollectionViewFlowLayout, numberOfItemsInSections: [Int],
            delegate: any UICollectionViewDelegateFlowLayout, contentOffset: CGPoint = .zero,
            settings: SimulationSettings = SimulationSettings()
        ) {
            mirror = MirrorCollectionView(frame: CGRect(origin: .zero, size: bounds), collectionViewLayout: layout)
            dataSource = MirrorDataSource(counts: numberOfItemsInSections)
            mirror.register(UICollectionViewCell.self, forCellWithReuseIdentifier: MirrorDataSource.reuseIdentifier)
            mirror.dataSource = dataSource
            simulatedView = SimulatedCollectionView(
                bounds: bounds, collectionViewLayout: UIKitLayoutBridge(copying: layout, mirror: mirror),
                numberOfItemsInSections: numberOfItemsInSections, contentOffset: contentOffset, settings: settings)
            self.delegate = delegate
            super.init(callbackMirror: mirror)
            UIKitMirroring.copy(simulatedView, into: mirror)
            simulatedView.delegate = self
        }

        override var callbackTarget: (any UIScrollViewDelegate)? { delegate }
    }

    // The scroll callbacks come from `UIKitScrollCallbackForwarder`; the layout's questions are
    // answered here. Called on the main actor, checked at run time as there.
    extension UIKitCollectionViewAdapter: @preconcurrency CollectionViewDelegateFlowLayout {
        /// The app delegate's size for the item (points), or the flow layout's own.
        public func collectionView(
            _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            guard let delegate else { return collectionViewLayout.ownSizeForItem(at: indexPath) }
            let method: ((UICollectionView, UICollectionViewLayout, IndexPath) -> CGSize)? =
                delegate.collectionView(_:layout:sizeForItemAt:)
            return method?(mirror, mirror.collectionViewLayout, indexPath) ?? collectionViewLayout.ownSizeForItem(at: indexPath)
        }

        /// The app delegate's inset for the section (points), or the flow layout's own.
        public func collectionView(
            _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            guard let delegate else { return collectionViewLayout.ownInset(forSection: section) }
            let method: ((UICollectionView, UICollectionViewLayout, Int) -> UIEdgeInsets)? =
                delegate.collectionView(_:layout:insetForSectionAt:)
            return method?(mirror, mirror.collectionViewLayout, section) ?? collectionViewLayout.ownInset(forSection: section)
        }

        /// The app delegate's line spacing for the section (points), or the flow layout's own.
        public func collectionView(
            _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            guard let delegate else { return collectionViewLayout.ownLineSpacing(forSection: section) }
            let method: ((UICollectionView, UICollectionViewLayout, Int) -> CGFloat)? =
                delegate.collectionView(_:layout:minimumLineSpacingForSectionAt:)
            return method?(mirror, mirror.collectionViewLayout, section) ?? collectionViewLayout.ownLineSpacing(forSection: section)
        }

        /// The app delegate's inter-item spacing for the section (points), or the flow layout's own.
        public func collectionView(
            _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            guard let delegate else { return collectionViewLayout.ownInteritemSpacing(forSection: section) }
            let method: ((UICollectionView, UICollectionViewLayout, Int) -> CGFloat)? =
                delegate.collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
            return method?(mirror, mirror.collectionViewLayout, section)
                ?? collectionViewLayout.ownInteritemSpacing(forSection: section)
        }
    }
#endif
