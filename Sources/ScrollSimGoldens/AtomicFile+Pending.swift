import Foundation
import ScrollSimJSON

extension AtomicFile {
    /// A file being written: a temporary file next to the destination, renamed over it by
    /// `commit()`. Dropped without `commit()`, it removes the temporary file and leaves the
    /// destination as it was.
    ///
    /// A `path` that is a symbolic link is written through: the link's destination is replaced and
    /// the link stays. After the rename the folder is flushed too, where the system allows, so that
    /// the rename itself survives a crash. A destination that exists and is not a regular file (a
    /// character device such as `/dev/null`, a FIFO, a socket) is written in place: renaming over
    /// it would replace the device with a file.
    ///
    /// The temporary file is `.NAME.PID-UUID.tmp`. A run killed before its rename leaves one
    /// behind; the next write of the same output removes those whose process no longer exists.
    public final class Pending {
        /// The file that `commit()` replaces (the end of any chain of symbolic links).
        public let destination: String
        /// The temporary file being written, or `destination` itself when it is written in place.
        public let temporaryPath: String
        /// Whether `destination` is written in place (it is not a regular file).
        public let inPlace: Bool
        private let handle: FileHandle
        private var done = false
        /// The replaced file's permission bits, owner and group, given to the new file at the
        /// rename; nil when there is no file to replace.
        private let replaced: (mode: mode_t, owner: uid_t, group: gid_t)?

        /// Creates the temporary file for `path`.
        ///
        /// - Throws: `OutputError.cannotCreate` when the folder does not exist (and
        ///   `createFolder` is false), cannot be created, is not writable, or `path` is a folder.
        ///   With `followsLinks` false (goldens, failure plots), a `path` that is a symbolic link or
        ///   not a regular file is refused with `OutputError.cannotCreate` naming it.
        public init(path: String, createFolder: Bool = false, followsLinks: Bool = true) throws {
            if !followsLinks, let problem = AtomicFile.problem(asOwnFile: path) {
                throw OutputError(.cannotCreate, path: path, problem)
            }
            // A path to an open descriptor (/dev/fd/N, /dev/stdout, /dev/stderr, and Linux's
            // /proc/self/fd/N) is that descriptor: written in place through it, so that an appended
            // log keeps its earlier lines instead of being renamed over.
            if followsLinks, let descriptor = AtomicFile.openDescriptor(named: path) {
                let copy = dup(descriptor)
                guard copy >= 0 else { throw OutputError(.cannotCreate, path: path, "its descriptor cannot be written") }
                handle = FileHandle(fileDescriptor: copy, closeOnDealloc: true)
                destination = path
                temporaryPath = path
                inPlace = true
                replaced = nil
                return
            }
            destination = followsLinks ? AtomicFile.destination(of: path) : path
            if AtomicFile.isSpecialFile(destination) {
                guard let handle = FileHandle(forWritingAtPath: destination) else {
                    throw OutputError(.cannotCreate, path: destination, "it cannot be opened for writing")
                }
                self.handle = handle
                temporaryPath = destination
                inPlace = true
                replaced = nil
                return
            }
            // A file the user could not write with `>` is not replaced behind its back; one that
            // is replaced keeps its mode, and its owner and group where the system allows.
            var existing = stat()
            if stat(destination, &existing) == 0 {
                guard access(destination, W_OK) == 0 else {
                    throw OutputError(.cannotCreate, path: destination, "it is read-only for you, and replacing it would bypass that")
                }
                replaced = (existing.st_mode & 0o7777, existing.st_uid, existing.st_gid)
            } else {
                replaced = nil
            }
            inPlace = false
            let url = URL(fileURLWithPath: destination)
            let folder = url.deletingLastPathComponent()
            if createFolder {
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } catch {
                    throw OutputError(
                        .cannotCreate, path: destination,
                        "its folder \(folder.path) cannot be created (a file of that name may stand in the way)")
                }
            } else if let problem = AtomicFile.problem(writing: destination) {
                throw OutputError(.cannotCreate, path: destination, problem)
            }
            AtomicFile.removeStaleTemporaryFiles(of: url)
            let pid = ProcessInfo.processInfo.processIdentifier
            temporaryPath = folder.appendingPathComponent(".\(url.lastPathComponent).\(pid)-\(UUID().uuidString).tmp").path
            guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
                let handle = FileHandle(forWritingAtPath: temporaryPath)
            else { throw OutputError(.cannotCreate, path: destination, "its folder is not writable") }
            self.handle = handle
            AtomicFile.registerUnfinished(temporaryPath)
        }

        deinit {
            if !done {
                try? handle.close()
                if !inPlace {
                    try? FileManager.default.removeItem(atPath: temporaryPath)
                    AtomicFile.unregisterUnfinished(temporaryPath)
                }
            }
        }

