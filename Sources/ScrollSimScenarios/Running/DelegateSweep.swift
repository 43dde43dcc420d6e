import Foundation
import ScrollSim

/// A sweep of an app's own delegate, from a test: every cell of a drag × release-velocity grid run
/// on a view the test's code makes, with the CLI's runner (`SweepRunner`), cells and rows; then
/// the same CSV and heat map as `scrollsim sweep`.
///
///     let cells = try await DelegateSweep.run(
///         grid: SweepGrid(drags: SweepRange(from: -300, through: 300, step: 10),
///                         velocities: SweepRange(from: -3, through: 3, step: 0.1)),
///         axis: .horizontal) {
///             let pager = CardPager()
///             let view = SimulatedCollectionView(bounds: …, collectionViewLayout: pager.layout, numberOfItems: 10)
///             view.delegate = pager
///             return (view, pager)
///         }
///     try DelegateSweep.csv(cells).write(toFile: "pager.csv", atomically: true, encoding: .utf8)
public enum DelegateSweep {
    /// What `makeView` returns: the view, its delegate already set, and the objects to keep alive
    /// for the cell's run (the view holds its delegate weakly, as UIKit does).
    public typealias Setup = (view: SimulatedScrollView, retained: [AnyObject])

    /// Runs every cell of `grid` (its shard) on every core (`jobs`), as the gesture `drag` of
    /// `axis` at `frameRate` from the start of a view from `makeView`; returns the cells in cell
    /// order. A delegate bound to the main actor runs on the main actor only: use
    /// `runOnMainActor` for it.
    ///
    /// With `viewNamed`, `makeView` makes a scene (the root, with views inside it placed by
    /// `addSubview(_:frame:)`), and each cell drags the view inside whose `accessibilityIdentifier`
    /// is that name, as `Simulation.run(scene:…)` runs the scene: the cell is that view's. Each
    /// cell then runs on a scene `makeView` makes for it.
    /// - Throws: `SimulationError.invalidScene` when the scene has no view of that name.
    ///
    /// When the view's delegate is a `ResettableDelegate` (and the view holds no other scroll
    /// view or refresh control), each core makes one view and runs all its cells on it, putting
    /// the view's state back and calling `reset()` before each; otherwise every cell runs on a
    /// fresh view. The cells are the same either way.
    public static func run(
        grid: SweepGrid, axis: ScrollAxis, frameRate: Int = 60, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        viewNamed name: String? = nil, makeView: @escaping @Sendable () -> Setup
    ) async throws -> [SweepCell] {
        var cells: [SweepCell] = []
        cells.reserveCapacity(grid.count)
        let makeWorker: @Sendable () throws -> any SweepCellWorker = {
            if let name { return try InsideWorker(name: name, axis: axis, frameRate: frameRate, makeView: makeView) }
            return Worker(axis: axis, frameRate: frameRate, makeView: makeView)
        }
        try await SweepRunner.run(grid: grid, jobs: jobs, formats: [], makeWorker: makeWorker) { chunk, _ in cells += chunk.cells }
        return cells
    }

    /// Runs every cell of `grid` (its shard) one after the other on the main actor, for a
    /// delegate bound to it (an app's `@MainActor` class); the same cells as `run`, on one view
    /// when its delegate is a `ResettableDelegate` (as `run` decides).
    @MainActor
    public static func runOnMainActor(grid: SweepGrid, axis: ScrollAxis, frameRate: Int = 60, makeView: () -> Setup) -> [SweepCell] {
        var cells = Cells(axis: axis, frameRate: frameRate)
        return (0..<grid.count).map { i in
            let index = grid.cellIndex(i)
            return cells.run(index: index, drag: grid.drag(index), velocity: grid.velocity(index), makeView: makeView)
        }
    }

