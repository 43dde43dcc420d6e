#if canImport(UIKit)
    import ScrollSim
    import UIKit

    /// How a simulated view's state is copied into a UIKit view.
    public enum UIKitMirroring {
        /// The finger state UIKit reports through read-only properties.
        public struct Flags: Hashable, Sendable {
            /// `isTracking`.
            public var isTracking = false
            /// `isDragging`.
            public var isDragging = false
            /// `isDecelerating`.
            public var isDecelerating = false

            /// No finger, no motion.
            public init() {}

            /// The flags of `view` now.
            public init(of view: SimulatedScrollView) {
                isTracking = view.isTracking
                isDragging = view.isDragging
                isDecelerating = view.isDecelerating
            }
        }

        /// Copies the state a delegate reads from `view` into `mirror`: the bounds size (as frame and
        /// bounds), `contentSize`, `contentInset`, `decelerationRate`, `isPagingEnabled`, `bounces`,
        /// `alwaysBounceHorizontal`, `alwaysBounceVertical`, then `contentOffset` (points). Not
        /// mirrored: the window, safe-area insets (the simulation has none, so UIKit's
        /// `adjustedContentInset` is `contentInset`), zooming, the pan gesture recogniser and cells.
        @MainActor public static func copy(_ view: SimulatedScrollView, into mirror: UIScrollView) {
            let size = view.bounds.size
            if mirror.frame.size != size { mirror.frame = CGRect(origin: .zero, size: size) }
            if mirror.contentSize != view.contentSize { mirror.contentSize = view.contentSize }
            if mirror.contentInset != view.contentInset { mirror.contentInset = view.contentInset }
            mirror.decelerationRate = UIScrollView.DecelerationRate(rawValue: view.decelerationRate.rawValue)
            mirror.isPagingEnabled = view.isPagingEnabled
            mirror.bounces = view.bounces
            mirror.alwaysBounceHorizontal = view.alwaysBounceHorizontal
            mirror.alwaysBounceVertical = view.alwaysBounceVertical
            if mirror.contentOffset != view.contentOffset { mirror.contentOffset = view.contentOffset }
        }
    }
#endif
