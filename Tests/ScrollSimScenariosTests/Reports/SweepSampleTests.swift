import Foundation
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// `SweepSample.record` finds a cell's place in the sampled rows and columns by arithmetic; these
/// tests hold it to the sample's own lists: exactly the cells whose drag index is in `columns` and
/// whose velocity index is in `rows` land, each in its own place.
@Suite("A sweep sample records exactly its sampled cells")
struct SweepSampleTests {
    /// A grid of `drags` × `velocities` cells (indices as values, step 1).
    static func grid(drags: Int, velocities: Int) -> SweepGrid {
        SweepGrid(
            drags: SweepRange(from: 0, through: Double(drags - 1), step: 1),
            velocities: SweepRange(from: 0, through: Double(velocities - 1), step: 1))
    }

    /// Records every cell of `grid` into `sample` with the page `index + 1` (jumping when the index
    /// is odd), then checks each place against the cell its column and row name.
    static func checkEveryPlace(_ sample: inout SweepSample, grid: SweepGrid) {
        for index in 0..<grid.total { sample.record(index, page: index + 1, jumps: index % 2 == 1) }
        for (r, v) in sample.rows.enumerated() {
            for (c, d) in sample.columns.enumerated() {
                let index = v * grid.drags.count + d
                #expect(sample.pages[r][c] == index + 1, "row \(r) (velocity \(v)), column \(c) (drag \(d))")
                #expect(sample.jumps[r][c] == (index % 2 == 1), "row \(r), column \(c)")
            }
        }
    }

    @Test("random grids and limits: every sampled cell lands in its row and column")
    func randomGridsLandInPlace() {
        var random = SeededGenerator(seed: 0x5EED_5A3E)
        for _ in 0..<300 {
            let grid = Self.grid(drags: Int.random(in: 1...700, using: &random), velocities: Int.random(in: 1...400, using: &random))
            var sample = SweepSample(grid, maxColumns: Int.random(in: 1...260, using: &random), maxRows: Int.random(in: 1...180, using: &random))
            Self.checkEveryPlace(&sample, grid: grid)
        }
    }

    @Test("a cell outside the sample changes nothing: a 1000 × 1000 grid sampled 7 × 3 keeps 21 places")
    func unsampledCellsAreIgnored() {
        let grid = Self.grid(drags: 1000, velocities: 1000)
        var sample = SweepSample(grid, maxColumns: 7, maxRows: 3)
        // Worked by hand: 999 · k / 6 rounded for k = 0…6, and 999 · k / 2 rounded (half away from zero).
        #expect(sample.columns == [0, 167, 333, 500, 666, 833, 999])
        #expect(sample.rows == [0, 500, 999])
        // Every cell beside a sampled one (one drag or one velocity off) is not sampled.
        for d in [166, 168, 332, 334, 998] {
            for v in [0, 500, 999] { sample.record(v * 1000 + d, page: 9) }
        }
        for v in [1, 499, 501, 998] { sample.record(v * 1000 + 167, page: 9) }
        #expect(sample.pages.allSatisfy { $0.allSatisfy { $0 == nil } })
        sample.record(500 * 1000 + 833, page: 4, jumps: true)
        #expect(sample.pages[1][5] == 4)
        #expect(sample.jumps[1][5])
        #expect(sample.pages.joined().compactMap { $0 }.count == 1)
    }

    @Test("a grid smaller than the limits is sampled whole")
    func smallGridIsWhole() {
        let grid = Self.grid(drags: 5, velocities: 3)
        var sample = SweepSample(grid, maxColumns: 240, maxRows: 160)
        #expect(sample.isComplete(grid))
        Self.checkEveryPlace(&sample, grid: grid)
    }
}
