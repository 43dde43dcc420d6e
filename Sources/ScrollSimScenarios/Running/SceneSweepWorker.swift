import Foundation
import ScrollSim
import ScrollSimJSON

/// Runs the cells of a sweep on a view inside a scenario's scene (a subview, or the scroll view
/// of a compositional layout's orthogonal section), as `ScenarioRunner.run` runs a drag aimed at
/// that view (`"view": NAME`): the whole scene, made by `ScenarioRunner.makeScene`, on one frame
/// clock, so that the view has its layout, its section's scrolling behaviour and insets, its
/// parent and its neighbours.
///
/// The scene is made once and put back before each cell (`SavedScene`: every view's state and the
/// links between them) when every delegate in it can forget (`ResettableDelegate`, reset before
/// each cell) and no view has a refresh control (which keeps state of its own); otherwise each
/// cell runs on a scene made for it. A cell gives the same result, bit for bit, as `run` of the
/// scenario with that one drag aimed at the view, either way. Not thread-safe: use one worker per
/// task.
public final class SceneSweepWorker: SweepCellWorker {
    /// The scenario whose scene every cell uses (its gestures, `until` and expectations are
    /// ignored).
    public let base: Scenario
    /// The name of the view every cell drags.
    public let viewName: String
    /// The page grid of that view as the scene starts.
    public let pages: PageGrid
    /// The page that view starts on, before any cell's drag.
    public let startPage: Int
    /// Whether the cells share one scene, put back before each (else each makes its own).
    package var reusesScene: Bool { saved != nil }
    /// The view's index in the scene (`sceneViews`).
    private let viewIndex: Int
    /// The view's scroll axis: the drag's.
    private let axis: ScrollAxis
    private let startOffset: CGPoint
    /// The scene made to read the start: every cell's when it can be put back (`saved`), else
    /// the first cell's.
    private var first: (views: [SimulatedCollectionView], retained: [AnyObject])?
    /// The scene's start, restored before each cell, and its delegates' resetters; nil when
    /// each cell makes its own scene.
    private let saved: (scene: SavedScene, retained: [AnyObject], resetters: [DelegateResetter])?
    /// The cells' gesture, rewritten for each cell.
    private var script: [TimedGesture] = []
    /// One sink per view of the scene: the swept view's finds its jumps, the others discard.
    private var sinks: [DiscardingFrameSink]

    /// Makes the scene of `base` once, to read where the view named `name` starts.
    /// - Throws: `InputError` when the scenario has no view inside named `name`, or when a
    ///   strategy cannot be made for this scenario.
    public init(base: Scenario, view name: String) throws {
        guard let placed = base.subview(named: name) else {
            let names = base.allSubviews.map(\.spec.name)
            throw InputError(
                .invalidValue, source: base.name,
                names.isEmpty
                    ? "it has no views inside, so no view named \(name) to sweep"
                    : "it has no view inside named \(name); it has \(names.joined(separator: ", "))")
        }
        var scenario = base
        scenario.gestures = []
        scenario.until = nil
        scenario.expect = Expectations()
        self.base = scenario
        viewName = name
        viewIndex = ScenarioSceneBuilder.index(ofViewNamed: name, in: scenario)
        axis = scenario.scenario(of: placed.spec).axis
        let scene = try ScenarioRunner.makeScene(for: scenario, recordsDelegateEvents: false)
        let view = scene.views[viewIndex]
        pages = PageGrid(view: view, axis: axis)
        startOffset = view.contentOffset
        startPage = pages.page(of: startOffset)
        first = scene
        saved = Self.reusable(scene).map { (scene.views[0].saveScene(), scene.retained, $0) }
        var finder = FeelNoteFinder()
        finder.reserveCapacity(jumps: 16)
        sinks = scene.views.map { _ in DiscardingFrameSink() }
        sinks[viewIndex] = DiscardingFrameSink(findingJumpsWith: finder)
    }

    /// Runs one drag of `drag` points released at `velocity` pt/ms on the view from the scene's
    /// start, as the gesture `{"type":"drag","t":0,"view":NAME,"distance":drag,
    /// "releaseVelocity":velocity,"duration":0.1}`.
    public func run(index: Int, drag: Double, velocity: Double) -> SweepCell {
        let scene: (views: [SimulatedCollectionView], retained: [AnyObject])
        if let saved, let made = first {
            saved.scene.restore()
            for resetter in saved.resetters { resetter.reset() }
            scene = made
        } else if let made = first {
            scene = made
            first = nil
        } else {
            do {
                scene = try ScenarioRunner.makeScene(for: base, recordsDelegateEvents: false)
            } catch {
                // `init` made this scene from the same scenario; making it cannot fail now.
                preconditionFailure("the scene of \(base.name) was made once and cannot fail to be made again: \(error)")
            }
        }
        for i in sinks.indices { sinks[i].reset() }
        return withExtendedLifetime(scene.retained) {
            SweepCell.inScene(
                root: scene.views[0], view: viewIndex, index: index, drag: drag, velocity: velocity, axis: axis, frameRate: base.frameRate,
                start: startOffset, pages: pages, script: &script, sinks: &sinks)
        }
    }

    /// The resetters of `scene`'s delegates when the scene can be put back between cells: every
    /// delegate it holds is a `ResettableDelegate` (a changed target's wrapper forwards to one and
    /// remembers nothing) and no view has a refresh control; nil otherwise.
    private static func reusable(_ scene: (views: [SimulatedCollectionView], retained: [AnyObject])) -> [DelegateResetter]? {
        guard scene.views.allSatisfy({ $0.refreshControl == nil }) else { return nil }
        var resetters: [DelegateResetter] = []
        for object in scene.retained where !(object is TargetChangingDelegate) {
            guard let delegate = object as? any ResettableDelegate else { return nil }
            resetters.append(DelegateResetter.of(delegate))
        }
        return resetters
    }
}

extension SweepCell {
    /// The cell of one drag of `drag` points released at `velocity` pt/ms along `axis`, aimed at
    /// view `view` (its index in `sceneViews`) of the scene whose root is `root`, run on the
    /// scene's clock into `sinks` (one per view, reset; the dragged view's finds its jumps), the
    /// script written into `script`: what `run` gives for that drag. `start` and `pages` are the
    /// view's before the drag.
    static func inScene(
        root: SimulatedScrollView, view: Int, index: Int, drag: Double, velocity: Double, axis: ScrollAxis, frameRate: Int,
        start: CGPoint, pages: PageGrid, script: inout [TimedGesture], sinks: inout [DiscardingFrameSink]
    ) -> SweepCell {
        TimedGesture.drag(
            at: 0, distance: drag, releaseVelocity: .pointsPerMillisecond(velocity), axis: axis, duration: 0.1, frameRate: frameRate, into: &script)
        for i in script.indices { script[i].viewIndex = view }
        var status = Status.rested
        do {
            _ = try Simulation.run(scene: root, script: script, into: &sinks)
        } catch {
            status = .cutOff
        }
        return SweepCell(
            index: index, drag: drag, velocity: velocity, start: start, pages: pages, release: root.sceneViews[view].lastRelease,
            status: status, sink: sinks[view])
    }
}
