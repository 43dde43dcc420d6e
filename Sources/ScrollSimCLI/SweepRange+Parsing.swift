import ScrollSimScenarios

extension SweepRange {
    /// Parses `FROM:TO:STEP` for the option `option`.
    /// - Throws: `CommandError` 64 naming the option and the text: a missing or malformed part,
    ///   a non-positive step, TO below FROM, a bound past ±10¹², or more than 10⁹ values.
    init(_ text: String, option: String) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, Double(parts[0]) != nil, Double(parts[1]) != nil {
            throw CommandError.usage("\(option) expects FROM:TO:STEP but found \"\(text)\": the step is missing (for example \"\(text):10\").")
        }
        let numbers = parts.map { Double($0) }
        guard numbers.count == 3, let from = numbers[0], let to = numbers[1], let step = numbers[2] else {
            throw CommandError.usage("\(option) expects FROM:TO:STEP, three numbers, but found \"\(text)\".")
        }
        guard from.isFinite, to.isFinite, abs(from) <= Self.largestMagnitude, abs(to) <= Self.largestMagnitude else {
            throw CommandError.usage("\(option) expects FROM and TO between -1e12 and 1e12 but found \"\(text)\".")
        }
        guard step.isFinite, step > 0 || (step == 0 && from == to) else {
            throw CommandError.usage("\(option) expects FROM:TO:STEP with a positive STEP but found \"\(text)\".")
        }
        guard to >= from else { throw CommandError.usage("\(option) expects FROM ≤ TO but found \"\(text)\".") }
        // In Double first: (TO − FROM) / STEP can exceed any Int.
        let steps = step == 0 ? 0 : ((to - from) / step + 1e-9).rounded(.down)
        guard steps < Double(Self.maximumCount) else {
            throw CommandError.usage("\(option) \"\(text)\" gives more than \(Self.maximumCount) values; use a larger STEP.")
        }
        self.init(from: from, through: to, step: step)
    }
}
