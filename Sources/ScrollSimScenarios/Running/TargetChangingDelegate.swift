import Foundation
import ScrollSim

/// A delegate that forwards every callback to the strategy and then, at each release, replaces the
/// target with a fixed offset: the scenario field `changeTarget`.
final class TargetChangingDelegate: ScrollViewDelegate {
    let inner: ScrollViewDelegate
    let target: CGPoint

    init(forwardingTo inner: ScrollViewDelegate, target: CGPoint) {
        self.inner = inner
        self.target = target
    }

    var implementsScrollViewDidScroll: Bool { inner.implementsScrollViewDidScroll }
    func scrollViewDidScroll(_ s: SimulatedScrollView) { inner.scrollViewDidScroll(s) }
    func scrollViewWillBeginDragging(_ s: SimulatedScrollView) { inner.scrollViewWillBeginDragging(s) }
    func scrollViewWillEndDragging(
        _ s: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        inner.scrollViewWillEndDragging(s, withVelocity: velocity, targetContentOffset: targetContentOffset)
        targetContentOffset.pointee = target
    }
    func scrollViewDidEndDragging(_ s: SimulatedScrollView, willDecelerate: Bool) {
        inner.scrollViewDidEndDragging(s, willDecelerate: willDecelerate)
    }
    func scrollViewWillBeginDecelerating(_ s: SimulatedScrollView) { inner.scrollViewWillBeginDecelerating(s) }
    func scrollViewDidEndDecelerating(_ s: SimulatedScrollView) { inner.scrollViewDidEndDecelerating(s) }
    func scrollViewDidEndScrollingAnimation(_ s: SimulatedScrollView) { inner.scrollViewDidEndScrollingAnimation(s) }
    func scrollViewShouldScrollToTop(_ s: SimulatedScrollView) -> Bool { inner.scrollViewShouldScrollToTop(s) }
    func scrollViewDidScrollToTop(_ s: SimulatedScrollView) { inner.scrollViewDidScrollToTop(s) }
}
