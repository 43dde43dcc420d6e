import Foundation
import ScrollSim
import ScrollSimJSON

/// The values a gesture entry's keys carry, before its type makes them a `GestureSpec.Kind`.
struct GestureFields: Sendable {
    var t = 0.0
    var translation: CGPoint?
    var velocity: CGPoint?
    var duration: Double?
    var distance: Double?
    var releaseVelocity: Double?
    var samples: [TouchSample]?
    var offset: CGPoint?
    var animated: Bool?
    var item: Int?
    var section: Int?
    var position: SimulatedCollectionView.ScrollPosition?
    var rect: CGRect?
    var size: CGSize?
    var count: Int?
    var point: CGPoint?
    var center: CGPoint?
    var scales: [Double]?
    var scale: Double?
    var interval: Double?
    var view: String?
    var id: Int?
    var anchor: SimulatedSwiftUI.UnitPoint?
    var edge: SimulatedSwiftUI.Edge?
    var childLengths: [Double]?
    var spacing: Double?
    var contentMargins: SimulatedSwiftUI.EdgeInsets?
    var containerSize: CGSize?
}

/// One gesture type of the script: its name, what it does and its keys (besides `type`),
/// declared once; the decoder, the encoder, the schema and the docs' gesture table come from it.
public struct GestureType: Sendable {
    /// The `type` a file writes.
    public let name: String
    /// One line: what the gesture does.
    public let summary: String
    /// The keys, bound to the values they carry.
    let table: KeyTable<GestureFields>

    /// The keys as the format describes them, `t` first.
    public var keys: [ScenarioKey] { table.keys }
}

extension GestureSpec {
    /// The bindings of every gesture key to the value it carries, with the codec that reads it. A
    /// type picks its keys from these and says what each means for it and when it may be absent.
    static let bindings: [KeyField<GestureFields>] = [
        .value("t", \.t, .number(.nonNegative), unit: "s", missing: "the time in seconds", "When the gesture happens."),
        .optional("translation", \.translation, .point, unit: "pt", missing: "an array of two numbers [x, y]", ""),
        .optional("velocity", \.velocity, .point, unit: "pt/s", ""),
        .optional("duration", \.duration, .number(.positive), unit: "s", missing: "a positive number", ""),
        .optional("distance", \.distance, .number(.any), unit: "pt", missing: "a number", ""),
        .optional("releaseVelocity", \.releaseVelocity, .number(.any), unit: "pt/ms", missing: "a number", ""),
        .optional("samples", \.samples, samplesCodec, unit: "s, pt", missing: "an array", ""),
        .optional("offset", \.offset, .point, unit: "pt", missing: "an array of two numbers [x, y]", ""),
        .optional("animated", \.animated, .flag, ""),
        .optional("item", \.item, itemCodec, missing: "an item index (a whole number from 0 to the item count − 1)", ""),
        .optional("section", \.section, sectionCodec, ""),
        .optional("position", \.position, .choice(positions.map { (word: $0.name, value: $0.value) }), ""),
        .optional("rect", \.rect, rectCodec, unit: "pt", missing: "a rect [x, y, width, height] in points", ""),
        .optional("size", \.size, .size(allowsZero: true), unit: "pt", missing: "a content size [width, height] in points, each ≥ 0", ""),
        .optional("count", \.count, countCodec, missing: "an item count (a whole number ≥ 0)", ""),
        .optional("point", \.point, .point, unit: "pt", missing: "an array of two numbers [x, y]", ""),
        .optional("center", \.center, .point, unit: "pt", missing: "an array of two numbers [x, y]", ""),
        .optional("scales", \.scales, scalesCodec, missing: "an array of positive numbers", ""),
        .optional("scale", \.scale, .number(.positive), missing: "a positive number", ""),
        .optional("interval", \.interval, .number(.positiveUpTo(60)), unit: "s", missing: "a positive number", ""),
        .optional("view", \.view, SubviewSpec.nameCodec, ""),
        .optional("id", \.id, .integer(0...(SwiftUISpec.mostChildren - 1)), ""),
        .optional("anchor", \.anchor, SwiftUISpec.anchorCodec, ""),
        .optional("edge", \.edge, .choice(SwiftUISpec.edgeNames.map { (word: $0.word, value: $0.edge) }), ""),
        .optional("childLengths", \.childLengths, SwiftUISpec.childLengthsCodec, unit: "pt", ""),
        .optional("spacing", \.spacing, .number(.nonNegative), unit: "pt", ""),
        .optional("contentMargins", \.contentMargins, SwiftUISpec.marginsCodec, unit: "pt", ""),
        .optional(
            "containerSize", \.containerSize, .size(allowsZero: false), unit: "pt",
            missing: "the container's size [width, height] in points, each > 0", ""),
    ]

