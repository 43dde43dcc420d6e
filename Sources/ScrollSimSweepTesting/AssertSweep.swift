import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTesting

/// Compares a whole sweep (`DelegateSweep`'s cells of `grid`) with the sweep golden `name` beside
/// the test file, `__Feel__/TESTFILE/NAME.sweep`: where every cell rests, so that a change of
/// feel anywhere in the gesture space fails the test, with the number of cells that moved, where
/// they lie, and a heat map of the change (`NAME.failure.svg`, attached where Swift Testing has
/// attachments). Record modes as `assertFeel`'s: writing the golden is a failure, run again.
///
/// - Returns: whether the sweep matched an existing golden.
@discardableResult
public func assertSweep(
    of cells: [SweepCell], grid: SweepGrid, named name: String, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let environment = ProcessInfo.processInfo.environment
    let mode: RecordMode
    do {
        mode = try record ?? RecordMode.from(environment: environment, fallback: RecordMode.fallback(environment: environment))
    } catch {
        TestFailure.record(String(describing: error), at: location)
        return false
    }
    let path = sweepGoldenPath(forTestFile: String(describing: filePath), name: name)
    switch SweepGolden.compare(cells, grid: grid, named: name, at: path, mode: mode, environment: environment) {
    case .matched:
        return true
    case .failed(let message):
        TestFailure.record(message, at: location)
        return false
    case .differs(let message, let heatMap):
        TestFailure.record(message, at: location)
        TestFailure.attach(heatMap, named: "\(name).failure.svg", at: location)
        return false
    }
}

/// `__Feel__/TESTFILE/NAME.sweep` in the folder of the test file at `testFile`, beside its feel
/// goldens.
public func sweepGoldenPath(forTestFile testFile: String, name: String) -> String {
    let frames = FeelGolden.path(forTestFile: testFile, name: name)
    return String(frames.dropLast(".frames".count)) + ".sweep"
}
