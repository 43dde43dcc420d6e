/// A parsed JSON value that keeps the order of object keys, so that reports and re-encoded files
/// read in the order they were written.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number; the parser rejects numbers that overflow `Double`.
    case number(Double)
    /// A string, escapes decoded.
    case string(String)
    /// An array, in file order.
    case array([JSONValue])
    /// Members in file order; a later duplicate key replaces the earlier one's value in place
    /// (the parser notes it: `JSONParser.parseNotingDuplicates`).
    case object([(key: String, value: JSONValue)])

    /// Structural equality: object members compare in order, numbers by value.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// Hashes the structure, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The value of `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the kind of value, for error messages: "a number", "an array of 3 items"…
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): "the boolean \(b)"
        case .number(let n): "the number \(JSONValue.format(n))"
        case .string(let s): "the string " + JSONValue.printable(s)
        case .array(let a): "an array of \(a.count) item\(a.count == 1 ? "" : "s")"
        case .object: "an object"
        }
    }

    /// `s` for a message: a JSON string literal, so that no control character reaches a terminal,
    /// and at most 200 characters of it, with the length said when it is longer.
    public static func printable(_ s: String) -> String {
        let limit = 200
        let count = s.unicodeScalars.count
        guard count > limit else { return quoted(s) }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: s.unicodeScalars.prefix(limit))
        return quoted(String(head)) + "… (\(count) characters in all)"
    }

    /// Formats a number as JSON: integers without a fraction, others with Swift's shortest form.
    public static func format(_ n: Double) -> String {
        if n == n.rounded() && abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }
}
