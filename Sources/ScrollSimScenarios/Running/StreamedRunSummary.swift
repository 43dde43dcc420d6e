import Foundation
import ScrollSim

/// What a streamed run leaves once its frames have gone: the values a report's summary needs.
public struct StreamedRunSummary: Sendable {
    /// The number of frames.
    public var frameCount = 0
    /// The last frame, or nil when none was made.
    public var lastFrame: Frame?
    /// The first frame of the final rest (`Recording.restFrame`).
    public var restFrame: Frame?
    /// The greatest overshoot past any edge, in points (`Recording.maximumOvershoot`).
    public var maximumOvershoot = 0.0
    /// The final page along the scroll axis.
    public var finalPage = 0
    /// Set when the run was cut off at the maximum duration, as `ScenarioRun.stopReason`.
    public var stopReason: String?

    /// The final offset, in points (zero without frames, as `Recording.finalOffset`).
    public var finalOffset: CGPoint { lastFrame?.contentOffset ?? .zero }
    /// The time the view came to rest for good, in seconds, as `Recording.restTime`.
    public var restTime: Double? { restFrame?.time }
}
