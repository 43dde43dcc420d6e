import Foundation

/// The distinct offsets a snapping strategy can rest on, ascending, in points.
///
/// Items whose aligned offsets clamp to the same value (several items near an end of the content,
/// or items stacked in one column) are one stop, so that "one item from the start" always means
/// one place the view can move to: counting items instead would let a gesture's only allowed
/// neighbour be the offset it started from, and the view could never leave it.
struct SnapStops {
    /// Offsets closer than this are one stop, in points.
    static let sameOffset = 1e-9

    /// The stops, ascending, at least `sameOffset` apart.
    let offsets: [Double]

    /// The distinct values of `itemOffsets`.
    init(_ itemOffsets: [Double]) {
        var result: [Double] = []
        for offset in itemOffsets.sorted() where result.last.map({ offset - $0 > Self.sameOffset }) ?? true {
            result.append(offset)
        }
        offsets = result
    }

    /// Whether there is no stop.
    var isEmpty: Bool { offsets.isEmpty }

    /// Every stop's index.
    var indices: Range<Int> { offsets.indices }

    /// The stop indices at most `reach` from `start` (all of them when `reach` is nil).
    func indices(within reach: Int?, of start: Int?) -> [Int] {
        guard let reach, let start, indices.contains(start) else { return Array(indices) }
        return Array(max(0, start - reach)...min(offsets.count - 1, start + reach))
    }

    /// The index among `candidates` whose stop is nearest `point` (the lower offset on a tie).
    func nearest(to point: Double, among candidates: [Int]) -> Int? {
        var best: Int?
        for i in candidates where best.map({ abs(offsets[i] - point) < abs(offsets[$0] - point) }) ?? true {
            best = i
        }
        return best
    }

    /// The first item in `itemOffsets` that rests on stop `index`.
    func firstItem(at index: Int, in itemOffsets: [Double]) -> Int? {
        itemOffsets.firstIndex { abs($0 - offsets[index]) <= Self.sameOffset }
    }
}
