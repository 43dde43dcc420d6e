import Foundation

/// The velocity of the content offset along one axis, with its unit written where it is given:
/// `.pointsPerMillisecond(1.5)`, the unit of `scrollViewWillEndDragging`'s `velocity`, or
/// `.pointsPerSecond(1500)`, the unit `UIPanGestureRecognizer.velocity(in:)` reports a finger in.
/// Positive: towards larger offsets (the content's sign, the delegate's; a finger moving left
/// moves the content right, so its recognizer velocity has the opposite sign).
///
/// A bare number cannot stand for either: 1500 meant as pt/s would be a release 1000 times too
/// fast as pt/ms, and nothing a finger makes.
public struct ContentVelocity: Hashable, Sendable {
    /// The velocity in points per millisecond.
    public var pointsPerMillisecond: Double

    /// The velocity in points per second.
    public var pointsPerSecond: Double { pointsPerMillisecond * 1000 }

    private init(pointsPerMillisecond: Double) { self.pointsPerMillisecond = pointsPerMillisecond }

    /// A velocity of `value` points per millisecond, the delegate's unit.
    public static func pointsPerMillisecond(_ value: Double) -> ContentVelocity { ContentVelocity(pointsPerMillisecond: value) }

    /// A velocity of `value` points per second, the pan recognizer's unit (with the content's sign).
    public static func pointsPerSecond(_ value: Double) -> ContentVelocity { ContentVelocity(pointsPerMillisecond: value / 1000) }
}
