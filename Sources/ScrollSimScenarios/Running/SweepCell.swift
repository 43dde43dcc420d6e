import Foundation
import ScrollSim
import ScrollSimStrategies

/// The outcome of one cell of a sweep: one drag released at one velocity, run until it rests.
public struct SweepCell: Hashable, Sendable {
    /// How a cell's run ended.
    public enum Status: String, Hashable, Sendable {
        /// The view came to rest.
        case rested
        /// The view was still moving at the scenario's maximum duration; the offset is where it was.
        case cutOff = "cut-off"
    }

    /// The cell's number in the whole grid: drags vary fastest (`velocityIndex · drags + dragIndex`).
    public var index: Int
    /// The content offset change during the drag, in points along the scroll axis.
    public var drag: Double
    /// The release velocity, in pt/ms of content offset (the delegate's value).
    public var velocityPointsPerMillisecond: Double
    /// The offset of the last frame, in points (the start offset when no frame was made).
    public var finalOffset: CGPoint
    /// The page shown at `finalOffset` (`PageGrid`).
    public var page: Int
    /// The time of the last frame, in seconds; nil when no frame was made.
    public var restTime: Double?
    /// What `scrollViewWillEndDragging` was offered and answered; nil when the release never
    /// reached the delegate.
    public var release: ReleaseTargets?
    /// Whether the run rested or was cut off.
    public var status: Status
    /// How many frames of the run jump (`FeelNote.jump`: a frame moves further than its velocity
    /// allows, as when a delegate's target behind the flick is put in place on the release frame).
    public var jumps: Int
    /// The distance of the largest jump, in points; nil when no frame jumps.
    public var largestJump: Double?

    /// Creates a cell's record.
    public init(
        index: Int, drag: Double, velocityPointsPerMillisecond velocity: Double, finalOffset: CGPoint, page: Int, restTime: Double?,
        release: ReleaseTargets?, status: Status, jumps: Int = 0, largestJump: Double? = nil
    ) {
        self.index = index
        self.drag = drag
        self.velocityPointsPerMillisecond = velocity
        self.finalOffset = finalOffset
        self.page = page
        self.restTime = restTime
        self.release = release
        self.status = status
        self.jumps = jumps
        self.largestJump = largestJump
    }

    /// Hashes every field (CoreGraphics' own `Hashable` is iOS 18 / macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(drag)
        hasher.combine(velocityPointsPerMillisecond)
        hasher.combine(point: finalOffset)
        hasher.combine(page)
        hasher.combine(restTime)
        hasher.combine(release)
        hasher.combine(status)
        hasher.combine(jumps)
        hasher.combine(largestJump)
    }
}
