import Foundation

/// Bytes kept in an unnamed temporary file (removed from its folder as soon as it is opened, so
/// nothing is left behind whatever happens to the process) and read back from the start: for
/// output that must wait until something later is known (a table's widths, events written after
/// frames), without holding it in memory.
///
/// A spool made `lazily` opens its file only when its buffer first fills: a scene streams one
/// spool per view and format, and views whose output fits the buffer hold no open file (macOS
/// allows a process 256 by default). Other spools open it at once, so that an unusable temporary
/// folder is reported before any output is written.
package final class ByteSpool {
    /// The open file; nil until a buffered spool first needs one.
    private var file: FileHandle?
    /// The temporary folder the spool was made in, for messages.
    private let folder: String
    /// How many appended bytes wait in memory before they are written to the file (0: none).
    private let bufferBytes: Int
    /// Appended bytes not yet written, fewer than `bufferBytes`.
    private var pending: [UInt8] = []

    /// Opens the spool in the system's temporary folder; with `bufferBytes`, appended bytes are
    /// written to the file that many at a time (many small appends, few writes), the rest when
    /// the spool is read. With `lazily` (and a buffer), the file is made when the first of those
    /// writes comes, not now.
    /// - Throws: `OutputError` of the temporary folder when no file can be made there.
    package init(bufferBytes: Int = 0, lazily: Bool = false) throws {
        self.bufferBytes = bufferBytes
        folder = FileManager.default.temporaryDirectory.path
        if bufferBytes == 0 || !lazily { file = try Self.openFile(in: folder) }
    }

    deinit { try? file?.close() }

    /// Whether the spool holds an open file (a lazy spool holds none until its buffer fills).
    package var holdsFile: Bool { file != nil }

    /// The open file, for handing to a child process as its standard output or error (made now
    /// if the spool has not needed one yet).
    /// - Throws: `OutputError` of the temporary folder when no file can be made there.
    package func handle() throws -> FileHandle {
        if let file { return file }
        let opened = try Self.openFile(in: folder)
        file = opened
        return opened
    }

    /// A new unnamed file in `folder`.
    private static func openFile(in folder: String) throws -> FileHandle {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(".scrollsim-spool-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw OutputError.temporaryFolder(.cannotCreate, folder, String(cString: strerror(errno)).lowercased())
        }
        unlink(path)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Appends `text`.
    /// - Throws: `OutputError` when the temporary file cannot be written (a full disk).
    package func append(_ text: String) throws {
        guard bufferBytes > 0 else { return try spooling { try handle().write(contentsOf: Data(text.utf8)) } }
        pending += text.utf8
        if pending.count >= bufferBytes { try writePending() }
    }

    /// Appends `bytes`.
    /// - Throws: `OutputError` when the temporary file cannot be written (a full disk).
    package func append(bytes: [UInt8]) throws {
        guard bufferBytes > 0 else { return try spooling { try handle().write(contentsOf: bytes) } }
        pending += bytes
        if pending.count >= bufferBytes { try writePending() }
    }

    /// Hands everything appended to `body`, from the start, up to 64 KiB at a time.
    package func forEachChunk(_ body: (Data) throws -> Void) throws {
        // A lazy spool that never filled its buffer has no file: its bytes are all pending.
        if file == nil {
            if !pending.isEmpty { try body(Data(pending)) }
            return
        }
        try writePending()
        let file = try handle()
        try spooling { try file.seek(toOffset: 0) }
        while let data = try spooling({ try file.read(upToCount: 1 << 16) }), !data.isEmpty {
            try body(data)
        }
    }

    /// Hands each line (without its line feed) to `body`, from the start.
    package func forEachLine(_ body: ([UInt8]) throws -> Void) throws {
        var rest: [UInt8] = []
        try forEachChunk { data in
            rest += data
            var start = 0
            while let end = rest[start...].firstIndex(of: 0x0A) {
                try body(Array(rest[start..<end]))
                start = end + 1
            }
            rest.removeFirst(start)
        }
        if !rest.isEmpty { try body(rest) }
    }

    private func writePending() throws {
        guard !pending.isEmpty else { return }
        let file = try handle()
        try spooling { try file.write(contentsOf: pending) }
        pending.removeAll(keepingCapacity: true)
    }

    private func spooling<T>(_ operation: () throws -> T) throws -> T {
        do {
            return try operation()
        } catch {
            throw OutputError.temporaryFolder(.writeFailed, folder, AtomicFile.reason(error))
        }
    }
}
