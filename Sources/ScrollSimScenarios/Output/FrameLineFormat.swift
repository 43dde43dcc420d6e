import Foundation
import ScrollSim

/// One line of text per frame: the single writer and reader behind goldens, frame streams and
/// CSV, which differ only in separator, decimals and whether the finger flags are written.
///
/// Columns, in order: frame index, time (s), offset x and y (pt), velocity x and y (pt/s), phase
/// name, and with `flags` the sum `isTracking + 2 · isDragging + 4 · isDecelerating`. Numbers
/// are written with fixed decimals, rounded half away from zero on the scaled value, without a
/// sign on zero; a value too large for that (beyond 9·10¹⁸ in units of the last decimal) or not
/// finite is written as Swift describes it (`nan`, `inf`). Writing appends bytes to a buffer and
/// allocates nothing, so a stream of an hour costs what a second does.
public struct FrameLineFormat: Hashable, Sendable {
    /// Between columns: a space, or a comma for CSV.
    public var separator: UInt8
    /// Decimals of the time, in seconds.
    public var timeDecimals: Int
    /// Decimals of the offsets, in points.
    public var offsetDecimals: Int
    /// Decimals of the velocities, in points per second.
    public var velocityDecimals: Int
    /// Whether the eighth column, the finger flags, is written.
    public var flags: Bool

    /// Goldens: `0 0.0000 0.000 0.000 0.00 0.00 dragging`.
    public static let golden = FrameLineFormat(separator: 0x20, timeDecimals: 4, offsetDecimals: 3, velocityDecimals: 2, flags: false)
    /// CSV rows: the golden's columns, comma-separated, under `csvHeader`.
    public static let csv = FrameLineFormat(separator: 0x2C, timeDecimals: 4, offsetDecimals: 3, velocityDecimals: 2, flags: false)
    /// Frame streams: six decimals everywhere, and the flags.
    public static let stream = FrameLineFormat(separator: 0x20, timeDecimals: 6, offsetDecimals: 6, velocityDecimals: 6, flags: true)

    /// The CSV header for `csv` rows, names with units.
    public static let csvHeader = "frame,t_s,x_pt,y_pt,vx_pt_per_s,vy_pt_per_s,phase"

    /// The longest line a frame can need, in bytes.
    public var longestLine: Int { 6 * (22 + Swift.max(timeDecimals, offsetDecimals, velocityDecimals)) + 32 }

    /// Appends `frame`'s line and a line feed to `buffer`.
    public func append(_ frame: Frame, to buffer: inout [UInt8]) {
        FixedDecimal.append(integer: Int64(frame.index), to: &buffer)
        buffer.append(separator)
        FixedDecimal.append(frame.time, decimals: timeDecimals, to: &buffer)
        buffer.append(separator)
        FixedDecimal.append(Double(frame.contentOffset.x), decimals: offsetDecimals, to: &buffer)
        buffer.append(separator)
        FixedDecimal.append(Double(frame.contentOffset.y), decimals: offsetDecimals, to: &buffer)
        buffer.append(separator)
        FixedDecimal.append(Double(frame.velocityPointsPerSecond.x), decimals: velocityDecimals, to: &buffer)
        buffer.append(separator)
        FixedDecimal.append(Double(frame.velocityPointsPerSecond.y), decimals: velocityDecimals, to: &buffer)
        buffer.append(separator)
        var name = frame.phase.description
        name.withUTF8 { buffer.append(contentsOf: $0) }
        if flags {
            buffer.append(separator)
            buffer.append(0x30 + UInt8((frame.isTracking ? 1 : 0) | (frame.isDragging ? 2 : 0) | (frame.isDecelerating ? 4 : 0)))
        }
        buffer.append(0x0A)
    }

    /// `frame`'s line, without its line feed.
    public func line(_ frame: Frame) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(longestLine)
        append(frame, to: &buffer)
        buffer.removeLast()
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The frame a line holds, or nil when it is not a line of this format. Without `flags`, the
    /// frame's finger flags are all false.
    public func frame(_ line: Substring) -> Frame? {
        let fields = line.split(separator: Character(UnicodeScalar(separator)), omittingEmptySubsequences: false)
        guard fields.count == (flags ? 8 : 7),
            let index = Int(fields[0]), let time = Double(fields[1]),
            let x = Double(fields[2]), let y = Double(fields[3]),
            let vx = Double(fields[4]), let vy = Double(fields[5]),
            let phase = MotionPhase(name: String(fields[6]))
        else { return nil }
        var bits: UInt8 = 0
        if flags {
            guard let value = UInt8(fields[7]), value < 8 else { return nil }
            bits = value
        }
        return Frame(
            index: index, time: time, contentOffset: CGPoint(x: x, y: y), velocityPointsPerSecond: CGPoint(x: vx, y: vy), phase: phase,
            isTracking: bits & 1 != 0, isDragging: bits & 2 != 0, isDecelerating: bits & 4 != 0)
    }
}

/// One line's bytes built in a fixed buffer and appended to an array in one piece: a row of many
/// numbers costs one array append instead of one per number.
package struct LineBytes {
    private let start: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// The bytes written so far.
    package private(set) var count = 0

    private init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.start = start
        self.capacity = capacity
    }

    /// Builds a line of at most `capacity` bytes with `body` and appends it to `buffer`.
    ///
    /// - Precondition: `body` writes at most `capacity` bytes.
    package static func append(to buffer: inout [UInt8], capacity: Int, _ body: (inout LineBytes) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { storage in
            var line = LineBytes(start: storage.baseAddress!, capacity: capacity)
            body(&line)
            buffer.append(contentsOf: UnsafeBufferPointer(start: storage.baseAddress, count: line.count))
        }
    }

    private mutating func reserve(_ n: Int) {
        precondition(count + n <= capacity, "a line longer than its \(capacity) bytes")
    }

    /// Appends one byte.
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends the UTF-8 bytes of `text`.
    package mutating func append(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        (start + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    /// Appends the UTF-8 bytes of `text`.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            reserve(utf8.count)
            if let base = utf8.baseAddress { (start + count).update(from: base, count: utf8.count) }
            count += utf8.count
        }
    }

    /// Appends `FixedDecimal.append(integer:to:)`'s text.
    package mutating func append(integer value: Int64) {
        reserve(FixedDecimal.longestText)
        count += FixedDecimal.write(integer: value, to: start + count)
    }

    /// Appends `FixedDecimal.append(_:decimals:to:)`'s text.
    package mutating func append(_ value: Double, decimals: Int) {
        reserve(FixedDecimal.longestText)
        count += FixedDecimal.write(value, decimals: decimals, to: start + count)
    }
}
