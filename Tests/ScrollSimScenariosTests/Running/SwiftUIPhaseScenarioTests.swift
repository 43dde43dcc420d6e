import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// SwiftUI's phases and visibility in scenario files and reports: `expect.phases`,
/// `visibleTargets`, `becomesVisible`, `swiftUI.visibilityThreshold`, their errors, and the outputs
/// (docs/physics.md, "SwiftUI scroll phases, geometry and visibility").
@Suite("SwiftUI phases and visibility in scenario files")
struct SwiftUIPhaseScenarioTests {
    func decode(_ text: String) throws -> Scenario { try ScenarioText.decode(text) }
    func error(_ text: String) -> InputError? { ScenarioText.error(text) }

    /// The carousel of `SwiftUIScenarioTests` (five 280 pt cards 16 apart, margins 20, bounds
    /// 375 × 250, starting at −20), dragged 150 pt over 0.1 s (25 pt a frame) and released at 0.5 pt/ms.
    static func flick(expect: String = "", extra: String = "", swiftUI: Bool = true) -> String {
        let view =
            swiftUI
            ? #""swiftUI": {"scrollTargetBehavior": {"viewAligned": {"limitBehavior": "always"}}, "childLengths": [280, 280, 280, 280, 280], "spacing": 16, "contentMargins": {"leading": 20, "trailing": 20}\#(extra)}, "#
            : ""
        return
            #"{"scrollView": {"bounds": [375, 250]\#(swiftUI ? "" : #", "contentSize": [1464, 250]"#)}, \#(view)"gestures": [{"t": 0, "type": "drag", "distance": 150, "releaseVelocity": 0.5}], "expect": {\#(expect)}}"#
    }

    @Test(
        "the SwiftUI expectations without swiftUI, a wrong phase name, a child index past the stack and a threshold above 1 are errors at their paths"
    )
    func errors() {
        #expect(error(Self.flick(expect: #""phases": ["idle"]"#, swiftUI: false))?.path == "expect.phases")
        #expect(error(Self.flick(expect: #""becomesVisible": [1]"#, swiftUI: false))?.path == "expect.becomesVisible")
        #expect(error(Self.flick(expect: #""phases": ["idle", "dragging"]"#))?.path == "expect.phases[1]")
        // Five children: indices 0 … 4.
        #expect(error(Self.flick(expect: #""becomesVisible": [1, 5]"#))?.path == "expect.becomesVisible[1]")
        #expect(error(Self.flick(expect: #""visibleTargets": [7]"#))?.path == "expect.visibleTargets[0]")
        #expect(error(Self.flick(extra: #", "visibilityThreshold": 1.5"#))?.path == "swiftUI.visibilityThreshold")
        #expect(error(Self.flick(expect: #""phases": ["idle"], "visibleTargets": [4], "becomesVisible": [0]"#)) == nil)
    }

    @Test(
        "the flick's expectations pass as worked by hand: idle, interacting, decelerating, idle; card 1 visible from frame 4; [1] at the rest on 276")
    func flickExpectations() throws {
        // Frame i of the drag shows −20 + 25i; card 1 (296 … 576) is half in from x ≥ 61: frame 4
        // (80). The target S 296 → UIKit 276 (swiftui-carousel-phases); at 276 only card 1 is half in.
        let scenario = try decode(
            Self.flick(expect: #""phases": ["idle", "interacting", "decelerating", "idle"], "visibleTargets": [1], "becomesVisible": [0, 1]"#))
        let run = try ScenarioRunner.run(scenario)
        let outcomes = run.checkExpectations()
        #expect(outcomes.map(\.key) == ["phases", "visibleTargets", "becomesVisible"])
        #expect(outcomes.allSatisfy { $0.passed }, "\(outcomes.map(\.detail))")
        #expect(outcomes.last?.detail == "visible: 0 at frame 0, 1 at frame 4")
        // A wrong sequence fails and says both.
        let wrong = try ScenarioRunner.run(try decode(Self.flick(expect: #""phases": ["idle", "interacting", "idle"]"#))).checkExpectations()
        #expect(wrong.first?.passed == false)
        #expect(wrong.first?.detail == "expected idle → interacting → idle, actual idle → interacting → decelerating → idle")
        // Threshold 0.2: card 1's 59 pt at −20 is 0.21, so it is visible on appearance.
        let low = try ScenarioRunner.run(try decode(Self.flick(expect: #""becomesVisible": [1]"#, extra: #", "visibilityThreshold": 0.2"#)))
        #expect(low.checkExpectations().first?.detail == "visible: 1 at frame 0")
    }

    @Test("JSON, CSV and text carry the phase and the changes for a swiftUI file, and nothing new for another")
    func outputs() throws {
        let run = try ScenarioRunner.run(try decode(Self.flick()))
        let json = RunReport.render(run, as: .json)
        // Frame 0 at UIKit −20 shows the container 375 × 250 there.
        #expect(json.contains(#""phase":"dragging","swiftui_phase":"interacting","swiftui_visible_rect_pt":[-20,0,375,250]}"#))
        #expect(
            json.contains(
                #""swiftui_events":[{"frame":0,"t_s":0,"phase_from":"idle","phase_to":"interacting"},{"frame":0,"t_s":0,"visible_from":[],"visible_to":[0]},{"frame":4,"#
            ))
        let csv = RunReport.render(run, as: .csv)
        #expect(csv.contains("# swiftUI: \(run.scenario.name): frame 4, 0.0667 s: visible [0] → [0, 1].\n"))
        #expect(csv.contains("# swiftUI: \(run.scenario.name): frame 7, 0.1167 s: phase interacting → decelerating.\n"))
        let text = RunReport.render(run, as: .text)
        #expect(text.contains("\nswiftUI\nt (s)  frame  change\n0.000      0  phase idle → interacting\n"))
        let plain = try ScenarioRunner.run(try decode(Self.flick(swiftUI: false)))
        for format in [OutputFormat.json, .csv, .text] {
            let out = RunReport.render(plain, as: format)
            #expect(!out.contains("swiftui") && !out.contains("swiftUI"), "\(format)")
        }
    }
}
