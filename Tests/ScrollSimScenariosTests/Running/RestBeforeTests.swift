import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// "Rests before T" has one meaning (`Recording.restsBefore`): at or before T, within 1 µs
/// (`Simulation.timeTolerance`, as gestures' times are read).
/// The scenario expectation and `assertRest(before:)` agree on it at the boundary.
@Suite("One meaning for rests before")
struct RestBeforeTests {
    @Test("free-fling rests at 2.75 s (frame 165): restBefore and assertRest pass at 2.75 and 2.75 − 0.9 µs, fail at 2.75 − 1.1 µs and 2.7499")
    func boundary() throws {
        var scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/free-fling.json").scenario
        let run = try ScenarioRunner.run(scenario)
        // 165 frames at 60 Hz: 2.75 s, as a frame time 165/60.
        #expect(run.recording.restTime == 165.0 / 60)
        for (limit, rests) in [(2.75, true), (2.75 - 0.9e-6, true), (2.75 - 1.1e-6, false), (2.7499, false)] {
            #expect(run.recording.restsBefore(limit) == rests, "\(limit)")
            #expect((try? run.recording.assertRest(before: limit)) != nil ? rests : !rests, "\(limit)")
            scenario.expect = Expectations()
            scenario.expect.restBefore = limit
            let outcome = try ScenarioRunner.run(scenario).checkExpectations().first { $0.key == "restBefore" }
            #expect(outcome?.passed == rests, "\(limit)")
        }
    }
}
