import Foundation

/// Reads typed values out of a `JSONValue` tree, keeping the JSON path of each value so that an
/// error names it precisely (`gestures[3].translation`), and collecting warnings (duplicate and retired keys).
public struct JSONReader {
    /// Where the values come from, as errors name it: a file path, or an option such as `--set`.
    public let source: String
    /// Where the values come from.
    public let origin: InputError.Origin
    /// Problems that do not stop decoding (duplicate and retired keys), as errors that `--strict` throws.
    public private(set) var problems: [InputError] = []
    /// The problems as warning sentences.
    public var warnings: [String] { problems.map { "warning: \($0.description)" } }

    /// Creates a reader for values from `source`, starting with `problems` found before decoding
    /// (duplicate keys found by the parser).
    public init(source: String, origin: InputError.Origin = .file, problems: [InputError] = []) {
        self.source = source
        self.origin = origin
        self.problems = problems
    }

    /// `parent.key` or `key` at the top level.
    ///
    /// A key that would read as something else in a path (empty, or holding `.`, `[`, `]`, `"`,
    /// whitespace, a control or an invisible format character) is quoted as JSON in brackets:
    /// `scrollView[""]`, `["a.b"]`. So is a key that starts with a combining mark, which would
    /// otherwise join the character before it in the message (`at ` followed by U+064C reads as
    /// one grapheme, and the path no longer follows "at " as text).
    public static func join(_ parent: String, _ key: String) -> String {
        // Keys of ASCII letters, digits, `_` and `$` (every key the format declares) need no
        // Unicode property lookups.
        if !key.isEmpty,
            key.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x24 }
            )
        {
            return parent.isEmpty ? key : "\(parent).\(key)"
        }
        let combiningStart =
            key.unicodeScalars.first.map {
                [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
            } ?? false
        let plain =
            !key.isEmpty && !combiningStart
            && !key.unicodeScalars.contains {
                $0 == "." || $0 == "[" || $0 == "]" || $0 == "\"" || $0.properties.isWhitespace
                    || $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            }
        guard plain else { return parent + "[" + JSONValue.quoted(key) + "]" }
        return parent.isEmpty ? key : "\(parent).\(key)"
    }
    /// `parent[index]`.
    public static func join(_ parent: String, _ index: Int) -> String { "\(parent)[\(index)]" }

    /// An error about the value at `path`: expected this, found that, and `hint` (a suggestion,
    /// with its leading space) after it.
    public func mismatch(_ path: String, _ expected: String, _ found: JSONValue?, hint: String = "") -> InputError {
        var error = InputError.mismatch(source: source, path: path, expected: expected, found: found)
        error.origin = origin
        error.message += hint
        return error
    }

    /// An error of `kind` about the value at `path`, from this reader's source.
    public func error(_ kind: InputError.Kind, at path: String, _ message: String) -> InputError {
        InputError(kind, in: origin, source: source, path: path, message)
    }

    /// Notes a problem that does not stop decoding, such as a retired key: a warning, and an error
    /// under `--strict`.
    public mutating func warn(_ kind: InputError.Kind, at path: String, _ message: String) {
        problems.append(error(kind, at: path, message))
    }

    /// The members of an object whose keys are all in `known`.
    ///
    /// A key not in `known` is an error at its path, with the closest known key as a suggestion,
    /// thrown before any value of the object is read: a misspelt key would otherwise leave its
    /// value out silently (`orthogonalScrollBehavior`: a carousel that does not scroll), or let a
    /// check of another key speak first and blame that key.
    /// - Throws: `InputError` of kind `.unknownKey` for the first unknown key, in file order.
    public mutating func object(_ value: JSONValue?, at path: String, known: [String]) throws -> [String: JSONValue] {
        guard case .object(let members)? = value else { throw mismatch(path, "an object", value) }
        var result: [String: JSONValue] = [:]
        for member in members {
            if !known.contains(member.key) {
                let suggestion = closestMatch(to: member.key, in: known)
                let hint = suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
                throw error(.unknownKey(suggestion: suggestion), at: JSONReader.join(path, member.key), "unknown key \"\(member.key)\"\(hint)")
            }
            result[member.key] = member.value
        }
        return result
    }

    /// The largest magnitude of any number in a scenario or recording file: 10¹² (points, seconds,
    /// points per second…). A double still resolves 1/4096 pt at that size, so pixel snapping and
    /// the physics stay exact, and no product of two such numbers overflows.
    public static let largestMagnitude = 1e12

    /// A finite number no larger in magnitude than `largestMagnitude`.
    public func number(_ value: JSONValue?, at path: String) throws -> Double {
        guard case .number(let n)? = value else { throw mismatch(path, "a number", value) }
        guard abs(n) <= JSONReader.largestMagnitude else { throw mismatch(path, "a number from -1e12 to 1e12", value) }
        return n
    }

    /// A number within `range`, described as `what` in the error.
    public func number(_ value: JSONValue?, at path: String, in range: ClosedRange<Double>, _ what: String) throws -> Double {
        let n = try number(value, at: path)
        guard range.contains(n) else { throw mismatch(path, what, value) }
        return n
    }

    /// A number greater than zero.
    public func positive(_ value: JSONValue?, at path: String) throws -> Double {
        let n = try number(value, at: path)
        guard n > 0 else { throw mismatch(path, "a positive number", value) }
        return n
    }

    /// A number zero or greater.
    public func nonNegative(_ value: JSONValue?, at path: String) throws -> Double {
        let n = try number(value, at: path)
        guard n >= 0 else { throw mismatch(path, "a number of zero or more", value) }
        return n
    }

    /// A whole number within `range`.
    public func integer(_ value: JSONValue?, at path: String, in range: ClosedRange<Int>) throws -> Int {
        let what = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard case .number(let n)? = value, n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound)
        else { throw mismatch(path, what, value) }
        return Int(n)
    }

    /// A boolean.
    public func bool(_ value: JSONValue?, at path: String) throws -> Bool {
        guard case .bool(let b)? = value else { throw mismatch(path, "true or false", value) }
        return b
    }

    /// A string.
    public func string(_ value: JSONValue?, at path: String) throws -> String {
        guard case .string(let s)? = value else { throw mismatch(path, "a string", value) }
        return s
    }

    /// One of `choices`; a string that is not one is named with the closest choice, if any is
    /// close (`"begindrag"` … `(did you mean "beginDrag"?)`).
    public func choice(_ value: JSONValue?, at path: String, _ choices: [String]) throws -> String {
        let expected = "one of " + choices.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let s)? = value else { throw mismatch(path, expected, value) }
        guard choices.contains(s) else { throw mismatch(path, expected, value, hint: JSONReader.hint(s, choices)) }
        return s
    }

    /// ` (did you mean "WORD"?)` for the candidate closest to `word`, or "" when none is close.
    public static func hint(_ word: String, _ candidates: [String]) -> String {
        closestMatch(to: word, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// An array.
    public func array(_ value: JSONValue?, at path: String) throws -> [JSONValue] {
        guard case .array(let items)? = value else { throw mismatch(path, "an array", value) }
        return items
    }

    /// Two numbers `[x, y]` in points.
    public func point(_ value: JSONValue?, at path: String) throws -> CGPoint {
        let pair = try pair(value, at: path, "an array of two numbers [x, y]")
        return CGPoint(x: pair.0, y: pair.1)
    }

    /// Two positive numbers `[width, height]` in points (zero allowed with `allowZero`).
    ///
    /// An element out of range is named with its index and value: `bounds[0]: expected a positive
    /// width in points but found the number -375`.
    public func size(_ value: JSONValue?, at path: String, allowZero: Bool = false) throws -> CGSize {
        let what = allowZero ? "an array of two numbers of zero or more [width, height]" : "an array of two positive numbers [width, height]"
        let pair = try pair(value, at: path, what)
        for (i, (n, name)) in [(pair.0, "width"), (pair.1, "height")].enumerated() {
            guard n > 0 || (allowZero && n == 0) else {
                let expected = allowZero ? "a \(name) of zero or more points" : "a positive \(name) in points"
                throw mismatch(JSONReader.join(path, i), expected, .number(n))
            }
        }
        return CGSize(width: pair.0, height: pair.1)
    }

    /// Two numbers; a wrong shape is named at `path`, a wrong element at `path[i]`.
    private func pair(_ value: JSONValue?, at path: String, _ what: String) throws -> (Double, Double) {
        guard case .array(let items)? = value, items.count == 2 else { throw mismatch(path, what, value) }
        return (try number(items[0], at: JSONReader.join(path, 0)), try number(items[1], at: JSONReader.join(path, 1)))
    }

    /// Makes warnings into errors (`--strict`): throws the first one, if any.
    public func throwIfWarnings() throws {
        if let first = problems.first { throw first }
    }
}
