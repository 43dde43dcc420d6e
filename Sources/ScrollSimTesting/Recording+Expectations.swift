import ScrollPhysics
import ScrollSim
import ScrollSimGoldens

/// Non-throwing forms of `Recording`'s assertions for tests: a failure is recorded at the
/// caller's line in Swift Testing or XCTest (`TestFailure`), with the assertion's message
/// (expected, actual, difference, tolerance, frame and time), and the test goes on. Each returns
/// whether it passed.
extension Recording {
    /// Expects the final offset within `tolerance` points of `expected` on both axes.
    @discardableResult
    public func expectFinalOffset(
        _ expected: CGPoint, tolerance: Double = 0.5,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
            try assertFinalOffset(expected, tolerance: tolerance)
        }
    }

    /// Expects the frame displayed at `time` seconds within `tolerance` points of `expected`.
    @discardableResult
    public func expectOffset(
        at time: Double, equals expected: CGPoint, tolerance: Double = 0.5,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
            try assertOffset(at: time, equals: expected, tolerance: tolerance)
        }
    }

    /// Expects the view at rest no later than `time` seconds.
    @discardableResult
    public func expectRest(
        before time: Double,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { try assertRest(before: time) }
    }

    /// Expects the content never more than `limit` points past any edge.
    @discardableResult
    public func expectMaximumOvershoot(
        atMost limit: Double,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
            try assertMaximumOvershoot(atMost: limit)
        }
    }

    /// Expects no frame to jump: to move further than its velocity allows (`FeelNote.jump`), as
    /// when a target behind the flick is put in place on the release frame.
    @discardableResult
    public func expectNoJump(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { try assertNoJump() }
    }

    /// Expects the view to rest on the last release's final target (`assertRestsAtTarget`).
    @discardableResult
    public func expectRestsAtTarget(
        tolerance: Double = 1, glideFraction: Double = RestTolerance.proposalGlideFraction,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
            try assertRestsAtTarget(tolerance: tolerance, glideFraction: glideFraction)
        }
    }

    /// Expects the run to rest on page `page` of `view` along `axis` (`assertRests(onPage:of:axis:)`):
    /// the nearest multiple of the bounds size from the minimum offset, read from `view` after the
    /// run. A failure says the expected and actual pages and their offsets, at the caller's line.
    @discardableResult
    public func expectRests(
        onPage page: Int, of view: SimulatedScrollView, axis: ScrollAxis,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
            try assertRests(onPage: page, of: view, axis: axis)
        }
    }

    /// Expects the run to rest on item `item` of the collection view `view`, the item whose centre
    /// is nearest the bounds' centre along the layout's scroll direction (`assertRests(onItem:of:)`).
    /// A failure says the expected and actual items and their offsets, at the caller's line.
    @discardableResult
    public func expectRests(
        onItem item: IndexPath, of view: SimulatedCollectionView,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
            try assertRests(onItem: item, of: view)
        }
    }

    /// A copy without `dragCannotScroll` notices: for a test whose drag is meant to move nothing,
    /// so that its expectations are not reported as vacuous.
    public func allowingDragsThatCannotScroll() -> Recording {
        var copy = self
        copy.events.removeAll { $0.name == .dragCannotScroll }
        return copy
    }

    /// The failure message when a drag of this recording could not scroll, else nil: an
    /// expectation about such a run would pass or fail without testing the gesture.
    func vacuousDragMessage() -> String? {
        guard let notice = events.first(where: { $0.name == .dragCannotScroll }) else { return nil }
        return "The drag at t = \(Report.number(notice.time, 3)) s could not scroll: \(notice.message ?? "nothing moved.") "
            + "An expectation about this run tests nothing; if the drag is meant to move nothing, check "
            + "recording.allowingDragsThatCannotScroll()."
    }

    func check(_ location: TestSourceLocation, _ assertion: () throws -> Void) -> Bool {
        // A run whose delegate was gone tests the view without it: an expectation would read
        // only a wrong offset.
        if let released = feelNotes.first(where: { if case .delegateReleased = $0 { true } else { false } }) {
            TestFailure.record("The run cannot test its delegate: \(released).", at: location)
            return false
        }
        if let message = vacuousDragMessage() {
            TestFailure.record(message, at: location)
            return false
        }
        do {
            try assertion()
            return true
        } catch {
            TestFailure.record(String(describing: error), at: location)
            return false
        }
    }
}
