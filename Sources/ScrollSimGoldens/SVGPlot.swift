import Foundation
import ScrollPhysics
import ScrollSim

/// A line plot as SVG text: labelled axes with units, one polyline per series, a legend, and
/// optional marked points (rest points, events). Each polyline is thinned to the pixel columns it
/// is drawn on (`thinned(_:column:)`: a column's first, lowest, highest and last points), and
/// markers that outnumber the columns to one per column, so that an hour of frames draws a file
/// bounded by the plot's width.
public struct SVGPlot: Sendable {
    /// One line of the plot.
    public struct Series: Sendable {
        /// The legend label.
        public var label: String
        /// (x, y) pairs in data units.
        public var points: [(x: Double, y: Double)]
        /// Points to mark with a circle and a short label (rest, events).
        public var markers: [(x: Double, y: Double, label: String)] = []
        /// Draw dashed (for recorded or reference data).
        public var dashed = false

        /// Creates a series.
        public init(label: String, points: [(x: Double, y: Double)], markers: [(x: Double, y: Double, label: String)] = [], dashed: Bool = false) {
            self.label = label
            self.points = points
            self.markers = markers
            self.dashed = dashed
        }
    }

    /// The title above the plot.
    public var title: String
    /// The x axis label with its unit, e.g. "time (s)".
    public var xLabel: String
    /// The y axis label with its unit, e.g. "content offset x (pt)".
    public var yLabel: String
    /// The lines.
    public var series: [Series]
    /// Image width and height, in SVG user units (pixels).
    public var width = 900.0, height = 420.0
    /// Horizontal reference lines across the plot, each at a value on the y axis with a short
    /// label (the offsets where cards or pages sit); those outside the plotted range are left out.
    public var guides: [(value: Double, label: String)] = []

