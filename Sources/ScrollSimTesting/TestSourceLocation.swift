/// Where an expectation was written: the caller's file and line, captured by default arguments
/// as `#expect` and `XCTAssert…` capture theirs.
public struct TestSourceLocation: Sendable {
    /// `#fileID` of the caller.
    public var fileID: StaticString
    /// `#filePath` of the caller.
    public var filePath: StaticString
    /// `#line` of the caller.
    public var line: UInt
    /// `#column` of the caller.
    public var column: UInt

    /// The location of a call.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}
