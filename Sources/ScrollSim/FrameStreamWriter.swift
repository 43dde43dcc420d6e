import Foundation

/// A sink that streams frames to a text file as the run goes, one line per frame, so a long run
/// needs a fixed amount of memory whatever its length.
///
/// Each line is `index time offsetX offsetY velocityX velocityY phase flags`: time in seconds,
/// offsets in points and velocities in points per second, each with `decimals` fixed decimals;
/// `phase` is the phase's name; `flags` is `isTracking + 2·isDragging + 4·isDecelerating`. The
/// first line is a `#` comment naming the columns. `FrameStreamReader` reads such a file back.
///
/// Lines go through a fixed-size buffer to a temporary file next to the destination; `finish()`
/// renames it into place in one step, so a run that stops early leaves any earlier file intact.
/// A writer dropped without `finish()` removes its temporary file.
public final class FrameStreamWriter: FrameSink {
    /// The file the frames end up in, once `finish()` has run.
    public let destination: URL
    /// The file being written, renamed to `destination` by `finish()`.
    public let temporaryFile: URL
    /// Decimals written for times, offsets and velocities.
    public let decimals: Int
    /// The number of frames written so far.
    public private(set) var count = 0

    private let handle: FileHandle
    private var buffer: [UInt8]
    private let capacity: Int
    private let scale: Double
    private var finished = false

    /// The longest line a frame can need: 6 numbers of up to 20 digits, sign, point and decimals.
    private var longestLine: Int { 6 * (22 + decimals) + 32 }

    /// Opens a temporary file next to `destination` for writing.
    ///
    /// - Parameters:
    ///   - decimals: fixed decimals for times, offsets and velocities, 0 to 9. Default 6.
    ///   - bufferSize: bytes collected before each write to the file. Default 64 KiB.
    /// - Throws: when the temporary file cannot be created.
    public init(destination: URL, decimals: Int = 6, bufferSize: Int = 1 << 16) throws {
        precondition((0...9).contains(decimals), "a frame stream keeps 0 to 9 decimals")
        self.destination = destination
        self.decimals = decimals
        scale = Self.powersOfTen[decimals]
        let directory = destination.deletingLastPathComponent()
        temporaryFile = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).partial")
        guard FileManager.default.createFile(atPath: temporaryFile.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporaryFile.path])
        }
        handle = try FileHandle(forWritingTo: temporaryFile)
        capacity = Swift.max(bufferSize, 6 * (22 + decimals) + 32)
        buffer = []
        buffer.reserveCapacity(capacity)
        append(text: "# index time offsetX offsetY velocityX velocityY phase flags\n")
    }

    deinit {
        if !finished {
            try? handle.close()
            try? FileManager.default.removeItem(at: temporaryFile)
        }
    }

    /// Writes `frame` as one line. Nothing is allocated: the line goes into the fixed buffer,
    /// which is written to the file whenever the next line might not fit.
    public func append(_ frame: Frame) throws {
        precondition(!finished, "a finished frame stream takes no more frames")
        if buffer.count + longestLine > capacity { try flush() }
        append(integer: Int64(frame.index))
        buffer.append(0x20)
        append(fixed: frame.time)
        buffer.append(0x20)
        append(fixed: Double(frame.contentOffset.x))
        buffer.append(0x20)
        append(fixed: Double(frame.contentOffset.y))
        buffer.append(0x20)
        append(fixed: Double(frame.velocity.x))
        buffer.append(0x20)
        append(fixed: Double(frame.velocity.y))
        buffer.append(0x20)
        append(text: frame.phase.description)
        buffer.append(0x20)
        let flags = (frame.isTracking ? 1 : 0) | (frame.isDragging ? 2 : 0) | (frame.isDecelerating ? 4 : 0)
        buffer.append(0x30 + UInt8(flags))
        buffer.append(0x0A)
        count += 1
    }

    /// Writes what is buffered, closes the file and renames it to `destination`, replacing any
    /// file there in one step.
    ///
    /// - Throws: when writing, closing or renaming fails; `destination` is then left as it was.
    public func finish() throws {
        precondition(!finished, "a frame stream is finished once")
        try flush()
        try handle.synchronize()
        try handle.close()
        finished = true
        guard rename(temporaryFile.path, destination.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporaryFile)
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSFilePathErrorKey: destination.path,
                NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
            ])
        }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try handle.write(contentsOf: $0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func append(text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
    }

    private func append(integer value: Int64) {
        if value < 0 { buffer.append(0x2D) }
        let magnitude = value.magnitude
        var place: UInt64 = 1
        while magnitude / place >= 10 { place *= 10 }
        while place > 0 {
            buffer.append(0x30 + UInt8(magnitude / place % 10))
            place /= 10
        }
    }

    /// Appends `value` with `decimals` fixed decimals: `value · 10^decimals` rounded to the
    /// nearest integer (halves away from zero), then split at the decimal point. Values too large
    /// for that (beyond about 9·10⁹ points at 9 decimals) and non-finite ones are written by
    /// Swift's own description.
    private func append(fixed value: Double) {
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 9.0e18 else {
            append(text: String(value))
            return
        }
        let units = Int64(scaled)
        if units < 0 { buffer.append(0x2D) }
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        append(integer: Int64(magnitude / divisor))
        guard decimals > 0 else { return }
        buffer.append(0x2E)
        var fraction = magnitude % divisor
        var place = divisor / 10
        while place > 0 {
            buffer.append(0x30 + UInt8(fraction / place))
            fraction %= place
            place /= 10
        }
    }

    static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
}

/// Reads the frames a `FrameStreamWriter` wrote.
public enum FrameStreamReader {
    /// Why a frame stream could not be read.
    public enum ReadError: Error, Hashable, CustomStringConvertible {
        /// Line `line` (1-based) is not a frame: `text` is what it holds.
        case malformedLine(line: Int, text: String)

        /// The text shown in messages and logs.
        public var description: String {
            switch self {
            case let .malformedLine(line, text):
                "Line \(line) of the frame stream is not a frame (index time offsetX offsetY velocityX velocityY phase flags): \"\(text)\"."
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
            let fields = line.split(separator: " ")
            guard fields.count == 8,
                let index = Int(fields[0]), let time = Double(fields[1]),
                let x = Double(fields[2]), let y = Double(fields[3]),
                let vx = Double(fields[4]), let vy = Double(fields[5]),
                let phase = MotionPhase(name: String(fields[6])),
                let flags = UInt8(fields[7]), flags < 8
            else { throw ReadError.malformedLine(line: lineNumber, text: String(line)) }
            result.append(
                Frame(
                    index: index, time: time, contentOffset: CGPoint(x: x, y: y), velocity: CGPoint(x: vx, y: vy),
                    phase: phase, isTracking: flags & 1 != 0, isDragging: flags & 2 != 0, isDecelerating: flags & 4 != 0))
        }
        return result
    }
}
