/// Typed access to a strategy's checked parameters.
extension Dictionary where Key == String, Value == StrategyParameter {
    /// The number under `key`, or nil when absent (a derived default) or not a number.
    func number(_ key: String) -> Double? {
        if case let .number(value)? = self[key] { return value }
        return nil
    }

    /// The word under `key`, or nil when absent or not a word.
    func text(_ key: String) -> String? {
        if case let .text(value)? = self[key] { return value }
        return nil
    }

    /// The number under `key`, which must be present and satisfy `isValid`.
    ///
    /// - Throws: `StrategyError.invalidParameter` naming `requirement` when it does not.
    func number(_ key: String, of strategy: String, _ requirement: String, _ isValid: (Double) -> Bool) throws -> Double {
        guard let value = number(key), isValid(value) else {
            throw StrategyError.invalidParameter(
                strategy: strategy, parameter: key, expected: requirement, found: self[key]?.description ?? "nothing")
        }
        return value
    }

    /// The number under `key` if present (it must then satisfy `isValid`), else nil.
    func optionalNumber(_ key: String, of strategy: String, _ requirement: String, _ isValid: (Double) -> Bool) throws -> Double? {
        guard self[key] != nil else { return nil }
        return try number(key, of: strategy, requirement, isValid)
    }
}

extension StrategyParameterDescriptor {
    /// A number parameter with a default, in the given unit.
    static func number(_ name: String, _ value: Double?, _ summary: String) -> StrategyParameterDescriptor {
        StrategyParameterDescriptor(name: name, kind: .number, defaultValue: value.map { .number($0) }, summary: summary)
    }
}
