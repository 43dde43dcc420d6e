import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// One entry of a gesture script, at `t` seconds.
public struct GestureSpec: Equatable, Sendable {
    /// What the entry does.
    public enum Kind: Equatable, Sendable {
        /// A pan is recognised.
        case beginDrag
        /// Cumulative finger translation (points) and optional recognizer velocity (pt/s).
        case move(translation: CGPoint, velocity: CGPoint?)
        /// The finger lifts, with an optional recognizer velocity (pt/s).
        case endDrag(velocity: CGPoint?)
        /// A whole drag at constant finger velocity: translation (points) over duration (seconds).
        case swipe(translation: CGPoint, duration: Double)
        /// A whole drag that moves the content `distance` points along the scroll axis and releases
        /// it at `releaseVelocity` pt/ms of content offset (what the delegate receives).
        case drag(distance: Double, releaseVelocity: Double, duration: Double)
        /// Raw touches: the finger's path as times (seconds after `t`) and positions (points, in
        /// the scroll view's frame); down at the first, up at the last.
        case touches([TouchSample])
        /// `setContentOffset(_:animated:)`, in points.
        case setContentOffset(CGPoint, animated: Bool)
        /// `scrollToItem(at:at:animated:)` for item `item` of `section` (default 0).
        case scrollToItem(item: Int, section: Int = 0, position: SimulatedCollectionView.ScrollPosition, animated: Bool)
        /// A tap on the status bar (`SimulatedScrollView.scrollToTop()`).
        case scrollToTop
        /// The app ends its refresh (`refreshControl.endRefreshing()`).
        case endRefreshing
        /// `scrollRectToVisible(_:animated:)`, the rect in content coordinates, in points.
        case scrollRectToVisible(CGRect, animated: Bool)
        /// The app sets `contentSize`, in points.
        case setContentSize(CGSize)
        /// Section `section` (default 0) comes to hold `count` items, added or removed at its end;
        /// the layout recomputes the content size (a view with a layout only).
        case setItemCount(count: Int, section: Int = 0)
    }

    /// When, in seconds from the start.
    public var t: Double
    /// What.
    public var kind: Kind
    /// The view of the scene it is for, by name (`SubviewSpec.name`); nil for the scenario's own
    /// view. Raw touches have none: they go to the view under the finger whose pan takes them.
    public var view: String?

    /// Creates a gesture entry at `t` seconds, for the view named `view` (nil: the scenario's own).
    public init(t: Double, kind: Kind, view: String? = nil) {
        self.t = t
        self.kind = kind
        self.view = view
    }
}
