import Foundation

/// One delegate callback (or engine notice) as the recorder keeps it.
///
/// 48 bytes: the frame, time, name and offset inline, and what only a release or a notice
/// carries (velocity, targets, multiplier, message) in one shared immutable object, absent for
/// the other callbacks, so that logging a `scrollViewDidScroll` allocates nothing.
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
        /// `scrollViewWillBeginZooming(_:with:)`: a pinch began, or an animated zoom in code starts.
        case scrollViewWillBeginZooming
        /// `scrollViewDidZoom(_:)`: the zoom scale changed.
        case scrollViewDidZoom
        /// `scrollViewDidEndZooming(_:with:atScale:)`: a zoom ended (the scale is the view's
        /// `zoomScale` then).
        case scrollViewDidEndZooming
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
        /// Not a callback: `touchesBegan` reached the scroll view's content (a touch the view did
        /// not hold for a pan); the message says where, in content coordinates.
        case contentTouchesBegan
        /// Not a callback: the content's touch ended (the finger lifted): the content saw a tap.
        case contentTouchesEnded
        /// Not a callback: the content's touch was cancelled because a pan took it over.
        case contentTouchesCancelled
        /// `collectionView(_:didHighlightItemAt:)`; the event carries the index path.
        case collectionViewDidHighlightItemAt
        /// `collectionView(_:didUnhighlightItemAt:)`; the event carries the index path.
        case collectionViewDidUnhighlightItemAt
        /// `collectionView(_:didSelectItemAt:)`; the event carries the index path.
        case collectionViewDidSelectItemAt
        /// `collectionView(_:didDeselectItemAt:)`; the event carries the index path.
        case collectionViewDidDeselectItemAt
    }

    /// The frame during which it happened.
    public var frameIndex: Int
    /// The time of that frame, in seconds.
    public var time: Double
    private var offsetX: Double, offsetY: Double
    /// Which callback.
    public var name: Name
    /// `willDecelerate`: bit 0 set when present, bit 1 its value.
    private var decelerateBits: UInt8
    /// What only a release or a notice carries; nil for the other callbacks (every
    /// `scrollViewDidScroll`), so that logging one allocates nothing.
    private var details: Details?

    /// The fields of a `scrollViewWillEndDragging` event and a notice's sentence, immutable: a
    /// setter of `DelegateEvent` replaces the whole object.
    private final class Details: Hashable, Sendable {
        let velocity: CGPoint?
        let proposedTarget: CGPoint?
        let target: CGPoint?
        let fastScrollMultiplier: Double?
        let message: String?
        let indexPath: IndexPath?

        init(
            velocity: CGPoint?, proposedTarget: CGPoint?, target: CGPoint?, fastScrollMultiplier: Double?, message: String?,
            indexPath: IndexPath?
        ) {
            self.velocity = velocity
            self.proposedTarget = proposedTarget
            self.target = target
            self.fastScrollMultiplier = fastScrollMultiplier
            self.message = message
            self.indexPath = indexPath
        }

        /// These fields, or nil when none is set.
        static func make(
            velocity: CGPoint? = nil, proposedTarget: CGPoint? = nil, target: CGPoint? = nil, fastScrollMultiplier: Double? = nil,
            message: String? = nil, indexPath: IndexPath? = nil
        ) -> Details? {
            guard
                velocity != nil || proposedTarget != nil || target != nil || fastScrollMultiplier != nil || message != nil
                    || indexPath != nil
            else { return nil }
            return Details(
                velocity: velocity, proposedTarget: proposedTarget, target: target, fastScrollMultiplier: fastScrollMultiplier, message: message,
                indexPath: indexPath)
        }

        static func == (a: Details, b: Details) -> Bool {
            a.velocity == b.velocity && a.proposedTarget == b.proposedTarget && a.target == b.target
                && a.fastScrollMultiplier == b.fastScrollMultiplier && a.message == b.message && a.indexPath == b.indexPath
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(velocity.map { [$0.x, $0.y] })
            hasher.combine(proposedTarget.map { [$0.x, $0.y] })
            hasher.combine(target.map { [$0.x, $0.y] })
            hasher.combine(fastScrollMultiplier)
            hasher.combine(message)
            hasher.combine(indexPath)
        }
    }

    /// `scrollViewWillEndDragging`: the velocity the delegate received, in pt/ms.
    public var velocity: CGPoint? {
        get { details?.velocity }
        set { replaceDetails(velocity: .some(newValue)) }
    }
    /// `scrollViewWillEndDragging`: the target before the delegate (after the layout hook), in points.
    public var proposedTarget: CGPoint? {
        get { details?.proposedTarget }
        set { replaceDetails(proposedTarget: .some(newValue)) }
    }
    /// `scrollViewWillEndDragging`: the target after the delegate, in points.
    public var target: CGPoint? {
        get { details?.target }
        set { replaceDetails(target: .some(newValue)) }
    }
    /// `scrollViewWillEndDragging`: the fast-scroll multiplier in force (1 outside a streak); it
    /// scales UIKit's proposal and the glide's distance, not `velocity`.
    public var fastScrollMultiplier: Double? {
        get { details?.fastScrollMultiplier }
        set { replaceDetails(fastScrollMultiplier: .some(newValue)) }
    }
    /// `scrollViewDidEndDragging`: the `willDecelerate` argument.
    public var willDecelerate: Bool? {
        get { decelerateBits & 1 == 0 ? nil : decelerateBits & 2 != 0 }
        set { decelerateBits = newValue.map { $0 ? 3 : 1 } ?? 0 }
    }
    /// The content offset when the callback was made, in points.
    public var contentOffset: CGPoint {
        get { CGPoint(x: offsetX, y: offsetY) }
        set {
            offsetX = Double(newValue.x)
            offsetY = Double(newValue.y)
        }
    }
    /// A plain sentence for engine notices; `nil` for callbacks.
    public var message: String? {
        get { details?.message }
        set { replaceDetails(message: .some(newValue)) }
    }

    /// A collection view callback's index path (`collectionViewDidSelectItemAt` and the other
    /// item callbacks); nil for the others.
    public var indexPath: IndexPath? {
        get { details?.indexPath }
        set { replaceDetails(indexPath: .some(newValue)) }
    }

    /// Replaces the details with the given fields changed (`.some(nil)` clears one).
    private mutating func replaceDetails(
        velocity: CGPoint?? = nil, proposedTarget: CGPoint?? = nil, target: CGPoint?? = nil, fastScrollMultiplier: Double?? = nil,
        message: String?? = nil, indexPath: IndexPath?? = nil
    ) {
        details = Details.make(
            velocity: velocity ?? self.velocity, proposedTarget: proposedTarget ?? self.proposedTarget, target: target ?? self.target,
            fastScrollMultiplier: fastScrollMultiplier ?? self.fastScrollMultiplier, message: message ?? self.message,
            indexPath: indexPath ?? self.indexPath)
    }

    /// Creates an event record.
    public init(
        frameIndex: Int, time: Double, name: Name, contentOffset: CGPoint, velocity: CGPoint? = nil,
        proposedTarget: CGPoint? = nil, target: CGPoint? = nil, fastScrollMultiplier: Double? = nil, willDecelerate: Bool? = nil,
        message: String? = nil, indexPath: IndexPath? = nil
    ) {
        self.frameIndex = frameIndex
        self.time = time
        self.name = name
        offsetX = Double(contentOffset.x)
        offsetY = Double(contentOffset.y)
        decelerateBits = willDecelerate.map { $0 ? 3 : 1 } ?? 0
        details = Details.make(
            velocity: velocity, proposedTarget: proposedTarget, target: target, fastScrollMultiplier: fastScrollMultiplier, message: message,
            indexPath: indexPath)
    }

    /// A callback that carries nothing but its frame and offset (`scrollViewDidScroll` and most
    /// others): nothing to allocate.
    init(frameIndex: Int, time: Double, name: Name, contentOffset: CGPoint) {
        self.frameIndex = frameIndex
        self.time = time
        self.name = name
        offsetX = Double(contentOffset.x)
        offsetY = Double(contentOffset.y)
        decelerateBits = 0
        details = nil
    }
}
