import Foundation

/// One delegate callback (or engine notice) as the recorder keeps it.
public struct DelegateEvent: Hashable, Sendable {
    /// Which callback, by its UIKit method name.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// `scrollViewDidScroll(_:)`: the content offset changed (once per change).
        case scrollViewDidScroll
        /// `scrollViewWillBeginDragging(_:)`: a pan was recognised and the content follows it.
        case scrollViewWillBeginDragging
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the finger lifts; the
        /// event carries the velocity (pt/ms), the proposed target and the final target (points).
        case scrollViewWillEndDragging
        /// `scrollViewDidEndDragging(_:willDecelerate:)`; the event carries `willDecelerate`.
        case scrollViewDidEndDragging
        /// `scrollViewWillBeginDecelerating(_:)`: the content moves on after the release (glide,
        /// bounce back or paging settle).
        case scrollViewWillBeginDecelerating
        /// `scrollViewDidEndDecelerating(_:)`: that motion came to rest (or was caught or taken over).
        case scrollViewDidEndDecelerating
        /// `scrollViewDidEndScrollingAnimation(_:)`: an animated `setContentOffset` or
        /// `scrollToItem` reached its offset.
        case scrollViewDidEndScrollingAnimation
        /// `scrollViewDidScrollToTop(_:)`: a scroll to the top (a tap on the status bar) ended.
        case scrollViewDidScrollToTop
        /// Not a delegate callback: the refresh control sent `valueChanged` (a pull armed it).
        case refreshControlValueChanged
        /// Not a callback: the engine rejected a non-finite value: a target (the proposed one was
        /// kept), or the offset of a `setContentOffset` or `scrollToItem` (the call was ignored).
        case invalidTargetIgnored
        /// Not a callback: a gesture this scroll view cannot perform was skipped.
        case gestureIgnored
        /// Not a callback: the run was stopped, for example at the maximum duration.
        case simulationStopped
        /// Not a callback: a drag moved the finger only along axes that cannot scroll (content no
        /// larger than the bounds, and no `alwaysBounce…`), so nothing moved: usually a drag along
        /// the wrong axis, such as a horizontal drag on a default (vertical) flow layout. Logged
        /// once per drag, whether or not events are recorded.
        case dragCannotScroll
        /// Not a callback: the view had a delegate, but it was released before the run began (the
        /// view holds its delegate weakly, as UIKit does), so the run had none: usually a delegate
        /// made inline (`view.delegate = Pager()`) that nothing else kept. Logged once per run,
        /// whether or not events are recorded.
        case delegateReleased
        /// Not a callback: the finger lifted moving, but under UIKit's 0.25 pt/ms, so UIKit zeroed
        /// the release velocity and the view settles instead of gliding (`velocity` is the latest
        /// pan sample, pt/ms, before zeroing). Logged with the other events.
        case releaseZeroed
    }

    /// The frame during which it happened.
    public var frameIndex: Int
    /// The time of that frame, in seconds.
    public var time: Double
    /// Which callback.
    public var name: Name
    /// `scrollViewWillEndDragging`: the velocity the delegate received, in pt/ms.
    public var velocity: CGPoint?
    /// `scrollViewWillEndDragging`: the target before the delegate (after the layout hook), in points.
    public var proposedTarget: CGPoint?
    /// `scrollViewWillEndDragging`: the target after the delegate, in points.
    public var target: CGPoint?
    /// `scrollViewWillEndDragging`: the fast-scroll multiplier in force (1 outside a streak); it
    /// scales UIKit's proposal and the glide's distance, not `velocity`.
    public var fastScrollMultiplier: Double?
    /// `scrollViewDidEndDragging`: the `willDecelerate` argument.
    public var willDecelerate: Bool?
    /// The content offset when the callback was made, in points.
    public var contentOffset: CGPoint
    /// A plain sentence for engine notices; `nil` for callbacks.
    public var message: String?

    /// Creates an event record.
    public init(
        frameIndex: Int, time: Double, name: Name, contentOffset: CGPoint, velocity: CGPoint? = nil,
        proposedTarget: CGPoint? = nil, target: CGPoint? = nil, fastScrollMultiplier: Double? = nil, willDecelerate: Bool? = nil,
        message: String? = nil
    ) {
        self.frameIndex = frameIndex
        self.time = time
        self.name = name
        self.contentOffset = contentOffset
        self.velocity = velocity
        self.proposedTarget = proposedTarget
        self.target = target
        self.fastScrollMultiplier = fastScrollMultiplier
        self.willDecelerate = willDecelerate
        self.message = message
    }
}
