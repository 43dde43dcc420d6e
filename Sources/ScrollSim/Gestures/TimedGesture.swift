import Foundation

/// A gesture and the time it happens, in seconds from the start of the run.
public struct TimedGesture: Hashable, Sendable {
    /// When the gesture happens, in seconds. It takes effect at the first frame whose time is ≥ it.
    public var time: Double
    /// What happens.
    public var gesture: GestureEvent
    /// The view of the scene it is for: its index in the root's `sceneViews` (0, the default: the
    /// view the run was given). Raw touches (`touchDown`, `touchMove`, `touchUp`) ignore it: they
    /// go to the view whose pan takes them.
    public var viewIndex = 0

    /// The longest `swipe` or `drag` the helpers expand, in seconds: an hour, the longest run a
    /// scenario file may ask for (each becomes one move per frame).
    public static let longestGesture = 3600.0

    /// Creates a timed gesture; `time` in seconds.
    public init(_ gesture: GestureEvent, at time: Double) {
        self.time = time
        self.gesture = gesture
    }

    /// Creates a timed gesture for view `viewIndex` of the scene (its index in `sceneViews`); `time`
    /// in seconds.
    public init(_ gesture: GestureEvent, at time: Double, viewIndex: Int) {
        self.time = time
        self.gesture = gesture
        self.viewIndex = viewIndex
    }
}
