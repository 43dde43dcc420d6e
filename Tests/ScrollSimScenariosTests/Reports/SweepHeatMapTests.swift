import Foundation
import ScrollSimScenarios
import Testing

/// The heat map's cells tile the plot without seams, and its legend marks the start page.
@Suite("Sweep heat map: seamless cells, the start page marked")
struct SweepHeatMapTests {
    /// (row, x, y, width, height) of every cell rect.
    static func cells(_ svg: String) throws -> [(row: Int, x: Double, y: Double, width: Double, height: Double)] {
        let rect = try Regex(
            #"<rect x="([0-9.]+)" y="([0-9.]+)" width="([0-9.]+)" height="([0-9.]+)" fill="[^"]+" data-page="-?[0-9]+" data-row="([0-9]+)""#)
        return svg.matches(of: rect).map { m in
            (
                Int(m.output[5].substring!)!, Double(m.output[1].substring!)!, Double(m.output[2].substring!)!,
                Double(m.output[3].substring!)!, Double(m.output[4].substring!)!
            )
        }
    }

    @Test("with fractional cell sizes every edge is a whole pixel and each row ends exactly where the next begins")
    func cellsTileWithoutSeams() throws {
        // 7 rows in 458 px (65.43 each) and 3 columns in 690 px (230 each): fractional rows.
        let pages: [[Int?]] = (0..<7).map { row in [row % 2, row % 2, 1 + row % 2] }
        let map = SweepHeatMap(title: "t", drags: [-10, 0, 10], velocities: (0..<7).map(Double.init), pages: pages, startPage: 1)
        let cells = try Self.cells(map.svg())
        #expect(cells.count == 14)
        for cell in cells {
            #expect([cell.x, cell.y, cell.width, cell.height].allSatisfy { $0 == $0.rounded() }, "\(cell)")
        }
        for row in 0..<6 {
            let this = try #require(cells.first { $0.row == row && $0.x == 80 })
            let above = try #require(cells.first { $0.row == row + 1 && $0.x == 80 })
            #expect(above.y + above.height == this.y, "row \(row + 1) ends where row \(row) begins")
        }
        #expect(cells.filter { $0.row == 0 }.map { $0.x + $0.width }.max() == 770, "the last column ends at the plot's right edge")
    }

    @Test("the legend marks the page the view starts on")
    func startPageInLegend() {
        let map = SweepHeatMap(title: "t", drags: [0, 1], velocities: [0], pages: [[1, 2]], startPage: 1)
        #expect(map.svg().contains(">1 (start)</text>"))
        #expect(!map.svg().contains(">2 (start)</text>"))
    }
}
