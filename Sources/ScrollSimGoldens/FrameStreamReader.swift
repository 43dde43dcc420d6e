import Foundation
import ScrollSim
import ScrollSimJSON

/// Reads the frames a `FrameStreamWriter` wrote.
public enum FrameStreamReader {
    /// Why a frame stream could not be read.
    public enum ReadError: Error, Hashable, CustomStringConvertible {
        /// Line `line` (1-based) is not a frame: `text` is what it holds.
        case malformedLine(line: Int, text: String)

        /// The text shown in messages and logs.
        public var description: String {
            switch self {
            case .malformedLine(let line, let text):
                "Line \(line) of the frame stream is not a frame (\(FrameLineFormat.streamHeader)): \(JSONValue.printable(text))."
            }
        }
    }

    /// The frames in the file at `url`, in order.
    ///
    /// - Throws: when the file cannot be read, or `ReadError.malformedLine` for a line that is
    ///   not a frame.
    public static func frames(contentsOf url: URL) throws -> [Frame] {
        try frames(in: String(contentsOf: url, encoding: .utf8))
    }

    /// The frames in `text`, as a `FrameStreamWriter` writes it; `#` lines and blank lines are
    /// skipped.
    public static func frames(in text: String) throws -> [Frame] {
        var result: [Frame] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let frame = FrameLineFormat.stream.frame(line) else {
                throw ReadError.malformedLine(line: lineNumber, text: String(line))
            }
            result.append(frame)
        }
        return result
    }
}