    /// The binding of `name`, given what it means for a type and what its absence means there.
    static func key(_ name: String, _ absence: KeyField<GestureFields>.Absence, _ summary: String) -> KeyField<GestureFields> {
        bindings.first { $0.name == name }!.with(absence: absence, summary: summary)
    }

    /// The binding of `name` with its own absence (required, or nil when absent), given what it
    /// means for a type.
    static func key(_ name: String, _ summary: String) -> KeyField<GestureFields> {
        let binding = bindings.first { $0.name == name }!
        return binding.with(absence: binding.absence, summary: summary)
    }

    /// `view`: the view of the scene a gesture other than `touches` is for.
    static let viewKey = key(
        "view", .staysNil(meaning: "the scenario's own view"), "The view of the scene it is for: the name of one of its `subviews`, at any depth.")

    /// `t`, required: the time in seconds.
    static let time = key("t", "When the gesture happens, seconds from the start.")

    /// The gesture types, declared once, in the order the docs list them.
    public static let gestureTypes: [GestureType] = uikitGestureTypes + swiftUIGestureTypes

    /// The gesture types of any scroll view, in the order the docs list them.
    static let uikitGestureTypes: [GestureType] = [
        GestureType(
            name: "beginDrag", summary: "A pan is recognised; a moving view is caught where the last frame left it.",
            table: KeyTable(defaults: GestureFields(), fields: [time, viewKey])),
        GestureType(
            name: "move", summary: "A pan update.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("translation", "The cumulative finger translation since `beginDrag`."),
                    key("velocity", .staysNil(meaning: "estimated from the moves"), "The recognizer's velocity of the finger."),
                    viewKey,
                ])),
        GestureType(
            name: "endDrag", summary: "The finger lifts.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [time, key("velocity", .staysNil(meaning: "estimated from the moves"), "The recognizer's velocity of the finger."), viewKey])),
        GestureType(
            name: "swipe",
            summary:
                "Frame-by-frame moves at constant finger velocity `translation / duration`, released at that velocity one frame after "
                + "the last move.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [time, key("translation", "The finger's travel."), key("duration", "How long the finger moves."), viewKey])),
        GestureType(
            name: "drag",
            summary:
                "*Extension*: moves the content `distance` along the scroll axis and releases it at exactly `releaseVelocity` of "
                + "content offset (the delegate's value), except below 0.25 pt/ms in magnitude, where UIKit zeroes the release "
                + "velocity (`vx² + vy² < 0.0625`, docs/physics.md \"Release\") and the delegate is offered 0 and the current "
                + "offset: 0.2 arrives as 0, 0.25 as 0.25. This is what `sweep` generates.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("distance", "The content offset change along the scroll axis (positive: forward)."),
                    key("releaseVelocity", "The release velocity of the content offset."),
                    key("duration", .reads(.number(0.1)), "How long the content moves before the release."),
                    viewKey,
                ])),
        GestureType(
            name: "touches",
            summary:
                "The finger itself, down at the first sample and up at the last, which is also a move. The pan recognizer runs as "
                + "UIKit's does: nothing until the finger passes 10 pt along an axis the view scrolls, then "
                + "`scrollViewWillBeginDragging` with the 10 pt removed from the translation; velocity from the last two samples "
                + "(`velocityInView:`), the lift adds none. On a gliding view the pan begins at touch-down (the glide stops); on a "
                + "bouncing one the bounce ends there (`scrollViewDidEndDecelerating`). A touch that never passes 10 pt is a tap: "
                + "no drag callbacks. docs/physics.md §3.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    key("t", .reads(.number(0)), "Shifts every sample's time."),
                    key(
                        "samples",
                        "The finger's `[t, x, y]`: times ascending, relative to `t`; positions in the scroll view's coordinates."),
                ])),
        GestureType(
            name: "tap",
            summary:
                "A finger down at `point` and up there `duration` later, as `touches`. On a gliding or bouncing view it only stops "
                + "the motion (the pan holds the touch: drag callbacks with zero velocity, and the content never sees it); at rest "
                + "the content sees it (`contentTouchesBegan`, `contentTouchesEnded`) and a collection view selects the item under "
                + "it (`collectionViewDidSelectItemAt`). docs/physics.md \"Touches on the content\".",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("point", "Where the finger comes down and lifts, in the scroll view's coordinates."),
                    key("duration", .reads(.number(TimedGesture.defaultTapDuration)), "How long the finger stays down."),
                ])),
        GestureType(
            name: "pinch",
            summary:
                "Two fingers spreading or closing around `center`: the zoom follows the pinch's scale times the zoom at its start, "
                + "rubber-banded past `minimumZoomScale` and `maximumZoomScale` (with `bouncesZoom`) and animated back after the "
                + "end; `scrollViewWillBeginZooming`, `scrollViewDidZoom` per change, `scrollViewDidEndZooming`. Needs "
                + "`scrollView.zoomingContentSize`. docs/physics.md \"Zooming\".",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("center", "The point between the fingers, in the scroll view's coordinates."),
                    key("scales", "The pinch's scale at each change (the fingers' spread relative to the start): one every `interval`."),
                    key("interval", "The time between the start, each change and the end."), viewKey,
                ])),
        GestureType(
            name: "setZoomScale",
            summary:
                "`setZoomScale(_:animated:)`: the zoom goes to `scale`, held to the zoom limits, about the centre of the bounds "
                + "(docs/physics.md \"Zooming (26.1)\").",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("scale", "The zoom scale to go to."), key("animated", .reads(.bool(false)), "Whether it animates."), viewKey,
                ])),
        GestureType(
            name: "zoomTo",
            summary:
                "`zoom(to:animated:)`: the zoom shows `rect` (points of the zoomed view at scale 1) as large as fits the bounds, "
                + "held to the zoom limits; at the current scale it scrolls the rect's centre to the bounds' centre instead.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("rect", "The rect to show, in points of the zoomed view at scale 1."),
                    key("animated", .reads(.bool(false)), "Whether it animates."), viewKey,
                ])),
        GestureType(
            name: "setContentOffset", summary: "`setContentOffset(_:animated:)`.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [time, key("offset", "The new content offset."), key("animated", .reads(.bool(false)), "Whether it animates."), viewKey])),
        GestureType(
            name: "scrollToItem", summary: "`scrollToItem(at:at:animated:)` for item `item` of `section`.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("item", "The item, from 0 to its section's item count − 1 (the layout's `itemCount` with one section)."),
                    key("section", .reads(.number(0)), "The item's section, from 0 to the section count − 1."),
                    key("position", .reads(.string("centeredHorizontally")), "Where the item comes to rest in the bounds."),
                    key("animated", .reads(.bool(true)), "Whether it animates."),
                    viewKey,
                ])),
        GestureType(
            name: "scrollToTop",
            summary:
                "A tap on the status bar: the view scrolls to the top on a critically damped spring (response 0.6 s, 1.6 s), then "
                + "`scrollViewDidScrollToTop`; nothing when already at the top, while a finger is down, or when "
                + "`scrollViewShouldScrollToTop` says no.",
            table: KeyTable(defaults: GestureFields(), fields: [time, viewKey])),
        GestureType(
            name: "endRefreshing",
            summary:
                "The app ends its refresh (`endRefreshing()`): the refresh control's inset goes and the content scrolls back up "
                + "to the top unless it is bouncing or a finger is down.",
            table: KeyTable(defaults: GestureFields(), fields: [time, viewKey])),
        GestureType(
            name: "scrollRectToVisible",
            summary: "`scrollRectToVisible(_:animated:)`: the smallest change of offset that shows the rect, animated as `setContentOffset`.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("rect", "The rect to show, in content coordinates."),
                    key("animated", .reads(.bool(true)), "Whether it animates."),
                    viewKey,
                ])),
        GestureType(
            name: "setContentSize",
            summary:
                "The app sets `contentSize`, as `setContentSize:` does in 26.1: a drag past the trailing edge that the new content "
                + "covers goes on from where the content is (no jump); a glide, bounce or settle goes on against the new limits (a "
                + "feed that grows ahead of a fling glides on into it); at rest an offset the new size no longer allows moves to the "
                + "nearest allowed one.",
            table: KeyTable(defaults: GestureFields(), fields: [time, key("size", "The new content size."), viewKey])),
        GestureType(
            name: "setItemCount",
            summary:
                "The data source's item count of `section` changes (items added or removed at its end) and the layout recomputes "
                + "the content size, taken as `setContentSize` takes it. Needs a view with a `layout`.",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("count", "The section's new item count."),
                    key("section", .reads(.number(0)), "The section, from 0 to the section count − 1."),
                    viewKey,
                ])),
    ]

    /// The gesture types a script may use.
    public static var types: [String] { gestureTypes.map(\.name) }

    /// Every key a gesture of some type may have, besides `type`.
    static var allKeys: [String] { bindings.map(\.name) }
}
