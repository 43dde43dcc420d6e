import Foundation

/// A file read one line at a time (without its line feed).
package final class LineReader {
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0
    /// Whether lines are read as text a Windows checkout may have touched: a UTF-8 byte-order mark
    /// before the first line and a carriage return before each line feed are dropped.
    private let normalizesLineEnds: Bool
    private var atStart = true

    /// Opens `path`, or nil when it cannot be read. With `normalizesLineEnds`, CRLF line ends and
    /// a leading byte-order mark read as plain LF text (goldens checked out with
    /// `core.autocrlf`).
    package init?(path: String, normalizesLineEnds: Bool = false) {
        guard let file = fopen(path, "r") else { return nil }
        self.file = file
        self.normalizesLineEnds = normalizesLineEnds
    }

    deinit {
        free(buffer)
        fclose(file)
    }

    /// The next line's bytes, or nil at the end.
    package func next() -> [UInt8]? {
        let count = getline(&buffer, &capacity, file)
        guard count > 0, let buffer else { return nil }
        var bytes = Array(UnsafeRawBufferPointer(start: buffer, count: count).bindMemory(to: UInt8.self))
        if bytes.last == 0x0A { bytes.removeLast() }
        if normalizesLineEnds {
            if bytes.last == 0x0D { bytes.removeLast() }
            if atStart, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        }
        atStart = false
        return bytes
    }
}
