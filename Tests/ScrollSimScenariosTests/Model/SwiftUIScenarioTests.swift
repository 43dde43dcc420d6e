import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// `swiftUI` in a scenario file: the keys, the errors that name their path, and runs of a stack
/// whose rests are worked by hand from docs/physics.md ("SwiftUI scroll targets", §4, §5).
@Suite("SwiftUI scroll views in scenario files")
struct SwiftUIScenarioTests {
    func decode(_ text: String) throws -> Scenario { try ScenarioText.decode(text) }
    func error(_ text: String) -> InputError? { ScenarioText.error(text) }

    /// A 375 × 250 view holding five 280 pt children 16 apart with 20 pt leading and trailing
    /// margins: UIKit content 5 · 280 + 4 · 16 = 1464 wide, offsets −20 … 1464 + 20 − 375 = 1109.
    static func carousel(behavior: String = #"{"viewAligned": {"limitBehavior": "always"}}"#, extra: String = "", top: String = "") -> String {
        #"{"scrollView": {"bounds": [375, 250]}, "swiftUI": {"scrollTargetBehavior": \#(behavior), "childLengths": [280, 280, 280, 280, 280], "spacing": 16, "contentMargins": {"leading": 20, "trailing": 20}\#(extra)}\#(top), "gestures": [{"t": 0, "type": "drag", "distance": 5, "releaseVelocity": 0.28}]}"#
    }

