import Foundation

/// A file read one line at a time (without its line feed), holding at most one line and a 64 KiB
/// block in memory: a line longer than `maximumLength` is an error, not a file-sized allocation.
package final class LineReader {
    /// Why a line could not be read.
    package enum Failure: Error, Equatable {
        /// Line `line` (1-based) is longer than `limit` bytes.
        case tooLong(line: Int, limit: Int)
        /// Reading failed at line `line`; `reason` is the system's words (for example "is a
        /// directory").
        case unreadable(line: Int, reason: String)

        /// One sentence naming the line and the problem, without the file's name.
        package var description: String {
            switch self {
            case .tooLong(let line, let limit): "line \(line) is longer than \(limit) bytes"
            case .unreadable(let line, let reason): "reading line \(line) failed: \(reason)"
            }
        }
    }

    private let descriptor: Int32
    private let block: UnsafeMutableRawBufferPointer
    private var start = 0, end = 0, atEnd = false
    /// Whether lines are read as text a Windows checkout may have touched: a UTF-8 byte-order mark
    /// before the first line and a carriage return before each line feed are dropped.
    private let normalizesLineEnds: Bool
    /// The longest line accepted, in bytes (without its line feed).
    package let maximumLength: Int
    /// The number of the line `next()` returned last (1-based; 0 before the first).
    package private(set) var lineNumber = 0
    /// Whether the line `next()` returned last ended with a line feed (false for a last line cut
    /// short).
    package private(set) var endedWithLineFeed = true

    /// Opens `path`, or nil when it cannot be opened (`errno` says why). With
    /// `normalizesLineEnds`, CRLF line ends and a leading byte-order mark read as plain LF text
    /// (goldens checked out with `core.autocrlf`).
    package init?(path: String, normalizesLineEnds: Bool = false, maximumLength: Int = 1 << 20) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.normalizesLineEnds = normalizesLineEnds
        self.maximumLength = maximumLength
        block = .allocate(byteCount: 1 << 16, alignment: 16)
    }

    deinit {
        block.deallocate()
        close(descriptor)
    }

    /// The next line's bytes, or nil at the end.
    /// - Throws: `Failure` for a line longer than `maximumLength` or a read error.
    package func next() throws(Failure) -> [UInt8]? {
        var line: [UInt8] = []
        var foundLineFeed = false
        while !foundLineFeed {
            if start < end {
                let base = block.baseAddress! + start
                let lineFeed = memchr(base, 0x0A, end - start)
                let count = lineFeed.map { $0 - base } ?? end - start
                guard line.count + count <= maximumLength else { throw .tooLong(line: lineNumber + 1, limit: maximumLength) }
                line.append(contentsOf: UnsafeRawBufferPointer(start: base, count: count))
                start += count
                if lineFeed != nil {
                    start += 1
                    foundLineFeed = true
                }
                continue
            }
            if atEnd {
                guard !line.isEmpty else { return nil }
                break
            }
            let count = read(descriptor, block.baseAddress, block.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(line: lineNumber + 1, reason: String(cString: strerror(errno)).lowercased())
            }
            start = 0
            end = count
            atEnd = count == 0
        }
        lineNumber += 1
        endedWithLineFeed = foundLineFeed
        if normalizesLineEnds {
            if line.last == 0x0D { line.removeLast() }
            if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        return line
    }
}
