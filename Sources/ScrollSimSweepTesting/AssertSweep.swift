import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTesting

/// Compares a whole sweep (`DelegateSweep`'s cells of `grid`) with the sweep golden `name` beside
/// the test file, `__Feel__/TESTFILE/NAME.sweep`: where every cell rests, so that a change of
/// feel anywhere in the gesture space fails the test, with the number of cells that moved (or that
/// jump where the golden has no jump: `SweepGolden`), where they lie, and a heat map of the change (`NAME.failure.svg`, attached where Swift Testing has
/// attachments). Record modes as `assertFeel`'s: writing the golden is a failure, run again.
///
/// - Returns: whether the sweep matched an existing golden.
@discardableResult
public func assertSweep(
    of cells: [SweepCell], grid: SweepGrid, named name: String, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return compareSweep(cells, grid: grid, named: name, record: record, filePath: filePath, location: location) { _ in nil }
}

/// Sweeps `grid` on views that `makeView` makes (on the main actor, `DelegateSweep.runOnMainActor`,
/// as the gesture `drag` of `axis`) and compares the cells with the sweep golden `name`, as
/// `assertSweep(of:grid:named:)` does. On a difference it also plays the first four cells that
/// moved, run again with every frame, on a page beside the heat map (`NAME.failure.html`,
/// `FeelPage`): each labelled with its drag, velocity (pt/s) and the page it rested on before and
/// now, with the golden's resting page drawn beside the run as a ghost and its jumps marked.
///
/// - Returns: whether the sweep matched an existing golden.
@MainActor
@discardableResult
public func assertSweep(
    grid: SweepGrid, axis: ScrollAxis, named name: String, frameRate: Int = 60, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    makeView: () -> DelegateSweep.Setup
) -> Bool {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let cells = DelegateSweep.runOnMainActor(grid: grid, axis: axis, frameRate: frameRate, makeView: makeView)
    return compareSweep(cells, grid: grid, named: name, record: record, filePath: filePath, location: location) { moved in
        let runs = moved.prefix(4).map { entry in
            let setup = makeView()
            let pages = PageGrid(view: setup.view, axis: axis)
            let recording = DelegateSweep.recording(
                drag: entry.cell.drag, velocity: entry.cell.velocityPointsPerMillisecond, axis: axis, frameRate: frameRate, setup: setup)
            var run = FeelPage.Run(
                label:
                    "drag \(Report.number(entry.cell.drag, 1)) pt, released at \(Report.number(entry.cell.velocityPointsPerMillisecond * 1000, 1)) pt/s: "
                    + "page \(entry.goldenPage) in the golden, \(entry.cell.page) now",
                recording: recording)
            // The golden keeps where the cell rested, not its frames: its page is drawn as a ghost
            // where the view shows it, within the allowed offsets.
            if let along = pages.offset(ofPage: entry.goldenPage) {
                let (low, high) = recording.geometry.allowedOffsets
                var offset = recording.finalOffset
                offset[axis] = min(max(along, low[axis]), high[axis])
                run.goldenRest = FeelPage.GoldenRest(page: entry.goldenPage, offset: offset, time: nil)
            }
            return run
        }
        let page = FeelPage(
            title: "\(name): cells that moved, as they run now, beside where the golden rested", runs: Array(runs),
            notes: [
                "The first \(runs.count) of \(moved.count) cells that rest on another page than the golden's, each run again with every frame. "
                    + "A sweep golden keeps each cell's resting page, not its frames: the dotted green viewport is where the golden rested."
            ]
        ).html()
        let path = GoldenPlot.pagePath(forGolden: sweepGoldenPath(forTestFile: String(describing: filePath), name: name))
        TestFailure.attach(page, named: "\(name).failure.html", at: location)
        guard (try? Golden.writeAtomically(page, to: path, createFolder: true)) != nil else { return nil }
        return "the cells that moved, in motion (open in a browser): \(path)"
    }
}

/// The comparison behind both `assertSweep`s: whether the sweep matched; a failure is recorded
/// at `location`, with the line `moved` returns for the cells that moved appended.
private func compareSweep(
    _ cells: [SweepCell], grid: SweepGrid, named name: String, record: RecordMode?, filePath: StaticString, location: TestSourceLocation,
    moved describe: ([(cell: SweepCell, goldenPage: Int)]) -> String?
) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    guard let mode = RecordMode.forAssertion(record, environment: environment, at: location) else { return false }
    let path = sweepGoldenPath(forTestFile: String(describing: filePath), name: name)
    switch SweepGolden.compare(cells, grid: grid, named: name, at: path, mode: mode, environment: environment) {
    case .matched:
        return true
    case .failed(let message):
        TestFailure.record(message, at: location)
        return false
    case .differs(let message, let heatMap, let moved):
        let extra = moved.isEmpty ? nil : describe(moved)
        TestFailure.record(message + (extra.map { "\n" + $0 } ?? ""), at: location)
        TestFailure.attach(heatMap, named: "\(name).failure.svg", at: location)
        return false
    }
}

/// `__Feel__/TESTFILE/NAME.sweep` in the folder of the test file at `testFile`, beside its feel
/// goldens.
public func sweepGoldenPath(forTestFile testFile: String, name: String) -> String {
    GoldenPaths.testGolden(testFile: testFile, name: name, extension: GoldenPaths.sweepExtension)
}
