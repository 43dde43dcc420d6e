import Foundation
import ScrollPhysics
import ScrollSimScenarios
import Testing

/// `simulation.animationCurve` names a curve or gives a Bézier's control points; every value the
/// engine accepts can be written in a file.
@Suite("Animation curves in scenario files")
struct AnimationCurveDecodingTests {
    /// `setContentOffset([0, 600], animated: true)` at t = 0: 0.3 s at 60 Hz is 18 steps, the first
    /// shown on frame 0, so frame k shows the progress at fraction (k + 1) / 18.
    func animatedScroll(curve: String) -> String {
        #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 10000]}, "simulation": {"animationCurve": \#(curve)}, "gestures": [{"t": 0, "type": "setContentOffset", "offset": [0, 600], "animated": true}]}"#
    }

    func run(_ text: String) throws -> ScenarioRun {
        let loaded = try ScenarioFile.decode(try ScenarioFile.parseJSON(text, file: "t.json"), file: "t.json", strict: true)
        return try ScenarioRunner.run(loaded.scenario)
    }

    @Test("a Bézier with its control points on the diagonal moves at constant speed: frame k is at 600 · (k + 1) / 18")
    func diagonalBezierIsLinear() throws {
        let frames = try run(animatedScroll(curve: #"{"cubicBezier": [0.25, 0.25, 0.75, 0.75]}"#)).recording.frames
        for k in 0..<17 {
            #expect(abs(frames[k].contentOffset.y - 600 * Double(k + 1) / 18) < 1e-6, "frame \(k)")
        }
        #expect(frames.last?.contentOffset.y == 600)
    }

    @Test("Core Animation's ease-in-ease-out control points, given as a Bézier, are half way (300) at half time (frame 8)")
    func symmetricBezierIsHalfWayAtHalfTime() throws {
        let frames = try run(animatedScroll(curve: #"{"cubicBezier": [0.42, 0, 0.58, 1]}"#)).recording.frames
        #expect(abs(frames[8].contentOffset.y - 300) < 1e-6)
        #expect(frames[3].contentOffset.y < 600 * 4 / 18, "eases in: behind the constant-speed line early on")
    }

    @Test("a control point x outside [0, 1] is an error at its JSON path")
    func controlPointOutOfRange() {
        #expect {
            _ = try run(animatedScroll(curve: #"{"cubicBezier": [1.5, 0, 0.58, 1]}"#))
        } throws: { error in
            (error as? InputError)?.description
                == "t.json at simulation.animationCurve.cubicBezier[0]: expected a number from 0 to 1 but found the number 1.5."
        }
    }

    @Test("three control numbers instead of four are an error naming what is expected")
    func wrongCount() {
        #expect {
            _ = try run(animatedScroll(curve: #"{"cubicBezier": [0.42, 0, 0.58]}"#))
        } throws: { error in
            (error as? InputError)?.path == "simulation.animationCurve.cubicBezier"
                && String(describing: error).contains("expected four numbers [x1, y1, x2, y2]")
        }
    }

    @Test("a misspelt curve name is named with the closest one")
    func misspeltName() {
        #expect {
            _ = try run(animatedScroll(curve: #""easeout""#))
        } throws: { error in
            String(describing: error).contains(#"(did you mean "easeOut"?)"#)
        }
    }

    @Test("a Bézier curve is written back as the same object, and reads back to the same curve")
    func bezierRoundTrips() throws {
        let scenario = try run(animatedScroll(curve: #"{"cubicBezier": [0.1, 0.2, 0.3, 1.4]}"#)).scenario
        let written = scenario.json.rendered()
        #expect(written.contains(#""animationCurve":{"cubicBezier":[0.1,0.2,0.3,1.4]}"#))
        let reread = try ScenarioFile.decode(try ScenarioFile.parseJSON(written, file: "w.json"), file: "w.json", strict: true)
        #expect(reread.scenario.simulation.animationCurve == .cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1.4))
    }
}
