import Foundation

/// What SwiftUI reports of the run (docs/physics.md, "SwiftUI scroll phases, geometry and
/// visibility"), derived from the recorded frames: the phase per frame, its sequence, and when
/// `scrollTargetLayout` children become visible. The children are `geometry.itemFrames` (a SwiftUI
/// scenario's stack) unless given.
extension Recording {
    /// Each frame's SwiftUI scroll phase, one per frame.
    public var swiftUIPhases: [SimulatedSwiftUI.ScrollPhase] { frames.map(SimulatedSwiftUI.ScrollPhase.init) }

    /// The phases the run goes through, from `.idle` before the first frame: each phase once per
    /// stretch of frames, so a flick that glides to rest reads `[.idle, .interacting,
    /// .decelerating, .idle]`.
    public var swiftUIPhaseSequence: [SimulatedSwiftUI.ScrollPhase] {
        var sequence: [SimulatedSwiftUI.ScrollPhase] = [.idle]
        for phase in swiftUIPhases where phase != sequence.last { sequence.append(phase) }
        return sequence
    }

    /// The phase and visibility changes SwiftUI reports, in frame order (`SwiftUIScrollObserver`),
    /// for children at `targetFrames` (points, content coordinates; `geometry.itemFrames` when nil) seen
    /// in the view's bounds, a child visible from `threshold` (dimensionless).
    public func swiftUIEvents(
        threshold: Double = SimulatedSwiftUI.ScrollTargetVisibility.defaultThreshold, targetFrames: [CGRect]? = nil
    ) -> [SwiftUIScrollEvent] {
        var observer = SwiftUIScrollObserver(
            targetFrames: targetFrames ?? geometry.itemFrames, containerSize: geometry.boundsSize, threshold: threshold)
        return frames.flatMap { observer.observe($0) }
    }

    /// The children visible in the last frame, in stack order (empty without frames).
    public func swiftUIVisibleTargets(
        threshold: Double = SimulatedSwiftUI.ScrollTargetVisibility.defaultThreshold, targetFrames: [CGRect]? = nil
    ) -> [Int] {
        guard let last = frames.last else { return [] }
        let rect = SimulatedSwiftUI.ScrollTargetVisibility.visibleRect(contentOffset: last.contentOffset, containerSize: geometry.boundsSize)
        return SimulatedSwiftUI.ScrollTargetVisibility.visibleTargets(targetFrames ?? geometry.itemFrames, in: rect, threshold: threshold)
    }

    /// The first frame in which child `index` becomes visible (frame 0 if it is visible when the
    /// view appears); nil if it never does.
    public func frameWhereTargetBecomesVisible(
        _ index: Int, threshold: Double = SimulatedSwiftUI.ScrollTargetVisibility.defaultThreshold, targetFrames: [CGRect]? = nil
    ) -> Frame? {
        for event in swiftUIEvents(threshold: threshold, targetFrames: targetFrames) {
            guard case .visibleTargets(let old, let new) = event.change, new.contains(index), !old.contains(index) else { continue }
            return frames.first { $0.index == event.frameIndex }
        }
        return nil
    }

    /// Throws unless the SwiftUI phases run through `expected` (`swiftUIPhaseSequence`, from
    /// `.idle`); the message names the first difference and the frame it is shown in.
    public func assertSwiftUIPhases(_ expected: [SimulatedSwiftUI.ScrollPhase]) throws {
        let actual = swiftUIPhaseSequence
        guard actual != expected else { return }
        let i = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        let changes = swiftUIEvents(targetFrames: []).filter { if case .phase = $0.change { true } else { false } }
        let at = i > 0 && i - 1 < changes.count ? " (frame \(changes[i - 1].frameIndex), \(formatTime(changes[i - 1].time)) s)" : ""
        func name(_ list: [SimulatedSwiftUI.ScrollPhase], _ k: Int) -> String { k < list.count ? list[k].description : "none" }
        throw RecordingAssertionError(
            description: "Expected the SwiftUI phases \(expected.map(\.description)) but they were \(actual.map(\.description)): "
                + "phase \(i) expected \(name(expected, i)), actual \(name(actual, i))\(at).")
    }

    /// Throws unless child `index` becomes visible during the run (`frameWhereTargetBecomesVisible`),
    /// and, when `frameIndex` is given, first in that frame.
    public func assertTargetBecomesVisible(
        _ index: Int, atFrame frameIndex: Int? = nil, threshold: Double = SimulatedSwiftUI.ScrollTargetVisibility.defaultThreshold,
        targetFrames: [CGRect]? = nil
    ) throws {
        let frame = frameWhereTargetBecomesVisible(index, threshold: threshold, targetFrames: targetFrames)
        guard let frame else {
            throw RecordingAssertionError(
                description: "Expected child \(index) to become visible (threshold \(threshold)) but it never did; visible at the end: "
                    + SwiftUIScrollEvent.list(swiftUIVisibleTargets(threshold: threshold, targetFrames: targetFrames)) + ".")
        }
        if let frameIndex, frame.index != frameIndex {
            throw RecordingAssertionError(
                description: "Expected child \(index) to become visible in frame \(frameIndex) but it did in frame \(frame.index) "
                    + "(\(formatTime(frame.time)) s).")
        }
    }
}
