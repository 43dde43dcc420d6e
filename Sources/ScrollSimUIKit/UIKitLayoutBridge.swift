#if canImport(UIKit)
    import ScrollSim
    import UIKit

    /// The simulation's flow layout, set up from an app's `UICollectionViewFlowLayout` (item size,
    /// spacing, section inset, scroll direction), which asks the app's layout for the resting target:
    /// an app's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` override is
    /// what decides where a release comes to rest, as in UIKit.
    ///
    /// The app's layout answers with `mirror` as its `collectionView`, mirrored from the simulation
    /// just before the call. The simulation lays items out itself, from the copied values and the
    /// app's `UICollectionViewDelegateFlowLayout` methods; a layout that is not a flow layout cannot
    /// be simulated.
    public final class UIKitLayoutBridge: CollectionViewFlowLayout {
        /// The app's layout, asked for resting targets.
        public let uikitLayout: UICollectionViewFlowLayout
        /// The UIKit collection view the app's layout sees.
        public let mirror: MirrorCollectionView

        /// Copies `layout`'s item size, spacing, section inset and scroll direction.
        @MainActor public init(copying layout: UICollectionViewFlowLayout, mirror: MirrorCollectionView) {
            uikitLayout = layout
            self.mirror = mirror
            super.init()
            itemSize = layout.itemSize
            minimumLineSpacing = layout.minimumLineSpacing
            minimumInteritemSpacing = layout.minimumInteritemSpacing
            sectionInset = layout.sectionInset
            scrollDirection = layout.scrollDirection == .horizontal ? .horizontal : .vertical
        }

        /// The app's layout's target for `proposedContentOffset` (points) at `velocity` (in the
        /// simulation's `layoutVelocityUnit`), with the mirror showing the simulation's state.
        public override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            // The simulation runs on the main actor whenever UIKit objects take part (the adapter
            // checks it at each delegate call, and `assumeIsolated` here); the layout, the mirror and
            // the simulated view are only ever touched from there.
            nonisolated(unsafe) let view = collectionView
            let mirror = mirror
            let layout = uikitLayout
            return MainActor.assumeIsolated {
                if let view {
                    UIKitMirroring.copy(view, into: mirror)
                    mirror.simulatedFlags = UIKitMirroring.Flags(of: view)
                }
                return layout.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
            }
        }
    }
#endif
