import ScrollSimJSON
import ScrollSimStrategies

extension StrategySpec {
    /// Makes the strategy from the catalog; a name or parameter the catalog rejects is an
    /// `InputError` naming `source`, the path under `path` (the strategy's key in the file) and
    /// the closest valid name.
    public func makeStrategy(source: String, path: String = "strategy") throws -> any SnappingStrategy {
        try strategyMaker(source: source, path: path)()
    }

    /// Checks the name and parameters once and returns a function that makes a new strategy
    /// object each time it is called: for a sweep, which needs a fresh strategy per cell.
    /// - Throws: `InputError`, as `makeStrategy(source:)`.
    public func strategyMaker(source: String, path: String = "strategy") throws -> @Sendable () -> any SnappingStrategy {
        do {
            return try StrategyCatalog.maker(name: name, parameters: parameters)
        } catch let error as StrategyError {
            throw inputError(error, source: source, path: path)
        }
    }

    /// `error` as the `InputError` that names `source` and the path under `path`.
    private func inputError(_ error: StrategyError, source: String, path: String) -> InputError {
        func hint(_ suggestion: String?) -> String { suggestion.map { " (did you mean \"\($0)\"?)" } ?? "" }
        switch error {
        case .unknownStrategy(let name, let suggestion):
            return InputError(
                .invalidValue, source: source, path: JSONReader.join(path, "name"),
                "expected one of \(StrategyCatalog.names.joined(separator: ", ")) but found \"\(name)\"\(hint(suggestion))")
        case .unknownParameter(let strategy, let parameter, let suggestion):
            let declared = StrategyCatalog.entry(named: strategy)?.parameters.map(\.name) ?? []
            let expected =
                declared.isEmpty ? "no parameters for \"\(strategy)\"" : "a parameter of \"\(strategy)\" (\(declared.joined(separator: ", ")))"
            return InputError(
                .unknownKey(suggestion: suggestion), source: source, path: JSONReader.join(path, parameter),
                "expected \(expected) but found the key \"\(parameter)\"\(hint(suggestion))")
        case .invalidParameter(let strategy, let parameter, let expected, let found):
            // The value as the file gave it, described as every other error describes values.
            let value: String =
                switch parameters[parameter] {
                case .number(let n)?: JSONValue.number(n).kindDescription
                case .text(let word)?: JSONValue.string(word).kindDescription
                case .flag(let b)?: JSONValue.bool(b).kindDescription
                case nil: found
                }
            var hint = ""
            if case .text(let word)? = parameters[parameter],
                let descriptor = StrategyCatalog.entry(named: strategy)?.parameters.first(where: { $0.name == parameter })
            {
                hint = JSONReader.hint(word, descriptor.suggestableWords)
            }
            return InputError(
                .invalidValue, source: source, path: JSONReader.join(path, parameter),
                "expected \(expected) for \"\(strategy)\" but found \(value)\(hint)")
        }
    }

    /// What the strategy needs of the layout and is missing, if anything: strategies that snap to
    /// items need a layout with items in section 0 (the strategies snap section 0); one that
    /// reads the layout's item width needs a layout or the parameter that replaces it. The error
    /// names `layoutPath` and `strategyPath`, where the two are in the file.
    func requirementError(layout: LayoutSpec?, source: String, layoutPath: String = "layout", strategyPath: String = "strategy") -> InputError? {
        guard let entry = StrategyCatalog.entry(named: name) else { return nil }
        if entry.needsItems, (layout?.sectionItemCounts.first ?? 0) == 0 {
            let sectioned = layout?.sections != nil
            return InputError(
                .invalidValue, source: source,
                path: layout == nil ? layoutPath : sectioned ? layoutPath + ".sections[0].itemCount" : layoutPath + ".itemCount",
                "expected at least one item\(sectioned ? " in section 0" : ""), which the strategy \"\(entry.name)\" needs, but found \(layout == nil ? "no layout" : "0 items")"
            )
        }
        if let parameter = entry.needsLayoutUnlessGiven, layout == nil, parameters[parameter] == nil {
            return InputError(
                .invalidValue, source: source, path: layoutPath,
                "expected a layout or \(strategyPath).\(parameter) (the strategy \"\(entry.name)\" snaps to multiples of the layout's item width unless \(parameter) is given) but found no layout and no \(parameter)"
            )
        }
        return nil
    }
}
