import Foundation

/// Writes a file so that readers see either the old file or the complete new one, never a part:
/// the text goes to a temporary file in the same folder, which is renamed over the destination in
/// one step once everything is written and flushed.
///
/// A writer that throws, or a process killed mid-way, leaves the destination as it was; the
/// temporary file is removed when the error is caught (a killed process leaves a hidden
/// `.NAME.UUID.tmp` next to it, never a truncated `NAME`).
public enum AtomicFile {
    /// Receives the file's text in chunks, written straight to the temporary file.
    public final class Writer {
        let pending: Pending

        init(_ pending: Pending) { self.pending = pending }

        /// Appends `text` (UTF-8) to the file being written.
        /// - Throws: `OutputError.writeFailed` naming the destination (a full disk).
        public func write(_ text: String) throws {
            var text = text
            try text.withUTF8 { try pending.write(UnsafeRawBufferPointer($0)) }
        }
    }

    /// Writes the file at `path` from the chunks `body` writes.
    ///
    /// - Parameter createFolder: create the file's folder when it is missing; only goldens do
    ///   (`Scenarios/goldens`). Every other output into a missing folder is an error, so that a
    ///   mistyped path never silently creates folders.
    /// - Throws: as `Pending.init` and `Pending.commit()`, or what `body` throws (the destination
    ///   is then untouched).
    /// - Parameter followsLinks: false for goldens and failure plots: a `path` that is a symbolic
    ///   link or not a regular file is refused (`problem(asOwnFile:)`) instead of written through.
    public static func write(to path: String, createFolder: Bool = false, followsLinks: Bool = true, _ body: (Writer) throws -> Void) throws {
        let pending = try Pending(path: path, createFolder: createFolder, followsLinks: followsLinks)
        try body(Writer(pending))
        try pending.commit()
    }

    /// The file a write to `path` replaces: `path` itself, or, when it is a symbolic link, the end
    /// of its chain of links (relative targets are read from the link's folder). A chain longer
    /// than 32 links (a loop) gives the last link reached, which the rename then replaces.
    public static func destination(of path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            current =
                target.hasPrefix("/")
                ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
        }
        return current
    }

    /// The open descriptor `path` names, or nil: `/dev/fd/N`, `/dev/stdout` (1) and `/dev/stderr`
    /// (2), and on Linux `/proc/self/fd/N` and `/proc/PID/fd/N` for this process, when that
    /// descriptor is open.
    public static func openDescriptor(named path: String) -> Int32? {
        guard let number = descriptorNumber(named: path), fcntl(number, F_GETFD) != -1 else { return nil }
        return number
    }

    /// The descriptor number `path` names (`/dev/stdout` 1, `/dev/stderr` 2, `/dev/fd/N`, and on
    /// Linux `/proc/self/fd/N`, `/proc/PID/fd/N` for this process), open or not; nil for other
    /// paths. Darwin has `/dev/fd` but no `/proc`: there a `/proc/…` path is an ordinary (missing)
    /// path, as the shell sees it.
    static func descriptorNumber(named path: String) -> Int32? {
        #if os(Linux)
            let pid = ProcessInfo.processInfo.processIdentifier
            let prefixes = ["/dev/fd/", "/proc/self/fd/", "/proc/\(pid)/fd/"]
        #else
            let prefixes = ["/dev/fd/"]
        #endif
        var number: Int32?
        switch path {
        case "/dev/stdout": number = 1
        case "/dev/stderr": number = 2
        default:
            for prefix in prefixes where path.hasPrefix(prefix) {
                number = Int32(path.dropFirst(prefix.count))
            }
        }
        guard let number, number >= 0 else { return nil }
        return number
    }

    /// Why `path` may not be read or written as a golden or a failure plot, or nil when it may (it
    /// is absent, or a regular file). A symbolic link is never followed there: a link planted in a
    /// pull request at `goldens/NAME.frames` must not make a check write, or overwrite, a file
    /// elsewhere. Anything else that is not a regular file (a FIFO would hang the read, a folder
    /// is no golden) is refused too.
    public static func problem(asOwnFile path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "it is a symbolic link, and goldens and failure plots are never read or written through links"
        case S_IFDIR: return "it is a folder"
        default: return "it is not a regular file (a FIFO, a socket or a device)"
        }
    }

    /// Flushes the folder's entries (the rename) to the disk: opens it read-only and calls
    /// `fsync`. Failures are ignored: some systems and file systems do not allow it, and the file
    /// itself is already complete.
    static func synchronizeFolder(_ folder: String) {
        #if os(Linux) || os(macOS)
            let descriptor = open(folder, O_RDONLY)
            guard descriptor >= 0 else { return }
            _ = fsync(descriptor)
            _ = close(descriptor)
        #endif
    }

    /// Why `path` cannot be written without creating folders, or nil when it can be tried: its
    /// folder is missing or not a folder, or `path` itself is a folder (a symbolic link is judged by
    /// its destination).
    public static func problem(writing path: String) -> String? {
        if let number = descriptorNumber(named: path), openDescriptor(named: path) == nil {
            return "it names descriptor \(number), which this process does not have open"
        }
        let path = destination(of: path)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder"
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "the folder \(folder) does not exist"
        }
        return isFolder.boolValue ? nil : "\(folder) is not a folder"
    }
}
