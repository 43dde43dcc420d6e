import Foundation

/// The views of a scene as the frame loop (`Simulation.drive`) steps them: the root and every view
/// inside it, numbered as `sceneViews` numbers them.
final class Scene {
    /// The views, parents before their subviews (`sceneViews`).
    let views: [SimulatedScrollView]
    /// Indices into `views`, subviews before the views that hold them: the order views advance
    /// in, so that a view's overscroll moves its paging superview before that one's frame.
    let childrenFirst: [Int]
    /// Each view's superview, read once (a weak reference loads through a side table, every
    /// frame otherwise); nil for the root.
    let parents: [SimulatedScrollView?]
    /// Where the finger's touches go.
    let router: SceneTouchRouter

    init(root: SimulatedScrollView) {
        views = root.sceneViews
        parents = views.map(\.superview)
        childrenFirst = Array(views.indices.reversed())
        router = SceneTouchRouter(views: views)
    }

    /// A frame begins: each view's offset now is the "old bounds" of its change this frame.
    func beginFrame() {
        for view in views { view.frameStartOffset = view.contentOffset }
    }

    /// Applies one gesture: raw touches through the router, others to the view they name.
    func apply(_ g: TimedGesture) {
        switch g.gesture {
        case .touchDown, .touchMove, .touchUp: router.route(g.gesture, at: g.time)
        default: views[g.viewIndex].apply(g.gesture, at: g.time)
        }
    }

    /// One frame of every view, subviews first, each moving its paging superview by its overscroll
    /// (`dragParent(_:from:)`), then every view's frame into its sink.
    func advanceFrame<Sinks: SceneSink>(into sinks: inout Sinks) throws {
        for i in childrenFirst {
            let view = views[i]
            view.advanceFrame()
            if let parent = parents[i] { view.dragParent(parent, from: view.frameStartOffset) }
        }
        for (i, view) in views.enumerated() { try view.appendDisplayedFrame(to: &sinks, view: i) }
    }

    /// The tight loop of the one view that moves, when every other view is still and nothing ties
    /// it to another (a superview that pages follows its overscroll: that takes the general path):
    /// its frames before `end` run unobserved, and every other view shows the same number of still
    /// frames. Returns how many frames ran (0: take the general path).
    func glideUnobserved<Sinks: SceneSink>(before end: Int, into sinks: inout Sinks) throws -> Int {
        var moving: Int?
        for (i, view) in views.enumerated() where !Self.isStill(view) {
            guard moving == nil else { return 0 }
            moving = i
        }
        guard let m = moving else { return 0 }
        let view = views[m]
        if let parent = parents[m], parent.isPagingEnabled { return 0 }
        let start = view.frameIndex
        let ran = try sinks.glide(view, view: m, before: end)
        guard ran > 0 else { return 0 }
        for (i, other) in views.enumerated() where i != m {
            for _ in start..<(start + ran) {
                other.advanceFrame()
                try other.appendDisplayedFrame(to: &sinks, view: i)
            }
        }
        return ran
    }

    /// Whether `view` neither moves, is touched, animates nor holds or is held by another view.
    static func isStill(_ view: SimulatedScrollView) -> Bool {
        view.isAtRest && !view.isDecelerating && view.parentAdjustment == .zero && !view.state.isDraggedByChild
    }

    /// Whether the run may end after its last gesture: every view at rest, or a finger down.
    var isSettled: Bool {
        views.allSatisfy { $0.isAtRest && !$0.isDecelerating } || views.contains { $0.isTracking }
    }
}
