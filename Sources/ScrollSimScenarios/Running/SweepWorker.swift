import Foundation
import ScrollSim
import ScrollSimStrategies

/// Runs the cells of a sweep on one view: the view, its layout, the strategy's installation and
/// the strategy object are built once, and each cell restores the view's starting state, puts the
/// strategy back as new (`ResettableStrategy.reset()`, so that nothing a strategy remembers from
/// one gesture reaches the next) and runs one drag, its script written into one buffer. After the
/// first cell, a cell allocates nothing.
///
/// A cell gives the same result, bit for bit, as `ScenarioRunner.run` of the scenario with that one
/// drag as its gesture; the sweep tests check this for every bundled strategy. Not thread-safe: use
/// one worker per task.
public final class SweepWorker {
    /// The scenario whose view and strategy every cell uses (its gestures are ignored).
    public let base: Scenario
    /// The page grid of the scenario's view.
    public let pages: PageGrid
    /// The page the scenario's view starts on, before any cell's drag.
    public let startPage: Int
    private let view: SimulatedCollectionView
    /// `base`'s scroll axis, frame rate and starting offset, read once: each read through `base`
    /// copied the whole scenario.
    private let axis: ScrollAxis
    private let frameRate: Int
    private let startOffset: CGPoint
    /// Puts the view back before each cell, and resets `strategy` when it is a
    /// `ResettableStrategy`.
    private let restorer: ViewRestorer
    private let makeStrategy: @Sendable () -> any SnappingStrategy
    /// The objects `ScenarioRunner.makeView` made for the view (the installed strategy).
    private let installed: [AnyObject]
    /// The strategy the cells run with and the view's delegate (the strategy, or the scenario's
    /// `changeTarget` wrapped around it), both kept for the worker's life: the view holds its
    /// delegate weakly.
    private var strategy: any SnappingStrategy
    private var delegate: ScrollViewDelegate
    /// A SwiftUI scroll view's delegate (its behavior), run in place of the strategy; nil without
    /// `swiftUI`.
    private let swiftUIDelegate: SwiftUIScrollTargetDelegate?
    // The two buffers a cell writes are unchecked: `run` is their only user and holds one access
    // to each at a time (a worker is not thread-safe), and each checked access cost about 85
    // instructions, three a cell.
    /// The cells' gesture, rewritten for each cell.
    @exclusivity(unchecked) private var script: [TimedGesture] = []
    /// The sink every cell runs into (reset before each), finding its jumps: its storage is reused.
    @exclusivity(unchecked) private var sink: DiscardingFrameSink

    /// Builds the view of `base` once, with its strategy installed and delegate events off.
    /// - Throws: `InputError` when the strategy cannot be made for this scenario.
    public init(base: Scenario) throws {
        self.base = base
        axis = base.axis
        frameRate = base.frameRate
        (view, installed) = try ScenarioRunner.makeView(for: base, recordsDelegateEvents: false)
        // A SwiftUI stack starts the view at its leading rest, not at the file's offset.
        startOffset = base.swiftUI == nil ? base.scrollView.contentOffset : view.contentOffset
        pages = PageGrid(view: view, axis: base.axis)
        startPage = pages.page(of: view.contentOffset)
        makeStrategy = try base.strategy.strategyMaker(source: base.name)
        strategy = makeStrategy()
        swiftUIDelegate = base.swiftUI?.makeDelegate()
        delegate = Self.delegate(for: swiftUIDelegate ?? strategy, changeTarget: base.changeTarget)
        let resettable: (any ResettableDelegate)? =
            if let swiftUIDelegate { swiftUIDelegate } else { strategy as? any ResettableStrategy }
        restorer = ViewRestorer(saving: view, resetting: resettable)
        view.delegate = delegate
        // Room for the jumps of any cell but a pathological one, made once with the worker.
        var finder = FeelNoteFinder()
        finder.reserveCapacity(jumps: 16)
        sink = DiscardingFrameSink(findingJumpsWith: finder)
    }

    private static func delegate(for inner: any ScrollViewDelegate, changeTarget: CGPoint?) -> ScrollViewDelegate {
        changeTarget.map { TargetChangingDelegate(forwardingTo: inner, target: $0) } ?? inner
    }

    /// Runs one drag of `drag` points released at `velocity` pt/ms from the scenario's start, as
    /// the gesture `{"type":"drag","t":0,"distance":drag,"releaseVelocity":velocity,"duration":0.1}`.
    public func run(index: Int, drag: Double, velocity: Double) -> SweepCell {
        if !restorer.restore(view) {
            // A strategy that cannot forget is made anew for each cell.
            strategy = makeStrategy()
            delegate = Self.delegate(for: swiftUIDelegate ?? strategy, changeTarget: base.changeTarget)
            view.delegate = delegate
        }
        TimedGesture.drag(
            at: 0, distance: drag, releaseVelocity: .pointsPerMillisecond(velocity), axis: axis, duration: 0.1, frameRate: frameRate, into: &script)
        sink.reset()
        var status = SweepCell.Status.rested
        do {
            try Simulation.run(view, script: script, into: &sink)
        } catch {
            status = .cutOff
        }
        // The sink is read in place through `inout`: passed by value, a class's stored property
        // is copied first (its finder's buffers retained and released).
        func cell(of sink: inout DiscardingFrameSink) -> SweepCell {
            SweepCell(
                index: index, drag: drag, velocity: velocity, start: startOffset, pages: pages, release: view.lastRelease,
                status: status, sink: sink)
        }
        return cell(of: &sink)
    }
}
