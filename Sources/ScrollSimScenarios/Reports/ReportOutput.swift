import Foundation

/// Where a report renderer (`RunRenderer`) writes: a file or standard output as the run goes
/// (the CLI's), or a string in memory (`StringOutput`).
public protocol ReportOutput: AnyObject {
    /// Appends `bytes` (UTF-8).
    /// - Throws: when the destination cannot be written.
    func write(_ bytes: [UInt8]) throws
    /// Appends `text` as UTF-8.
    /// - Throws: when the destination cannot be written.
    func write(_ text: String) throws
}

/// A report written into memory: what `RunReport.render` returns.
public final class StringOutput: ReportOutput {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty output.
    public init() {}

    /// Appends `bytes`.
    public func write(_ bytes: [UInt8]) { self.bytes += bytes }
    /// Appends `text` as UTF-8.
    public func write(_ text: String) { bytes += text.utf8 }
    /// What was written, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
