import Foundation

/// The process's resident memory, for checks that a long run stays flat: `/proc/self/status` on
/// Linux, `getrusage` elsewhere.
public enum ResidentMemory {
    /// The peak resident set size so far, in bytes (`VmHWM`, or `ru_maxrss`).
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

    /// The current resident set size in bytes (Linux `VmRSS`), or nil where the system does not
    /// report it this way (macOS).
    public static func currentBytes() -> Int? {
        #if os(Linux)
            return statusField("VmRSS:").map { $0 * 1024 }
        #else
            return nil
        #endif
    }

    /// Lowers the recorded peak to the current size, where the system allows it (Linux: writing
    /// 5 to `/proc/self/clear_refs`). Returns whether it did.
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
