import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// One destination of a sweep's rows: a file, written to a temporary file and renamed into place
/// when the sweep ends (so an interrupted sweep leaves the old file), or standard output, written
/// as chunks complete.
final class SweepOutput {
    /// The row formats: the two of `SweepRows`, and one JSON document wrapping the JSON Lines rows.
    enum Format: String, CaseIterable {
        case csv, jsonl, json
    }

    let format: Format
    /// The option that named the destination, for errors.
    let option: String
    /// The path, or nil for standard output.
    let path: String?
    private let context: CommandContext
    private var pending: AtomicFile.Pending?
    private var wroteRow = false

    /// Opens `path` (nil, `-` or `/dev/stdout`: standard output) for rows in `format`.
    /// - Throws: `CommandError` 66 when the file cannot be created.
    init(format: Format, path: String?, option: String, context: CommandContext) throws {
        self.format = format
        self.option = option
        self.context = context
        self.path = path.flatMap { CommandContext.isStandardOutput($0) ? nil : $0 }
        if let file = self.path {
            pending = try Self.failing(option) { try AtomicFile.Pending(path: file) }
        }
    }

    /// The `SweepRows` format each chunk is formatted in.
    var rowFormat: SweepRows.Format { format == .csv ? .csv : .jsonl }

    /// Writes what comes before the rows: the CSV header, or the opening of the JSON document.
    func begin(name: String) throws {
        switch format {
        case .csv: try write(Array(SweepRows.csvHeader.utf8))
        case .jsonl: break
        case .json: try write(Array("{\"name\":\(JSONValue.quoted(name)),\"cells\":[\n".utf8))
        }
    }

    /// Writes a chunk of rows formatted in `rowFormat` (for JSON, lines become array elements).
    func write(rows: [UInt8]) throws {
        guard format == .json else { return try write(rows) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count + rows.count / 64)
        for byte in rows {
            if byte == 0x0A { continue }
            if byte == 0x7B, bytes.last == 0x7D || (bytes.isEmpty && wroteRow) { bytes += [0x2C, 0x0A] }
            bytes.append(byte)
        }
        if !bytes.isEmpty { wroteRow = true }
        try write(bytes)
    }

    /// Writes what follows the rows and, for a file, renames it into place.
    func finish() throws {
        if format == .json { try write(Array("\n]}\n".utf8)) }
        if let pending { try Self.failing(option) { try pending.commit() } }
    }

    private func write(_ bytes: [UInt8]) throws {
        guard let pending else {
            context.output(String(decoding: bytes, as: UTF8.self))
            return
        }
        try Self.failing(option) { try bytes.withUnsafeBytes { try pending.write($0) } }
    }

    /// Runs `body`, turning an `OutputError` into a `CommandError` led by `option`.
    private static func failing<T>(_ option: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as OutputError {
            var failure = CommandError(error)
            failure.message = "\(option) \(failure.message)"
            throw failure
        }
    }

    /// The free space on the file system holding `path`'s folder, in bytes, or nil when unknown.
    static func freeSpace(near path: String) -> UInt64? {
        let folder = URL(fileURLWithPath: AtomicFile.destination(of: path)).deletingLastPathComponent().path
        var stats = statvfs()
        guard statvfs(folder, &stats) == 0 else { return nil }
        return UInt64(stats.f_bavail) * UInt64(stats.f_frsize)
    }
}
