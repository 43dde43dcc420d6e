import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// The geometry SwiftUI reports of a `swiftUI` scenario and the observer following the stack's
/// changes (`setSwiftUILayout`): `SwiftUIReport` (docs/physics.md, "SwiftUI scroll phases,
/// geometry and visibility"), worked by hand.
@Suite("SwiftUI geometry and stack changes in scenario files")
struct SwiftUIGeometryScenarioTests {
    static func run(_ name: String) throws -> ScenarioRun {
        try ScenarioRunner.run(try ScenarioFile.load(PackagePaths.scenarios() + "/\(name).json").scenario)
    }

    @Test(
        "swiftui-retarget-children-shrink: the children shrink at 0.15 s, shown in frame 9; the observer judges frame 9 on: visible [1] → [1, 2], the content 3090 → 2090"
    )
    func followsLayoutChange() throws {
        // 300 pt children 10 apart at 310k: content 10 · 300 + 9 · 10 = 3090; at 0.15 s (frame
        // 0.15 · 60 = 9) they become 200 wide at 210k: 2090. Frame 8 shows 156.667 (rect 156.667 …
        // 546.667): child 0 has 143.3 of 300 (0.48), child 1 236.7 (0.79): [1]. Frame 9 animates
        // from there towards 210 (the retarget), so it shows at least 156.667 with the new
        // children: child 1 (210 … 410) is inside, child 2 (420 … 620) has at least 146.7 of 200
        // (0.73): [1, 2]. At the rest 210 (210 … 600) child 2 has 180 (0.9): [1, 2]; with the old
        // children it would be [1] (child 2 at 620 is outside).
        let run = try Self.run("swiftui-retarget-children-shrink")
        let events = SwiftUIReport.events(of: run.recording, scenario: run.scenario)
        let frame9 = events.filter { $0.frameIndex == 9 }
        // The retarget's animation begins in frame 9 too: the phase change comes first.
        #expect(frame9.map(\.description).prefix(2) == ["phase decelerating → animating", "visible [1] → [1, 2]"])
        guard case .geometry(let old, let new)? = frame9.last?.change else {
            Issue.record("no geometry change in frame 9: \(frame9)")
            return
        }
        #expect(old.contentSize == CGSize(width: 3090, height: 844) && new.contentSize == CGSize(width: 2090, height: 844))
        #expect(old.containerSize == new.containerSize)
        // One geometry event in the run: the offset's own changes are none.
        #expect(events.filter { if case .geometry = $0.change { true } else { false } }.count == 1)
        var observer = try #require(SwiftUIReport.observer(for: run.scenario))
        for frame in run.recording.frames { _ = observer.observe(frame) }
        #expect(observer.observer.visibleTargets == [1, 2])
        #expect(observer.observer.targetFrames[2] == CGRect(x: 420, y: 0, width: 200, height: 844))
        // onScrollGeometryChange(for: CGFloat) of the content width: one change, in frame 9.
        let widths = SwiftUIReport.geometryChanges(of: run.recording, scenario: run.scenario) { $0.contentSize.width }
        #expect(widths == [SwiftUIGeometryChange(frameIndex: 9, time: 9.0 / 60, oldValue: 3090, newValue: 2090)])
    }

    @Test(
        "swiftui-retarget-container-grows: the container's 390 × 844 → 430 × 932 is one geometry change, in frame 9, with the content 3090 × 844 → 3090 × 932"
    )
    func followsContainerChange() throws {
        // The change at 0.15 s is shown in frame 0.15 · 60 = 9: the bounds become 430 × 932 and the
        // content's cross length follows the container (3090 wide, 932 high).
        let run = try Self.run("swiftui-retarget-container-grows")
        let events = SwiftUIReport.events(of: run.recording, scenario: run.scenario)
        let geometry = events.compactMap { event -> (Int, SimulatedSwiftUI.ScrollGeometry, SimulatedSwiftUI.ScrollGeometry)? in
            if case .geometry(let old, let new) = event.change { (event.frameIndex, old, new) } else { nil }
        }
        #expect(geometry.count == 1)
        let (frame, old, new) = try #require(geometry.first)
        #expect(frame == 9)
        #expect(old.containerSize == CGSize(width: 390, height: 844) && new.containerSize == CGSize(width: 430, height: 932))
        #expect(old.contentSize == CGSize(width: 3090, height: 844) && new.contentSize == CGSize(width: 3090, height: 932))
    }

    @Test("text and CSV list the geometry changes besides the offset and one visibleRect line; JSON has each frame's visible rect")
    func outputs() throws {
        let run = try Self.run("swiftui-retarget-children-shrink")
        let csv = RunReport.render(run, as: .csv)
        let lines = csv.split(separator: "\n").filter { $0.hasPrefix("# swiftUI:") }
        let events = SwiftUIReport.events(of: run.recording, scenario: run.scenario)
        // One line per event and one summary: not one per moving frame.
        #expect(lines.count == events.count + 1)
        // The offset moves from frame 1 (the drag) to the rest, 0 → 210, along x only.
        let rest = try #require(run.recording.restFrame)
        let summary = "visibleRect changed in \(rest.index) frames: (0, 0, 390 × 844) → (210, 0, 390 × 844), x 0 … 210, y 0 … 0"
        #expect(lines.last == "# swiftUI: swiftui-retarget-children-shrink: \(summary).")
        #expect(csv.contains("frame 9, 0.1500 s: geometry offset (156.667, 0) size 3090 × 844"))
        let text = RunReport.render(run, as: .text)
        #expect(text.contains("\n" + summary + "\n"))
        let json = RunReport.render(run, as: .json)
        #expect(json.contains(#""swiftui_phase":"idle","swiftui_visible_rect_pt":[210,0,390,844]}"#))
        // Frame 9, the animation's first: 156.667 + (210 − 156.667) · sin²(π/2 · (1/60)/0.3) =
        // 157.072, on the 1/3 pixel grid 157.
        #expect(json.contains(#""geometry_to":{"content_offset_pt":[157,0]"#))
        #expect(json.contains(#""content_size_pt":[2090,844],"content_insets_pt":[0,0,0,0],"container_size_pt":[390,844]}"#))
    }

    @Test("swiftui-carousel-touch-phases: idle → tracking (frames 0–4) → interacting (5–7) → decelerating (8 on) → idle, resting on 276")
    func touchPhases() throws {
        let run = try Self.run("swiftui-carousel-touch-phases")
        let phases = run.recording.swiftUIPhases
        #expect(Array(phases.prefix(9)) == Array(repeating: .tracking, count: 5) + [.interacting, .interacting, .interacting, .decelerating])
        #expect(run.recording.swiftUIPhaseSequence == [.idle, .tracking, .interacting, .decelerating, .idle])
        // Recognition in frame 5: 18 pt, less the hysteresis 8: −20 + 8 = −12; 20 pt a frame after.
        #expect(Array(run.recording.frames[5...7].map(\.contentOffset.x)) == [-12, 8, 28])
        #expect(run.finalOffset == CGPoint(x: 276, y: 0))
        #expect(run.checkExpectations().allSatisfy { $0.passed })
    }
}
