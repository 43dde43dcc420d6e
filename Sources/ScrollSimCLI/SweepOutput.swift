import Foundation
import ScrollSimJSON
import ScrollSimScenarios

/// One destination of a sweep's rows, written as chunks complete (`StreamedOutput`).
final class SweepOutput {
    /// Its format: `csv`, `jsonl`, or `json` (one JSON document wrapping the JSON Lines rows).
    let format: OutputFormat
    private let output: StreamedOutput
    private var wroteRow = false
    /// For a shard's CSV (`sweep --shard K/N`): the signature its last line carries, its row count
    /// and checksum kept up to date as rows are written.
    var signature: SweepShardSignature?
    private var checksum = SweepShardSignature.basis

    /// The path, or nil for standard output.
    var path: String? { output.path }

    /// Opens `path` (nil, `-` or `/dev/stdout`: standard output) for rows in `format`.
    /// - Throws: `CommandError` 66 when the file cannot be created.
    init(format: OutputFormat, path: String?, option: String, context: CommandContext) throws {
        self.format = format
        output = try StreamedOutput(path: path, option: option, context: context)
    }

    /// The `SweepRows` format each chunk is formatted in.
    var rowFormat: OutputFormat { format == .csv ? .csv : .jsonl }

    /// Writes what comes before the rows: the CSV header, or the opening of the JSON document.
    func begin(name: String) throws {
        switch format {
        case .csv: try output.write(SweepRows.csvHeader)
        case .jsonl, .text: break
        case .json: try output.write("{\"name\":\(JSONValue.quoted(name)),\"cells\":[\n")
        }
    }

    /// Writes a chunk of rows formatted in `rowFormat` (for JSON, lines become array elements).
    func write(rows: [UInt8]) throws {
        if signature != nil, format == .csv {
            checksum = SweepShardSignature.fold(checksum, rows)
            signature?.rows += rows.lazy.filter { $0 == 0x0A }.count
        }
        guard format == .json else { return try output.write(rows) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count + rows.count / 64)
        for byte in rows {
            if byte == 0x0A { continue }
            if byte == 0x7B, bytes.last == 0x7D || (bytes.isEmpty && wroteRow) { bytes += [0x2C, 0x0A] }
            bytes.append(byte)
        }
        if !bytes.isEmpty { wroteRow = true }
        try output.write(bytes)
    }

    /// Writes what follows the rows and, for a file, renames it into place.
    func finish() throws {
        if format == .json { try output.write("\n]}\n") }
        if var signature, format == .csv {
            signature.checksum = SweepShardSignature.hex(checksum)
            try output.write(signature.line)
        }
        try output.finish()
    }

    /// Whether writing to `path` fills a disk: false for standard output (`-`), an open descriptor
    /// (`/dev/fd/N`, `/dev/stdout`), a device such as `/dev/null`, or a FIFO, whose free space
    /// says nothing about what they can take.
    static func takesDiskSpace(_ path: String) -> Bool {
        !CommandContext.isStandardOutput(path) && AtomicFile.openDescriptor(named: path) == nil
            && !AtomicFile.isSpecialFile(AtomicFile.destination(of: path))
    }

    /// The free space on the file system holding `path`'s folder, in bytes, or nil when unknown.
    static func freeSpace(near path: String) -> UInt64? {
        let folder = URL(fileURLWithPath: AtomicFile.destination(of: path)).deletingLastPathComponent().path
        var stats = statvfs()
        guard statvfs(folder, &stats) == 0 else { return nil }
        return UInt64(stats.f_bavail) * UInt64(stats.f_frsize)
    }
}
