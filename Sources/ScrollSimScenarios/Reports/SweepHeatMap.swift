import Foundation

/// A sweep's resting pages as an SVG heat map: drag along x, release velocity along y (upwards),
/// one colour per page, the boundaries between pages outlined, the axes in the CLI's units.
///
/// Each row of equal pages is one `<rect>` carrying `data-page`, `data-row` (velocity index) and
/// `data-columns` (`FIRST-LAST` drag indices) so that a reader, or a test, can recover the grid.
/// A cell that jumps (`SweepCell.jumps`) is crossed with a black ×: one `<path>` per row carrying
/// `data-jump-row` and `data-jump-columns` (the drag indices, space-separated), inside a group
/// whose `data-jumps` counts them, and the legend says what the cross means.
public struct SweepHeatMap: Sendable {
    /// The title above the map.
    public var title: String
    /// The drag of each column, in points, ascending.
    public var drags: [Double]
    /// The release velocity of each row, in pt/ms, ascending (drawn bottom to top).
    public var velocities: [Double]
    /// `pages[row][column]`: the resting page of that cell, nil when it was not run.
    public var pages: [[Int?]]
    /// The page the view starts on, marked in the legend; nil when not known.
    public var startPage: Int?
    /// `jumps[row][column]`: whether that cell jumps, drawn as a cross; empty (or shorter than
    /// `pages`) where no cell jumps.
    public var jumps: [[Bool]]
    /// Image width and height, in SVG user units (pixels).
    public var width = 900.0, height = 560.0

    /// Creates a heat map; `pages` (and `jumps`, when given) has one row per velocity and one
    /// column per drag.
    public init(title: String, drags: [Double], velocities: [Double], pages: [[Int?]], startPage: Int? = nil, jumps: [[Bool]] = []) {
        self.jumps = jumps
        self.title = title
        self.drags = drags
        self.velocities = velocities
        self.pages = pages
        self.startPage = startPage
    }

    /// Twelve distinguishable fills; page `p` takes `palette[p mod 12]` (boundaries separate
    /// neighbouring pages that share a colour).
    static let palette = [
        "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948",
        "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#86bcb6", "#d4a6c8",
    ]

    /// The fill of `page`.
    static func colour(_ page: Int) -> String { palette[((page % palette.count) + palette.count) % palette.count] }

