/// The candidate `word` was most likely meant to be, for "did you mean" suggestions; nil when
/// none is close enough to suggest.
///
/// Tried in order, all ignoring case:
/// 1. the same word in another case (`begindrag` → `beginDrag`);
/// 2. the smallest Damerau-Levenshtein distance (a swap of two neighbours counts as one edit),
///    if it is at most max(2, a third of the word's length) and less than the candidate's length
///    (`translaton` → `translation`, `native-pagin` → `native-paging`);
/// 3. a candidate that contains the word, or that the word contains, when the shorter of the two
///    has at least 3 characters (`bound` → `bounds`);
/// 4. the candidate sharing the most of the word's camelCase or hyphenated parts, where a part
///    matches a candidate's part that it abbreviates or nearly spells (`maxDuration` →
///    `maximumDuration`, `restOffst` → `finalOffset`): the matched parts must make up at least half
///    of the word, and longer matched parts count for more.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty, !candidates.isEmpty else { return nil }
    let lowered = candidates.map { Array($0.lowercased()) }
    if let same = lowered.firstIndex(of: typed) { return candidates[same] }

    let distances = lowered.map { editDistance(typed, $0) }
    if let best = distances.indices.min(by: { distances[$0] < distances[$1] }),
        distances[best] <= max(2, typed.count / 3), distances[best] < lowered[best].count
    {
        return candidates[best]
    }

    let containing = lowered.indices.filter { i in
        let shorter = min(typed.count, lowered[i].count)
        return shorter >= 3 && (String(lowered[i]).contains(String(typed)) || String(typed).contains(String(lowered[i])))
    }
    if let best = containing.min(by: { abs(lowered[$0].count - typed.count) < abs(lowered[$1].count - typed.count) }) {
        return candidates[best]
    }

    let typedParts = parts(of: word)
    func score(_ i: Int) -> Int {
        let candidateParts = parts(of: candidates[i])
        return typedParts.filter { part in candidateParts.contains { partsMatch(part, $0) } }.reduce(0) { $0 + $1.count }
    }
    let scores = candidates.indices.map(score)
    guard let best = candidates.indices.max(by: { (scores[$0], -distances[$0]) < (scores[$1], -distances[$1]) }),
        scores[best] > 0, 2 * scores[best] >= typed.count
    else { return nil }
    return candidates[best]
}

/// The lowercased parts of a camelCase, hyphenated or underscored name: `maxDuration` → max, duration.
func parts(of name: String) -> [[Character]] {
    var result: [[Character]] = []
    var current: [Character] = []
    for c in name {
        if c == "-" || c == "_" || c == "." || c == " " {
            if !current.isEmpty { result.append(current) }
            current = []
            continue
        }
        if c.isUppercase, !current.isEmpty {
            result.append(current)
            current = []
        }
        current.append(Character(c.lowercased()))
    }
    if !current.isEmpty { result.append(current) }
    return result
}

/// Whether a typed part names a candidate's part: one abbreviates the other (3 characters or
/// more), or they differ by at most a third of the typed part's length (min 1); a one-letter part
/// (the `u` and `i` of `swiftUI`) matches only itself, or any two letters would match.
func partsMatch(_ typed: [Character], _ candidate: [Character]) -> Bool {
    if typed.count == 1 || candidate.count == 1 { return typed == candidate }
    if typed.count >= 3, candidate.count >= 3, candidate.starts(with: typed) || typed.starts(with: candidate) { return true }
    return editDistance(typed, candidate) <= max(1, typed.count / 3)
}

/// The Damerau-Levenshtein distance (optimal string alignment): insertions, deletions,
/// substitutions and swaps of two neighbouring characters each count as one edit.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        row[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                row[j] = min(row[j], previous2[j - 2] + 1)
            }
        }
        (previous2, previous, row) = (previous, row, previous2)
    }
    return previous[b.count]
}
