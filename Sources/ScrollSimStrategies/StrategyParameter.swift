/// The value of a strategy parameter, as a scenario file or `--set` gives it.
public enum StrategyParameter: Hashable, Sendable, CustomStringConvertible {
    /// A number (points, pt/ms, counts or factors; the parameter's documentation says which).
    case number(Double)
    /// A word, such as an anchor name.
    case text(String)
    /// A flag.
    case flag(Bool)

    /// The text shown in messages and logs.
    public var description: String {
        switch self {
        case let .number(value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case let .text(value): value
        case let .flag(value): String(value)
        }
    }
}

/// Describes one parameter a strategy accepts.
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

    /// The parameter's key in scenario files.
    public var name: String
    /// The kind of value.
    public var kind: Kind
    /// The value used when the parameter is absent; nil when it is required or derived.
    public var defaultValue: StrategyParameter?
    /// One line: meaning and unit.
    public var summary: String
    /// For `.text` parameters, the accepted words (empty: any).
    public var choices: [String]
    /// For `.text` parameters that accept other values too (`limitBehavior`: a word or a number),
    /// the words it knows, for "did you mean" suggestions; `choices` covers closed lists.
    public var words: [String]

    /// Creates a descriptor.
    public init(
        name: String, kind: Kind, defaultValue: StrategyParameter?, summary: String, choices: [String] = [], words: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
        self.choices = choices
        self.words = words
    }

    /// The words a suggestion may offer for this parameter: `choices` and `words`.
    public var suggestableWords: [String] { choices + words }
}
