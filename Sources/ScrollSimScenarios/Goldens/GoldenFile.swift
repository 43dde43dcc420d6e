import Foundation
import ScrollSimJSON

/// Reading a whole golden file to play it (`scrollsim view --golden`), with `check`'s rules: never
/// through a symbolic link or from anything but a regular file, at most `largest` bytes, UTF-8,
/// and every line a comment, a release line or a frame line.
public enum GoldenFile {
    /// The largest golden read or compared, in bytes: the scenario files' limit
    /// (`ScenarioFile.largestInput`, 64 MiB), over an hour of frames at 240 Hz.
    public static let largest = ScenarioFile.largestInput

    /// Why the golden at `path` cannot be read, or nil when it can be tried: a link, a folder, a
    /// FIFO or a device (`AtomicFile.problem(asOwnFile:)`), or a file over `largest` bytes.
    public static func problem(reading path: String) -> String? {
        if let problem = AtomicFile.problem(asOwnFile: path) { return problem }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > largest {
            return "it is \(size) bytes; goldens are limited to \(largest) bytes (64 MiB), as scenario files are"
        }
        return nil
    }

    /// The text of the golden at `path`, checked line by line, or nil when there is no file there.
    /// - Throws: `InputError` naming the file (and the line) when it is not one `check` would read:
    ///   `problem(reading:)`, not UTF-8, a line that is neither a comment, a release nor a frame,
    ///   or no frame at all.
    public static func text(at path: String) throws -> String? {
        if let problem = problem(reading: path) { throw InputError(.unreadable, source: path, "cannot be read as a golden: \(problem)") }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError(.unreadable, source: path, "cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(.invalidValue, source: path, "is not UTF-8 text; replace it with SCROLLSIM_RECORD=all scrollsim check")
        }
        var frames = 0
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix(Golden.releasePrefix) {
                guard Golden.releaseNumbers(String(line)) != nil else {
                    throw InputError(.invalidValue, source: path, "line \(i + 1) is not a release line: \(JSONValue.quoted(String(line.prefix(80))))")
                }
                continue
            }
            guard FrameLineFormat.golden.frame(line) != nil else {
                throw InputError(.invalidValue, source: path, "line \(i + 1) is not a frame line: \(JSONValue.quoted(String(line.prefix(80))))")
            }
            frames += 1
        }
        guard frames > 0 else { throw InputError(.invalidValue, source: path, "holds no frames; record it again with scrollsim check") }
        return text
    }
}