    @Test("every key decodes, and the scenario written back decodes to the same scenario")
    func keysAndRoundTrip() throws {
        let s = try decode(
            Self.carousel(
                behavior: #"{"viewAligned": {"limitBehavior": "alwaysByFew", "anchor": [0.25, 0.5]}}"#,
                extra: #", "axis": "horizontal", "layoutDirection": "rightToLeft", "horizontalSizeClass": "regular", "verticalSizeClass": "compact""#)
        )
        let spec = try #require(s.swiftUI)
        #expect(spec.scrollTargetBehavior == .viewAligned(limitBehavior: .alwaysByFew, anchor: SimulatedSwiftUI.UnitPoint(x: 0.25, y: 0.5)))
        #expect(spec.childLengths == [280, 280, 280, 280, 280] && spec.spacing == 16)
        #expect(spec.contentMargins == SimulatedSwiftUI.EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(spec.layoutDirection == .rightToLeft && spec.horizontalSizeClass == .regular && spec.verticalSizeClass == .compact)
        #expect(s.axis == .horizontal)
        let again = try decode(s.json.rendered(pretty: false))
        #expect(again == s)
        #expect(try decode(Self.carousel(behavior: #""paging""#)).swiftUI?.scrollTargetBehavior == .paging)
        #expect(
            try decode(Self.carousel(behavior: #""viewAligned""#)).swiftUI?.scrollTargetBehavior
                == .viewAligned(limitBehavior: .automatic, anchor: nil))
        #expect(
            try decode(Self.carousel(behavior: #"{"viewAligned": {"anchor": "center"}}"#)).swiftUI?.scrollTargetBehavior
                == .viewAligned(limitBehavior: .automatic, anchor: .center))
    }

    @Test("a wrong behavior, limit or anchor is an error at its path, with the closest word")
    func behaviorErrors() {
        let limit = error(Self.carousel(behavior: #"{"viewAligned": {"limitBehavior": "alwaysByTwo"}}"#))
        #expect(limit?.path == "swiftUI.scrollTargetBehavior.viewAligned.limitBehavior")
        #expect(limit?.description.contains(#"found the string "alwaysByTwo""#) == true, "\(limit?.description ?? "")")
        let word = error(Self.carousel(behavior: #""pagin""#))
        #expect(word?.path == "swiftUI.scrollTargetBehavior")
        #expect(word?.description.contains(#"did you mean "paging"?"#) == true, "\(word?.description ?? "")")
        let key = error(Self.carousel(behavior: #"{"viewAlinged": {}}"#))
        #expect(key?.path == "swiftUI.scrollTargetBehavior.viewAlinged")
        let anchor = error(Self.carousel(behavior: #"{"viewAligned": {"anchor": "middle"}}"#))
        #expect(anchor?.path == "swiftUI.scrollTargetBehavior.viewAligned.anchor")
        let missing = error(#"{"scrollView": {"bounds": [375, 250]}, "swiftUI": {"childLengths": [280]}}"#)
        #expect(missing?.path == "swiftUI.scrollTargetBehavior")
        let child = error(Self.carousel().replacingOccurrences(of: "[280, 280, 280, 280, 280]", with: "[280, 0]"))
        #expect(child?.path == "swiftUI.childLengths[1]")
        let margin = error(Self.carousel().replacingOccurrences(of: #""leading": 20"#, with: #""left": 20"#))
        #expect(margin?.path == "swiftUI.contentMargins.left")
    }

    @Test("beside swiftUI a layout, a strategy and the scroll view's content size, inset and offset are errors at their paths")
    func exclusiveKeys() {
        let layout = error(Self.carousel(top: #", "layout": {"itemCount": 1, "itemSize": [10, 10]}"#))
        #expect(layout?.path == "layout")
        let strategy = error(Self.carousel(top: #", "strategy": "native-paging""#))
        #expect(strategy?.path == "strategy.name")
        for key in ["contentSize\": [1, 1]", "contentInset\": {\"left\": 3}", "contentOffset\": [0, 0]"] {
            let text = Self.carousel().replacingOccurrences(of: #""bounds": [375, 250]"#, with: #""bounds": [375, 250], ""# + key)
            let e = error(text)
            #expect(e?.path == "scrollView." + key.prefix { $0 != "\"" }, "\(e?.description ?? "accepted")")
        }
    }

    @Test("the stack gives the view its content and margins and starts it at the leading rest, in right-to-left at the right end")
    func contentAndStart() throws {
        // Left to right: content 1464 × 250, insets 20 and 20, start −20 (SwiftUI 0).
        let (view, kept) = try ScenarioRunner.makeView(for: try decode(Self.carousel()))
        withExtendedLifetime(kept) {
            #expect(view.contentSize == CGSize(width: 1464, height: 250))
            #expect(view.contentInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            #expect(view.contentOffset == CGPoint(x: -20, y: 0))
        }
        // Right to left: start at 1464 + 20 − 375 = 1109.
        let rtl = try decode(Self.carousel(extra: #", "layoutDirection": "rightToLeft""#))
        let (mirrored, held) = try ScenarioRunner.makeView(for: rtl)
        withExtendedLifetime(held) { #expect(mirrored.contentOffset == CGPoint(x: 1109, y: 0)) }
        // Drawn children: card 0 at the right end, 1464 − 280 = 1184 … 1464.
        #expect(rtl.swiftUI?.childFrames(bounds: CGSize(width: 375, height: 250)).first == CGRect(x: 1184, y: 0, width: 280, height: 250))
    }

    @Test("right to left, a flick towards the next child (UIKit offset decreasing) steps one child: rest 1109 − 296 = 813")
    func rightToLeftFlick() throws {
        // From 1109 (S 0) drag −5 to 1104, release −0.28 pt/ms: proposal 1104 − 0.27 · 499.4998 =
        // 969.135 → 969.0 on the 1/3 grid; S = 1464 + 20 − 375 − 969 = 140; nearest child 0 (140 <
        // 156), the drag start's, so one child, dx < 0 reversed in right-to-left: +1 → S 296 →
        // UIKit 1109 − 296 = 813.
        let text = Self.carousel(extra: #", "layoutDirection": "rightToLeft""#)
            .replacingOccurrences(of: #""distance": 5, "releaseVelocity": 0.28"#, with: #""distance": -5, "releaseVelocity": -0.28"#)
        let run = try ScenarioRunner.run(try decode(text))
        let last = try #require(run.recording.frames.last)
        #expect(abs(last.contentOffset.x - 813) < 0.01)
    }

    @Test("a flick shows the behavior's target: always steps from child 0 to child 1 (rest 276), never keeps child 0 (rest −20)")
    func limitedAndNot() throws {
        // From −20 (S 0) drag 5 to −15, release 0.28: proposal −15 + 134.8649 = 119.8649 → 120.0,
        // S 140; nearest child 0 (140 < 156), the drag start's: limiting steps to S 296 = UIKit
        // 276; never stays on S 0 = UIKit −20.
        let always = try ScenarioRunner.run(try decode(Self.carousel()))
        #expect(abs((always.recording.frames.last?.contentOffset.x ?? 0) - 276) < 0.01)
        let never = try ScenarioRunner.run(try decode(Self.carousel(behavior: #"{"viewAligned": {"limitBehavior": "never"}}"#)))
        #expect(abs((never.recording.frames.last?.contentOffset.x ?? 0) + 20) < 0.01)
    }

    @Test("a sweep runs the behavior from the leading rest, put back before each cell: both cells rest at 276")
    func sweepCells() throws {
        // From −20 (S 0), drag 5 to −15. At 1.2 pt/ms: proposal −15 + 1.19 · 499.4998 = 579.4048 →
        // 579.3333, S 599.3333, clamped to 0 + 375; nearest child 1 (79 < 217), not the drag
        // start's: S 296 = UIKit 276. At 0.28: S 140, child 0 stepped to child 1: 276 again.
        let worker = try SweepWorker(base: try decode(Self.carousel()))
        let fast = worker.run(index: 0, drag: 5, velocity: 1.2)
        let slow = worker.run(index: 1, drag: 5, velocity: 0.28)
        #expect(abs(fast.finalOffset.x - 276) < 0.01 && abs(slow.finalOffset.x - 276) < 0.01)
    }

    @Test("an anchor from the file moves the chosen child by anchor · container − anchor · child: [0.2, 0] rests at 295")
    func anchorFromFile() throws {
        // Flick A as in limitedAndNot: child 1, S 296, 280 wide. Anchor x 0.2: 0.2 · 375 − 0.2 · 280
        // = 75 − 56 = 19 → S 315 → UIKit 295.
        let text = Self.carousel(behavior: #"{"viewAligned": {"limitBehavior": "always", "anchor": [0.2, 0]}}"#)
        let run = try ScenarioRunner.run(try decode(text))
        #expect(abs((run.recording.frames.last?.contentOffset.x ?? 0) - 295) < 0.01)
    }

    @Test("a SwiftUI file's JSON report names its behavior as the strategy: swiftUI viewAligned, swiftUI paging")
    func jsonNamesTheBehavior() throws {
        func strategy(_ behavior: String) throws -> String? {
            let header = RunReport.jsonHeader(try decode(Self.carousel(behavior: behavior)))
            guard case .string(let name)? = header.first(where: { $0.key == "strategy" })?.value else { return nil }
            return name
        }
        #expect(try strategy(#"{"viewAligned": {"limitBehavior": "always"}}"#) == "swiftUI viewAligned")
        #expect(try strategy(#""paging""#) == "swiftUI paging")
    }
}
