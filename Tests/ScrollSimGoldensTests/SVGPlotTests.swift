import Foundation
import ScrollSimGoldens
import Testing

/// Marker labels that would cover each other are moved to other rows; clear ones stay put.
@Suite("SVG plot marker labels")
struct SVGPlotTests {
    /// A plot of the line (0, 0)–(1, 100) with `markers`. With the plot's fixed layout (900 × 420,
    /// margins left 80, right 230, top 40, bottom 60) and 5 % padding on y (−5 to 105):
    /// x = 80 + 590·t and y = 40 + (1 − (offset + 5)/110)·320.
    func labels(_ markers: [(x: Double, y: Double, label: String)]) -> [(x: String, y: String, text: String)] {
        let plot = SVGPlot(
            title: "t", xLabel: "time (s)", yLabel: "offset (pt)",
            series: [.init(label: "offset", points: [(0, 0), (1, 100)], markers: markers)])
        return plot.render().split(separator: "\n").compactMap { line in
            guard line.contains("font-size=\"10\""), let text = line.split(separator: ">").dropFirst().first?.split(separator: "<").first
            else { return nil }
            func attribute(_ name: String) -> String {
                let after = line.components(separatedBy: " \(name)=\"")[1]
                return String(after.prefix { $0 != "\"" })
            }
            return (attribute("x"), attribute("y"), String(text))
        }
    }

    @Test("three labels at the same point take successive rows 12 apart, upwards from 8 above the marker")
    func stacked() {
        // The marker at (0.5, 50): x = 80 + 295 = 375, y = 40 + 160 = 200; labels start 6 right, 8 up.
        let placed = labels([(0.5, 50, "WillEndDragging"), (0.5, 50, "DidEndDragging"), (0.5, 50, "WillBeginDecelerating")])
        #expect(placed.map(\.x) == ["381.0", "381.0", "381.0"])
        #expect(placed.map(\.y) == ["192.0", "180.0", "168.0"])
        #expect(placed.map(\.text) == ["WillEndDragging", "DidEndDragging", "WillBeginDecelerating"])
    }

    @Test("labels far enough apart keep their own row")
    func clearLabelsStay() {
        // (0.2, 20): x = 198, y = 40 + (1 − 25/110)·320 = 287.27; (0.8, 80): x = 552, y = 112.73.
        let placed = labels([(0.2, 20, "rest 0.20 s"), (0.8, 80, "rest 0.80 s")])
        #expect(placed.map(\.x) == ["204.0", "558.0"])
        #expect(placed.map(\.y) == ["279.3", "104.7"])
    }

    @Test("a label at the top edge that would cover another goes below its marker, inside the plot")
    func belowAtTheTop() {
        // (1, 100): y = 40 + 320·5/110 = 54.55, own row 46.55; a row above would leave the plot
        // (its top, 10 above the baseline, must stay below y = 40), so the second label goes to
        // 46.55 + 8 + 4 + 12 = 70.55, under the marker's circle.
        let placed = labels([(1, 100, "DidEndDecelerating"), (1, 100, "rest 0.68 s")])
        #expect(placed.map(\.y) == ["46.5", "70.5"])
    }

    @Test("labels at the same time but far apart in offset do not move")
    func sameTimeDifferentOffset() {
        let placed = labels([(0.5, 10, "a"), (0.5, 90, "b")])
        // y = 40 + (1 − 15/110)·320 − 8 = 308.36 and 40 + (1 − 95/110)·320 − 8 = 75.64.
        #expect(placed.map(\.y) == ["308.4", "75.6"])
    }

    @Test("non-finite points and markers are left out, and the range comes from the finite ones: the line (0, 0)–(1, 100) as without them")
    func nonFiniteDataIsLeftOut() {
        let clean = SVGPlot(title: "t", xLabel: "time (s)", yLabel: "offset (pt)", series: [.init(label: "offset", points: [(0, 0), (1, 100)])])
        let dirty = SVGPlot(
            title: "t", xLabel: "time (s)", yLabel: "offset (pt)",
            series: [
                .init(
                    label: "offset", points: [(0, 0), (0.5, .nan), (.infinity, 3), (1, 100)],
                    markers: [(.nan, 1, "lost"), (0.5, -.infinity, "lost too")])
            ])
        #expect(dirty.render() == clean.render())
        #expect(SVGPlot(title: "t", xLabel: "x", yLabel: "y", series: [.init(label: "all nan", points: [(.nan, .nan)])]).render().contains("all nan"))
    }

    @Test("a curve drawn exactly over an earlier one is named in the legend as the same curve; a different one is not")
    func coincidingCurvesAreNamed() {
        let points: [(x: Double, y: Double)] = [(0, 0), (1, 100)]
        let plot = SVGPlot(
            title: "t", xLabel: "time (s)", yLabel: "offset (pt)",
            series: [
                .init(label: "normal", points: points), .init(label: "0.995 (runs as normal)", points: points),
                .init(label: "fast", points: [(0, 0), (1, 50)]),
            ]
        ).render()
        #expect(plot.contains(">same curve as normal</text>"))
        #expect(plot.components(separatedBy: "same curve as").count == 2, "only the coinciding curve is noted")
    }
}
