#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Reports a failed expectation to the test framework that is running the test: a Swift Testing
/// issue inside a `@Test`, an XCTest failure otherwise, each at `location`, so that the failure
/// points at the caller's line and the test goes on.
public enum TestFailure {
    /// Records `message` as a failure at `location`.
    public static func record(_ message: String, at location: TestSourceLocation) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: String(describing: location.fileID), filePath: String(describing: location.filePath),
                        line: Int(location.line), column: Int(location.column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: location.filePath, line: location.line)
        #else
            print("\(location.filePath):\(location.line): error: \(message)")
        #endif
    }

    /// Attaches `text` to the current Swift Testing test as a file named `name`, where the
    /// toolchain has attachments (Swift 6.2 and later); elsewhere, and under XCTest, nothing
    /// (callers also write the file to disk).
    public static func attach(_ text: String, named name: String, at location: TestSourceLocation) {
        #if canImport(Testing) && compiler(>=6.2)
            guard Test.current != nil else { return }
            Attachment.record(
                text, named: name,
                sourceLocation: SourceLocation(
                    fileID: String(describing: location.fileID), filePath: String(describing: location.filePath),
                    line: Int(location.line), column: Int(location.column)))
        #endif
    }
}
