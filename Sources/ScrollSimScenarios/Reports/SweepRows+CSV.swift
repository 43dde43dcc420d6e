import Foundation
import ScrollSim

/// A sweep's CSV row, written straight from the cell: the row every cell of a CSV sweep makes.
extension SweepRows {
    /// The decimals of the number columns, read from `columnKinds` once: a CSV row is written
    /// field after field without looking its columns up.
    private struct Decimals {
        var drag, velocity, finalX, finalY, rest, proposedX, proposedY, targetX, targetY, largestJump: Int

        init() {
            func decimals(_ name: String) -> Int {
                guard let column = columnKinds.first(where: { $0.name == name }), case .decimal(let decimals, _) = column.kind else {
                    preconditionFailure("no number column \(name)")
                }
                return decimals
            }
            (drag, velocity, finalX, finalY, rest) = (
                decimals("drag_pt"), decimals("velocity_pt_per_ms"), decimals("final_x_pt"), decimals("final_y_pt"), decimals("rest_s")
            )
            (proposedX, proposedY, targetX, targetY, largestJump) = (
                decimals("proposed_x_pt"), decimals("proposed_y_pt"), decimals("target_x_pt"), decimals("target_y_pt"),
                decimals("largest_jump_pt")
            )
        }
    }

    private static let decimals = Decimals()

    /// `append`'s CSV row, written field after field in `columnKinds`' order (a test compares it
    /// with the JSON Lines row, written column by column from `columnKinds`), each field at most
    /// `FixedDecimal.longestText` bytes, so that the row fits `longestRow`.
    static func appendCSV(_ cell: SweepCell, to buffer: inout [UInt8]) {
        let d = decimals
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestRow) { storage in
            let start = storage.baseAddress!
            var end = start
            func comma() {
                end.pointee = 0x2C
                end += 1
            }
            func number(_ x: Double?, _ decimals: Int) {
                if let x { end += FixedDecimal.write(x, decimals: decimals, to: end) }
                comma()
            }
            end += FixedDecimal.write(integer: Int64(cell.index), to: end)
            comma()
            number(cell.drag, d.drag)
            number(cell.velocityPointsPerMillisecond, d.velocity)
            number(Double(cell.finalOffset.x), d.finalX)
            number(Double(cell.finalOffset.y), d.finalY)
            end += FixedDecimal.write(integer: Int64(cell.page), to: end)
            comma()
            number(cell.restTime, d.rest)
            let release = cell.release
            number(release.map { Double($0.proposedTarget.x) }, d.proposedX)
            number(release.map { Double($0.proposedTarget.y) }, d.proposedY)
            number(release.map { Double($0.target.x) }, d.targetX)
            number(release.map { Double($0.target.y) }, d.targetY)
            let status: StaticString
            switch cell.status {
            case .rested: status = "rested"
            case .cutOff: status = "cut-off"
            }
            assert(status.description == cell.status.rawValue, "the status's raw value")
            end.update(from: status.utf8Start, count: status.utf8CodeUnitCount)
            end += status.utf8CodeUnitCount
            comma()
            end += FixedDecimal.write(integer: Int64(cell.jumps), to: end)
            comma()
            if let largest = cell.largestJump { end += FixedDecimal.write(largest, decimals: d.largestJump, to: end) }
            end.pointee = 0x0A
            end += 1
            buffer.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
        }
    }
}
