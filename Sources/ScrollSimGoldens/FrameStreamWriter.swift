import Foundation
import ScrollSim

/// A sink that streams frames to a text file as the run goes, one line per frame
/// (`FrameLineFormat.stream`), so a long run needs a fixed amount of memory whatever its length.
///
/// The first line is a `#` comment naming the columns; `FrameStreamReader` reads the file back.
/// Lines go through a fixed-size buffer into an `AtomicFile.Pending` file; `finish()` renames it
/// into place in one step (through a symbolic link, with the folder flushed), so a run that stops
/// early leaves any earlier file intact. A writer dropped without `finish()` removes its
/// temporary file.
public final class FrameStreamWriter: FrameSink {
    /// The file the frames end up in, once `finish()` has run.
    public let destination: URL
    /// The file being written, renamed to `destination` by `finish()`.
    public let temporaryFile: URL
    /// The line format: `FrameLineFormat.stream` with `decimals` for every number.
    public let format: FrameLineFormat
    /// The number of frames written so far.
    public private(set) var count = 0

    private let file: AtomicFile.Pending
    private var buffer: [UInt8]
    private let capacity: Int
    private var finished = false

    /// Opens a temporary file next to `destination` for writing.
    ///
    /// - Parameters:
    ///   - decimals: fixed decimals for times, offsets and velocities, 0 to 9. Default 6.
    ///   - bufferSize: bytes collected before each write to the file. Default 64 KiB.
    /// - Throws: `OutputError.cannotCreate` when the temporary file cannot be created.
    public init(destination: URL, decimals: Int = 6, bufferSize: Int = 1 << 16) throws {
        precondition((0...9).contains(decimals), "a frame stream keeps 0 to 9 decimals")
        var format = FrameLineFormat.stream
        format.timeDecimals = decimals
        format.offsetDecimals = decimals
        format.velocityDecimals = decimals
        self.format = format
        self.destination = destination
        file = try AtomicFile.Pending(path: destination.path)
        temporaryFile = URL(fileURLWithPath: file.temporaryPath)
        capacity = Swift.max(bufferSize, format.longestLine)
        buffer = []
        buffer.reserveCapacity(capacity)
        var header = "# \(FrameLineFormat.streamHeader)\n"
        header.withUTF8 { buffer.append(contentsOf: $0) }
    }

    /// Writes `frame` as one line. Nothing is allocated: the line goes into the fixed buffer,
    /// which is written to the file whenever the next line might not fit.
    /// - Throws: `OutputError.writeFailed` (a full disk).
    public func append(_ frame: Frame) throws {
        precondition(!finished, "a finished frame stream takes no more frames")
        if buffer.count + format.longestLine > capacity { try flush() }
        format.append(frame, to: &buffer)
        count += 1
    }

    /// Writes what is buffered, flushes the file and renames it to `destination`, replacing any
    /// file there in one step.
    ///
    /// - Throws: `OutputError.writeFailed` when writing, flushing or renaming fails;
    ///   `destination` is then left as it was.
    public func finish() throws {
        precondition(!finished, "a frame stream is finished once")
        finished = true
        try flush()
        try file.commit()
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try file.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }
}
