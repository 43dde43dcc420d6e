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
        case let .unknownStrategy(name, suggestion):
            "Unknown strategy \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ".")
        case let .unknownParameter(strategy, parameter, suggestion):
            "Strategy \"\(strategy)\" has no parameter \"\(parameter)\""
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ".")
        case let .invalidParameter(strategy, parameter, expected, found):
            "Parameter \"\(parameter)\" of strategy \"\(strategy)\" expects \(expected) but found \(found)."
        }
    }
}

/// The closest candidate to `word` by edit distance, if within a third of its length (min 2).
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 1...Swift.max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...Swift.max(1, b.count) where !b.isEmpty {
                let current = row[j]
                row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : b.isEmpty ? a.count : row[b.count]
    }
    let target = Array(word.lowercased())
    let scored = candidates.map { ($0, distance(target, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= Swift.max(2, target.count / 3) ? best.0 : nil
}
