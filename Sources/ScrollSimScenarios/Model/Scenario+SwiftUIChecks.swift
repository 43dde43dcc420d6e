import Foundation
import ScrollSim
import ScrollSimJSON

extension Scenario {
    /// The scroll view's keys a SwiftUI stack sets: its content size, its content inset (the
    /// margins) and its start offset (the leading rest).
    static let keysSetBySwiftUI = ["contentSize", "contentInset", "contentOffset"]

    /// A `swiftUI` scroll view takes its content from its stack and its delegate from its
    /// behavior: a `layout`, a `strategy` other than `none`, or a scroll view key the stack sets
    /// (`keysSetBySwiftUI`) would be ignored, so each is an error naming its path.
    static func checkSwiftUI(_ draft: ScenarioDraft, top: [String: JSONValue], reader: JSONReader) throws {
        try checkSwiftUIExpectations(draft, top: top, reader: reader)
        try checkSwiftUIGestures(draft, reader: reader)
        guard draft.swiftUI != nil else { return }
        if let layout = top["layout"] {
            throw reader.mismatch(
                "layout", "no layout beside swiftUI (its childLengths, spacing and contentMargins give the content)", layout)
        }
        if draft.strategy.name != "none" {
            throw reader.mismatch(
                JSONReader.join("strategy", "name"),
                "\"none\" beside swiftUI (its scrollTargetBehavior is the delegate; compare a strategy in a scenario of its own)",
                .string(draft.strategy.name))
        }
        guard case .object(let members)? = top["scrollView"] else { return }
        for member in members where keysSetBySwiftUI.contains(member.key) {
            throw reader.mismatch(
                JSONReader.join("scrollView", member.key),
                "no \(member.key) beside swiftUI (the stack gives the content size, contentMargins the inset, and the view starts at "
                    + "its leading rest)", member.value)
        }
    }

    /// `expect`'s SwiftUI keys (`phases`, `visibleTargets`, `becomesVisible`) need a `swiftUI`
    /// scroll view, and their indices one of its children: else an error naming the path.
    static func checkSwiftUIExpectations(_ draft: ScenarioDraft, top: [String: JSONValue], reader: JSONReader) throws {
        guard let expect = top["expect"], case .object = expect else { return }
        for key in ["phases", "visibleTargets", "becomesVisible"] {
            guard let value = expect[key] else { continue }
            let path = JSONReader.join("expect", key)
            guard let swiftUI = draft.swiftUI else {
                throw reader.mismatch(path, "no \(key) without a swiftUI scroll view (SwiftUI's phases and visibility are its own)", value)
            }
            guard key != "phases", case .array(let items) = value else { continue }
            for (i, item) in items.enumerated() {
                guard case .number(let n) = item, Int(n) >= swiftUI.childLengths.count else { continue }
                throw reader.mismatch(
                    JSONReader.join(path, i), "a child index below \(swiftUI.childLengths.count) (swiftUI.childLengths has that many)", item)
            }
        }
    }
}

extension Scenario {
    /// The changes of the scenario's `setSwiftUILayout` gestures, in the order of its gestures: the
    /// changes a run's SwiftUI delegates schedule, and the `n`th such gesture runs as the engine's
    /// `.setSwiftUILayout(SwiftUILayoutChange.ID(n))` (`ScenarioRunner.script(for:)`).
    public var swiftUILayoutChanges: [SwiftUILayoutChange] {
        gestures.compactMap { if case .setSwiftUILayout(let change) = $0.kind { change } else { nil } }
    }

    /// A `scrollPosition` or `setSwiftUILayout` gesture needs a `swiftUI` scroll view (an error at
    /// its `type` otherwise), and a `scrollPosition` `id` a child the stack has (an error at its
    /// `id` giving the range).
    static func checkSwiftUIGestures(_ draft: ScenarioDraft, reader: JSONReader) throws {
        for (i, gesture) in draft.gestures.enumerated() {
            let path = JSONReader.join("gestures", i)
            let name: String
            switch gesture.kind {
            case .event(.scrollPosition): name = "scrollPosition"
            case .setSwiftUILayout, .event(.setSwiftUILayout): name = "setSwiftUILayout"
            default: continue
            }
            guard let swiftUI = draft.swiftUI else {
                throw reader.mismatch(JSONReader.join(path, "type"), "a gesture other than \(name) (it needs a swiftUI scroll view)", .string(name))
            }
            guard case .event(.scrollPosition(.id(let id, _), _)) = gesture.kind else { continue }
            // The children at the time: the last `setSwiftUILayout` before it that gives them.
            var count = swiftUI.childLengths.count
            for earlier in draft.gestures[..<i] {
                if case .setSwiftUILayout(let change) = earlier.kind, let lengths = change.childLengths { count = lengths.count }
            }
            if id >= count {
                throw reader.mismatch(JSONReader.join(path, "id"), "a child of the stack, from 0 to \(count - 1)", .number(Double(id)))
            }
        }
    }
}
