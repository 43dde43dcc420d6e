import Foundation

/// Fixed-decimal number text without allocation: the one number formatter of every output
/// (goldens, frame and sweep rows, tables, messages, plots), with one rounding rule: `value ·
/// 10^decimals` computed in Double, then rounded half away from zero, so that one number reads
/// the same everywhere.
/// `JSONValue.rounded` keeps the same rule for JSON's numbers.
package enum FixedDecimal {
    /// 10^`decimals` (0 to 9), exact: a constant table, not an array.
    @inline(__always)
    static func powerOfTen(_ decimals: Int) -> Double {
        switch decimals {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        default: preconditionFailure("0 to 9 decimals")
        }
    }

    /// The longest text `write` makes: 20 digits, a sign and a point, or Swift's description of a
    /// value too large for them (at most 24 bytes).
    package static var longestText: Int { 32 }

    /// Appends the decimal digits of `value`, with a leading `-` when negative.
    package static func append(integer value: Int64, to buffer: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestText) { text in
            let count = write(integer: value, to: text.baseAddress!)
            buffer.append(contentsOf: UnsafeBufferPointer(start: text.baseAddress, count: count))
        }
    }

    /// Appends `value` with `decimals` (0 to 9) fixed decimals: `value · 10^decimals` rounded half
    /// away from zero, split at the decimal point; no sign on a value that rounds to zero.
    package static func append(_ value: Double, decimals: Int, to buffer: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestText) { text in
            let count = write(value, decimals: decimals, to: text.baseAddress!)
            buffer.append(contentsOf: UnsafeBufferPointer(start: text.baseAddress, count: count))
        }
    }

    /// Writes `append(integer:to:)`'s text at `text` (room for `longestText` bytes); returns its length.
    package static func write(integer value: Int64, to text: UnsafeMutablePointer<UInt8>) -> Int {
        let sign = value < 0 ? 1 : 0
        if sign == 1 { text[0] = 0x2D }
        return sign + writeDigits(of: value.magnitude, decimals: 0, to: text + sign)
    }

    /// Writes `append(_:decimals:to:)`'s text at `text` (room for `longestText` bytes); returns
    /// its length.
    package static func write(_ value: Double, decimals: Int, to text: UnsafeMutablePointer<UInt8>) -> Int {
        guard let units = units(value, decimals: decimals) else {
            var description = String(value)
            return description.withUTF8 { utf8 in
                let count = min(utf8.count, longestText)
                text.update(from: utf8.baseAddress!, count: count)
                return count
            }
        }
        let sign = units < 0 ? 1 : 0
        if sign == 1 { text[0] = 0x2D }
        return sign + writeDigits(of: units.magnitude, decimals: decimals, to: text + sign)
    }

    /// Writes `units` as a number with `decimals` digits after a point (none when 0) and at least
    /// one before it; returns the length. The length is counted first (from `decimals + 1` digits
    /// up, the fewest written), then the digits are written in place from the last, two at a time
    /// from a table of the pairs 00 to 99 (one division by the constant 100, a multiplication, per
    /// pair): the fraction's `decimals` digits, the point, then the rest.
    @inline(__always)
    private static func writeDigits(of units: UInt64, decimals: Int, to text: UnsafeMutablePointer<UInt8>) -> Int {
        // Zero (a still axis's offset, in most rows of a sweep) is `0`, then the point and zeros.
        if units == 0 {
            text[0] = 0x30
            guard decimals > 0 else { return 1 }
            text[1] = 0x2E
            (text + 2).initialize(repeating: 0x30, count: decimals)
            return decimals + 2
        }
        // Digits: at least `decimals + 1` (at most 10); then one more for each power of ten
        // `units` reaches (UInt64.max has 20; 10¹⁹ is the largest power of ten it holds).
        var digits = decimals + 1
        var bound = UInt64(powerOfTen(decimals)) &* 10
        while digits < 20 && units >= bound {
            digits += 1
            bound &*= 10
        }
        let length = decimals > 0 ? digits + 1 : digits
        let pairs = digitPairs.utf8Start
        var n = units
        var i = length
        // The last two digits of `n` go before position `i`.
        @inline(__always) func writePair() {
            let q = n / 100
            let r = Int(truncatingIfNeeded: n &- q &* 100) &* 2
            i -= 2
            text[i] = pairs[r]
            text[i + 1] = pairs[r + 1]
            n = q
        }
        if decimals > 0 {
            var fraction = decimals
            while fraction >= 2 {
                writePair()
                fraction -= 2
            }
            if fraction == 1 {
                i -= 1
                text[i] = 0x30 + UInt8(truncatingIfNeeded: n % 10)
                n /= 10
            }
            i -= 1
            text[i] = 0x2E
        }
        while i >= 2 { writePair() }
        // One digit left when the integer part has an odd count: `n` is below 10 here.
        if i == 1 { text[0] = 0x30 + UInt8(truncatingIfNeeded: n) }
        return length
    }

    /// The digit pairs `00`, `01`, … `99`, in order: pair `k` is at bytes `2k` and `2k + 1`. A
    /// literal, so its bytes are a constant of the binary (no global to initialise).
    @inline(__always)
    private static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// The integer `append(_:decimals:to:)` writes before placing the point: `value · 10^decimals`
    /// rounded half away from zero; nil when it is not finite or too large for 18 digits.
    ///
    /// Rounded without a library call: below 2⁵², the product truncated to an integer and the
    /// remainder (exact: it is the product's own fraction bits) decide, as `rounded()` does;
    /// from 2⁵² on, every double is already an integer.
    @inline(__always)
    package static func units(_ value: Double, decimals: Int) -> Int64? {
        let product = value * powerOfTen(decimals)
        if abs(product) < 0x1p52 {
            let truncated = Int64(product)
            let remainder = product - Double(truncated)
            return remainder >= 0.5 ? truncated + 1 : remainder <= -0.5 ? truncated - 1 : truncated
        }
        guard product.isFinite, abs(product) < 9.0e18 else { return nil }
        return Int64(product)
    }

    /// `append(_:decimals:to:)`'s text as a string.
    package static func text(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = []
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
