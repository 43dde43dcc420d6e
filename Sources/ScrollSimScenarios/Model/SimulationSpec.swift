import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// Engine settings for what UIKit leaves open (extension: `"simulation"`).
public struct SimulationSpec: Equatable, Sendable {
    /// Duration of animated scrolls, in seconds. Default 0.3.
    public var animationDuration: Double = 0.3
    /// The timing curve of animated scrolls. Default `sineEaseInOut`, UIKit's curve 0.
    public var animationCurve: AnimationCurve = .sineEaseInOut
    /// Whether repeated quick flicks glide further (UIKit's fast scroll). Default `true`.
    public var fastScroll = true
    /// Whether `scrollView.decelerationRate` runs as given instead of UIKit's two stored values.
    /// Default `false`; a what-if UIKit cannot run, and every output of such a run says so.
    public var exactDecelerationRate = false
    /// `pointsPerMillisecond` or `pointsPerSecond`. Default `pointsPerMillisecond`.
    public var layoutVelocityUnit: SimulationSettings.LayoutVelocityUnit = .pointsPerMillisecond
    /// The response of the scroll-to-top spring, in seconds. Default 0.6.
    public var scrollToTopResponse: Double = 0.6
    /// How long a scroll to the top lasts, in seconds. Default 1.6.
    public var scrollToTopDuration: Double = 1.6
    /// The timing function the scroll-to-top spring reads its time through. Default the Bézier
    /// (0, 0.2) (1, 1); `linear` gives the bare spring.
    public var scrollToTopTimingFunction: AnimationCurve = ScrollToTopSpring.smoothDecelerationTiming
    /// The longest run, in simulated seconds, at most `longestDuration`. Default 60.
    public var maximumDuration: Double = 60
    /// Seconds a finger must rest before an `endDrag` without velocity releases with none, or nil
    /// (default: the last samples stand). At most `longestDuration`.
    public var heldFingerTimeout: Double?
    /// The display times of frames 0, 1, 2… in seconds, ascending, or nil (default: a frame every
    /// `1 / frameRate` s). Frames after the last follow at `frameRate` (`SimulationSettings.frameTimes`).
    public var frameTimes: [Double]?

    /// The most frame times a file may list: an hour at 240 Hz.
    public static let mostFrameTimes = 864_000

    /// The largest `maximumDuration` a file may ask for: one hour, in seconds.
    public static let longestDuration = 3600.0
}
