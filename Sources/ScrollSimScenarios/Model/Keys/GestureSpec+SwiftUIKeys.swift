import Foundation
import ScrollSim
import ScrollSimJSON

extension GestureSpec {
    /// The gesture types of a `swiftUI` scroll view, declared once, after the others in the docs.
    static let swiftUIGestureTypes: [GestureType] = [
        GestureType(
            name: "scrollPosition",
            summary:
                "SwiftUI's `ScrollPosition.scrollTo(id:anchor:)`, `scrollTo(edge:)` or `scrollTo(point:)` on the `swiftUI` scroll "
                + "view (give one of `id`, `edge` and `point`): the offset, held to the allowed ones, is reached with "
                + "`setContentOffset(_:animated:)` (docs/physics.md, \"SwiftUI scroll targets\", a choice).",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time,
                    key("id", .staysNil(meaning: "no child"), "The child of the stack, from 0 (the leading one) to the child count − 1."),
                    key(
                        "anchor", .staysNil(meaning: "the least scroll that shows the whole child"),
                        "With `id`: the child's point put on the same point of the container less its insets (a `UnitPoint` name or [x, y])."),
                    key("edge", .staysNil(meaning: "no edge"), "The content's edge to scroll to."),
                    key("point", .staysNil(meaning: "no point"), "An offset in SwiftUI's space (0 is the leading rest)."),
                    key("animated", .reads(.bool(true)), "Whether it animates (UIKit's 0.3 s animation)."),
                ])),
        GestureType(
            name: "setSwiftUILayout",
            summary:
                "The `swiftUI` stack, its margins or its container change (give at least one of `childLengths`, `spacing`, "
                + "`contentMargins` and `containerSize`; the others stay): the bounds, content size and inset follow (at rest the "
                + "offset is held to the new limits), and while a release's target is held the behavior runs again on it with no "
                + "velocity and a different answer is scrolled to with UIKit's animated setContentOffset (docs/physics.md, "
                + "\"SwiftUI scroll targets\", \"Retarget\").",
            table: KeyTable(
                defaults: GestureFields(),
                fields: [
                    time, key("childLengths", .staysNil(meaning: "unchanged"), "The children's new lengths along the axis, leading first."),
                    key("spacing", .staysNil(meaning: "unchanged"), "The new spacing between children."),
                    key("contentMargins", .staysNil(meaning: "unchanged"), "The new `contentMargins`, missing edges 0."),
                    key(
                        "containerSize", .staysNil(meaning: "unchanged"),
                        "The container's new size: the scroll view's bounds (a rotation, a sheet resized)."),
                ])),
    ]
}
