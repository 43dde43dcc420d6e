import Foundation
import ScrollSim
import ScrollSimJSON

extension Expectations {
    /// The keys of `expect`, declared once. Every key is optional; an absent one is not checked.
    static let table = KeyTable<Expectations>(
        defaults: Expectations(),
        fields: [
            .optional(
                "finalOffset", \.finalOffset, .point, unit: "pt", absent: "not checked",
                "The last frame's offset, each coordinate within `tolerance`."),
            .value("tolerance", \.tolerance, .number(.nonNegative), unit: "pt", "The allowed difference for offsets, targets and overshoots."),
            .optional(
                "restBefore", \.restBefore, .number(.positive), unit: "s", absent: "not checked",
                "The rest time (first frame of the final rest) is at or before this, within 1 µs (`Recording.restsBefore`, the same "
                    + "rule as `assertRest(before:)`)."),
            .optional("restAfter", \.restAfter, .number(.nonNegative), unit: "s", absent: "not checked", "The rest time is at or after this."),
            .optional(
                "maxOvershoot", \.maxOvershoot, .number(.nonNegative), unit: "pt", absent: "not checked",
                "The largest overshoot past any edge is at most this (plus `tolerance`)."),
            .optional(
                "minOvershoot", \.minOvershoot, .number(.nonNegative), unit: "pt", absent: "not checked",
                "The largest overshoot past any edge is at least this (minus `tolerance`)."),
            .optional(
                "finalPage", \.finalPage, .integer(0...1_000_000), absent: "not checked",
                "The page at rest: with a layout, the item (counted over all sections in (section, item) order) whose centre is "
                    + "nearest the bounds' centre; for a paging view, the page it settles on, round((offset − paging origin) / "
                    + "(bounds + interpage spacing)) (an orthogonal `.groupPaging` section's group); otherwise round((offset − minimum) / "
                    + "bounds), the minimum at rest: while refreshing it includes the refresh control's height (UIKit adds it to "
                    + "`adjustedContentInset.top`), so a view resting refreshing is on page 0."),
            .optional(
                "target", \.target, .point, unit: "pt", absent: "not checked", "`targetContentOffset` after the delegate at the first release."),
            .optional(
                "releaseVelocity", \.releaseVelocity, .point, unit: "pt/ms", absent: "not checked",
                "The velocity the delegate received at the first release, within 0.0005 pt/ms."),
            .optional(
                "callbacks", \.callbacks, callbacksCodec, absent: "not checked",
                "The delegate callbacks and engine notices in order, runs of `scrollViewDidScroll` merged into one."),
            .optional(
                "restsAtTarget", \.restsAtTarget, .flag, absent: "not checked",
                "`true`: the view rests on the last release's target (after the delegate): within `tolerance` for a target the "
                    + "delegate changed, within `tolerance` plus 0.6 % of the glide for UIKit's own proposal; `false`: it does not, "
                    + "which pins UIKit's rest after an unchanged release past an edge (open radar 46437787)."),
            .optional(
                "noJumps", \.noJumps, .flag, absent: "not checked (a jump is a note in every report, not a failure)",
                "`true`: no frame jumps, that is moves further than twice its speed (the fastest of it and the three frames "
                    + "before, pt/s) times its length plus 2 pt (`FeelNote.jump`); `false`: some frame does, which pins a jump "
                    + "that is meant (a changed target behind the flick, reached on the release frame)."),
            .optional(
                "selectedItems", \.selectedItems, selectedItemsCodec, absent: "not checked",
                "The collection view's selected items at the end, `[section, item]` pairs in the order selected; `[]`: a tap "
                    + "selected nothing (a tap on a gliding view only stops it)."),
            .optional(
                "finalZoomScale", \.finalZoomScale, .number(.positive), absent: "not checked",
                "The zoom scale at the end of the run (1 for a view that never zoomed), within 0.0005."),
            .optional(
                "phases", \.phases, phasesCodec, absent: "not checked",
                "A `swiftUI` scroll view's phases (`onScrollPhaseChange`) from `idle` before the first frame, each once per stretch "
                    + "of frames: a flick that glides to rest is `[\"idle\", \"interacting\", \"decelerating\", \"idle\"]` "
                    + "(docs/physics.md, \"SwiftUI scroll phases, geometry and visibility\")."),
            .optional(
                "visibleTargets", \.visibleTargets, indicesCodec, absent: "not checked",
                "A `swiftUI` scroll view's children (indices, leading first) visible at the last frame: at least "
                    + "`visibilityThreshold` of a child's area inside the bounds at the offset."),
            .optional(
                "becomesVisible", \.becomesVisible, indicesCodec, absent: "not checked",
                "`swiftUI` children (indices) that each become visible during the run (one visible when the view appears counts, "
                    + "at frame 0)."),
        ])

