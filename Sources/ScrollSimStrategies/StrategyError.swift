/// Why a strategy could not be made from a name and parameters.
public enum StrategyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No strategy has this name; `suggestion` is the closest name, if any is close.
    case unknownStrategy(String, suggestion: String?)
    /// The strategy takes no parameter of this name; `suggestion` is the closest one.
    case unknownParameter(strategy: String, parameter: String, suggestion: String?)
    /// The parameter has the wrong kind of value or is out of range.
    case invalidParameter(strategy: String, parameter: String, expected: String, found: String)

    /// The text shown in messages and logs.
    public var description: String {
        switch self {
        case .unknownStrategy(let name, let suggestion):
            "Unknown strategy \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ".")
        case .unknownParameter(let strategy, let parameter, let suggestion):
            "Strategy \"\(strategy)\" has no parameter \"\(parameter)\""
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ".")
        case .invalidParameter(let strategy, let parameter, let expected, let found):
            "Parameter \"\(parameter)\" of strategy \"\(strategy)\" expects \(expected) but found \(found)."
        }
    }
}
