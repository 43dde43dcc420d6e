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

    func scrollViewDidScroll(_ s: ScrollView) { inner.scrollViewDidScroll(s) }
    func scrollViewWillBeginDragging(_ s: ScrollView) { inner.scrollViewWillBeginDragging(s) }
    func scrollViewWillEndDragging(
        _ s: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        inner.scrollViewWillEndDragging(s, withVelocity: velocity, targetContentOffset: targetContentOffset)
        targetContentOffset.pointee = target
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate: Bool) { inner.scrollViewDidEndDragging(s, willDecelerate: willDecelerate) }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { inner.scrollViewWillBeginDecelerating(s) }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { inner.scrollViewDidEndDecelerating(s) }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { inner.scrollViewDidEndScrollingAnimation(s) }
}
