import Foundation
import ScrollSim
import ScrollSimTesting
import XCTest

/// The same expectations under XCTest: the failure is reported at the caller's file and line.
final class XCTestLocatedExpectationTests: XCTestCase {
    private var failures: [(message: String, file: String, line: Int)] = []
    private var capturing = false

    #if os(Linux)
        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            if capturing {
                failures.append((description, filePath, lineNumber))
            } else {
                super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
        }
    #else
        override func record(_ issue: XCTIssue) {
            if capturing {
                failures.append(
                    (
                        issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
                        issue.sourceCodeContext.location?.lineNumber ?? 0
                    ))
            } else {
                super.record(issue)
            }
        }
    #endif

    func testFailingExpectationIsReportedAtTheCallersLine() throws {
        let recording = try freeFling()
        capturing = true
        let line = #line + 1
        let passed = recording.expectFinalOffset(CGPoint(x: 0, y: 2000), tolerance: 0.5)
        let restLine = #line + 1
        recording.expectRest(before: 1.0)
        capturing = false
        XCTAssertFalse(passed)
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.last?.line, restLine)
        XCTAssertTrue(failures.first?.file.hasSuffix("XCTestLocatedExpectationTests.swift") ?? false)
        XCTAssertTrue(failures.first?.message.contains("Expected final offset") ?? false, "\(failures)")
    }

    func testPassingExpectationReportsNothing() throws {
        let recording = try freeFling()
        capturing = true
        XCTAssertTrue(recording.expectFinalOffset(CGPoint(x: 0, y: 2093), tolerance: 0.5))
        capturing = false
        XCTAssertTrue(failures.isEmpty)
    }
}
