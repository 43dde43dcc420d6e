import Foundation

extension AtomicFile {
    /// The supervising process this one writes for, once `stopWhenOrphaned` is called.
    private static let supervisor = Supervisor()

    /// Ends this process as soon as `parent` is no longer its parent (the supervisor was killed,
    /// and this process was handed to another), removing the temporary files of every pending write
    /// first, so that nothing is renamed into place for a run nobody waits for: a thread checks
    /// every `pollInterval` seconds, and every `PendingFile.commit()` checks just before its rename.
    /// `stop` ends the process (an `_exit`); it is called at most once.
    public static func stopWhenOrphaned(parent: Int32, pollInterval: Double = 0.05, stop: @escaping @Sendable () -> Never) {
        supervisor.set(parent: parent, stop: stop)
        stopIfOrphaned()
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: pollInterval)
                stopIfOrphaned()
            }
        }
    }

    /// Ends the process with the `stop` given to `stopWhenOrphaned` when its parent is no longer the
    /// supervisor; does nothing in a process that has none.
    static func stopIfOrphaned() {
        guard let (parent, stop) = supervisor.current, getppid() != parent else { return }
        removeUnfinishedFiles()
        stop()
    }
}

/// The supervisor's process ID and what to do without it, behind a lock: read on any thread.
private final class Supervisor: @unchecked Sendable {
    private let lock = NSLock()
    private var parent: Int32?
    private var stop: (@Sendable () -> Never)?

    func set(parent: Int32, stop: @escaping @Sendable () -> Never) {
        lock.lock()
        defer { lock.unlock() }
        self.parent = parent
        self.stop = stop
    }

    var current: (Int32, @Sendable () -> Never)? {
        lock.lock()
        defer { lock.unlock() }
        guard let parent, let stop else { return nil }
        return (parent, stop)
    }
}
