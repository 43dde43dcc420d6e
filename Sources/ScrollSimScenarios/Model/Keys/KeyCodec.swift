import Foundation
import ScrollSim
import ScrollSimJSON

/// How the values of one kind of key are read from a file and written back: the reader's checks
/// (with its error wording) and the JSON that reads back as the same value.
struct KeyCodec<Value>: Sendable {
    /// The values it accepts, for the schema and the docs.
    let kind: ScenarioKey.Kind
    /// Reads a value at a JSON path; throws `InputError` naming the path.
    let read: @Sendable (JSONValue, String, inout JSONReader) throws -> Value
    /// The JSON a file writes for a value.
    let write: @Sendable (Value) -> JSONValue
}

extension KeyCodec where Value == Double {
    /// A number within `range` (and ±10¹²).
    static func number(_ range: ScenarioKey.NumberRange) -> KeyCodec {
        KeyCodec(
            kind: .number(range),
            read: { value, path, reader in
                switch range {
                case .any: return try reader.number(value, at: path)
                case .positive: return try reader.positive(value, at: path)
                case .nonNegative: return try reader.nonNegative(value, at: path)
                case .positiveUpTo(let high):
                    let n = try reader.positive(value, at: path)
                    guard n <= high else { throw reader.mismatch(path, "a positive number up to \(JSONValue.format(high))", value) }
                    return n
                case .closed(let low, let high):
                    return try reader.number(value, at: path, in: low...high, "a number from \(JSONValue.format(low)) to \(JSONValue.format(high))")
                }
            },
            write: { .number($0) })
    }
}

extension KeyCodec where Value == Int {
    /// A whole number within `range`.
    static func integer(_ range: ClosedRange<Int>) -> KeyCodec {
        KeyCodec(kind: .integer(range), read: { try $2.integer($0, at: $1, in: range) }, write: { .number(Double($0)) })
    }
}

extension KeyCodec where Value == Bool {
    /// `true` or `false`.
    static let flag = KeyCodec(kind: .flag, read: { try $2.bool($0, at: $1) }, write: { .bool($0) })
}

extension KeyCodec where Value == String {
    /// Any string.
    static let text = KeyCodec(kind: .text, read: { try $2.string($0, at: $1) }, write: { .string($0) })
}

extension KeyCodec where Value == CGPoint {
    /// `[x, y]`.
    static let point = KeyCodec(kind: .point, read: { try $2.point($0, at: $1) }, write: { .point($0) })
}

extension KeyCodec where Value == CGSize {
    /// `[width, height]`, each greater than 0, or 0 or more with `allowsZero`.
    static func size(allowsZero: Bool) -> KeyCodec {
        KeyCodec(kind: .size(allowsZero: allowsZero), read: { try $2.size($0, at: $1, allowZero: allowsZero) }, write: { .size($0) })
    }
}

extension KeyCodec where Value == UIEdgeInsets {
    /// `{"top", "left", "bottom", "right"}`, missing edges 0.
    static let insets = KeyCodec(kind: .insets, read: { try $2.insets($0, at: $1) }, write: { .insets($0) })
}

extension KeyCodec where Value: Equatable & Sendable {
    /// One of the words of `choices`, each standing for a value.
    static func choice(_ choices: [(word: String, value: Value)]) -> KeyCodec {
        let words = choices.map(\.word)
        return KeyCodec(
            kind: .choice(words),
            read: { value, path, reader in
                let word = try reader.choice(value, at: path, words)
                return choices.first { $0.word == word }!.value
            },
            write: { value in .string(choices.first { $0.value == value }?.word ?? words[0]) })
    }
}
