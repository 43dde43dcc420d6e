// A stand-in for the names of Apple's XCTest that `ScrollSimTesting` uses, and that its XCTest
// test's Apple branch uses (`Tests/ScrollSimTestingTests/XCTestLocatedExpectationTests.swift`,
// which overrides `record(_:)` where Linux overrides `recordFailure`), in the shapes Apple's
// XCTest gives them on iOS, so that this code can be typechecked for iOS against the real iOS SDK
// (`scripts/check-ios-testing.py`): XCTest ships in Xcode's platform folder, not in the SDK. Not
// a product of the package, never linked into anything: it is compiled as a module, and its
// bodies never run.
//
// Names declared, and where each shape comes from (Apple's XCTest documentation, the iOS form
// where the page gives one per platform):
// - `func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line)`.
// - `func XCTAssertTrue` and `func XCTAssertFalse(_ expression: @autoclosure () throws -> Bool,
//   _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt =
//   #line)`; `func XCTAssertEqual<T: Equatable>(_ expression1: @autoclosure () throws -> T, _
//   expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file:
//   StaticString = #filePath, line: UInt = #line)`.
// - `class XCTestCase`, an Objective-C class (NSObject's; its superclass `XCTest` is left out,
//   nothing of it is used), open to subclasses, without actor isolation, and its `func record(_
//   issue: XCTIssue)` (Objective-C `-recordIssue:`; on iOS its parameter is the Swift value type
//   `XCTIssue`, on macOS the reference type `XCTIssueReference`), which a test case overrides,
//   calling `super`.
// - `struct XCTIssue` (Swift's value type, bridged to the Objective-C class `XCTIssue`) with
//   `var compactDescription: String { get set }` and `var sourceCodeContext:
//   XCTSourceCodeContext { get set }`.
// - `class XCTSourceCodeContext` (NSObject's) with `var location: XCTSourceCodeLocation? { get }`.
// - `class XCTSourceCodeLocation` (NSObject's) with `var fileURL: URL { get }` and
//   `var lineNumber: Int { get }`.
//
// Everything else of XCTest is absent: a use would fail here as a missing name.
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {}

open class XCTSourceCodeLocation: NSObject {
    open var fileURL: URL { URL(fileURLWithPath: "/") }
    open var lineNumber: Int { 0 }
}

open class XCTSourceCodeContext: NSObject {
    open var location: XCTSourceCodeLocation? { nil }
}

public struct XCTIssue {
    public var compactDescription: String
    public var sourceCodeContext: XCTSourceCodeContext
}

open class XCTestCase: NSObject {
    open func record(_ issue: XCTIssue) {}
}
