import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// One entry of a gesture script, at `t` seconds.
public struct GestureSpec: Equatable, Sendable {
    /// What the entry does: one step of the engine's script as it is, or a whole drag or touch
    /// that the runner expands into steps.
    public enum Kind: Equatable, Sendable {
        /// One step of the engine's script, defined once in `GestureEvent`: a pan's `beginDrag`,
        /// `move` and `endDrag`, or a programmatic scroll or change (`setContentOffset`,
        /// `scrollToItem`, `scrollToTop`, `endRefreshing`, `scrollRectToVisible`, `setContentSize`,
        /// `setItemCount`). A file writes raw touches as `touches`, never as `touchDown`,
        /// `touchMove` or `touchUp`: a gesture holding one of those runs, but cannot be written.
        case event(GestureEvent)
        /// A whole drag at constant finger velocity: translation (points) over duration (seconds).
        case swipe(translation: CGPoint, duration: Double)
        /// A whole drag that moves the content `distance` points along the scroll axis and releases
        /// it at `releaseVelocity` pt/ms of content offset (what the delegate receives).
        case drag(distance: Double, releaseVelocity: Double, duration: Double)
        /// Raw touches: the finger's path as times (seconds after `t`) and positions (points, in
        /// the scroll view's frame); down at the first, up at the last.
        case touches([TouchSample])
        /// A tap at `point` (points, in the scroll view's frame): down at `t`, up at the same point
        /// `duration` seconds later.
        case tap(point: CGPoint, duration: Double)
        /// A pinch centred at `center` (points, in the scroll view's frame): it begins at `t`, its
        /// scale (the fingers' spread relative to the start) is each of `scales` in turn, one every
        /// `interval` seconds, and it ends `interval` after the last (`TimedGesture.pinch`).
        case pinch(center: CGPoint, scales: [Double], interval: Double)
        /// A `swiftUI` scroll view's stack, margins or container change (`SwiftUILayoutChange`).
        /// The runner schedules it with the view's `SwiftUIScrollTargetDelegate` and runs the
        /// engine's `.setSwiftUILayout` gesture naming it; a file writes this, never that event.
        case setSwiftUILayout(SwiftUILayoutChange)
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
