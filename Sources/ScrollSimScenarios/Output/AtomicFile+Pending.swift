import Foundation
import ScrollSimJSON

extension AtomicFile {
    /// A file being written: a temporary file next to the destination, renamed over it by
    /// `commit()`. Dropped without `commit()`, it removes the temporary file and leaves the
    /// destination as it was.
    ///
    /// A `path` that is a symbolic link is written through: the link's destination is replaced and
    /// the link stays. After the rename the folder is flushed too, where the system allows, so that
    /// the rename itself survives a crash.
    public final class Pending {
        /// The file that `commit()` replaces (the end of any chain of symbolic links).
        public let destination: String
        /// The temporary file being written.
        public let temporaryPath: String
        private let handle: FileHandle
        private var done = false

        /// Creates the temporary file for `path`.
        ///
        /// - Throws: `OutputError.cannotCreate` when the folder does not exist (and
        ///   `createFolder` is false), cannot be created, is not writable, or `path` is a folder.
        public init(path: String, createFolder: Bool = false) throws {
            destination = AtomicFile.destination(of: path)
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
            temporaryPath = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
            guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
                let handle = FileHandle(forWritingAtPath: temporaryPath)
            else { throw OutputError(.cannotCreate, path: destination, "its folder is not writable") }
            self.handle = handle
        }

        deinit {
            if !done {
                try? handle.close()
                try? FileManager.default.removeItem(atPath: temporaryPath)
            }
        }

        /// Appends `bytes` to the temporary file.
        /// - Throws: `OutputError.writeFailed` naming the destination (a full disk).
        public func write(_ bytes: UnsafeRawBufferPointer) throws {
            do {
                try handle.write(contentsOf: bytes)
            } catch {
                throw OutputError(.writeFailed, path: destination, error.localizedDescription.droppingFinalPeriod)
            }
        }

        /// Flushes the temporary file to the disk and renames it over the destination in one step.
        /// - Throws: `OutputError.writeFailed` when flushing or renaming fails; the destination is
        ///   then as it was and the temporary file is removed.
        public func commit() throws {
            precondition(!done, "a pending file is committed once")
            done = true
            do {
                try handle.synchronize()
                try handle.close()
            } catch {
                try? FileManager.default.removeItem(atPath: temporaryPath)
                throw OutputError(.writeFailed, path: destination, "it could not be flushed to the disk")
            }
            if rename(temporaryPath, destination) != 0 {
                try? FileManager.default.removeItem(atPath: temporaryPath)
                throw OutputError(.writeFailed, path: destination, "the finished file could not be renamed into place")
            }
            AtomicFile.synchronizeFolder(URL(fileURLWithPath: destination).deletingLastPathComponent().path)
        }
    }
}