        /// Appends `bytes` to the file being written.
        /// - Throws: `OutputError.writeFailed` naming the destination (a full disk).
        public func write(_ bytes: UnsafeRawBufferPointer) throws {
            do {
                if AtomicFile.injectedFault == .write { throw POSIXError(.ENOSPC) }
                try handle.write(contentsOf: bytes)
            } catch {
                throw OutputError(.writeFailed, path: destination, AtomicFile.reason(error))
            }
        }

        /// Flushes the temporary file to the disk and renames it over the destination in one step
        /// (a file written in place is only closed).
        /// - Throws: `OutputError.writeFailed` when flushing or renaming fails; the destination is
        ///   then as it was and the temporary file is removed.
        public func commit() throws {
            precondition(!done, "a pending file is committed once")
            done = true
            if inPlace {
                try? handle.close()
                return
            }
            defer { AtomicFile.unregisterUnfinished(temporaryPath) }
            do {
                if AtomicFile.injectedFault == .synchronize { throw POSIXError(.EIO) }
                // fsync(2). On Darwin it hands the data to the drive but does not make the drive write
                // its cache (`F_FULLFSYNC` would, at many times the cost): a crash of the process or
                // the system still leaves the old file or the whole new one; a power cut may lose
                // what the drive held.
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                try? FileManager.default.removeItem(atPath: temporaryPath)
                throw OutputError(.writeFailed, path: destination, "it could not be flushed to the disk (\(AtomicFile.reason(error)))")
            }
            if let replaced {
                _ = chmod(temporaryPath, replaced.mode)
                _ = chown(temporaryPath, replaced.owner, replaced.group)  // permitted for root, or to one's own group
            }
            // A child whose supervisor is gone stops here rather than replace the destination.
            AtomicFile.stopIfOrphaned()
            if AtomicFile.injectedFault == .rename || rename(temporaryPath, destination) != 0 {
                try? FileManager.default.removeItem(atPath: temporaryPath)
                throw OutputError(.writeFailed, path: destination, "the finished file could not be renamed into place")
            }
            AtomicFile.synchronizeFolder(URL(fileURLWithPath: destination).deletingLastPathComponent().path)
        }
    }

    /// A failure to simulate in tests: the next write, flush or rename of a pending file fails as
    /// a full disk or an I/O error would.
    public enum Fault: Sendable {
        /// Writing fails with `ENOSPC`.
        case write
        /// Flushing fails with `EIO`.
        case synchronize
        /// The rename fails.
        case rename
    }

    /// The fault to simulate in this task, or nil; set with `AtomicFile.$injectedFault.withValue`.
    @TaskLocal public static var injectedFault: Fault?

    /// Whether `path` exists and is not a regular file or a folder: a device, a FIFO or a socket.
    public static func isSpecialFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    /// The system's words for `error`, as a lowercase phrase without a final period.
    static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)).lowercased() }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        return nsError.localizedDescription.droppingFinalPeriod
    }

    /// Removes `.NAME.PID-UUID.tmp` files next to `destination` whose process `PID` no longer
    /// exists: left by a run of the same output that was killed before its rename. Files of live
    /// processes, and any other name, are left alone.
    ///
    /// A folder is listed once per process (`TemporaryNames`), keeping only its hidden `.tmp`
    /// names: listing it for every file written made a `check` of n goldens in one folder take
    /// O(n²). A stale file is one a process that has ended left, so none appears later that this
    /// process could not have seen, but for a process killed while this one runs.
    static func removeStaleTemporaryFiles(of destination: URL) {
        let folder = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent)."
        let names = temporaryNames.take(prefix: prefix, in: folder.path)
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let dash = middle.firstIndex(of: "-"), let pid = Int32(middle[..<dash]), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }
}

extension AtomicFile {
    /// The hidden temporary names (`.…tmp`) of each folder written to, listed once per process.
    static let temporaryNames = TemporaryNames()
}

/// Each folder's hidden `.tmp` names, from one listing, behind a lock: outputs are written from
/// any thread.
final class TemporaryNames: @unchecked Sendable {
    private let lock = NSLock()
    private var byFolder: [String: [String]] = [:]

    /// The names in `folder` that start with `prefix`, taken out of the folder's list (the folder
    /// is listed the first time it is asked about); empty when it cannot be listed.
    func take(prefix: String, in folder: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if byFolder[folder] == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            byFolder[folder] = names.filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
        }
        let names = byFolder[folder] ?? []
        let taken = names.filter { $0.hasPrefix(prefix) }
        if !taken.isEmpty { byFolder[folder] = names.filter { !$0.hasPrefix(prefix) } }
        return taken
    }
}
