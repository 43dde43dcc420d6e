#if canImport(UIKit)
    import ScrollSim
    import UIKit

    extension MirrorScrollView: SimulationMirror {}
    extension MirrorCollectionView: SimulationMirror {}

    extension UIKitMirroring {
        /// Mirrors `view` into `mirror`, runs `call` (an app delegate's method), then applies an offset
        /// the method set on the mirror to the simulation, as UIKit would apply a `contentOffset` or
        /// `setContentOffset(_:animated: false)` made in a delegate callback.
        @MainActor static func around(_ view: SimulatedScrollView, mirror: some SimulationMirror, _ call: () -> Void) {
            copy(view, into: mirror)
            mirror.simulatedFlags = Flags(of: view)
            let shown = mirror.contentOffset
            call()
            if mirror.contentOffset != shown { view.setContentOffset(mirror.contentOffset, animated: false) }
        }

        /// Forwards the scroll callbacks of `view` to `delegate`, with `mirror` as the scroll view.
        ///
        /// UIKit's delegate methods are optional: each is taken as an optional function, so a method
        /// the app does not implement is not called.
        @MainActor
        static func forward(
            _ callback: ScrollCallback, from view: SimulatedScrollView, to delegate: (any UIScrollViewDelegate)?,
            mirror: some SimulationMirror
        ) {
            guard let delegate else { return }
            switch callback {
            case .didScroll:
                let method: ((UIScrollView) -> Void)? = delegate.scrollViewDidScroll
                around(view, mirror: mirror) { method?(mirror) }
            case .willBeginDragging:
                let method: ((UIScrollView) -> Void)? = delegate.scrollViewWillBeginDragging
                around(view, mirror: mirror) { method?(mirror) }
            case .willEndDragging(let velocity, let target):
                let method: ((UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void)? =
                    delegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
                around(view, mirror: mirror) { method?(mirror, velocity, target) }
            case .didEndDragging(let decelerate):
                let method: ((UIScrollView, Bool) -> Void)? = delegate.scrollViewDidEndDragging(_:willDecelerate:)
                around(view, mirror: mirror) { method?(mirror, decelerate) }
            case .willBeginDecelerating:
                let method: ((UIScrollView) -> Void)? = delegate.scrollViewWillBeginDecelerating
                around(view, mirror: mirror) { method?(mirror) }
            case .didEndDecelerating:
                let method: ((UIScrollView) -> Void)? = delegate.scrollViewDidEndDecelerating
                around(view, mirror: mirror) { method?(mirror) }
            case .didEndScrollingAnimation:
                let method: ((UIScrollView) -> Void)? = delegate.scrollViewDidEndScrollingAnimation
                around(view, mirror: mirror) { method?(mirror) }
            }
        }

        /// One of the scroll callbacks, with its arguments.
        enum ScrollCallback {
            case didScroll
            case willBeginDragging
            /// Velocity in points per millisecond; the target may be changed through the pointer.
            case willEndDragging(velocity: CGPoint, target: UnsafeMutablePointer<CGPoint>)
            case didEndDragging(decelerate: Bool)
            case willBeginDecelerating
            case didEndDecelerating
            case didEndScrollingAnimation
        }
    }
#endif
