import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A CSV sweep writes its rows field by field from the cell (`SweepRows+CSV.swift`), while JSON
/// Lines rows are written column by column from `SweepRows.columnKinds`: the two must hold the same
/// values in the same order, the CSV's empty fields where JSON has `null`.
@Suite("A sweep's CSV row holds the columns' values in order")
struct SweepCSVRowTests {
    /// A cell with every column set, rounding at each column's decimals.
    static let full = SweepCell(
        index: 7, drag: -12.5, velocityPointsPerMillisecond: 0.25, finalOffset: CGPoint(x: 315, y: 0), page: 1, restTime: 0.4,
        release: ReleaseTargets(
            velocity: CGPoint(x: 0.25, y: 0), proposedTarget: CGPoint(x: 300.1234, y: 0), target: CGPoint(x: 315, y: -2.0625)),
        status: .cutOff, jumps: 2, largestJump: 140.25)

    static func csv(_ cell: SweepCell) -> String {
        var bytes: [UInt8] = []
        SweepRows.append(cell, as: .csv, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("a cell with every column set is written as worked by hand: 3 decimals for points, 4 for pt/ms and seconds")
    func handWorkedRow() {
        // −2.0625 to 3 decimals: 2062.5 rounds away from zero to 2063.
        #expect(Self.csv(Self.full) == "7,-12.500,0.2500,315.000,0.000,1,0.4000,300.123,0.000,315.000,-2.063,cut-off,2,140.250\n")
    }

    @Test("a cell with no frame, no release and no jump leaves those fields empty")
    func emptyFields() {
        let cell = SweepCell(
            index: 0, drag: 0, velocityPointsPerMillisecond: 0, finalOffset: CGPoint(x: 0, y: 990), page: 3, restTime: nil, release: nil,
            status: .rested)
        #expect(Self.csv(cell) == "0,0.000,0.0000,0.000,990.000,3,,,,,,rested,0,\n")
    }

    @Test("for 2,000 random cells every CSV field is the JSON Lines row's value of that column, empty for null")
    func matchesJSONLines() throws {
        var g = SeededGenerator(seed: 0xC5_7000)
        func number() -> Double { g.double(in: -5000...5000) * (g.chance(0.2) ? 0 : 1) }
        for i in 0..<2000 {
            let released = g.chance(0.8)
            let jumped = g.chance(0.3)
            let cell = SweepCell(
                index: i * 37, drag: number(), velocityPointsPerMillisecond: g.double(in: -8...8), finalOffset: CGPoint(x: number(), y: number()),
                page: g.int(in: -3...40), restTime: g.chance(0.9) ? g.double(in: 0...20) : nil,
                release: released
                    ? ReleaseTargets(
                        velocity: CGPoint(x: g.double(in: -8...8), y: 0), proposedTarget: CGPoint(x: number(), y: number()),
                        target: CGPoint(x: number(), y: number()), fastScrollMultiplier: 1)
                    : nil,
                status: g.chance(0.1) ? .cutOff : .rested, jumps: jumped ? g.int(in: 1...5) : 0, largestJump: jumped ? g.double(in: 0...900) : nil)
            let fields = Self.csv(cell).dropLast().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var bytes: [UInt8] = []
            SweepRows.append(cell, as: .jsonl, to: &bytes)
            // The JSON Lines row's members, as written: `"name":value`, no comma inside a value.
            let line = String(decoding: bytes, as: UTF8.self)
            let members = line.dropFirst().dropLast(2).split(separator: ",").map { member -> (String, String) in
                let parts = member.split(separator: ":", maxSplits: 1).map(String.init)
                let value = parts[1] == "null" ? "" : parts[1].replacingOccurrences(of: "\"", with: "")
                return (parts[0].replacingOccurrences(of: "\"", with: ""), value)
            }
            #expect(members.map(\.0) == SweepRows.columns, "row \(i)")
            #expect(fields == members.map(\.1), "row \(i): CSV \(fields), JSON \(members.map(\.1))")
        }
    }
}
