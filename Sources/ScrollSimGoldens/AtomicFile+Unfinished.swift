import Foundation

extension AtomicFile {
    /// The temporary files of this process's pending writes, neither committed nor dropped yet.
    private static let unfinished = UnfinishedFiles()

    /// Notes that `path` is a temporary file being written.
    static func registerUnfinished(_ path: String) { unfinished.update { $0.insert(path) } }

    /// Notes that `path` is committed or removed.
    static func unregisterUnfinished(_ path: String) { unfinished.update { $0.remove(path) } }

    /// Removes the temporary files of every write still pending in this process, leaving each
    /// destination as it was: for a process that must stop at once (its standard output closed)
    /// and should leave no hidden `.NAME.PID-UUID.tmp` file behind.
    public static func removeUnfinishedFiles() {
        unfinished.update { paths in
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }

    /// Removes the hidden temporary files (`.NAME.PID-UUID.tmp`) that process `pid`, now ended,
    /// left in `folder`: for a parent whose child crashed while writing there.
    public static func removeTemporaryFiles(ofProcess pid: Int32, in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let marker = ".\(pid)-"
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            guard let range = name.range(of: marker, options: .backwards) else { continue }
            let uuid = name[range.upperBound...].dropLast(".tmp".count)
            if range.lowerBound > name.startIndex, UUID(uuidString: String(uuid)) != nil {
                unlink((folder as NSString).appendingPathComponent(name))
            }
        }
    }
}

/// A set of paths behind a lock: pending files are made and finished on any thread.
private final class UnfinishedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var paths = Set<String>()

    @discardableResult
    func update<T>(_ body: (inout Set<String>) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&paths)
    }
}