    /// The SVG document.
    public func svg() -> String {
        let left = 80.0
        let right = 130.0
        let top = 44.0
        let bottom = 58.0
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let columns = max(drags.count, 1)
        let rows = max(velocities.count, 1)
        let cellWidth = plotWidth / Double(columns)
        let cellHeight = plotHeight / Double(rows)
        // Cell edges on whole pixels, each shared by its two neighbours: rows and columns meet
        // without the hairline seams that fractional edges leave under anti-aliasing.
        func x(_ column: Int) -> Double { (left + Double(column) * cellWidth).rounded() }
        func y(_ row: Int) -> Double { (top + plotHeight - Double(row) * cellHeight).rounded() }  // bottom edge of `row`
        func f(_ v: Double) -> String { Report.number(v, 2) }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(f(left))" y="24" font-size="15">\(SVGPlot.escape(title))</text>

            """
        // Cells: one rect per run of equal pages in a row, edges on whole pixels (no seams).
        svg += "<g shape-rendering=\"crispEdges\">\n"
        var present = Set<Int>()
        for (row, line) in pages.enumerated() {
            var column = 0
            while column < line.count {
                guard let page = line[column] else {
                    column += 1
                    continue
                }
                var end = column
                while end + 1 < line.count, line[end + 1] == page { end += 1 }
                present.insert(page)
                svg +=
                    "<rect x=\"\(f(x(column)))\" y=\"\(f(y(row + 1)))\" width=\"\(f(x(end + 1) - x(column)))\" height=\"\(f(y(row) - y(row + 1)))\" fill=\"\(Self.colour(page))\" data-page=\"\(page)\" data-row=\"\(row)\" data-columns=\"\(column)-\(end)\"/>\n"
                column = end + 1
            }
        }
        svg += "</g>\n"
        // Page boundaries: an edge between two run cells with different pages.
        var path = ""
        for (row, line) in pages.enumerated() {
            for (column, page) in line.enumerated() {
                guard let page else { continue }
                if column + 1 < line.count, let next = line[column + 1], next != page {
                    path += "M\(f(x(column + 1))) \(f(y(row)))V\(f(y(row + 1)))"
                }
                if row + 1 < pages.count, column < pages[row + 1].count, let above = pages[row + 1][column], above != page {
                    path += "M\(f(x(column))) \(f(y(row + 1)))H\(f(x(column + 1)))"
                }
            }
        }
        if !path.isEmpty { svg += "<path d=\"\(path)\" stroke=\"black\" stroke-width=\"1.2\" fill=\"none\"/>\n" }
        svg += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#333\"/>\n"
        // Cells that jump: a cross corner to corner, inset a fifth of the cell, one path per row.
        let jumpCount = jumps.reduce(0) { $0 + $1.count { $0 } }
        if jumpCount > 0 {
            svg += "<g data-jumps=\"\(jumpCount)\" stroke=\"black\" stroke-width=\"1.2\" fill=\"none\">\n"
            for (row, line) in jumps.enumerated() where line.contains(true) {
                var d = ""
                var columns: [String] = []
                for (column, jumps) in line.enumerated() where jumps {
                    let (x0, x1) = (x(column), x(column + 1))
                    let (y0, y1) = (y(row + 1), y(row))
                    let (dx, dy) = ((x1 - x0) / 5, (y1 - y0) / 5)
                    d += "M\(f(x0 + dx)) \(f(y0 + dy))L\(f(x1 - dx)) \(f(y1 - dy))M\(f(x0 + dx)) \(f(y1 - dy))L\(f(x1 - dx)) \(f(y0 + dy))"
                    columns.append(String(column))
                }
                svg += "<path d=\"\(d)\" data-jump-row=\"\(row)\" data-jump-columns=\"\(columns.joined(separator: " "))\"/>\n"
            }
            svg += "</g>\n"
        }

        // Axes: ticks at nice values, placed where that value's cell centre would be.
        func position(_ value: Double, in values: [Double], from start: Double, cell: Double, sign: Double) -> Double? {
            guard let first = values.first, let last = values.last else { return nil }
            let fraction = last == first ? 0 : (value - first) / (last - first) * Double(values.count - 1)
            return start + sign * (fraction + 0.5) * cell
        }
        if let first = drags.first, let last = drags.last {
            for tick in SVGPlot.ticks(first, last) {
                guard let px = position(tick, in: drags, from: left, cell: cellWidth, sign: 1) else { continue }
                svg += "<line x1=\"\(f(px))\" y1=\"\(f(top + plotHeight))\" x2=\"\(f(px))\" y2=\"\(f(top + plotHeight + 5))\" stroke=\"#333\"/>"
                svg += "<text x=\"\(f(px))\" y=\"\(f(top + plotHeight + 18))\" text-anchor=\"middle\">\(SVGPlot.label(tick))</text>\n"
            }
        }
        if let first = velocities.first, let last = velocities.last {
            for tick in SVGPlot.ticks(first, last) {
                guard let py = position(tick, in: velocities, from: top + plotHeight, cell: cellHeight, sign: -1) else { continue }
                svg += "<line x1=\"\(f(left - 5))\" y1=\"\(f(py))\" x2=\"\(f(left))\" y2=\"\(f(py))\" stroke=\"#333\"/>"
                svg += "<text x=\"\(f(left - 8))\" y=\"\(f(py + 4))\" text-anchor=\"end\">\(SVGPlot.label(tick))</text>\n"
            }
        }
        svg += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(height - 14))\" text-anchor=\"middle\">drag (pt)</text>\n"
        svg += "<text transform=\"translate(18 \(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">release velocity (pt/ms)</text>\n"

        // Legend: the pages present, in order (at most 20 listed).
        let listed = present.sorted()
        svg += "<text x=\"\(f(width - right + 16))\" y=\"\(f(top + 10))\">resting page</text>\n"
        for (i, page) in listed.prefix(20).enumerated() {
            let ly = top + 22 + Double(i) * 18
            svg +=
                "<rect x=\"\(f(width - right + 16))\" y=\"\(f(ly))\" width=\"12\" height=\"12\" fill=\"\(Self.colour(page))\" stroke=\"#333\" stroke-width=\"0.5\"/>"
            svg += "<text x=\"\(f(width - right + 34))\" y=\"\(f(ly + 10))\">\(page)\(page == startPage ? " (start)" : "")</text>\n"
        }
        if listed.count > 20 {
            svg += "<text x=\"\(f(width - right + 16))\" y=\"\(f(top + 22 + 20 * 18 + 10))\">… \(listed.count - 20) more</text>\n"
        }
        if jumpCount > 0 {
            // Below the pages (and the "more" line): what a cross means.
            let ly = top + 22 + Double(min(listed.count, 20) + (listed.count > 20 ? 1 : 0)) * 18 + 8
            let (lx, size) = (width - right + 16, 12.0)
            svg +=
                "<path d=\"M\(f(lx + 2)) \(f(ly + 2))L\(f(lx + size - 2)) \(f(ly + size - 2))M\(f(lx + 2)) \(f(ly + size - 2))L\(f(lx + size - 2)) \(f(ly + 2))\" stroke=\"black\" stroke-width=\"1.2\"/>"
            svg += "<text x=\"\(f(lx + 18))\" y=\"\(f(ly + 10))\">jumps</text>\n"
        }
        return svg + "</svg>\n"
    }
}
