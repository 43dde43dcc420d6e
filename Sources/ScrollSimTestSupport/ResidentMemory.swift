import Foundation

/// The process's current resident memory, for tests that check a long run stays flat.
public enum ResidentMemory {
    /// The resident set size in bytes (`VmRSS` of `/proc/self/status`), or nil where the system
    /// does not report the current size this way (macOS).
    public static func currentBytes() -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
        }
        return nil
        #else
        return nil
        #endif
    }
}
