import ScrollSimJSON

/// Describes one parameter a strategy accepts: its key, kind, unit, default and the values it
/// accepts. A strategy declares each parameter once, in its own file (`catalogEntry`); the catalog
/// checks values against it, and the schema, the docs and the fuzz dictionary are checked against it.
public struct StrategyParameterDescriptor: Hashable, Sendable {
    /// What kind of value the parameter takes.
    public enum Kind: String, Hashable, Sendable {
        /// A number (`StrategyParameter.number`).
        case number
        /// A word (`StrategyParameter.text`).
        case text
        /// A flag (`StrategyParameter.flag`).
        case flag
    }

    /// The unit of a number parameter.
    public enum Unit: String, Hashable, Sendable {
        /// Points.
        case points
        /// Points per millisecond, UIKit's scroll velocity unit.
        case pointsPerMillisecond
        /// A dimensionless fraction.
        case fraction

        /// The unit as written in messages: "points", "pt/ms", "fraction".
        public var symbol: String {
            switch self {
            case .points: "points"
            case .pointsPerMillisecond: "pt/ms"
            case .fraction: "fraction"
            }
        }
    }

    /// The numbers a number parameter accepts.
    public enum Range: Hashable, Sendable {
        /// Greater than 0.
        case positive
        /// 0 or greater.
        case nonNegative
        /// Strictly between 0 and 1.
        case openUnitInterval

        /// Whether `value` is accepted: never NaN, an infinity, or a magnitude above 10¹²
        /// (`JSONReader.largestMagnitude`, the limit of every number in a scenario file: beyond it
        /// a double no longer resolves a pixel, and products of parameters overflow to infinity).
        public func contains(_ value: Double) -> Bool {
            guard value.isFinite, abs(value) <= JSONReader.largestMagnitude else { return false }
            switch self {
            case .positive: return value > 0
            case .nonNegative: return value >= 0
            case .openUnitInterval: return value > 0 && value < 1
            }
        }
    }

    /// The parameter's key in scenario files.
    public var name: String
    /// The kind of value.
    public var kind: Kind
    /// The value used when the parameter is absent; nil when it is derived from the layout.
    public var defaultValue: StrategyParameter?
    /// One line: meaning and unit.
    public var summary: String
    /// For `.number` parameters, the unit.
    public var unit: Unit?
    /// For `.number` parameters, the accepted values (nil: any finite number).
    public var range: Range?
    /// For `.text` parameters, the accepted words (empty: any).
    public var choices: [String]
    /// For `.text` parameters that accept other values too (`limitBehavior`: a word or a number),
    /// the words it knows, for "did you mean" suggestions; `choices` covers closed lists.
    public var words: [String]
    /// For `.text` parameters with open values, the pattern of accepted text (the schema's).
    public var pattern: String?
    /// For `.text` parameters with open values, the accepted text in words.
    private var openTextRequirement: String?

    /// Creates a descriptor; `patternDescription` says in words what `pattern` accepts.
    public init(
        name: String, kind: Kind, defaultValue: StrategyParameter?, summary: String, unit: Unit? = nil,
        range: Range? = nil, choices: [String] = [], words: [String] = [], pattern: String? = nil,
        patternDescription: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
        self.unit = unit
        self.range = range
        self.choices = choices
        self.words = words
        self.pattern = pattern
        self.openTextRequirement = patternDescription
    }

    /// The words a suggestion may offer for this parameter: `choices` and `words`.
    public var suggestableWords: [String] { choices + words }

    /// What a valid value is, in words, for messages: "a positive number of points", "a fraction
    /// between 0 and 1", "one of leading, center, trailing".
    public var requirement: String {
        switch kind {
        case .number:
            let unit = unit.map { " of \($0.symbol)" } ?? ""
            switch range {
            case .positive?: return "a positive number" + unit + " up to 1e12"
            case .nonNegative?: return "a number" + unit + " from 0 to 1e12"
            case .openUnitInterval?: return "a fraction between 0 and 1"
            case nil: return "a number" + unit + " from -1e12 to 1e12"
            }
        case .text:
            if !choices.isEmpty { return "one of " + choices.joined(separator: ", ") }
            return openTextRequirement ?? "a text"
        case .flag: return "a flag"
        }
    }

    /// Whether `value` has this parameter's kind and lies in its range or choices.
    public func accepts(_ value: StrategyParameter) -> Bool {
        switch (kind, value) {
        case (.number, .number(let n)): range?.contains(n) ?? (n.isFinite && abs(n) <= JSONReader.largestMagnitude)
        case (.text, .text(let word)): choices.isEmpty || choices.contains(word)
        case (.flag, .flag): true
        default: false
        }
    }
}
