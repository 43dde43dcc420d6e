#if canImport(UIKit)
    import ScrollSim
    import UIKit

    /// The part both adapters share: the simulation's scroll callbacks, forwarded to the app's
    /// delegate with the mirror view as `scrollView` (`UIKitMirroring.forward`). Not made directly:
    /// use `UIKitScrollViewAdapter` or `UIKitCollectionViewAdapter`.
    @MainActor public class UIKitScrollCallbackForwarder {
        /// The UIKit view the app's delegate receives.
        let callbackMirror: any SimulationMirror

        init(callbackMirror: any SimulationMirror) {
            self.callbackMirror = callbackMirror
        }

        /// The app's delegate the callbacks go to; the adapters return theirs.
        var callbackTarget: (any UIScrollViewDelegate)? { nil }
    }

    // The simulation calls its delegate on the thread that runs it; a test that uses UIKit runs on
    // the main actor, and `@preconcurrency` checks that at run time.
    extension UIKitScrollCallbackForwarder: @preconcurrency ScrollViewDelegate {
        /// Forwards `scrollViewDidScroll`.
        public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
            UIKitMirroring.forward(.didScroll, from: scrollView, to: callbackTarget, mirror: callbackMirror)
        }

        /// Forwards `scrollViewWillBeginDragging`.
        public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
            UIKitMirroring.forward(.willBeginDragging, from: scrollView, to: callbackTarget, mirror: callbackMirror)
        }

        /// Forwards `scrollViewWillEndDragging`, velocity in pt/ms, with the same target pointer.
        public func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            UIKitMirroring.forward(
                .willEndDragging(velocity: velocity, target: targetContentOffset), from: scrollView, to: callbackTarget,
                mirror: callbackMirror)
        }

        /// Forwards `scrollViewDidEndDragging(_:willDecelerate:)`.
        public func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
            UIKitMirroring.forward(.didEndDragging(decelerate: decelerate), from: scrollView, to: callbackTarget, mirror: callbackMirror)
        }

        /// Forwards `scrollViewWillBeginDecelerating`.
        public func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) {
            UIKitMirroring.forward(.willBeginDecelerating, from: scrollView, to: callbackTarget, mirror: callbackMirror)
        }

        /// Forwards `scrollViewDidEndDecelerating`.
        public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
            UIKitMirroring.forward(.didEndDecelerating, from: scrollView, to: callbackTarget, mirror: callbackMirror)
        }

        /// Forwards `scrollViewDidScrollToTop`.
        public func scrollViewDidScrollToTop(_ scrollView: SimulatedScrollView) {
            UIKitMirroring.forward(.didScrollToTop, from: scrollView, to: callbackTarget, mirror: callbackMirror)
        }

        /// Asks the app's delegate `scrollViewShouldScrollToTop`, with the mirror as the scroll
        /// view; `true` when it does not implement it, as UIKit assumes.
        public func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool {
            guard let delegate = callbackTarget else { return true }
            var allowed = true
            UIKitMirroring.around(scrollView, mirror: callbackMirror) {
                allowed = UIKitMirroring.methods(of: delegate).allowsScrollToTop(callbackMirror as UIScrollView)
            }
            return allowed
        }

        /// Forwards `scrollViewDidEndScrollingAnimation`.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
            UIKitMirroring.forward(.didEndScrollingAnimation, from: scrollView, to: callbackTarget, mirror: callbackMirror)
        }
    }
#endif
