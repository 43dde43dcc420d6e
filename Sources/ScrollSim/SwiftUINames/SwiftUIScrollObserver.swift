import Foundation

/// A change SwiftUI reports for a scroll view it hosts: its `onScrollPhaseChange` phase, the
/// `scrollTargetLayout` children `onScrollTargetVisibilityChange` counts as visible, or its
/// `onScrollGeometryChange` geometry beyond the offset (a new content size, insets or container).
public struct SwiftUIScrollEvent: Hashable, Sendable, CustomStringConvertible {
    /// What changed.
    public enum Change: Hashable, Sendable {
        /// The scroll phase went from the first to the second.
        case phase(from: SimulatedSwiftUI.ScrollPhase, to: SimulatedSwiftUI.ScrollPhase)
        /// The visible children (indices in stack order) went from the first set to the second.
        case visibleTargets(from: [Int], to: [Int])
        /// The geometry went from the first to the second with more than its offset changed (the
        /// content size, the insets or the container size). A moving offset alone is no event
        /// (`Recording.swiftUIGeometryChanges(of:)` follows any value of it).
        case geometry(from: SimulatedSwiftUI.ScrollGeometry, to: SimulatedSwiftUI.ScrollGeometry)
    }

    /// The frame the change is first shown in (`Frame.index`).
    public var frameIndex: Int
    /// That frame's display time, in seconds.
    public var time: Double
    /// What changed.
    public var change: Change

    /// A change shown first in frame `frameIndex` at `time` seconds.
    public init(frameIndex: Int, time: Double, change: Change) {
        self.frameIndex = frameIndex
        self.time = time
        self.change = change
    }

    /// `phase idle → interacting`, `visible [0, 1] → [1, 2]` or `geometry offset (…) … → offset (…) …`
    /// (only the fields that changed besides the offset, with the offsets).
    public var description: String {
        switch change {
        case .phase(let old, let new): "phase \(old) → \(new)"
        case .visibleTargets(let old, let new): "visible \(Self.list(old)) → \(Self.list(new))"
        case .geometry(let old, let new): "geometry \(old) → \(new)"
        }
    }

    /// `[0, 1]`, `[]`.
    static func list(_ indices: [Int]) -> String { "[" + indices.map(String.init).joined(separator: ", ") + "]" }
}

/// Follows a SwiftUI scroll view frame by frame, as `onScrollPhaseChange`,
/// `onScrollGeometryChange` and `onScrollTargetVisibilityChange` see it, and says what changed in
/// each frame (docs/physics.md, "SwiftUI scroll phases, geometry and visibility"). A value fed the
/// frames of a run, in order, as they are made or from a `Recording`; it adds no work to the engine.
///
/// Before the first frame the phase is `.idle` and no child is visible, so the first frame reports
/// the children visible when the view appears (SwiftUI calls the action on appearance) and its
/// phase if it is not idle. A phase change comes before a visibility change of the same frame.
/// The content (`targetFrames`, `contentSize`, `contentInsets`, `containerSize`) may be changed
/// between frames, as the stack changes: the next frame is judged against it.
public struct SwiftUIScrollObserver: Hashable, Sendable {
    /// The children's frames in the content's coordinates (UIKit's content space: the first
    /// child's frame starts where the content does, mirrored in right-to-left), in points.
    public var targetFrames: [CGRect]
    /// The container (the scroll view's bounds) size, in points.
    public var containerSize: CGSize
    /// The content's size (UIKit's `contentSize`), in points, for the geometry.
    public var contentSize: CGSize
    /// The insets around the content (the adjusted content inset, by layout direction), in points,
    /// for the geometry.
    public var contentInsets: SimulatedSwiftUI.EdgeInsets
    /// The visible fraction a child needs (dimensionless, default 0.5).
    public var threshold: Double
    /// The phase of the last frame observed (`.idle` before the first).
    public private(set) var phase = SimulatedSwiftUI.ScrollPhase.idle
    /// The children visible in the last frame observed (none before the first).
    public private(set) var visibleTargets: [Int] = []
    /// The geometry of the last frame observed (nil before the first).
    public private(set) var geometry: SimulatedSwiftUI.ScrollGeometry?

    /// An observer of a view whose children lie at `targetFrames` (points, content coordinates)
    /// in a container of `containerSize` points, counting a child visible from `threshold`; its
    /// geometry has `contentSize` and `contentInsets` (points).
    public init(
        targetFrames: [CGRect], containerSize: CGSize, threshold: Double = SimulatedSwiftUI.ScrollTargetVisibility.defaultThreshold,
        contentSize: CGSize = .zero, contentInsets: SimulatedSwiftUI.EdgeInsets = SimulatedSwiftUI.EdgeInsets()
    ) {
        self.targetFrames = targetFrames
        self.containerSize = containerSize
        self.threshold = threshold
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The geometry `frame` shows with the content as it is now.
    public func geometry(of frame: Frame) -> SimulatedSwiftUI.ScrollGeometry {
        SimulatedSwiftUI.ScrollGeometry(
            contentOffset: frame.contentOffset, contentSize: contentSize, contentInsets: contentInsets, containerSize: containerSize)
    }

    /// Takes the next frame; returns what changed in it (nothing, the phase, the visible children,
    /// or both, the phase first).
    public mutating func observe(_ frame: Frame) -> [SwiftUIScrollEvent] {
        var out: [SwiftUIScrollEvent] = []
        let shown = geometry(of: frame)
        geometry = shown
        let newPhase = SimulatedSwiftUI.ScrollPhase(frame)
        if newPhase != phase {
            out.append(SwiftUIScrollEvent(frameIndex: frame.index, time: frame.time, change: .phase(from: phase, to: newPhase)))
            phase = newPhase
        }
        let visible = SimulatedSwiftUI.ScrollTargetVisibility.visibleTargets(targetFrames, in: shown.visibleRect, threshold: threshold)
        if visible != visibleTargets {
            out.append(
                SwiftUIScrollEvent(frameIndex: frame.index, time: frame.time, change: .visibleTargets(from: visibleTargets, to: visible)))
            visibleTargets = visible
        }
        return out
    }

    /// Hashes every field, sizes and rects as `CGFloat`s (CoreGraphics' own `Hashable` is iOS 18
    /// / macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rects: targetFrames)
        hasher.combine(size: containerSize)
        hasher.combine(threshold)
        hasher.combine(phase)
        hasher.combine(visibleTargets)
        hasher.combine(size: contentSize)
        hasher.combine(contentInsets)
        hasher.combine(geometry)
    }

    /// Field by field.
    public static func == (a: Self, b: Self) -> Bool {
        a.targetFrames == b.targetFrames && a.containerSize == b.containerSize && a.threshold == b.threshold && a.phase == b.phase
            && a.visibleTargets == b.visibleTargets && a.contentSize == b.contentSize && a.contentInsets == b.contentInsets
            && a.geometry == b.geometry
    }
}
