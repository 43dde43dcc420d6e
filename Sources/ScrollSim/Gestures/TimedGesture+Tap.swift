import Foundation

extension TimedGesture {
    /// How long a scripted tap holds the finger down unless told, in seconds: 0.1, a choice (a
    /// quick tap; under UIKit's 0.15 s touch delay, so the content of a view at rest sees the
    /// touch at the lift, docs/physics.md "Touches on the content").
    public static let defaultTapDuration = 0.1

    /// A tap: the finger down at `point` (points, in the scroll view's frame) at `time` seconds and
    /// up at the same point `duration` seconds later, as raw touches (`touches(_:)`). On a gliding
    /// view it only stops the glide; at rest the content sees it (a collection view selects the
    /// item there).
    ///
    /// - Precondition: `time`, `duration` and `point` finite, `duration` ≥ 0.
    public static func tap(at time: Double, point: CGPoint, duration: Double = defaultTapDuration) -> [TimedGesture] {
        precondition(time.isFinite && duration.isFinite && duration >= 0, "a tap's time and duration are finite, its duration ≥ 0")
        return touches([(time, point), (time + duration, point)])
    }
}
