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
        /// UIKit's delegate methods are optional: each is taken as an optional function
        /// (`ScrollCallbackMethods`), so a method the app does not implement is not called, and the
        /// mirror is then not touched.
        @MainActor
        static func forward(
            _ callback: ScrollCallback, from view: SimulatedScrollView, to delegate: (any UIScrollViewDelegate)?,
            mirror: some SimulationMirror
        ) {
            guard let delegate, let call = methods(of: delegate).call(for: callback, with: mirror as UIScrollView) else { return }
            around(view, mirror: mirror, call)
        }

        /// The scroll methods `delegate` implements (nil for each optional one it does not).
        @MainActor static func methods(of delegate: any UIScrollViewDelegate) -> ScrollCallbackMethods<UIScrollView> {
            ScrollCallbackMethods(
                didScroll: delegate.scrollViewDidScroll, willBeginDragging: delegate.scrollViewWillBeginDragging,
                willEndDragging: delegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:),
                didEndDragging: delegate.scrollViewDidEndDragging(_:willDecelerate:),
                willBeginDecelerating: delegate.scrollViewWillBeginDecelerating, didEndDecelerating: delegate.scrollViewDidEndDecelerating,
                didEndScrollingAnimation: delegate.scrollViewDidEndScrollingAnimation, didScrollToTop: delegate.scrollViewDidScrollToTop,
                shouldScrollToTop: delegate.scrollViewShouldScrollToTop)
        }
    }
#endif
