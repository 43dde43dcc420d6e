import Foundation
import ScrollSimScenarios

/// An output written as a command goes: a file, through a temporary file renamed into place by
/// `finish()` (an interrupted command leaves the old file), or standard output, written at once.
/// Bytes are collected up to 64 KiB between writes.
final class StreamedOutput: ReportOutput {
    /// The path, or nil for standard output.
    let path: String?
    /// The option that named the destination, for errors.
    let option: String
    private let context: CommandContext
    private let pending: AtomicFile.Pending?
    private var buffer: [UInt8] = []

    /// Opens `path` (nil, `-` or `/dev/stdout`: standard output).
    /// - Throws: `CommandError` 66 when the file cannot be created.
    init(path: String?, option: String, context: CommandContext) throws {
        self.option = option
        self.context = context
        self.path = path.flatMap { CommandContext.isStandardOutput($0) ? nil : $0 }
        pending = try self.path.map { file in try Self.failing(option) { try AtomicFile.Pending(path: file) } }
        buffer.reserveCapacity(1 << 16)
    }

    /// Appends `bytes`.
    /// - Throws: `CommandError` 74 when the file cannot be written.
    func write<Bytes: Sequence>(_ bytes: Bytes) throws where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends `bytes` (a report renderer's, `ReportOutput`).
    func write(_ bytes: [UInt8]) throws { try write(bytes[...]) }

    /// Appends `text` as UTF-8.
    func write(_ text: String) throws { try write(text.utf8) }

    /// Writes what is collected and, for a file, renames it into place.
    /// - Throws: `CommandError` 74 when writing, flushing or renaming fails.
    func finish() throws {
        try flush()
        if let pending { try Self.failing(option) { try pending.commit() } }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard let pending else {
            context.output(String(decoding: buffer, as: UTF8.self))
            return
        }
        try Self.failing(option) { try buffer.withUnsafeBytes { try pending.write($0) } }
    }

    /// Runs `body`, turning an `OutputError` into a `CommandError` led by `option` (one of the
    /// temporary folder is not `option`'s fault and passes unchanged).
    static func failing<T>(_ option: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as OutputError where !error.isTemporaryFolder {
            var failure = CommandError(error)
            failure.message = "\(option) \(failure.message)"
            throw failure
        }
    }
}
