import ScrollPhysics

/// How the simulator fills the gaps UIKit's public record leaves open, and how it runs.
///
/// Every field has a default; docs/physics.md gives the reason for each.
public struct SimulationSettings: Hashable, Sendable {
    /// Which unit the velocity passed to the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is in.
    public enum LayoutVelocityUnit: String, Hashable, Sendable, CaseIterable {
        /// Points per millisecond: what UIKit is observed to pass (the same value as the delegate's).
        case pointsPerMillisecond
        /// Points per second: what Apple's documentation says.
        case pointsPerSecond
    }

    /// Display frames per second, an integer from 30 to 240. Default 60.
    ///
    /// - Precondition: in `frameRates`, also when assigned after `init`.
    public var frameRate: Int {
        didSet { precondition(Self.frameRates.contains(frameRate), "the frame rate must be 30 to 240 Hz") }
    }
    /// Whether repeated quick flicks glide further, as UIKit's fast scroll does. Default `true`,
    /// as in UIKit (docs/physics.md §8).
    public var fastScroll: Bool
    /// Whether `decelerationRate` keeps any value strictly between 0 and 1 instead of UIKit's two
    /// (below 0.994 `.fast`, else `.normal`). Default `false`. A design what-if: UIKit cannot
    /// decelerate at, say, 0.995, and every output of a run with this on says so.
    public var exactDecelerationRate: Bool
    /// Duration of `setContentOffset(_:animated: true)` and `scrollToItem(…, animated: true)`, in
    /// seconds. Default 0.3.
    ///
    /// - Precondition: positive and finite, also when assigned after `init`.
    public var animationDuration: Double {
        didSet { precondition(animationDuration > 0 && animationDuration.isFinite, "an animation lasts a positive time") }
    }
    /// Timing curve of animated scrolls. Default `.sineEaseInOut`, UIKit's own (curve 0 of `UIAnimation`).
    public var animationCurve: AnimationCurve
    /// The spring a scroll to the top (`scrollToTop()`) follows. Default: response 0.6 s, 1.6 s
    /// long, read through the timing function (0, 0.2) (1, 1) (docs/physics.md §10).
    public var scrollToTopSpring = ScrollToTopSpring()
    /// Unit of the velocity given to the layout's target hook. Default `.pointsPerMillisecond`.
    public var layoutVelocityUnit: LayoutVelocityUnit
    /// Whether delegate callbacks are logged into the recording. Default `true`.
    public var recordsDelegateEvents: Bool
    /// The longest simulated time a run may take, in seconds, before it is stopped with an error.
    /// Default 60.
    ///
    /// - Precondition: positive and finite, also when assigned after `init`.
    public var maximumDuration: Double {
        didSet { precondition(maximumDuration > 0 && maximumDuration.isFinite, "the maximum duration must be positive") }
    }

    /// How long a finger must rest, in seconds, before an `endDrag` without a velocity releases
    /// with none (no fling), or nil. Default nil: the release uses the last pan samples, as the
    /// recognizer's reported velocity does (it keeps its last value while the finger rests).
    ///
    /// - Precondition: nil, or positive and finite, also when assigned after `init`.
    public var heldFingerTimeout: Double? {
        didSet { precondition(heldFingerTimeout.map { $0 > 0 && $0.isFinite } ?? true, "a held-finger timeout is a positive time") }
    }

    /// The display times of frames 0, 1, 2… in seconds, ascending, when the display does not
    /// tick evenly (a device's display link); nil for a frame every `1 / frameRate` s. Frames
    /// after the last listed follow at `frameRate`. Each step lasts the real interval between
    /// frames (docs/physics.md §2, "Frame clock").
    ///
    /// - Precondition: finite, at least 0 and strictly ascending, when set.
    public var frameTimes: [Double]? {
        didSet { precondition(Self.isValidFrameClock(frameTimes), "frame times are finite, at least 0 and strictly ascending") }
    }

    /// Whether `times` can be a frame clock: nil, or finite values from 0 up, strictly ascending.
    public static func isValidFrameClock(_ times: [Double]?) -> Bool {
        guard let times else { return true }
        return times.allSatisfy { $0.isFinite && $0 >= 0 } && zip(times, times.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// The supported frame rates, in frames per second.
    public static let frameRates = 30...240

    /// Creates settings; every argument has UIKit's or the documented default.
    ///
    /// - Precondition: `frameRate` is in `frameRates` (30…240); `animationDuration`,
    ///   `maximumDuration` and a non-nil `heldFingerTimeout` are positive and finite; `frameTimes`
    ///   as its property says. Values a user supplies in a file are checked by
    ///   the scenario decoder first, with an error naming the file and JSON path
    ///   (docs/reliability.md).
    public init(
        frameRate: Int = 60,
        fastScroll: Bool = true,
        exactDecelerationRate: Bool = false,
        animationDuration: Double = 0.3,
        animationCurve: AnimationCurve = .sineEaseInOut,
        layoutVelocityUnit: LayoutVelocityUnit = .pointsPerMillisecond,
        recordsDelegateEvents: Bool = true,
        maximumDuration: Double = 60,
        heldFingerTimeout: Double? = nil,
        frameTimes: [Double]? = nil
    ) {
        precondition(Self.frameRates.contains(frameRate), "the frame rate must be 30 to 240 Hz")
        precondition(animationDuration > 0 && animationDuration.isFinite, "an animation lasts a positive time")
        precondition(maximumDuration > 0 && maximumDuration.isFinite, "the maximum duration must be positive")
        precondition(heldFingerTimeout.map { $0 > 0 && $0.isFinite } ?? true, "a held-finger timeout is a positive time")
        self.frameRate = frameRate
        self.fastScroll = fastScroll
        self.exactDecelerationRate = exactDecelerationRate
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.layoutVelocityUnit = layoutVelocityUnit
        self.recordsDelegateEvents = recordsDelegateEvents
        self.maximumDuration = maximumDuration
        self.heldFingerTimeout = heldFingerTimeout
        precondition(Self.isValidFrameClock(frameTimes), "frame times are finite, at least 0 and strictly ascending")
        self.frameTimes = frameTimes
    }

    /// The frame duration, in milliseconds: `1000 / frameRate`.
    public var frameDuration: Double { 1000 / Double(frameRate) }
}
