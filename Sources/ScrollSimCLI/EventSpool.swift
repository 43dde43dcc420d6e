import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimScenarios

/// Delegate events rendered as JSON array elements and kept in an unnamed temporary file until
/// the frames before them in the output are written: a long run's events take disk, not memory.
///
/// The file is removed from its folder as soon as it is opened, so nothing is left behind
/// whatever happens to the process.
final class EventSpool {
    private let handle: FileHandle
    private var count = 0

    /// Opens the spool in the system's temporary folder.
    /// - Throws: `CommandError` 74 when no temporary file can be made.
    init() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(".scrollsim-events-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forUpdatingAtPath: path) else {
            throw CommandError(.ioError, "A temporary file for the run's events could not be made in \(FileManager.default.temporaryDirectory.path).")
        }
        unlink(path)
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Appends `events` as comma-separated JSON objects (`RunReport.json(_:)`).
    func append(_ events: [DelegateEvent]) throws {
        var text = ""
        for event in events {
            if count > 0 { text += "," }
            text += RunReport.json(event).rendered()
            count += 1
        }
        try spooling { try handle.write(contentsOf: Data(text.utf8)) }
    }

    /// Writes everything spooled to `out`, 64 KiB at a time.
    func copy(to out: StreamedOutput) throws {
        try spooling { try handle.seek(toOffset: 0) }
        while true {
            let data = try spooling { try handle.read(upToCount: 1 << 16) }
            guard let data, !data.isEmpty else { return }
            try out.write(data)
        }
    }

    private func spooling<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw CommandError(.ioError, "The temporary file holding the run's events could not be written or read: \(error.localizedDescription).")
        }
    }
}
