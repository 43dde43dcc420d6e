import ScrollSimScenarios

extension SweepGrid {
    /// Parses `K/N` (1 ≤ K ≤ N) for `--shard`.
    /// - Throws: `CommandError` 64 naming the option and the text.
    static func shard(_ text: String, option: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
            throw CommandError.usage("\(option) expects K/N with 1 ≤ K ≤ N (for example 2/8) but found \"\(text)\".")
        }
        return (k, n)
    }
}
