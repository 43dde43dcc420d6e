import Foundation
import ScrollSim
import ScrollSimScenarios
import Testing

/// A scenario's `displayScale` applies before its `contentOffset` is put on the pixel grid, as in
/// UIKit, whose `initWithFrame:` reads the screen scale before any offset is set. Rounding is
/// `floor(v) + round((v − floor(v)) · scale)/scale`, half away from zero, worked by hand below.
@Suite("A scenario's display scale and start offset")
struct ScenarioDisplayScaleTests {
    static func scenario(displayScale: Double, offset: (Double, Double)) throws -> Scenario {
        let text = """
            {"scrollView": {"bounds": [375, 667], "contentSize": [2000, 2000], "contentOffset": [\(offset.0), \(offset.1)],
              "displayScale": \(displayScale)}, "gestures": []}
            """
        return try ScenarioFile.decode(try ScenarioFile.parseJSON(text, file: "t.json"), file: "t.json").scenario
    }

    @Test(
        "the start offset is on the scenario's grid: (10.7, 10.22) starts at (11, 10) at scale 1, (10.5, 10) at 2, (10.667, 10.333) at 3",
        arguments: [
            // Scale 1: round(10.7) = 11, round(10.22) = 10.
            (1.0, CGPoint(x: 11, y: 10)),
            // Scale 2: 10 + round(1.4)/2 = 10.5, 10 + round(0.44)/2 = 10.
            (2.0, CGPoint(x: 10.5, y: 10)),
            // Scale 3: 10 + round(2.1)/3 = 10 + 2/3, 10 + round(0.66)/3 = 10 + 1/3.
            (3.0, CGPoint(x: 10 + 2.0 / 3, y: 10 + 1.0 / 3)),
        ])
    func startOffset(scale: Double, expected: CGPoint) throws {
        let scenario = try Self.scenario(displayScale: scale, offset: (10.7, 10.22))
        let (view, retained) = try ScenarioRunner.makeView(for: scenario)
        withExtendedLifetime(retained) {
            #expect(view.displayScale == CGFloat(scale))
            #expect(view.contentOffset == expected, "scale \(scale): expected \(expected), got \(view.contentOffset)")
        }
        let run = try ScenarioRunner.run(scenario)
        #expect(run.recording.frames.first?.contentOffset == expected)
        #expect(run.recording.finalOffset == expected)
    }

    @Test("10.2 at scale 2 starts at 10, where rounding on the default 1/3 pt grid first (10.333) would give 10.5")
    func noDoubleRounding() throws {
        let (view, retained) = try ScenarioRunner.makeView(for: try Self.scenario(displayScale: 2, offset: (0, 10.2)))
        withExtendedLifetime(retained) { #expect(view.contentOffset.y == 10) }
    }
}
