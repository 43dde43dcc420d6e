import Foundation

extension SVGPlot {
    /// The most points a pixel column keeps of a polyline: the first, the lowest, the highest and
    /// the last of the points drawn in it.
    static let pointsPerColumn = 4

    /// `points` thinned to the pixels they are drawn on: a run of consecutive points that fall in
    /// one pixel column (`column(x)`) keeps all of them when they are at most `pointsPerColumn`,
    /// otherwise its first, lowest, highest and last, in their order. What a column shows is the
    /// same (the line enters at the first, spans lowest to highest, leaves at the last), so a
    /// spike or a jump inside a column stays drawn; the text drawn is bounded by the plot's width,
    /// not the run's length. Deterministic: ties keep the earliest point.
    static func thinned(_ points: [(x: Double, y: Double)], column: (Double) -> Int) -> [(x: Double, y: Double)] {
        guard points.count > pointsPerColumn else { return points }
        var out: [(x: Double, y: Double)] = []
        var start = 0
        while start < points.count {
            let c = column(points[start].x)
            var end = start + 1
            var lowest = start
            var highest = start
            while end < points.count, column(points[end].x) == c {
                if points[end].y < points[lowest].y { lowest = end }
                if points[end].y > points[highest].y { highest = end }
                end += 1
            }
            if end - start <= pointsPerColumn {
                out += points[start..<end]
            } else {
                for i in Set([start, lowest, highest, end - 1]).sorted() { out.append(points[i]) }
            }
            start = end
        }
        return out
    }

    /// `markers` as drawn: all of them while they are no more than the plot's pixel columns
    /// (`columns`; several events at one time each keep their circle and label), otherwise the
    /// first given in each column (`column(x)`): a run's thousands of releases mark as many
    /// columns as the plot has, not a circle each.
    static func thinnedMarkers(
        _ markers: [(x: Double, y: Double, label: String)], columns: Int, column: (Double) -> Int
    ) -> [(x: Double, y: Double, label: String)] {
        guard markers.count > columns else { return markers }
        var taken: Set<Int> = []
        return markers.filter { taken.insert(column($0.x)).inserted }
    }
}
