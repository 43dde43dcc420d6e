#if canImport(UIKit)
    import ScrollSim
    import UIKit

    /// A UIKit collection view that shows a simulated collection view's state to an app's own
    /// delegate and layout code; see `MirrorScrollView`.
    @MainActor open class MirrorCollectionView: UICollectionView {
        /// The simulated finger state reported by `isTracking`, `isDragging` and `isDecelerating`.
        public internal(set) var simulatedFlags = UIKitMirroring.Flags()

        /// Whether the simulated finger touches the content.
        open override var isTracking: Bool { simulatedFlags.isTracking }
        /// Whether the simulated finger drags the content.
        open override var isDragging: Bool { simulatedFlags.isDragging }
        /// Whether the content moves on by itself after a simulated release.
        open override var isDecelerating: Bool { simulatedFlags.isDecelerating }
    }
#endif
