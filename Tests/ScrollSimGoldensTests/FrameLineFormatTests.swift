import Foundation
import ScrollSim
import ScrollSimGoldens
import Testing

/// One writer and reader for goldens, streams, CSV and the text report's table.
@Suite("Frame lines: one format for goldens, streams and CSV")
struct FrameLineFormatTests {
    static let frame = Frame(
        index: 7, time: 7.0 / 60, contentOffset: CGPoint(x: 1646.38849, y: -0.0004), velocityPointsPerSecond: CGPoint(x: 435.7149, y: -0.004),
        phase: .bouncing, isTracking: false, isDragging: false, isDecelerating: true)

    @Test("a golden line: time to 4 decimals, offsets to 3, velocities to 2 (pt/s), no sign on a zero, the phase's name")
    func goldenLine() {
        #expect(FrameLineFormat.golden.line(Self.frame) == "7 0.1167 1646.388 0.000 435.71 0.00 bouncing")
    }

    @Test("a CSV row is the golden's columns with commas, under a header naming the units")
    func csvRow() {
        #expect(FrameLineFormat.csv.line(Self.frame) == "7,0.1167,1646.388,0.000,435.71,0.00,bouncing")
        #expect(FrameLineFormat.csvHeader == "frame,t_s,x_pt,y_pt,vx_pt_per_s,vy_pt_per_s,phase")
    }

    @Test("a text table row: time and offsets to 3 decimals, velocities to 1 (pt/s), cells between tabs, no sign on a zero")
    func textRow() {
        // 7/60 = 0.11666… → 0.117; 435.7149 → 435.7; -0.004 → 0.0 without its sign.
        #expect(FrameLineFormat.text.line(Self.frame) == "7\t0.117\t1646.388\t0.000\t435.7\t0.0\tbouncing")
    }

    @Test("a stream line has 6 decimals and the flags isTracking + 2·isDragging + 4·isDecelerating (here 4)")
    func streamLine() {
        #expect(FrameLineFormat.stream.line(Self.frame) == "7 0.116667 1646.388490 -0.000400 435.714900 -0.004000 bouncing 4")
    }

    @Test("halves round away from zero on the scaled value: 0.0625 to 3 decimals is 0.063, -0.0625 is -0.063")
    func halvesAwayFromZero() {
        let f = Frame(
            index: 0, time: 0, contentOffset: CGPoint(x: 0.0625, y: -0.0625), velocityPointsPerSecond: .zero, phase: .idle,
            isTracking: false, isDragging: false, isDecelerating: false)
        #expect(FrameLineFormat.golden.line(f).split(separator: " ")[2...3] == ["0.063", "-0.063"])
    }

    @Test("a line reads back to the frame's values, and a stream line to its flags")
    func readsBack() throws {
        let read = try #require(FrameLineFormat.stream.frame(Substring(FrameLineFormat.stream.line(Self.frame))))
        #expect(read.index == 7 && read.phase == .bouncing && read.isDecelerating && !read.isDragging)
        #expect(abs(Double(read.contentOffset.x) - 1646.38849) < 1e-6)
        let golden = try #require(FrameLineFormat.golden.frame("7 0.1167 1646.388 0.000 435.71 0.00 bouncing"))
        #expect(Double(golden.velocityPointsPerSecond.x) == 435.71 && golden.time == 0.1167)
    }

    @Test("a line of another format, a wrong phase or a missing column is not a frame")
    func rejectsOtherLines() {
        #expect(FrameLineFormat.golden.frame("7 0.1167 1646.388 0.000 435.71 0.00 bouncing 4") == nil)
        #expect(FrameLineFormat.golden.frame("7 0.1167 1646.388 0.000 435.71 0.00 gliding") == nil)
        #expect(FrameLineFormat.stream.frame("7 0.1 1 2 3 4 idle 9") == nil)
        #expect(FrameLineFormat.csv.frame("7,0.1167,1646.388") == nil)
    }
}
