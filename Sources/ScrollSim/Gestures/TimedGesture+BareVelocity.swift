import Foundation

// A drag's release velocity as a bare number is refused at compile time, with the two ways to say
// its unit: 1.5 meant as pt/ms and 1500 meant as pt/s differ a thousandfold, and either silently
// taken for the other gives a release no finger makes or one too slow to glide.

extension TimedGesture {
    /// A release velocity must say its unit.
    @available(
        *, unavailable,
        message:
            "say the release velocity's unit: releaseVelocity: .pointsPerMillisecond(1.5), the unit of scrollViewWillEndDragging's velocity, or .pointsPerSecond(1500), the pan recognizer's"
    )
    public static func drag(
        at time: Double, distance: Double, releaseVelocity: Double, axis: ScrollAxis = .horizontal, duration: Double = 0.1, frameRate: Int
    ) -> [TimedGesture] { fatalError("unavailable") }

    /// A release velocity must say its unit.
    @available(
        *, unavailable,
        message:
            "say the release velocity's unit: releaseVelocity: .pointsPerMillisecond(1.5), the unit of scrollViewWillEndDragging's velocity, or .pointsPerSecond(1500), the pan recognizer's"
    )
    public static func drag(
        at time: Double, distance: Double, releaseVelocity: Double, axis: ScrollAxis = .horizontal, duration: Double = 0.1, frameRate: Int,
        into script: inout [TimedGesture]
    ) { fatalError("unavailable") }
}
