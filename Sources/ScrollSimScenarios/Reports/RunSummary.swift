import Foundation
import ScrollSim

/// Figures that sum up one run along its scroll axis: what `scrollsim compare` tabulates for each
/// setting, and `SettingsComparison` for a test.
public struct RunSummary: Hashable, Sendable {
    /// The offset along the axis when the finger lifted (the first `scrollViewWillEndDragging`),
    /// or at the first frame for a run without a release, in points.
    public var releaseOffset: Double
    /// |final offset − release offset| along the axis, in points.
    public var distance: Double
    /// The time of the rest frame, in seconds; nil when the run never came to rest.
    public var restTime: Double?
    /// The largest |velocity| along the axis over all frames, in pt/s.
    public var peakVelocity: Double
    /// The largest overshoot past any content edge over all frames, in points.
    public var maximumOvershoot: Double
    /// The offset of the last frame, in points.
    public var finalOffset: CGPoint
    /// The page (or card) the last frame shows, as `PageGrid.page(of:)` names it.
    public var finalPage: Int

    /// The summary of `recording` along `axis`, naming pages with `pages`.
    public init(_ recording: Recording, axis: ScrollAxis, pages: PageGrid) {
        let release = recording.events.first { $0.name == .scrollViewWillEndDragging }
        releaseOffset = (release?.contentOffset ?? recording.frames.first?.contentOffset ?? .zero)[axis]
        finalOffset = recording.finalOffset
        distance = abs(finalOffset[axis] - releaseOffset)
        restTime = recording.restTime
        peakVelocity = recording.frames.map { abs($0.velocityPointsPerSecond[axis]) }.max() ?? 0
        maximumOvershoot = recording.maximumOvershoot
        finalPage = pages.page(of: finalOffset)
    }

    /// The summary of a scenario's run, along the scenario's axis.
    public init(_ run: ScenarioRun) {
        self.init(run.recording, axis: run.scenario.axis, pages: run.pages)
    }

    /// Hashes every field (CoreGraphics' own `Hashable` is iOS 18 / macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(releaseOffset)
        hasher.combine(distance)
        hasher.combine(restTime)
        hasher.combine(peakVelocity)
        hasher.combine(maximumOvershoot)
        hasher.combine(point: finalOffset)
        hasher.combine(finalPage)
    }
}
