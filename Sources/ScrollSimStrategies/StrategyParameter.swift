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
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .text(let value): value
        case .flag(let value): String(value)
        }
    }
}

extension StrategyParameterDescriptor {
    /// A number parameter in `unit`, accepting `range`; `defaultValue` nil means derived from the layout.
    static func number(
        _ name: String, default defaultValue: Double?, _ unit: Unit, _ range: Range, _ summary: String
    ) -> StrategyParameterDescriptor {
        StrategyParameterDescriptor(
            name: name, kind: .number, defaultValue: defaultValue.map { .number($0) }, summary: summary, unit: unit,
            range: range)
    }
}
