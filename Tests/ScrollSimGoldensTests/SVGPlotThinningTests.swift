import Foundation
import ScrollSim
import Testing

@testable import ScrollSimGoldens

/// A plot draws at most a few points per pixel column, whatever the run's length, and keeps what
/// each column shows: a one-frame spike or jump stays drawn.
@Suite("SVG plot thinning")
struct SVGPlotThinningTests {
    /// The points of the first polyline of `svg`, as its text pairs.
    static func polyline(_ svg: String) throws -> [Substring] {
        let start = try #require(svg.range(of: "points=\""))
        let end = try #require(svg[start.upperBound...].firstIndex(of: "\""))
        return svg[start.upperBound..<end].split(separator: " ")
    }

    @Test("360,000 frames draw at most 4 points per pixel column, and a one-frame spike to 100 pt is still drawn at its place")
    func spikeSurvives() throws {
        // Offset 0 for t in [0, 1) except frame 200,000, at 100. With the plot's layout (900 × 420,
        // margins left 80, right 230, top 40, bottom 60; 5 % padding on y, −5 to 105):
        // x = 80 + 590·t, y = 40 + (1 − (offset + 5)/110)·320. The spike: t = 200000/360000,
        // x = 80 + 327.78 = 407.8; y = 40 + (5/110)·320 = 54.5.
        let n = 360_000
        let points = (0..<n).map { (x: Double($0) / Double(n), y: $0 == 200_000 ? 100.0 : 0) }
        let svg = SVGPlot(title: "t", xLabel: "time (s)", yLabel: "offset (pt)", series: [.init(label: "offset", points: points)]).render()
        let drawn = try Self.polyline(svg)
        #expect(drawn.contains("407.8,54.5"))
        // 590 columns and the right edge's: at most 4 points each.
        #expect(drawn.count <= 4 * 591, "\(drawn.count) points")
        #expect(svg.utf8.count < 40_000, "\(svg.utf8.count) bytes")
    }

    @Test("a column of up to 4 points keeps them all; of more, its first, lowest, highest and last in their order")
    func columnsByHand() {
        // Column = the integer part of x.
        let few: [(x: Double, y: Double)] = [(0.1, 5), (0.2, 1), (0.3, 9), (0.4, 2), (1.5, 0)]
        #expect(SVGPlot.thinned(few, column: { Int($0) }).map(\.y) == [5, 1, 9, 2, 0])
        // Column 0 holds 6 points: first 3, lowest 1 (index 2), highest 8 (index 4), last 4.
        let many: [(x: Double, y: Double)] = [(0.0, 3), (0.1, 4), (0.2, 1), (0.3, 2), (0.4, 8), (0.5, 4), (1.0, 7)]
        #expect(SVGPlot.thinned(many, column: { Int($0) }).map(\.y) == [3, 1, 8, 4, 7])
    }

    @Test("3,000 release marks keep one circle per pixel column at most and no labels, and the legend says so")
    func manyMarkers() {
        let markers = (0..<3000).map { (x: Double($0) / 3000, y: 50.0, label: "target \($0)") }
        let svg = SVGPlot(
            title: "t", xLabel: "time (s)", yLabel: "offset (pt)", series: [.init(label: "offset", points: [(0, 0), (1, 100)], markers: markers)]
        ).render()
        let circles = svg.components(separatedBy: "<circle").count - 1
        #expect(circles > 0 && circles <= 591, "\(circles) circles")
        #expect(!svg.contains("target 1<"))
        #expect(svg.contains("\(circles) marks, too many to label"))
    }

    @Test("a golden mismatch of 100,000 frames plots under 60 KB, and its one-frame jump to 100 pt is drawn and marked on both curves")
    func goldenPlotBounded() throws {
        // Offsets 0 at 60 Hz except frame 50,000, at 100: it jumps there and back (each 100 pt
        // where 60 pt/s allows 2 · 60 · 1/60 + 2 = 4 pt). x = 80 + 590 · 50000/99999 = 375.0,
        // y = 40 + (5/110) · 320 = 54.5 (the plot's layout, above).
        let recording = FeelPageTests.recording((0..<100_000).map { $0 == 50_000 ? 100 : 0 })
        let svg = GoldenPlot.svg(name: "long", expected: Golden.text(name: "long", recording: recording), actual: recording)
        #expect(svg.utf8.count < 60_000, "\(svg.utf8.count) bytes")
        #expect(try Self.polyline(svg).contains("375.0,54.5"))
        #expect(svg.components(separatedBy: ">jump 100.0 pt<").count - 1 == 4)
    }
}
