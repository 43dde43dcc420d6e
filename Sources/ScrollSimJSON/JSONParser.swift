/// A strict JSON parser (RFC 8259) that reports the line and column of a syntax error, rejects
/// numbers too large for `Double` and notes keys repeated within one object.
///
/// Why not Foundation's `JSONSerialization` or `JSONDecoder`: scenario files need the order of
/// keys kept (reports and re-encoded files follow the author's order), every repeated key
/// reported with both lines, the same line-and-column message on every platform, and a number
/// that overflows `Double` named as such. Foundation gives unordered dictionaries, keeps one of
/// two repeated keys without a word, and words its errors differently on Darwin and Linux.
public struct JSONParser {
    /// The deepest nesting of arrays and objects the parser accepts, in levels; deeper input is
    /// a syntax error rather than a stack overflow.
    public static let maximumDepth = 512

    /// One step from an object or array into a member.
    private enum PathStep {
        case key(String)
        case index(Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The offsets where lines 2, 3… start, found once, when a position is first needed.
    private var lineStarts: [Int]?
    /// The path from the root to the value being parsed, rendered only when a key repeats.
    private var path: [PathStep] = []
    private var duplicates: [DuplicateKey] = []

    /// Parses `text` as one JSON value; of a repeated key, the later value is kept.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try parseNotingDuplicates(text).value
    }

    /// Parses `text` as one JSON value and lists the keys repeated within an object, in file order.
    public static func parseNotingDuplicates(_ text: String) throws(SyntaxError) -> (value: JSONValue, duplicates: [DuplicateKey]) {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return (value, parser.duplicates)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The 1-based line of byte `offset`: a binary search in the line starts, so that noting
    /// many repeated keys stays linear in the file's size.
    private mutating func line(of offset: Int) -> Int {
        if lineStarts == nil {
            lineStarts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        }
        let starts = lineStarts!
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low + 1
    }

    /// The 1-based line and column of byte `offset` (columns count characters, not bytes).
    private mutating func position(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        let start = line == 1 ? 0 : lineStarts![line - 2]
        var column = 1
        for byte in bytes[start..<min(offset, bytes.count)] where byte & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    private mutating func error(_ reason: String) -> SyntaxError {
        let (line, column) = position(of: index)
        return SyntaxError(reason: reason, line: line, column: column)
    }

    /// The current path with `key` appended, as `scrollView.bounds` or `gestures[2].t`.
    private func renderedPath(appending key: String) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let k): text = JSONReader.join(text, k)
            case .index(let i): text = JSONReader.join(text, i)
            }
        }
        return JSONReader.join(text, key)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String, value: JSONValue) throws(SyntaxError) -> JSONValue {
        for byte in literal.utf8 {
            guard current == byte else { throw error("expected \"\(literal)\"") }
            index += 1
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else {
            throw error("arrays and objects are nested deeper than the limit of \(JSONParser.maximumDepth) levels")
        }
        guard let c = current else { throw error("expected a value but found the end of the file") }
        switch c {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", value: .bool(true))
        case UInt8(ascii: "f"): return try expect("false", value: .bool(false))
        case UInt8(ascii: "n"): return try expect("null", value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a value (an object, array, string, number, true, false or null) but found \"\(Character(Unicode.Scalar(c)))\"")
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Each key's member index and where it starts (to give both lines when a key repeats):
        // a hash lookup, so that an object of many keys parses in linear time.
        var seen: [String: (member: Int, offset: Int)] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected \":\" after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue(depth: depth + 1)
            path.removeLast()
            if let existing = seen[key] {
                duplicates.append(
                    DuplicateKey(
                        path: renderedPath(appending: key), key: key, firstLine: line(of: existing.offset), line: line(of: keyOffset)))
                members[existing.member].value = value
            } else {
                seen[key] = (members.count, keyOffset)
                members.append((key, value))
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected \",\" or \"}\" in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            path.append(.index(items.count))
            items.append(try parseValue(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw error("expected \",\" or \"]\" in an array")
        }
    }

    /// A string's characters, escapes decoded, collected as UTF-8 bytes and made into a `String`
    /// once at the end: linear in the string's length, however many escapes it holds.
    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while let c = current {
            index += 1
            switch c {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let e = current else { throw error("unterminated escape") }
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\") {
                        index += 1
                        guard current == UInt8(ascii: "u") else { throw error("expected a low surrogate") }
                        index += 1
                        let low = try parseHex4()
                        // Checked before the arithmetic, which would trap on a low part below 0xDC00.
                        guard (0xDC00..<0xE000).contains(low) else {
                            throw error("expected a low surrogate \\uDC00 to \\uDFFF after a high surrogate")
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode escape") }
                    utf8.append(contentsOf: String(scalar).utf8)
                default: throw error("invalid escape \"\\\(Character(Unicode.Scalar(e)))\"")
                }
            case 0..<0x20:
                index -= 1
                throw error("control character in a string")
            default:
                utf8.append(c)
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = UInt32(String(Unicode.Scalar(c)), radix: 16) else {
                throw error("expected four hexadecimal digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        func digits() { while let c = current, c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") { index += 1 } }
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") else {
            throw error("expected a digit")
        }
        if first == UInt8(ascii: "0") { index += 1 } else { digits() }
        if current == UInt8(ascii: ".") {
            index += 1
            let before = index
            digits()
            guard index > before else { throw error("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            let before = index
            digits()
            guard index > before else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            var tooLarge = error("the number \(text) is too large for a double")
            tooLarge.isNumberTooLarge = true
            throw tooLarge
        }
        return value
    }
}
