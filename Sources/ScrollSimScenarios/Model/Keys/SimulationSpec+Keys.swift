import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON

extension SimulationSpec {
    /// The keys of `simulation`, declared once.
    static let table = KeyTable<SimulationSpec>(
        defaults: SimulationSpec(),
        fields: [
            .value(
                "animationDuration", \.animationDuration, .number(.positive), unit: "s",
                "The duration of animated scrolls (`setContentOffset(_:animated:)`, `scrollToItem`)."),
            .value(
                "animationCurve", \.animationCurve, AnimationCurve.codec,
                "The timing curve of animated scrolls: UIKit's own `sineEaseInOut` (curve 0 of `UIAnimation`, sin²(π·t/2)), `sineEaseOut`, "
                    + "`sineEaseIn` and `linear`; Core Animation's `easeInOut`, `easeOut` and Béziers are what-ifs UIKit does not use here."),
            .value(
                "fastScroll", \.fastScroll, .flag,
                "UIKit's fast scroll: from the fourth quick flick of a streak on, each drag raises a multiplier (up to 16) that "
                    + "lengthens the glide and the proposed target. False turns it off."),
            .value(
                "exactDecelerationRate", \.exactDecelerationRate, .flag,
                "A what-if UIKit cannot run: keep `scrollView.decelerationRate` as given instead of storing "
                    + "\(SimulatedScrollView.DecelerationRate.storageRule). Every output of such a run says so."),
            .value(
                "scrollToTopResponse", \.scrollToTopResponse, .number(.positiveUpTo(longestDuration)), unit: "s",
                "The response of the critically damped spring a scroll to the top follows (WebKit's copy of UIKit's; the decompile "
                    + "does not show UIKit's value)."),
            .value(
                "scrollToTopDuration", \.scrollToTopDuration, .number(.positiveUpTo(longestDuration)), unit: "s",
                "How long a scroll to the top lasts; it lands on the top then."),
            .value(
                "scrollToTopTimingFunction", \.scrollToTopTimingFunction, AnimationCurve.codec,
                "The timing function the scroll-to-top spring reads the time fraction through (UIKit's `progressForFraction:` "
                    + "applies it before the spring): WebKit's copy of UIKit's, the Bézier [0, 0.2, 1, 1], by default; `linear` gives "
                    + "the bare spring."),
            .value(
                "layoutVelocityUnit", \.layoutVelocityUnit,
                .choice(SimulationSettings.LayoutVelocityUnit.allCases.map { (word: $0.rawValue, value: $0) }),
                "The unit of the velocity a layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` receives."),
            .value(
                "maximumDuration", \.maximumDuration, .number(.positiveUpTo(longestDuration)), unit: "s",
                "The longest a run lasts; a view still moving then stops the run with an error."),
            .optional(
                "heldFingerTimeout", \.heldFingerTimeout, .number(.positiveUpTo(longestDuration)), unit: "s",
                absent: "none: the last samples stand",
                "How long a finger must rest after its last `move` for an `endDrag` without velocity to release with none."),
            .optional(
                "frameTimes", \.frameTimes, frameTimesCodec, unit: "s", absent: "a frame every 1/frameRate s",
                "The display times of frames 0, 1, 2…, strictly ascending, as a device's uneven display link shows them; frames "
                    + "after the last listed follow at `frameRate`."),
        ])

    /// The keys of `simulation`, in order.
    public static var keys: [String] { table.names }

    /// Display times in seconds: 1 to `mostFrameTimes`, from 0 up, each after the one before.
    static let frameTimesCodec = KeyCodec<[Double]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")), ("minItems", .number(1)), ("maxItems", .number(Double(mostFrameTimes))),
                ("items", .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(longestDuration))])),
            ]),
            accepts: "1 to \(mostFrameTimes) times from 0 to 3600, strictly ascending"),
        read: { value, path, reader in try decodeFrameTimes(value, at: path, reader: reader) },
        write: { .array($0.map { .number($0) }) })
}

extension AnimationCurve {
    /// A named curve (`AnimationCurve.named`) or `{"cubicBezier": [x1, y1, x2, y2]}`.
    static let codec = KeyCodec<AnimationCurve>(
        kind: .custom(
            schema: .object([
                (
                    "oneOf",
                    .array([
                        .object([("enum", .array(named.map { .string($0.word) }))]),
                        .object([
                            ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("cubicBezier")])),
                            (
                                "properties",
                                .object([
                                    (
                                        "cubicBezier",
                                        .object([
                                            (
                                                "description",
                                                .string(
                                                    "Control points [x1, y1, x2, y2] of a cubic Bézier from (0, 0) to (1, 1); x1 and x2 in [0, 1].")
                                            ),
                                            ("type", .string("array")), ("minItems", .number(4)), ("maxItems", .number(4)),
                                            (
                                                "prefixItems",
                                                .array([
                                                    .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))]),
                                                    .object([("type", .string("number"))]),
                                                    .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))]),
                                                    .object([("type", .string("number"))]),
                                                ])
                                            ),
                                        ])
                                    )
                                ])
                            ),
                        ]),
                    ])
                )
            ]),
            accepts: named.map { "`\($0.word)`" }.joined(separator: ", ") + " or `{\"cubicBezier\": [x1, y1, x2, y2]}`, x1 and x2 from 0 to 1"),
        read: { value, path, reader in try decode(value, at: path, reader: &reader) },
        write: { $0.json })
}
