import Foundation
import ScrollSim

/// One line of text per frame: the single writer and reader behind goldens, frame streams, CSV
/// and the text report's table, which differ only in separator, decimals and whether the finger
/// flags are written.
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
    /// Text tables (`scrollsim run`'s text report): cells of `0 0.000 0.000 0.000 0.0 0.0
    /// dragging` separated by tabs, then aligned into columns when the table is printed.
    public static let text = FrameLineFormat(separator: 0x09, timeDecimals: 3, offsetDecimals: 3, velocityDecimals: 1, flags: false)
    /// Frame streams: six decimals everywhere, and the flags.
    public static let stream = FrameLineFormat(separator: 0x20, timeDecimals: 6, offsetDecimals: 6, velocityDecimals: 6, flags: true)

    /// A column of a frame line: a name and its unit, from which each format's spelling follows.
    public struct Column: Hashable, Sendable {
        /// The column's name: `frame`, `t`, `x`, `y`, `vx`, `vy`, `phase`.
        public var name: String
        /// Its unit (`s`, `pt`, `pt/s`), or nil for the frame index and the phase.
        public var unit: String?

        /// In CSV headers and frame streams: `t_s`, `vx_pt_per_s`.
        public var csvName: String { unit.map { name + "_" + $0.replacingOccurrences(of: "/", with: "_per_") } ?? name }
        /// In golden headers: `t(s)`, `vx(pt/s)`.
        public var goldenName: String { unit.map { "\(name)(\($0))" } ?? name }
        /// In text tables and messages: `t (s)`, `vx (pt/s)`.
        public var tableName: String { unit.map { "\(name) (\($0))" } ?? name }
    }

    /// The columns every format writes, in order: the one declaration of their names and units.
    public static let columns = [
        Column(name: "frame", unit: nil), Column(name: "t", unit: "s"), Column(name: "x", unit: "pt"), Column(name: "y", unit: "pt"),
        Column(name: "vx", unit: "pt/s"), Column(name: "vy", unit: "pt/s"), Column(name: "phase", unit: nil),
    ]

    /// The CSV header for `csv` rows, names with units: `frame,t_s,x_pt,…`.
    public static let csvHeader = columns.map(\.csvName).joined(separator: ",")
    /// The golden's column comment, without `# `: `frame t(s) x(pt) …`.
    public static let goldenHeader = columns.map(\.goldenName).joined(separator: " ")
    /// The frame stream's column comment, without `# `: the CSV names and `flags`.
    public static let streamHeader = (columns.map(\.csvName) + ["flags"]).joined(separator: " ")

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
