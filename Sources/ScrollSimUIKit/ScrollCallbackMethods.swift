import Foundation

/// One of the scroll callbacks the simulation forwards to an app's delegate, with its arguments.
enum ScrollCallback {
    case didScroll
    case willBeginDragging
    /// Velocity in points per millisecond; the target may be changed through the pointer.
    case willEndDragging(velocity: CGPoint, target: UnsafeMutablePointer<CGPoint>)
    case didEndDragging(decelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    case didScrollToTop
}

/// The scroll methods an app's delegate implements, each nil when it does not.
///
/// UIKit's `UIScrollViewDelegate` methods are optional requirements: UIKit calls only the ones a
/// delegate implements, and a method reference such as `delegate.scrollViewDidScroll` is nil for
/// one it does not. The adapters read the delegate's methods into this value and forward a
/// callback only through `call(for:with:)`, so the decision not to call (and not to copy the
/// simulation into the mirror for nothing) is made here, in code that runs and is tested without
/// UIKit. Generic over the type the methods take (UIKit's `UIScrollView`).
struct ScrollCallbackMethods<ScrollView> {
    var didScroll: ((ScrollView) -> Void)?
    var willBeginDragging: ((ScrollView) -> Void)?
    var willEndDragging: ((ScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void)?
    var didEndDragging: ((ScrollView, Bool) -> Void)?
    var willBeginDecelerating: ((ScrollView) -> Void)?
    var didEndDecelerating: ((ScrollView) -> Void)?
    var didEndScrollingAnimation: ((ScrollView) -> Void)?
    var didScrollToTop: ((ScrollView) -> Void)?
    var shouldScrollToTop: ((ScrollView) -> Bool)?

    /// The delegate's answer to `scrollViewShouldScrollToTop`, or `true` (UIKit's) when it does
    /// not implement it.
    func allowsScrollToTop(_ scrollView: ScrollView) -> Bool { shouldScrollToTop?(scrollView) ?? true }

    /// The call of the method `callback` needs, on `scrollView` with the callback's arguments, or
    /// nil when the delegate does not implement it.
    func call(for callback: ScrollCallback, with scrollView: ScrollView) -> (() -> Void)? {
        switch callback {
        case .didScroll: didScroll.map { method in { method(scrollView) } }
        case .willBeginDragging: willBeginDragging.map { method in { method(scrollView) } }
        case .willEndDragging(let velocity, let target): willEndDragging.map { method in { method(scrollView, velocity, target) } }
        case .didEndDragging(let decelerate): didEndDragging.map { method in { method(scrollView, decelerate) } }
        case .willBeginDecelerating: willBeginDecelerating.map { method in { method(scrollView) } }
        case .didEndDecelerating: didEndDecelerating.map { method in { method(scrollView) } }
        case .didEndScrollingAnimation: didEndScrollingAnimation.map { method in { method(scrollView) } }
        case .didScrollToTop: didScrollToTop.map { method in { method(scrollView) } }
        }
    }
}