    /// The CSV `scrollsim sweep --csv` writes for these cells: the header and one row per cell.
    public static func csv(_ cells: [SweepCell]) -> String {
        var bytes = Array(SweepRows.csvHeader.utf8)
        for cell in cells { SweepRows.append(cell, as: .csv, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The heat map `scrollsim sweep --svg` draws: each cell's resting page over the grid (a cell
    /// that jumps crossed),
    /// sampled to at most `SweepSample.heatMapLimit` cells as the command samples it (cells not
    /// run are left blank), titled `title`, with `startPage` named in the legend.
    public static func heatMap(_ cells: [SweepCell], grid: SweepGrid, title: String, startPage: Int? = nil) -> String {
        var sample = SweepSample.heatMap(grid)
        for cell in cells { sample.record(cell) }
        return sample.heatMap(grid, title: title, startPage: startPage)
    }

    /// The table `scrollsim sweep` prints for these cells in a terminal `columnsWide` characters
    /// wide (the command reads `COLUMNS`, 100 by default): the resting page per sampled cell (`*`
    /// after it when the cell jumps, and a line counting the cells that jump under the table),
    /// titled `title`, as `heatMap` and `DelegateComparison.svg` are.
    public static func table(_ cells: [SweepCell], grid: SweepGrid, title: String, columnsWide: Int = 100) -> String {
        var sample = SweepSample.table(grid, columnsWide: columnsWide)
        var jumps = SweepJumps()
        for cell in cells {
            sample.record(cell)
            jumps.record(cell)
        }
        return sample.table(grid, name: title) + (jumps.line(grid: grid) ?? "")
    }

    /// `table(_:grid:title:columnsWide:)` under its first label, kept so that code written
    /// against it still compiles.
    @available(*, deprecated, renamed: "table(_:grid:title:columnsWide:)", message: "the title is labelled title:, as heatMap's is")
    public static func table(_ cells: [SweepCell], grid: SweepGrid, name: String, columnsWide: Int = 100) -> String {
        table(cells, grid: grid, title: name, columnsWide: columnsWide)
    }

    /// The recording of one cell's gesture (`drag` points released at `velocity` pt/ms on `axis`)
    /// on `setup`'s view, every frame and callback kept: what a page of a cell plays. Cut off at
    /// the view's maximum duration, it holds the frames up to there.
    public static func recording(drag: Double, velocity: Double, axis: ScrollAxis, frameRate: Int = 60, setup: Setup) -> Recording {
        let script = TimedGesture.drag(
            at: 0, distance: drag, releaseVelocity: .pointsPerMillisecond(velocity), axis: axis, duration: 0.1, frameRate: frameRate)
        var recording = Recording(drawing: setup.view)
        let before = setup.view.events.count
        withExtendedLifetime(setup.retained) { _ = try? Simulation.run(setup.view, script: script, into: &recording) }
        recording.events = Array(setup.view.events.dropFirst(min(before, setup.view.events.count)))
        return recording
    }

    /// One cell: the drag from the start of `setup`'s view (`script` is its buffer, `sink` the sink
    /// it runs into, reset first), to rest or to the view's maximum duration (a cut-off cell), with
    /// its final offset, page, rest time, release targets and jumps.
    static func cell(
        index: Int, drag: Double, velocity: Double, axis: ScrollAxis, frameRate: Int, setup: Setup, pages: PageGrid,
        script: inout [TimedGesture], sink: inout DiscardingFrameSink
    ) -> SweepCell {
        let view = setup.view
        let start = view.contentOffset
        TimedGesture.drag(
            at: 0, distance: drag, releaseVelocity: .pointsPerMillisecond(velocity), axis: axis, duration: 0.1, frameRate: frameRate, into: &script)
        sink.reset()
        var status = SweepCell.Status.rested
        withExtendedLifetime(setup.retained) {
            do {
                try Simulation.run(view, script: script, into: &sink)
            } catch {
                status = .cutOff
            }
        }
        return SweepCell(
            index: index, drag: drag, velocity: velocity, start: start, pages: pages, release: view.lastRelease, status: status, sink: sink)
    }

    /// The page grid of a view as it starts.
    static func pages(of view: SimulatedScrollView, axis: ScrollAxis) -> PageGrid {
        PageGrid(view: view, axis: axis)
    }

    /// Runs cells one after another: on one view made once and put back before each cell when its
    /// delegate can be reset, else on a fresh view for each.
    struct Cells {
        let axis: ScrollAxis
        let frameRate: Int
        /// The view every cell runs on, with its starting state, page grid and delegate, once a
        /// view was made whose delegate can be reset.
        private var reused: Reused?
        /// The cells' gesture, rewritten for each cell.
        private var script: [TimedGesture] = []
        /// The sink every cell runs into, finding its jumps, with room for the jumps of any cell but
        /// a pathological one: a cell that jumps reuses it and allocates nothing.
        private var sink: DiscardingFrameSink

        init(axis: ScrollAxis, frameRate: Int) {
            self.axis = axis
            self.frameRate = frameRate
            var finder = FeelNoteFinder()
            finder.reserveCapacity(jumps: 16)
            sink = DiscardingFrameSink(findingJumpsWith: finder)
        }

        /// The cell of `drag` points released at `velocity` pt/ms, on the reused view or on one
        /// `makeView` makes.
        mutating func run(index: Int, drag: Double, velocity: Double, makeView: () -> Setup) -> SweepCell {
            if let reused {
                reused.restore()
                return cell(
                    index: index, drag: drag, velocity: velocity, axis: axis, frameRate: frameRate, setup: reused.setup, pages: reused.pages,
                    script: &script, sink: &sink)
            }
            let setup = makeView()
            let view = setup.view
            let pages = DelegateSweep.pages(of: view, axis: axis)
            // The view's state covers everything a cell changes only without views inside it or a
            // refresh control, which keep state of their own.
            if let delegate = view.delegate as? any ResettableDelegate, view.subviews.isEmpty, view.refreshControl == nil {
                reused = Reused(setup: setup, pages: pages, delegate: delegate)
            }
            return cell(
                index: index, drag: drag, velocity: velocity, axis: axis, frameRate: frameRate, setup: setup, pages: pages, script: &script,
                sink: &sink)
        }
    }

    /// A view that runs every cell, put back before each: its starting state, page grid and
    /// delegate. A class, so that a cell reads it in place: a tuple of them was copied whole each
    /// cell (the 1,296-byte state with it) before the state was copied again into the view.
    final class Reused {
        let setup: Setup
        /// Puts the view back before each cell and resets the delegate.
        private let restorer: ViewRestorer
        let pages: PageGrid
        /// The delegate, held for the cells' sake (the view holds it weakly), and reset by
        /// `restorer` without a retain.
        private let delegate: any ResettableDelegate

        init(setup: Setup, pages: PageGrid, delegate: any ResettableDelegate) {
            self.setup = setup
            self.pages = pages
            self.delegate = delegate
            restorer = ViewRestorer(saving: setup.view, resetting: delegate)
        }

        /// Puts the view back as it was before any cell, and resets the delegate.
        func restore() {
            _ = restorer.restore(setup.view)
        }
    }

    /// A worker for `SweepRunner`: its cells one after another (`Cells`).
    final class Worker: SweepCellWorker {
        let makeView: @Sendable () -> Setup
        private var cells: Cells

        init(axis: ScrollAxis, frameRate: Int, makeView: @escaping @Sendable () -> Setup) {
            self.makeView = makeView
            cells = Cells(axis: axis, frameRate: frameRate)
        }

        func run(index: Int, drag: Double, velocity: Double) -> SweepCell {
            cells.run(index: index, drag: drag, velocity: velocity, makeView: makeView)
        }
    }

    /// A worker for `SweepRunner` whose cells drag the view named `name` inside a scene from
    /// `makeView`, each on a scene made for it.
    final class InsideWorker: SweepCellWorker {
        let name: String
        let axis: ScrollAxis
        let frameRate: Int
        let makeView: @Sendable () -> Setup
        private var script: [TimedGesture] = []

        /// Makes one scene to find the view in it.
        /// - Throws: `SimulationError.invalidScene` when the scene has no view named `name`.
        init(name: String, axis: ScrollAxis, frameRate: Int, makeView: @escaping @Sendable () -> Setup) throws {
            self.name = name
            self.axis = axis
            self.frameRate = frameRate
            self.makeView = makeView
            _ = try makeView().view.sceneIndex(named: name)
        }

        func run(index: Int, drag: Double, velocity: Double) -> SweepCell {
            let setup = makeView()
            let root = setup.view
            let views = root.sceneViews
            // `init` found the name in a scene `makeView` made; a maker that makes another scene
            // each time is the caller's error, answered with the root.
            let inside = views.firstIndex { $0.accessibilityIdentifier == name } ?? 0
            let view = views[inside]
            let start = view.contentOffset
            let pages = DelegateSweep.pages(of: view, axis: axis)
            var finder = FeelNoteFinder()
            finder.reserveCapacity(jumps: 16)
            var sinks = views.indices.map { $0 == inside ? DiscardingFrameSink(findingJumpsWith: finder) : DiscardingFrameSink() }
            return withExtendedLifetime(setup.retained) {
                SweepCell.inScene(
                    root: root, view: inside, index: index, drag: drag, velocity: velocity, axis: axis, frameRate: frameRate,
                    start: start, pages: pages, script: &script, sinks: &sinks)
            }
        }
    }
}
