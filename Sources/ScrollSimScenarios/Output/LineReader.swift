import Foundation

/// A file read one line at a time (without its line feed).
package final class LineReader {
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// Opens `path`, or nil when it cannot be read.
    package init?(path: String) {
        guard let file = fopen(path, "r") else { return nil }
        self.file = file
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
        return bytes
    }
}
