import Foundation
import ScrollSim

extension SwiftUIReport {
    /// A `swiftUI` scenario's content at one stage of its run: what the observer judges frames
    /// against (children, content size, insets, container).
    public struct Content: Equatable, Sendable {
        /// The children's frames in UIKit's content space, in points.
        public var targetFrames: [CGRect]
        /// UIKit's `contentSize`, in points.
        public var contentSize: CGSize
        /// The adjusted content inset, leading and trailing by layout direction, in points.
        public var contentInsets: SimulatedSwiftUI.EdgeInsets
        /// The container (the view's bounds) size, in points.
        public var containerSize: CGSize

        /// The content `view` has now with the stack `layout`: the one place a stage's content is
        /// made (a container size that changes with the stack is read here).
        static func of(_ layout: SwiftUIScrollTargetLayout, in view: SimulatedScrollView) -> Content {
            Content(
                targetFrames: layout.uikitFrames(containerSize: view.boundsSize), contentSize: view.contentSize,
                contentInsets: SimulatedSwiftUI.EdgeInsets(view.adjustedContentInset, layoutDirection: layout.layoutDirection),
                containerSize: view.boundsSize)
        }
    }

    /// The content a `swiftUI` scenario starts with and each `setSwiftUILayout` change with the
    /// first frame that shows it; nil for a scenario without `swiftUI` (or one whose view cannot
    /// be made).
    ///
    /// A change at `t` is applied before the step of the first frame displayed at or after `t`
    /// (`SimulatedScrollView.frameIndex(forTime:)`, the run's clock), so that frame shows it. Each
    /// stage is made as the run makes it: the scenario's view, given the container and the stack
    /// so far (`SwiftUIScrollTargetLayout.resize(_:)`), read for its size and insets.
    public static func stages(of scenario: Scenario) -> (initial: Content, changes: [(frameIndex: Int, content: Content)])? {
        guard let swiftUI = scenario.swiftUI, let (view, _) = try? ScenarioRunner.makeView(for: scenario, recordsDelegateEvents: false)
        else { return nil }
        var layout = swiftUI.layout
        let initial = Content.of(layout, in: view)
        var changes: [(frameIndex: Int, content: Content)] = []
        for gesture in scenario.gestures.sorted(by: { $0.t < $1.t }) where gesture.view == nil {
            guard case .setSwiftUILayout(let change) = gesture.kind else { continue }
            layout = change.applied(to: layout)
            // As the run makes the change (`SwiftUIScrollTargetDelegate.changeLayout`): the
            // container first, then the stack's content and insets.
            if let size = change.containerSize { view.bounds = CGRect(origin: view.contentOffset, size: size) }
            layout.resize(view)
            changes.append((view.frameIndex(forTime: gesture.t), Content.of(layout, in: view)))
        }
        return (initial, changes)
    }

    /// Follows a `swiftUI` scenario's run frame by frame, as its outputs report it: the phase,
    /// visibility and geometry changes (`SwiftUIScrollObserver`) against the content of the stage
    /// each frame shows (`stages(of:)`), and a summary of the visible rect's changes.
    public struct RunObserver: Sendable {
        /// The observer of the current stage.
        public private(set) var observer: SwiftUIScrollObserver
        private let changes: [(frameIndex: Int, content: Content)]
        private var next = 0
        /// How many frames showed a visible rect other than the frame before's (the first frame
        /// counts none).
        public private(set) var visibleRectChanges = 0
        /// The first and the last frame's visible rects (nil before the first frame).
        public private(set) var firstVisibleRect: CGRect?
        public private(set) var lastVisibleRect: CGRect?
        /// The smallest and largest origin the visible rect took, in points.
        public private(set) var minimumOrigin = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        public private(set) var maximumOrigin = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)

        /// An observer of `scenario`'s run; nil for a scenario without `swiftUI`.
        public init?(scenario: Scenario) {
            guard let swiftUI = scenario.swiftUI, let stages = SwiftUIReport.stages(of: scenario) else { return nil }
            let c = stages.initial
            observer = SwiftUIScrollObserver(
                targetFrames: c.targetFrames, containerSize: c.containerSize, threshold: swiftUI.visibilityThreshold,
                contentSize: c.contentSize, contentInsets: c.contentInsets)
            changes = stages.changes
        }

        /// Takes the next frame, after the stack changes it shows; returns its changes: the phase,
        /// the visible children, then the geometry when more than its offset changed.
        public mutating func observe(_ frame: Frame) -> [SwiftUIScrollEvent] {
            while next < changes.count, changes[next].frameIndex <= frame.index {
                let c = changes[next].content
                observer.targetFrames = c.targetFrames
                observer.contentSize = c.contentSize
                observer.contentInsets = c.contentInsets
                observer.containerSize = c.containerSize
                next += 1
            }
            let before = observer.geometry
            var events = observer.observe(frame)
            guard let after = observer.geometry else { return events }
            if let before, after.differsBesidesOffset(from: before) {
                events.append(SwiftUIScrollEvent(frameIndex: frame.index, time: frame.time, change: .geometry(from: before, to: after)))
            }
            let rect = after.visibleRect
            if let last = lastVisibleRect, last != rect { visibleRectChanges += 1 }
            if firstVisibleRect == nil { firstVisibleRect = rect }
            lastVisibleRect = rect
            minimumOrigin = CGPoint(x: min(minimumOrigin.x, rect.minX), y: min(minimumOrigin.y, rect.minY))
            maximumOrigin = CGPoint(x: max(maximumOrigin.x, rect.minX), y: max(maximumOrigin.y, rect.minY))
            return events
        }

        /// One line on the visible rect's changes: `visibleRect changed in 57 frames: (-20, 0, 375 ×
        /// 250) → (276, 0, 375 × 250), x -20 … 300.4, y 0 … 0`; nil before the first frame.
        public var visibleRectSummary: String? {
            guard let first = firstVisibleRect, let last = lastVisibleRect else { return nil }
            func n(_ v: CGFloat) -> String { SimulatedSwiftUI.ScrollGeometry.points(v) }
            func r(_ r: CGRect) -> String { "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)) × \(n(r.height)))" }
            return "visibleRect changed in \(visibleRectChanges) frame\(visibleRectChanges == 1 ? "" : "s"): \(r(first)) → \(r(last)), "
                + "x \(n(minimumOrigin.x)) … \(n(maximumOrigin.x)), y \(n(minimumOrigin.y)) … \(n(maximumOrigin.y))"
        }
    }
}
