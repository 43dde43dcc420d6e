import Foundation
import ScrollSim
import ScrollSimScenarios

/// Figures that sum up a run along its scroll axis, for `compare` and `plot`.
struct RunMetrics {
    /// The offset when the finger lifted (or at the start), in points.
    var releaseOffset: Double
    /// |final − release offset|, in points.
    var distance: Double
    /// The rest time, in seconds, if reached.
    var restTime: Double?
    /// The largest |velocity| along the axis, in pt/s.
    var peakVelocity: Double
    /// The largest overshoot past any edge, in points.
    var maximumOvershoot: Double
    /// The final offset, in points.
    var finalOffset: CGPoint
    /// The final page.
    var finalPage: Int

    init(_ run: ScenarioRun) {
        let axis = run.scenario.axis
        let r = run.recording
        let release = r.events.first { $0.name == .scrollViewWillEndDragging }
        releaseOffset = (release?.contentOffset ?? r.frames.first?.contentOffset ?? .zero)[axis]
        finalOffset = run.finalOffset
        distance = abs(finalOffset[axis] - releaseOffset)
        restTime = r.restTime
        peakVelocity = r.frames.map { abs($0.velocityPointsPerSecond[axis]) }.max() ?? 0
        maximumOvershoot = r.maximumOvershoot
        finalPage = run.finalPage
    }

    /// The axis name for labels: "x" or "y".
    static func axisName(_ axis: ScrollAxis) -> String { axis == .horizontal ? "x" : "y" }

    /// Reference lines at the offsets where the cards (or pages) of `pages` sit, within the range
    /// the series cover: `card N` with items, `page N` without.
    static func pageGuides(_ pages: PageGrid, series: [SVGPlot.Series]) -> [(value: Double, label: String)] {
        let values = series.flatMap { $0.points.map(\.y) }
        guard let low = values.min(), let high = values.max() else { return [] }
        let noun = pages.itemCenters.isEmpty ? "page" : "card"
        return pages.pageOffsets(within: low...high).map { (value: $0.offset, label: "\(noun) \($0.page)") }
    }

    /// A plot series of the offset along the scroll axis against time, with the rest point marked.
    static func series(_ run: ScenarioRun, label: String, markEvents: Bool = false) -> SVGPlot.Series {
        let axis = run.scenario.axis
        let points = run.recording.frames.map { (x: $0.time, y: $0.contentOffset[axis]) }
        var markers: [(x: Double, y: Double, label: String)] = []
        if markEvents {
            for e in run.recording.events where e.name != .scrollViewDidScroll {
                let short = e.name.rawValue.replacingOccurrences(of: "scrollView", with: "")
                markers.append((e.time, e.contentOffset[axis], short))
            }
        }
        if let rest = run.recording.restFrame {
            markers.append((rest.time, rest.contentOffset[axis], "rest \(Report.number(rest.time, 2)) s"))
        }
        return SVGPlot.Series(label: label, points: points, markers: markers)
    }
}
