import Foundation
import ScrollSim

/// Offset-against-time plots of runs: the SVG `scrollsim plot` writes for one run, and the parts
/// `compare` and `SettingsComparison` draw several runs with.
public enum RunPlot {
    /// The axis name used in labels: "x" or "y".
    public static func axisName(_ axis: ScrollAxis) -> String { axis == .horizontal ? "x" : "y" }

    /// The SVG of `recording`'s offset along `axis` against time, with every delegate callback
    /// but `scrollViewDidScroll` and the rest frame marked, and the offsets of `pages`' cards (or
    /// pages) drawn as guides; titled `title`. Each of `subviews` (a view inside, by name) adds its
    /// own curve along its own axis, labelled with its name.
    public static func svg(
        _ recording: Recording, axis: ScrollAxis, pages: PageGrid, title: String, subviews: [ScenarioRun.Subview] = []
    ) -> String {
        var curves = [series(recording, axis: axis, label: "offset \(axisName(axis))", markEvents: true)]
        for sub in subviews {
            curves.append(series(sub.recording, axis: sub.pages.axis, label: "\(sub.name) offset \(axisName(sub.pages.axis))", markEvents: true))
        }
        var plot = SVGPlot(title: title, xLabel: "time (s)", yLabel: "content offset \(axisName(axis)) (pt)", series: curves)
        if subviews.isEmpty { plot.guides = pageGuides(pages, series: plot.series) }
        return plot.render()
    }

    /// Reference lines at the offsets where the cards (or pages) of `pages` sit, within the range
    /// `series` cover: `card N` with items, `page N` without.
    public static func pageGuides(_ pages: PageGrid, series: [SVGPlot.Series]) -> [(value: Double, label: String)] {
        let values = series.flatMap { $0.points.map(\.y) }
        guard let low = values.min(), let high = values.max() else { return [] }
        let noun = pages.itemCenters.isEmpty ? "page" : "card"
        return pages.pageOffsets(within: low...high).map { (value: $0.offset, label: "\(noun) \($0.page)") }
    }

    /// A series of `recording`'s offset along `axis` (points) against time (seconds), labelled
    /// `label`, with the rest frame marked and, when `markEvents`, every callback but
    /// `scrollViewDidScroll` (named without its `scrollView` prefix).
    public static func series(_ recording: Recording, axis: ScrollAxis, label: String, markEvents: Bool = false) -> SVGPlot.Series {
        let points = recording.frames.map { (x: $0.time, y: Double($0.contentOffset[axis])) }
        var markers: [(x: Double, y: Double, label: String)] = []
        if markEvents {
            for e in recording.events where e.name != .scrollViewDidScroll {
                let short = e.name.rawValue.replacingOccurrences(of: "scrollView", with: "")
                markers.append((e.time, Double(e.contentOffset[axis]), short))
            }
        }
        if let rest = recording.restFrame {
            markers.append((rest.time, Double(rest.contentOffset[axis]), "rest \(Report.number(rest.time, 2)) s"))
        }
        return SVGPlot.Series(label: label, points: points, markers: markers)
    }
}
