import Foundation

#if canImport(Darwin)
    // `mach_task_self_` is a C global that Swift 6 takes for shared mutable state; it is set once as
    // the process starts, before any Swift code runs, so reading it from any thread is safe.
    @preconcurrency import Darwin
#endif

/// The process's resident memory, for checks that a long run stays flat: `/proc/self/status` on
/// Linux, the Mach task's basic info and `getrusage` on Darwin.
public enum ResidentMemory {
    /// The peak resident set size so far, in bytes (`VmHWM` on Linux, `ru_maxrss` elsewhere).
    public static func peakBytes() -> Int {
        #if os(Linux)
            if let kilobytes = statusField("VmHWM:") { return kilobytes * 1024 }
        #endif
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
            return Int(usage.ru_maxrss) * 1024  // kilobytes elsewhere
        #endif
    }

    /// The current resident set size in bytes, or nil where the system does not report it: Linux's
    /// `VmRSS`; on Darwin the task's `resident_size` (`task_info` with `MACH_TASK_BASIC_INFO`): the
    /// pages it has in physical memory, as `VmRSS` counts them.
    public static func currentBytes() -> Int? {
        #if os(Linux)
            return statusField("VmRSS:").map { $0 * 1024 }
        #elseif canImport(Darwin)
            var info = mach_task_basic_info()
            var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
            let result = withUnsafeMutablePointer(to: &info) { pointer in
                pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                    task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
                }
            }
            return result == KERN_SUCCESS ? Int(info.resident_size) : nil
        #else
            return nil
        #endif
    }

    /// Lowers the recorded peak to the current size, where the system allows it (Linux: writing
    /// 5 to `/proc/self/clear_refs`). Returns whether it did. Darwin has no way to lower it: false,
    /// and `peakBytes()` stays the process's peak since it started.
    @discardableResult
    public static func resetPeak() -> Bool {
        #if os(Linux)
            guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
            defer { try? handle.close() }
            return (try? handle.write(contentsOf: Data("5".utf8))) != nil
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// A `kB` field of `/proc/self/status`, such as `VmHWM:`, in kilobytes.
        private static func statusField(_ name: String) -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
            for line in status.split(separator: "\n") where line.hasPrefix(name) {
                // `VmRSS:\t   15912 kB`: the number follows a tab and spaces.
                return line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
            }
            return nil
        }
    #endif
}
