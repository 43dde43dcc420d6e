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
    /// Whether the view's offset left its start at any frame (`ScenarioRun.moved`).
    public var moved = false
    /// The zoom scale shown in the last frame (unitless), for a view that has zoomed; nil for one
    /// that never did (`Recording.finalZoomScale` is then 1).
    public var finalZoomScale: Double?

    /// What a person would notice in the run of the scenario's own view (`Recording.feelNotes`:
    /// jumps, zeroed releases, a released delegate), found as the frames went (`FeelNoteFinder`).
    public var notes: [FeelNote] = []

    /// The views inside the scenario's view, at any depth (`Scenario.allSubviews`), summed up.
    public var subviews: [SubviewSummary] = []

    /// An empty summary, filled in as a run streams.
    public init() {}

    /// The summary of a run made in memory: what streaming the same run leaves.
    public init(_ run: ScenarioRun) {
        let r = run.recording
        lastFrame = r.frames.last
        frameCount = r.frames.count
        restFrame = r.restFrame
        maximumOvershoot = r.maximumOvershoot
        finalPage = run.finalPage
        stopReason = run.stopReason
        moved = run.moved
        finalZoomScale = r.zoomFrames.last?.zoomScale
        notes = r.feelNotes
        subviews = run.subviews.map(SubviewSummary.init)
    }

    /// The final offset, in points (zero without frames, as `Recording.finalOffset`).
    public var finalOffset: CGPoint { lastFrame?.contentOffset ?? .zero }
    /// The time the view came to rest for good, in seconds, as `Recording.restTime`.
    public var restTime: Double? { restFrame?.time }
}

/// What the run of a view inside leaves: where it rested and whether it moved (its frames and
/// events went as they were made, `ScenarioRunner.stream`).
public struct SubviewSummary: Sendable {
    /// The subview's name.
    public var name: String
    /// The name of the view it sits in; nil when it sits in the scenario's own view.
    public var parent: String?
    /// Its last offset, in points.
    public var finalOffset: CGPoint
    /// Its final page along its own scroll axis.
    public var finalPage: Int
    /// When it came to rest for good, in seconds; nil when it still moved at the end.
    public var restTime: Double?
    /// The greatest overshoot past any of its edges, in points.
    public var maximumOvershoot: Double
    /// Whether its offset changed during the run.
    public var moved: Bool
    /// The zoom scale shown in its last frame (unitless), for a view that has zoomed; nil for one
    /// that never did (`Recording.finalZoomScale` is then 1).
    public var finalZoomScale: Double?
    /// What a person would notice in its run (`Recording.feelNotes`).
    public var notes: [FeelNote]

    /// The summary of a subview's run recorded in memory.
    public init(_ run: ScenarioRun.Subview) {
        name = run.name
        parent = run.parent
        finalOffset = run.recording.finalOffset
        finalPage = run.pages.page(of: run.recording.finalOffset)
        restTime = run.recording.restTime
        maximumOvershoot = run.recording.maximumOvershoot
        finalZoomScale = run.recording.zoomFrames.last?.zoomScale
        notes = run.recording.feelNotes
        moved = run.recording.frames.contains { $0.contentOffset != run.startOffset }
    }

    /// The summary of the view named `name` inside `parent` (nil: the scenario's own view), from
    /// what streaming it left (its `finalPage` already set).
    init(name: String, parent: String?, summary: StreamedRunSummary) {
        self.name = name
        self.parent = parent
        finalOffset = summary.finalOffset
        finalPage = summary.finalPage
        restTime = summary.restTime
        maximumOvershoot = summary.maximumOvershoot
        moved = summary.moved
        finalZoomScale = summary.finalZoomScale
        notes = summary.notes
    }
}
