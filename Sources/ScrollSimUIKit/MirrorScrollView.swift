#if canImport(UIKit)
    import ScrollSim
    import UIKit

    /// A UIKit scroll view that shows a simulated scroll view's state to an app's own delegate code.
    ///
    /// UIKit's `isTracking`, `isDragging` and `isDecelerating` are read-only, so the mirror overrides
    /// them to report the simulation's values. Its own `delegate` stays nil: the adapters call the
    /// app's delegate themselves, so mirroring an offset never triggers a callback. What is mirrored
    /// before each callback: `UIKitMirroring.copy(_:into:)`.
    @MainActor open class MirrorScrollView: UIScrollView {
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