    /// The keys of `expect`, in order.
    public static var keys: [String] { table.names }

    /// Callback and notice names, in order.
    static let callbacksCodec = KeyCodec<[String]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")), ("items", .object([("enum", .array(DelegateEvent.Name.allCases.map { .string($0.rawValue) }))])),
            ]),
            accepts: "an array of callback and notice names (`DelegateEvent.Name`)"),
        read: { value, path, reader in
            let names = DelegateEvent.Name.allCases.map(\.rawValue)
            return try reader.array(value, at: path).enumerated().map { i, item in try reader.choice(item, at: JSONReader.join(path, i), names) }
        },
        write: { .array($0.map { .string($0) }) })

    /// `[[section, item], …]`: whole numbers from 0.
    static let selectedItemsCodec = KeyCodec<[[Int]]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")),
                (
                    "items",
                    .object([
                        ("type", .string("array")), ("minItems", .number(2)), ("maxItems", .number(2)),
                        ("items", .object([("type", .string("integer")), ("minimum", .number(0))])),
                    ])
                ),
            ]),
            accepts: "an array of [section, item] pairs of whole numbers from 0"),
        read: { value, path, reader in
            try reader.array(value, at: path).enumerated().map { i, pair in
                let pairPath = JSONReader.join(path, i)
                guard case .array(let parts) = pair, parts.count == 2 else {
                    throw reader.mismatch(pairPath, "a pair [section, item] of whole numbers from 0", pair)
                }
                return try parts.enumerated().map { j, part in
                    guard case .number(let n) = part, n >= 0, n <= 1_000_000, n == n.rounded() else {
                        throw reader.mismatch(JSONReader.join(pairPath, j), "a whole number from 0 to 1000000", part)
                    }
                    return Int(n)
                }
            }
        },
        write: { .array($0.map { .array($0.map { .number(Double($0)) }) }) })

    /// SwiftUI's `ScrollPhase` names, in order.
    static let phasesCodec = KeyCodec<[String]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")),
                ("items", .object([("enum", .array(SimulatedSwiftUI.ScrollPhase.allCases.map { .string($0.description) }))])),
            ]),
            accepts: "an array of SwiftUI scroll phase names (idle, tracking, interacting, decelerating, animating)"),
        read: { value, path, reader in
            let names = SimulatedSwiftUI.ScrollPhase.allCases.map(\.description)
            return try reader.array(value, at: path).enumerated().map { i, item in try reader.choice(item, at: JSONReader.join(path, i), names) }
        },
        write: { .array($0.map { .string($0) }) })

    /// `[index, …]`: whole numbers from 0.
    static let indicesCodec = KeyCodec<[Int]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")), ("items", .object([("type", .string("integer")), ("minimum", .number(0))])),
            ]),
            accepts: "an array of child indices, whole numbers from 0"),
        read: { value, path, reader in
            try reader.array(value, at: path).enumerated().map { i, item in
                guard case .number(let n) = item, n >= 0, n <= 1_000_000, n == n.rounded() else {
                    throw reader.mismatch(JSONReader.join(path, i), "a whole number from 0 to 1000000", item)
                }
                return Int(n)
            }
        },
        write: { .array($0.map { .number(Double($0)) }) })

    static func decode(_ json: JSONValue, at path: String = "expect", reader: inout JSONReader) throws -> Expectations {
        let o = try reader.object(json, at: path, known: keys)
        var e = Expectations()
        try table.read(o, at: path, into: &e, reader: &reader)
        return e
    }

    var json: JSONValue { .object(Self.table.write(self)) }
}
