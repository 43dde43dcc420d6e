import Foundation
import ScrollSimTestSupport
import Testing

/// `scrollsim check` runs its files in a child process (crash isolation). Killing the command
/// (`kill -KILL`, or `timeout`'s SIGTERM) kills only that parent: the child must then stop, not
/// run on under another parent and rename goldens into place for a run nobody waits for, racing
/// a rerun. Linux only: the child is found by its parent in /proc.
@Suite("A killed check leaves no child behind")
struct SupervisorEndTests {
    /// A scenario that takes seconds to record: 1200 s at 240 Hz, every frame written to its golden.
    static let slow = #"""
        {"name": "slow", "frameRate": 240, "scrollView": {"bounds": [375, 667], "contentSize": [375, 20000]},
         "simulation": {"maximumDuration": 1200},
         "gestures": [{"t": 0, "type": "drag", "distance": -100, "releaseVelocity": -2}], "until": 1200}
        """#

    /// The processes whose parent is `parent` (from /proc/PID/stat, whose fourth field is the
    /// parent's ID; the name in parentheses may hold spaces, so fields are read after its `)`).
    static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
                return false
            }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// Whether `pid` has ended: gone from /proc, or a zombie no one has reaped yet.
    static func hasEnded(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return true
        }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    /// Waits up to `seconds` for `condition`, checking every 10 ms.
    static func wait(_ seconds: Double, for condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }

    @Test(
        "check killed with SIGKILL while its child records: the child ends within 2 s and no golden or temporary file is written",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func killedCheckStopsItsChild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("supervisor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("slow.json")
        try Data(Self.slow.utf8).write(to: file)

        let process = Process()
        process.executableURL = OutputStreamTests.executable
        process.arguments = ["check", file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLSIM_RECORD"] = "all"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let parent = process.processIdentifier
        var child: Int32?
        let started = Self.wait(10) {
            child = Self.children(of: parent).first
            return child != nil
        }
        #expect(started, "no child process started")
        kill(parent, SIGKILL)
        process.waitUntilExit()
        guard let child else { return }
        let ended = Self.wait(2) { Self.hasEnded(child) }
        if !ended { kill(child, SIGKILL) }
        #expect(ended, "the child ran on after its parent was killed")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("goldens").path)) ?? []
        #expect(written.isEmpty, "written after the kill: \(written)")
    }
}