    /// Creates a plot.
    public init(title: String, xLabel: String, yLabel: String, series: [Series]) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
    }

    static let colours = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    /// "Nice" tick values covering `low...high`: steps of 1, 2 or 5 × 10^k, about `count` of them.
    package static func ticks(_ low: Double, _ high: Double, count: Int = 6) -> [Double] {
        let span = max(high - low, 1e-9)
        let raw = span / Double(count)
        let magnitude = powerOfTen(notAbove: raw)
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var t = (low / step).rounded(.up) * step
        var out: [Double] = []
        while t <= high + step * 1e-9 {
            out.append(abs(t) < step * 1e-9 ? 0 : t)
            t += step
        }
        return out
    }

    /// The largest power of ten not above `x` (positive and finite): 10^floor(log10 x), from
    /// `DeterministicMath.log` and then corrected by exact comparisons, so that powers of ten
    /// themselves land on their own exponent on every platform.
    static func powerOfTen(notAbove x: Double) -> Double {
        guard x > 0, x.isFinite else { return 1 }
        var k = Int((DeterministicMath.log(x) / DeterministicMath.log(10)).rounded(.down))
        func power(_ k: Int) -> Double {
            var p = 1.0
            for _ in 0..<abs(k) { p *= 10 }
            return k < 0 ? 1 / p : p
        }
        while power(k) > x { k -= 1 }
        while power(k + 1) <= x { k += 1 }
        return power(k)
    }

    package static func label(_ v: Double) -> String {
        var s = FixedDecimal.text(v, decimals: 3)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// The estimated width of a marker label at font size 10, in SVG units: 6 per character, a
    /// little over Helvetica's average advance (about 0.55 em), so estimates err on the wide side.
    static func labelWidth(_ label: String) -> Double { 6 * Double(label.count) }

    /// Marker labels placed so far, so that a label that would cover another moves to another row.
    ///
    /// Deterministic: labels are placed in the order given. A label keeps its own row (8 above its
    /// marker) when it is clear; otherwise it takes the first clear row above, one line height
    /// (12) at a time, while it stays inside the plot, then the first clear row below its marker.
    struct LabelRows {
        /// The line height of a label row, in SVG units (font size 10 plus a gap).
        static let rowHeight = 12.0
        /// The boxes placed: horizontal extent and baseline.
        private var placed: [(span: ClosedRange<Double>, baseline: Double)] = []

        /// Chooses the baseline for a label covering `span` horizontally, whose own row is
        /// `baseline`, inside the plot between `top` and `bottom`; records it and returns it.
        mutating func place(_ span: ClosedRange<Double>, baseline: Double, top: Double, bottom: Double) -> Double {
            let h = LabelRows.rowHeight
            func isClear(_ y: Double) -> Bool {
                !placed.contains { other in
                    other.span.lowerBound < span.upperBound + 2 && span.lowerBound < other.span.upperBound + 2
                        && abs(other.baseline - y) < h
                }
            }
            var candidates = [baseline]
            var y = baseline - h
            while y - 10 >= top {
                candidates.append(y)
                y -= h
            }
            // Below the marker: its circle is 8 below the label's own baseline, radius 4.
            y = baseline + 8 + 4 + h
            while y <= bottom - 2 {
                candidates.append(y)
                y += h
            }
            let chosen = candidates.first(where: isClear) ?? baseline
            placed.append((span, chosen))
            return chosen
        }
    }

    package static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The SVG document.
    public func render() -> String {
        // A NaN or infinite point cannot be placed (and would break the ranges): it is left out,
        // as are markers at such points; a plot never traps on its data.
        let series = self.series.map { line in
            var finite = line
            finite.points = line.points.filter { $0.x.isFinite && $0.y.isFinite }
            finite.markers = line.markers.filter { $0.x.isFinite && $0.y.isFinite }
            return finite
        }
        let all = series.flatMap { $0.points }
        var xMin = all.map(\.x).min() ?? 0
        var xMax = all.map(\.x).max() ?? 1
        var yMin = all.map(\.y).min() ?? 0
        var yMax = all.map(\.y).max() ?? 1
        if xMax - xMin < 1e-9 { xMax = xMin + 1 }
        if yMax - yMin < 1e-9 {
            yMin -= 1
            yMax += 1
        }
        let pad = (yMax - yMin) * 0.05
        yMin -= pad
        yMax += pad
        xMin = min(xMin, 0)
        // The legend sits in the right margin, outside the plot, so it never hides a curve.
        let left = 80.0
        let right = 230.0
        let top = 40.0
        let bottom = 60.0
        let plotW = width - left - right
        let plotH = height - top - bottom
        func sx(_ x: Double) -> Double { left + (x - xMin) / (xMax - xMin) * plotW }
        func sy(_ y: Double) -> Double { top + (1 - (y - yMin) / (yMax - yMin)) * plotH }
        func n(_ v: Double) -> String { Report.number(v, 1) }
        var s =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        s += "<text x=\"\(n(width / 2))\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">\(Self.escape(title))</text>\n"
        for t in Self.ticks(xMin, xMax) {
            s += "<line x1=\"\(n(sx(t)))\" y1=\"\(n(top))\" x2=\"\(n(sx(t)))\" y2=\"\(n(top + plotH))\" stroke=\"#eee\"/>\n"
            s += "<text x=\"\(n(sx(t)))\" y=\"\(n(top + plotH + 18))\" text-anchor=\"middle\">\(Self.label(t))</text>\n"
        }
        for t in Self.ticks(yMin, yMax) {
            s += "<line x1=\"\(n(left))\" y1=\"\(n(sy(t)))\" x2=\"\(n(left + plotW))\" y2=\"\(n(sy(t)))\" stroke=\"#eee\"/>\n"
            s += "<text x=\"\(n(left - 6))\" y=\"\(n(sy(t) + 4))\" text-anchor=\"end\">\(Self.label(t))</text>\n"
        }
        for guide in guides where guide.value >= yMin && guide.value <= yMax {
            s +=
                "<line x1=\"\(n(left))\" y1=\"\(n(sy(guide.value)))\" x2=\"\(n(left + plotW))\" y2=\"\(n(sy(guide.value)))\" stroke=\"#999\" stroke-dasharray=\"2 3\" data-guide=\"\(Self.escape(guide.label))\"/>\n"
            s +=
                "<text x=\"\(n(left + plotW - 4))\" y=\"\(n(sy(guide.value) - 3))\" text-anchor=\"end\" fill=\"#777\" font-size=\"9\">\(Self.escape(guide.label))</text>\n"
        }
        s += "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotW))\" height=\"\(n(plotH))\" fill=\"none\" stroke=\"#444\"/>\n"
        s += "<text x=\"\(n(left + plotW / 2))\" y=\"\(n(height - 14))\" text-anchor=\"middle\">\(Self.escape(xLabel))</text>\n"
        s += "<text transform=\"translate(18 \(n(top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">\(Self.escape(yLabel))</text>\n"
        var labels = LabelRows()
        var legendY = top + 16
        // A pixel column of the plot; a point outside the plot's range (none are) would still get one.
        func column(_ x: Double) -> Int { Int(Swift.max(-1e9, Swift.min(1e9, sx(x).rounded(.down)))) }
        for (i, line) in series.enumerated() {
            let colour = Self.colours[i % Self.colours.count]
            let pts = Self.thinned(line.points, column: column).map { "\(n(sx($0.x))),\(n(sy($0.y)))" }.joined(separator: " ")
            let dash = line.dashed ? " stroke-dasharray=\"6 4\"" : ""
            s += "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash) points=\"\(pts)\"/>\n"
            let markers = Self.thinnedMarkers(line.markers, columns: Int(plotW), column: column)
            // Labels only while they can be read: one per 30 pixels of the plot's width at most.
            let labelled = Double(markers.count) * 30 <= plotW
            for m in markers {
                s += "<circle cx=\"\(n(sx(m.x)))\" cy=\"\(n(sy(m.y)))\" r=\"4\" fill=\"white\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
                guard labelled else { continue }
                // Labels near the right edge are drawn leftwards so they stay inside the plot.
                let nearRight = sx(m.x) > left + plotW - 70
                let anchor = nearRight ? " text-anchor=\"end\"" : ""
                let tx = nearRight ? sx(m.x) - 6 : sx(m.x) + 6
                let width = Self.labelWidth(m.label)
                let span = nearRight ? (tx - width)...tx : tx...(tx + width)
                let y = labels.place(span, baseline: sy(m.y) - 8, top: top, bottom: top + plotH)
                s += "<text x=\"\(n(tx))\" y=\"\(n(y))\" fill=\"\(colour)\" font-size=\"10\"\(anchor)>\(Self.escape(m.label))</text>\n"
            }
            let ly = legendY
            let lx = left + plotW + 14
            s +=
                "<line x1=\"\(n(lx))\" y1=\"\(n(ly - 4))\" x2=\"\(n(lx + 24))\" y2=\"\(n(ly - 4))\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash)/>\n"
            // A curve drawn exactly over an earlier one would vanish under it: the legend says so.
            let hiddenUnder = series[..<i].first { earlier in
                earlier.points.count == line.points.count && zip(earlier.points, line.points).allSatisfy { $0.x == $1.x && $0.y == $1.y }
            }
            s += "<text x=\"\(n(lx + 30))\" y=\"\(n(ly))\">\(Self.escape(line.label))</text>\n"
            legendY += 18
            if !labelled {
                s += "<text x=\"\(n(lx + 30))\" y=\"\(n(legendY - 4))\" font-size=\"10\">\(markers.count) marks, too many to label</text>\n"
                legendY += 12
            }
            if let hiddenUnder {
                s +=
                    "<text x=\"\(n(lx + 30))\" y=\"\(n(legendY - 4))\" font-size=\"10\">\(Self.escape("same curve as \(hiddenUnder.label)"))</text>\n"
                legendY += 12
            }
        }
        s += "</svg>\n"
        return s
    }
}
