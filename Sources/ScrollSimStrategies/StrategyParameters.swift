/// Typed access to a strategy's checked parameters: every value has its declared kind and range.
extension Dictionary where Key == String, Value == StrategyParameter {
    /// The number under `key`, or nil when absent (derived from the layout).
    func number(_ key: String) -> Double? {
        if case .number(let value)? = self[key] { return value }
        return nil
    }

    /// The number under `key`, a parameter declared with a default.
    ///
    /// - Precondition: the parameter is declared with a number default (the catalog fills it in).
    func declaredNumber(_ key: String) -> Double {
        guard let value = number(key) else { preconditionFailure("\(key) is declared with a number default") }
        return value
    }

    /// The word under `key`, or nil when absent or not a word.
    func text(_ key: String) -> String? {
        if case .text(let value)? = self[key] { return value }
        return nil
    }
}
