import Foundation
import ScrollSimJSON

/// One key of the scenario format, declared once: its name, the values it accepts, its unit,
/// what its absence means and one line on its meaning. The decoder, the encoder, the JSON Schema
/// (`ScenarioSchema`), the key tables of docs/scenario-format.md and the fuzz dictionary all come
/// from these declarations (`ScenarioFormat`).
public struct ScenarioKey: Sendable {
    /// The values a key accepts.
    public enum Kind: Sendable {
        /// A number within `range`, and always within ±10¹² (`JSONReader.largestMagnitude`).
        case number(NumberRange)
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// `true` or `false`.
        case flag
        /// Any string.
        case text
        /// One of the words.
        case choice([String])
        /// `[x, y]`.
        case point
        /// `[width, height]`, each greater than 0, or 0 or more with `allowsZero`.
        case size(allowsZero: Bool)
        /// `{"top", "left", "bottom", "right"}`, missing edges 0.
        case insets
        /// A value of its own shape: its schema and, in words, what it accepts.
        case custom(schema: JSONValue, accepts: String)
    }

    /// The numbers a `.number` key accepts.
    public enum NumberRange: Sendable, Equatable {
        /// Any number within ±10¹².
        case any
        /// Greater than 0.
        case positive
        /// 0 or greater.
        case nonNegative
        /// Greater than 0 and at most the bound.
        case positiveUpTo(Double)
        /// From the lower to the upper bound, both included.
        case closed(Double, Double)
    }

    /// What a file that leaves the key out gets.
    public enum Presence: Sendable {
        /// The key must be given; `missing` says what is expected (the error's "expected …").
        case required(missing: String)
        /// The value used when the key is absent, as the file would write it.
        case defaulted(JSONValue)
        /// The key may be absent, meaning what the text says ("none", "run to rest").
        case optional(absent: String)
    }

    /// The key as a file writes it.
    public var name: String
    /// The values it accepts.
    public var kind: Kind
    /// The unit of its numbers ("pt", "s", "pt/ms", "pt/s"), or nil.
    public var unit: String?
    /// What its absence means.
    public var presence: Presence
    /// One line: what the key means.
    public var summary: String

    /// Whether the key must be given.
    public var isRequired: Bool {
        if case .required = presence { return true }
        return false
    }

    /// The key's JSON Schema (draft 2020-12): the kind's schema, the default when there is one,
    /// and the summary (with the unit) as its description.
    public var schema: JSONValue {
        guard case .object(var members) = kind.schemaValue else { return kind.schemaValue }
        if case .defaulted(let value) = presence { members.append(("default", value)) }
        members.append(("description", .string(description)))
        return .object(members)
    }

    /// The summary with the unit: "Offset at the start [x, y] (pt).".
    public var description: String {
        unit.map { "\(summary) Unit: \($0)." } ?? summary
    }

    /// What the key accepts, in words, for the docs and for errors.
    public var accepts: String {
        switch kind {
        case .number(let range):
            switch range {
            case .any: return "a number"
            case .positive: return "a number > 0"
            case .nonNegative: return "a number ≥ 0"
            case .positiveUpTo(let high): return "a number > 0, at most \(JSONValue.format(high))"
            case .closed(let low, let high): return "a number from \(JSONValue.format(low)) to \(JSONValue.format(high))"
            }
        case .integer(let range): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .flag: return "true or false"
        case .text: return "a string"
        case .choice(let words): return words.map { "`\($0)`" }.joined(separator: ", ")
        case .point: return "[x, y]"
        case .size(let allowsZero): return allowsZero ? "[width, height], each ≥ 0" : "[width, height], each > 0"
        case .insets: return "{top, left, bottom, right}, missing edges 0"
        case .custom(_, let accepts): return accepts
        }
    }

    /// What the docs' "default" column shows: `required`, the default as JSON, or the absent text.
    public var defaultText: String {
        switch presence {
        case .required: return "required"
        case .defaulted(let value): return "`\(value.rendered())`"
        case .optional(let absent): return absent
        }
    }

    /// The key's row in a docs table: `| key | accepts | unit | default | meaning |`.
    public var tableRow: String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        return "| `\(name)` | \(cell(accepts)) | \(unit ?? "") | \(cell(defaultText)) | \(cell(summary)) |"
    }
}

extension ScenarioKey.Kind {
    /// The JSON Schema of the values of this kind, without a default or description.
    public var schemaValue: JSONValue {
        var members: [(key: String, value: JSONValue)]
        switch self {
        case .number(let range):
            members = [("type", .string("number"))]
            let most = JSONReader.largestMagnitude
            switch range {
            case .any: members += [("minimum", .number(-most)), ("maximum", .number(most))]
            case .positive: members += [("exclusiveMinimum", .number(0)), ("maximum", .number(most))]
            case .nonNegative: members += [("minimum", .number(0)), ("maximum", .number(most))]
            case .positiveUpTo(let high): members += [("exclusiveMinimum", .number(0)), ("maximum", .number(high))]
            case .closed(let low, let high): members += [("minimum", .number(low)), ("maximum", .number(high))]
            }
        case .integer(let range):
            members = [("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound)))]
        case .flag: members = [("type", .string("boolean"))]
        case .text: members = [("type", .string("string"))]
        case .choice(let words): members = [("enum", .array(words.map { .string($0) }))]
        case .point: members = [("$ref", .string("#/$defs/point"))]
        case .size(let allowsZero): members = [("$ref", .string(allowsZero ? "#/$defs/size" : "#/$defs/positiveSize"))]
        case .insets: members = [("$ref", .string("#/$defs/insets"))]
        case .custom(let schema, _): return schema
        }
        return .object(members)
    }
}
