import Foundation
import ScrollSimCLI
import Testing

@Suite("plot: event labels")
struct PlotCommandTests {
    @Test("peek-forward-flick: the three events at the release and the rest label each get their own place")
    func labelsDoNotCoincide() async {
        let result = await Invocation(["plot", CommandTests.scenarios + "/peek-forward-flick.json", "--svg", "-"])
        #expect(result.code == 0)
        let positions = result.output.split(separator: "\n").filter { $0.contains("font-size=\"10\"") }.map { line in
            line.components(separatedBy: "\" fill=")[0]
        }
        #expect(positions.count == 6, "WillBeginDragging, three at the release, DidEndDecelerating and rest")
        #expect(Set(positions).count == positions.count, "two labels drawn at the same place: \(positions)")
    }
}
