/// Text from outside (file names, names, option values) made safe to print: nothing in it can move
/// the cursor, clear the screen, set a window title, reorder what a terminal shows, or start a
/// line of its own.
public enum TerminalText {
    /// Whether `scalar` must not reach a terminal as it is: a C0 control other than a line break
    /// or a tab, DEL, a C1 control, or a bidirectional control (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069), which reorders the text shown around it.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 { return v != 0x0A && v != 0x09 }
        if v == 0x7F || (0x80...0x9F).contains(v) { return true }
        return v == 0x061C || v == 0x200E || v == 0x200F || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// `text` with every unsafe scalar (`isUnsafe`) written as `\u{XXXX}`; line breaks and tabs
    /// kept. For whole messages, which may span lines.
    public static func safe(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        return escaping(text, where: isUnsafe)
    }

    /// Whether every byte of `text` is printable ASCII, a line break or a tab: then no scalar is
    /// unsafe. A byte test, about a tenth of the scalar test's cost, which a sweep's rows (tens of
    /// megabytes of digits and commas) pass through.
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        func unsafe(_ byte: UInt8) -> Bool { byte >= 0x7F || (byte < 0x20 && byte != 0x0A && byte != 0x09) }
        return text.withUTF8 { bytes in
            // Eight bytes at a time: a word with no byte below 0x20 (the high bit of `below`
            // marks one, exactly) and none above 0x7E (`above`, per byte without carries) passes
            // whole; the bytes of any other word (one holding a line break, say) are tested one
            // by one.
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            var i = 0
            while i + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let below = (word &- ones &* 0x20) & ~word & highs
                let above = (((word & ~highs) &+ ones) | word) & highs
                if below | above != 0 {
                    for byte in bytes[i..<i + 8] where unsafe(byte) { return false }
                }
                i += 8
            }
            for byte in bytes[i...] where unsafe(byte) { return false }
            return true
        }
    }

    /// `text` as one line: every unsafe scalar, line break and tab written as `\u{XXXX}`. For a name
    /// or a path inside a line, where a line break would forge a line of its own.
    public static func inline(_ text: String) -> String {
        let unsafe = { (s: Unicode.Scalar) in isUnsafe(s) || s == "\n" || s == "\t" || s == "\u{2028}" || s == "\u{2029}" }
        guard text.unicodeScalars.contains(where: unsafe) else { return text }
        return escaping(text, where: unsafe)
    }

    private static func escaping(_ text: String, where unsafe: (Unicode.Scalar) -> Bool) -> String {
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            if unsafe(s) {
                out.append(contentsOf: "\\u{\(String(s.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(s)
            }
        }
        return String(out)
    }
}
