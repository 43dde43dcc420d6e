import Foundation

/// The views of a run as the frame loop (`Simulation.drive`) steps them: the root and every view
/// inside it, numbered as `sceneViews` numbers them (the root is view 0). A lone view is a scene
/// of one.
///
/// The scene orders the views, routes the finger's touches and lets a view hand its overscroll to
/// its superview (`dragParent(_:from:)`); each view's own rules live in the view. A scene of one
/// builds no array, router or per-view loop: its views inside are an empty array, and the touch
/// router (which the loop holds beside the scene, so that the scene stays a constant) is made at
/// the first raw touch.
struct Scene {
    /// View 0.
    let root: SimulatedScrollView
    /// The views inside the root, parents before their subviews (`sceneViews` without the root):
    /// view `i + 1` of the scene is `inside[i]`. Empty for a lone view.
    let inside: [SimulatedScrollView]
    /// The superview of each view of `inside`, read once (a weak reference loads through a side
    /// table, every frame otherwise).
    private let parents: [SimulatedScrollView]

    init(root: SimulatedScrollView) {
        self.root = root
        if root.subviews.isEmpty {
            inside = []
            parents = []
        } else {
            inside = Array(root.sceneViews.dropFirst())
            // Every view inside the root has a superview in the scene.
            parents = inside.map { $0.superview ?? root }
        }
    }

    /// How many views the scene has.
    var count: Int { inside.count + 1 }

    /// View `i` (its index in `sceneViews`).
    func view(_ i: Int) -> SimulatedScrollView { i == 0 ? root : inside[i - 1] }

    /// Calls `body` with each view and its index, the root first, then the views inside in
    /// `sceneViews` order.
    @inline(__always)
    func forEachView(_ body: (Int, SimulatedScrollView) throws -> Void) rethrows {
        try body(0, root)
        for (i, view) in inside.enumerated() { try body(i + 1, view) }
    }

    /// The run begins: each view's run holds its delegate.
    func beginRun() { forEachView { Simulation.beginRun(of: $1) } }

    /// The run ends: views let go of their delegates, the deepest first.
    func endRun() {
        for view in inside.reversed() { Simulation.endRun(of: view) }
        Simulation.endRun(of: root)
    }

    /// A frame begins: each view inside's offset now is the "old bounds" of its change this frame,
    /// which it hands to its superview (`dragParentAfterFrame(_:)`). The root has no superview.
    @inline(__always)
    func beginFrame() {
        for view in inside { view.markFrameStart() }
    }

    /// Applies one gesture: raw touches through `router` (made here at the first), others to the
    /// view they name. The root is called through the scene's own reference: `view(_:)` returns an
    /// owned reference, a retain and a release for every gesture.
    func apply(_ g: TimedGesture, router: inout SceneTouchRouter?) {
        switch g.gesture {
        case .touchDown, .touchMove, .touchUp:
            if router == nil { router = SceneTouchRouter(views: [root] + inside) }
            router?.route(g.gesture, at: g.time)
        default:
            if g.viewIndex == 0 {
                root.apply(g.gesture, at: g.time)
            } else {
                inside[g.viewIndex - 1].apply(g.gesture, at: g.time)
            }
        }
    }

    /// One frame of every view, subviews before the views that hold them (so that a view's
    /// overscroll moves its paging superview before that one's frame, `dragParent(_:from:)`), then
    /// every view's frame into its sink. Plain loops, no closures: this runs every frame a delegate
    /// observes, and a closure that captures the sinks keeps the call generic.
    @inline(__always)
    func advanceFrame<Sinks: SceneSink>(into sinks: inout Sinks) throws {
        var i = inside.count
        while i > 0 {
            i -= 1
            let view = inside[i]
            view.advanceFrame()
            view.dragParentAfterFrame(parents[i])
        }
        root.advanceFrame()
        try root.appendDisplayedFrame(to: &sinks, view: 0)
        for (i, view) in inside.enumerated() { try view.appendDisplayedFrame(to: &sinks, view: i + 1) }
    }

    /// The tight loop of the one view that moves, when every other view is still and nothing ties
    /// it to another (a superview that pages follows its overscroll: that takes the general path):
    /// its frames before `end` run unobserved, and every other view shows the same number of still
    /// frames. Returns how many frames ran (0: take the general path).
    ///
    /// A lone view glides when it may (`mayGlideUnobserved`, a few loads, so that a view whose
    /// delegate observes every frame pays no call).
    @inline(__always)
    func glideUnobserved<Sinks: SceneSink>(before end: Int, into sinks: inout Sinks) throws -> Int {
        if inside.isEmpty { return root.mayGlideUnobserved ? try sinks.glide(root, view: 0, before: end) : 0 }
        return try glideOneOfMany(before: end, into: &sinks)
    }

    /// `glideUnobserved` for a scene of more than one view, out of line.
    @inline(never)
    private func glideOneOfMany<Sinks: SceneSink>(before end: Int, into sinks: inout Sinks) throws -> Int {
        var moving: Int?
        for i in 0..<count where !Self.isStill(view(i)) {
            guard moving == nil else { return 0 }
            moving = i
        }
        guard let m = moving else { return 0 }
        if m > 0, parents[m - 1].followsOverscrollOfViewsInside { return 0 }
        let view = view(m)
        let start = view.frameIndex
        let ran = try sinks.glide(view, view: m, before: end)
        guard ran > 0 else { return 0 }
        for i in 0..<count where i != m {
            let other = self.view(i)
            for _ in start..<(start + ran) {
                other.advanceFrame()
                try other.appendDisplayedFrame(to: &sinks, view: i)
            }
        }
        return ran
    }

    /// Whether `view` neither moves, is touched, animates nor holds or is held by another view.
    static func isStill(_ view: SimulatedScrollView) -> Bool {
        view.isAtRest && !view.isDecelerating && view.parentAdjustment == .zero && !view.isFollowingViewInside
    }

    /// Whether the run may end after its last gesture: every view at rest, or a finger down.
    var isSettled: Bool {
        var settled = root.isAtRest && !root.isDecelerating
        var touched = root.state.isTracking
        for view in inside {
            settled = settled && view.isAtRest && !view.isDecelerating
            touched = touched || view.state.isTracking
        }
        return settled || touched
    }
}
