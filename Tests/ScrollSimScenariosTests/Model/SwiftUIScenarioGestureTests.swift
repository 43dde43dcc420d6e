import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// `scrollPosition` and `setSwiftUILayout` gestures and named behaviors in scenario files: the
/// errors at their paths, and runs worked by hand (docs/physics.md, "SwiftUI scroll targets").
@Suite("SwiftUI gestures and named behaviors in scenario files")
struct SwiftUIScenarioGestureTests {
    func decode(_ text: String) throws -> Scenario { try ScenarioText.decode(text) }
    func error(_ text: String) -> InputError? { ScenarioText.error(text) }

    /// A 390 × 844 view holding ten 300 pt children 10 apart (child k at 310k, content 3090), no
    /// margins: SwiftUI's offset is UIKit's, from 0 to 3090 − 390 = 2700.
    static func carousel(behavior: String = #""paging""#, gestures: String) -> String {
        #"{"scrollView": {"bounds": [390, 844]}, "swiftUI": {"scrollTargetBehavior": \#(behavior), "childLengths": [300, 300, 300, 300, 300, 300, 300, 300, 300, 300], "spacing": 10}, "gestures": [\#(gestures)]}"#
    }

    @Test("scrollPosition and setSwiftUILayout decode and are written back the same")
    func roundTrip() throws {
        let s = try decode(
            Self.carousel(
                gestures:
                    #"{"t": 0, "type": "scrollPosition", "id": 3, "anchor": "center"}, {"t": 1, "type": "scrollPosition", "edge": "trailing", "animated": false}, {"t": 2, "type": "scrollPosition", "point": [10, 0]}, {"t": 3, "type": "setSwiftUILayout", "childLengths": [200, 200], "contentMargins": {"leading": 5}}, {"t": 4, "type": "setSwiftUILayout", "containerSize": [430, 932]}"#
            ))
        #expect(s.gestures[0].kind == .event(.scrollPosition(.id(3, anchor: .center), animated: true)))
        #expect(s.gestures[1].kind == .event(.scrollPosition(.edge(.trailing), animated: false)))
        #expect(s.gestures[2].kind == .event(.scrollPosition(.point(CGPoint(x: 10, y: 0)), animated: true)))
        #expect(
            s.gestures[3].kind
                == .setSwiftUILayout(SwiftUILayoutChange(childLengths: [200, 200], contentMargins: SimulatedSwiftUI.EdgeInsets(leading: 5))))
        #expect(s.gestures[4].kind == .setSwiftUILayout(SwiftUILayoutChange(containerSize: CGSize(width: 430, height: 932))))
        // The run schedules the changes and the engine's gestures name them by their places.
        #expect(
            s.swiftUILayoutChanges == [
                SwiftUILayoutChange(childLengths: [200, 200], contentMargins: SimulatedSwiftUI.EdgeInsets(leading: 5)),
                SwiftUILayoutChange(containerSize: CGSize(width: 430, height: 932)),
            ])
        #expect(
            ScenarioRunner.script(for: s).suffix(2) == [
                TimedGesture(.setSwiftUILayout(SwiftUILayoutChange.ID(0)), at: 3), TimedGesture(.setSwiftUILayout(SwiftUILayoutChange.ID(1)), at: 4),
            ])
        #expect(try decode(s.json.rendered(pretty: false)) == s)
    }

    @Test("errors at their paths: two targets, none, an anchor without id, a child out of range, no swiftUI, an empty change, a flat container")
    func errors() {
        let both = error(Self.carousel(gestures: #"{"t": 0, "type": "scrollPosition", "id": 3, "edge": "top"}"#))
        #expect(both?.path == "gestures[0].edge")
        let none = error(Self.carousel(gestures: #"{"t": 0, "type": "scrollPosition"}"#))
        #expect(none?.path == "gestures[0]")
        let anchor = error(Self.carousel(gestures: #"{"t": 0, "type": "scrollPosition", "edge": "top", "anchor": "center"}"#))
        #expect(anchor?.path == "gestures[0].anchor")
        let range = error(Self.carousel(gestures: #"{"t": 0, "type": "scrollPosition", "id": 10}"#))
        #expect(range?.path == "gestures[0].id")
        #expect(range?.description.contains("from 0 to 9") == true, "\(range?.description ?? "")")
        // After the stack shrinks to two children, id 2 is out of range.
        let shrunk = error(
            Self.carousel(gestures: #"{"t": 0, "type": "setSwiftUILayout", "childLengths": [300, 300]}, {"t": 1, "type": "scrollPosition", "id": 2}"#)
        )
        #expect(shrunk?.path == "gestures[1].id")
        let uikit = error(
            #"{"scrollView": {"bounds": [390, 844], "contentSize": [3000, 844]}, "gestures": [{"t": 0, "type": "scrollPosition", "edge": "top"}]}"#)
        #expect(uikit?.path == "gestures[0].type")
        let empty = error(Self.carousel(gestures: #"{"t": 0, "type": "setSwiftUILayout"}"#))
        #expect(empty?.path == "gestures[0]")
        #expect(empty?.description.contains("containerSize") == true, "\(empty?.description ?? "")")
        // A container size is SwiftUI's too: a UIKit view does not take it.
        let uikitResize = error(
            #"{"scrollView": {"bounds": [390, 844], "contentSize": [3000, 844]}, "gestures": [{"t": 0, "type": "setSwiftUILayout", "containerSize": [430, 932]}]}"#
        )
        #expect(uikitResize?.path == "gestures[0].type")
        let flat = error(Self.carousel(gestures: #"{"t": 0, "type": "setSwiftUILayout", "containerSize": [430, 0]}"#))
        #expect(flat?.path == "gestures[0].containerSize[1]")
        let edge = error(Self.carousel(gestures: #"{"t": 0, "type": "scrollPosition", "edge": "left"}"#))
        #expect(edge?.path == "gestures[0].edge")
    }

    @Test("a named behavior: tenths decodes, is written back, names the run; an unknown name suggests the closest")
    func namedBehavior() throws {
        let s = try decode(Self.carousel(behavior: #""tenths""#, gestures: #"{"t": 0, "type": "drag", "distance": 100, "releaseVelocity": 1}"#))
        #expect(s.swiftUI?.scrollTargetBehavior == .named("tenths"))
        #expect(s.delegateName == "swiftUI tenths")
        #expect(try decode(s.json.rendered(pretty: false)) == s)
        let wrong = error(Self.carousel(behavior: #""tenth""#, gestures: ""))
        #expect(wrong?.path == "swiftUI.scrollTargetBehavior")
        #expect(wrong?.description.contains(#"did you mean "tenths"?"#) == true, "\(wrong?.description ?? "")")
        // Release at 100, 1 pt/ms: proposal 100 + 0.99 · 499.4998 = 594.5048 → 594.6667 on the grid;
        // step round(390 / 10) = 39; round(594.6667 / 39 = 15.248) = 15 → 585, reached exactly (§5).
        let run = try ScenarioRunner.run(s)
        #expect(run.recording.finalOffset == CGPoint(x: 585, y: 0))
    }

    @Test("an app registers its behavior and a file names it")
    func registered() throws {
        struct Fifty: SimulatedSwiftUI.ScrollTargetBehavior {
            func updateTarget(_ target: inout SimulatedSwiftUI.ScrollTarget, context: TargetContext) {
                target.rect.origin.x = (target.rect.origin.x / 50).rounded() * 50
            }
        }
        SwiftUIBehaviorCatalog.register("fiftyPoints", summary: "Multiples of 50 pt.") { Fifty() }
        #expect(!SwiftUIBehaviorCatalog.register("paging") { Fifty() })
        // 594.6667 / 50 = 11.89 → 12 → 600.
        let s = try decode(Self.carousel(behavior: #""fiftyPoints""#, gestures: #"{"t": 0, "type": "drag", "distance": 100, "releaseVelocity": 1}"#))
        #expect(try ScenarioRunner.run(s).recording.finalOffset == CGPoint(x: 600, y: 0))
    }
}
