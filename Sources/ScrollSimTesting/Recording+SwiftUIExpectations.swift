import ScrollSim

/// Non-throwing forms of `Recording`'s SwiftUI assertions (`assertSwiftUIPhases`,
/// `assertTargetBecomesVisible`): a failure is recorded at the caller's line and the test goes on.
extension Recording {
    /// Expects the SwiftUI phases to run through `expected`, from `.idle` before the first frame
    /// (`swiftUIPhaseSequence`).
    @discardableResult
    public func expectSwiftUIPhases(
        _ expected: [SimulatedSwiftUI.ScrollPhase],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { try assertSwiftUIPhases(expected) }
    }

    /// Expects `scrollTargetLayout` child `index` to become visible (its visible fraction reaching
    /// `threshold`, dimensionless), first in frame `frameIndex` when it is given.
    @discardableResult
    public func expectTargetBecomesVisible(
        _ index: Int, atFrame frameIndex: Int? = nil, threshold: Double = SimulatedSwiftUI.ScrollTargetVisibility.defaultThreshold,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
            try assertTargetBecomesVisible(index, atFrame: frameIndex, threshold: threshold)
        }
    }
}
