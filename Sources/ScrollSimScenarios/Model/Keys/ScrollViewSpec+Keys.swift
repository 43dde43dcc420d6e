import Foundation
import ScrollSim
import ScrollSimJSON

extension ScrollViewSpec {
    /// The keys of `scrollView`, declared once.
    static let table = KeyTable<ScrollViewSpec>(
        defaults: ScrollViewSpec(bounds: .zero),
        fields: [
            .value(
                "bounds", \.bounds, .size(allowsZero: false), unit: "pt", missing: "the visible size [width, height] in points", "The visible size."),
            .optional(
                "contentSize", \.contentSize, .size(allowsZero: true), unit: "pt", absent: "the layout's (required without a layout)",
                "The content size; ignored when a layout is given, which sets it."),
            .value("contentInset", \.contentInset, .insets, unit: "pt", "Extra scrollable space around the content (`contentInset`)."),
            .value("contentOffset", \.contentOffset, .point, unit: "pt", "The offset at the start of the run."),
            .value(
                "safeAreaInsets", \.safeAreaInsets, .insets, unit: "pt",
                "The safe area's insets (a notch, the home indicator, bars), added to `contentInset` where "
                    + "`contentInsetAdjustmentBehavior` says, to make `adjustedContentInset`."),
            .value(
                "contentInsetAdjustmentBehavior", \.contentInsetAdjustmentBehavior,
                .choice(SimulatedScrollView.ContentInsetAdjustmentBehavior.allCases.map { (word: $0.rawValue, value: $0) }),
                "Which edges of the safe area join the content inset: `automatic` and `scrollableAxes` both edges of each axis "
                    + "that scrolls, `always` every edge, `never` none."),
            .value(
                "decelerationRate", \.decelerationRate, rate, unit: "per ms",
                "The per-millisecond velocity factor of a glide. As in UIKit, a number below "
                    + "\(SimulatedScrollView.DecelerationRate.fastBelow) runs as `fast` and any other as `normal`, unless "
                    + "`simulation.exactDecelerationRate` is true."),
            .value("bounces", \.bounces, .flag, "Whether the content rubber-bands past its edges (`bounces`): both axes."),
            .optional(
                "bouncesHorizontally", \.bouncesHorizontally, .flag, absent: "`bounces`",
                "Whether the content rubber-bands past its left and right edges (`bouncesHorizontally`, iOS 17.4)."),
            .optional(
                "bouncesVertically", \.bouncesVertically, .flag, absent: "`bounces`",
                "Whether the content rubber-bands past its top and bottom edges (`bouncesVertically`, iOS 17.4)."),
            .value(
                "alwaysBounceHorizontal", \.alwaysBounceHorizontal, .flag,
                "Bounce horizontally even when the content fits (`alwaysBounceHorizontal`)."),
            .value("alwaysBounceVertical", \.alwaysBounceVertical, .flag, "Bounce vertically even when the content fits (`alwaysBounceVertical`)."),
            .value("isPagingEnabled", \.isPagingEnabled, .flag, "UIKit's paging: rest on multiples of the bounds size (`isPagingEnabled`)."),
            .value(
                "isDirectionalLockEnabled", \.isDirectionalLockEnabled, .flag,
                "A pan of `touches` follows one axis once a move within 20° of it (70° for the vertical) chooses it, before "
                    + "recognition or by a move 0.6 s or more after the previous one, holding the other axis's translation (`isDirectionalLockEnabled`)."
            ),
            .optional(
                "refreshControl", \.refreshControl, refreshControlCodec, absent: "none",
                "A pull-to-refresh control: `true`, or `{\"title\": …}` (a one-line title, 20 pt). Its 60 pt (title + 67) of top "
                    + "overscroll follow the finger; a pull past its snapping height while the finger is down arms it "
                    + "(`refreshControlValueChanged`) and adds its height to the top inset until `endRefreshing`."),
            .value(
                "refreshControlHost", \.refreshControlHost, .choice(RefreshControlHost.allCases.map { (word: $0.rawValue, value: $0) }),
                "Who hosts `refreshControl` (ignored without one): `scrollView`, or `navigationController`, a navigation bar with "
                    + "large titles (`_UINavigationControllerRefreshControlHost`), whose insets do not affect the rubber band: while "
                    + "refreshing, a pull past the top is rubber-banded from the top with no one-to-one zone, and its height joins "
                    + "the top inset as the bar's (none under `never`)."),
            .value(
                "transfersHorizontalScrollingToParent", \.transfersHorizontalScrollingToParent, .flag,
                "For a subview: a horizontal pan that begins with it at its edge in the pan's direction goes to the outer view when "
                    + "that one scrolls horizontally."),
            .value(
                "transfersVerticalScrollingToParent", \.transfersVerticalScrollingToParent, .flag,
                "For a subview: the vertical counterpart of `transfersHorizontalScrollingToParent`."),
            .value(
                "scrollsToTop", \.scrollsToTop, .flag, "Whether a tap on the status bar (`scrollToTop`) scrolls the view to the top (`scrollsToTop`)."
            ),
            .value(
                "delaysContentTouches", \.delaysContentTouches, .flag,
                "Whether a touch on the content at rest is held for 0.15 s before the content sees it, so that a pan beginning "
                    + "meanwhile takes it unseen (`delaysContentTouches`). A touch on a gliding view never reaches the content."),
            .value(
                "canCancelContentTouches", \.canCancelContentTouches, .flag,
                "Whether a pan that begins after the content saw the touch cancels it (`true`) or fails, leaving the touch to the "
                    + "content (`false`, `canCancelContentTouches`)."),
            .value(
                "minimumZoomScale", \.minimumZoomScale, .number(.positiveUpTo(1000)),
                "The smallest zoom a pinch settles at (`minimumZoomScale`)."),
            .value(
                "maximumZoomScale", \.maximumZoomScale, .number(.positiveUpTo(1000)),
                "The largest zoom a pinch settles at (`maximumZoomScale`), at least `minimumZoomScale`."),
            .value("bouncesZoom", \.bouncesZoom, .flag, "Whether a pinch past the zoom limits rubber-bands and animates back (`bouncesZoom`)."),
            .optional(
                "zoomingContentSize", \.zoomingContentSize, .size(allowsZero: false), unit: "pt", absent: "the view does not zoom",
                "The zoomed view's size at zoom 1 (what `viewForZooming(in:)` returns): the content size is it times the zoom."),
            .value("displayScale", \.displayScale, .number(.closed(1, 10)), unit: "px/pt", "Pixels per point: offsets snap to 1/scale pt."),
        ])

    /// The keys of `scrollView`, in order.
    public static var keys: [String] { table.names }

    /// `"normal"` (0.998), `"fast"` (0.99) or a number strictly between 0 and 1.
    static let rate = KeyCodec<Double>(
        kind: .custom(
            schema: .object([
                (
                    "oneOf",
                    .array([
                        .object([("enum", .array([.string("normal"), .string("fast")]))]),
                        .object([("type", .string("number")), ("exclusiveMinimum", .number(0)), ("exclusiveMaximum", .number(1))]),
                    ])
                )
            ]),
            accepts: "`normal` (0.998), `fast` (0.99) or a number strictly between 0 and 1"),
        read: { value, path, reader in try decodeRate(value, at: path, reader: reader) },
        write: { .number($0) })

    /// `true` (a control without a title) or `{"title": "…"}`; a file without one leaves the key out.
    static let refreshControlCodec = KeyCodec<String?>(
        kind: .custom(
            schema: .object([
                (
                    "oneOf",
                    .array([
                        .object([("const", .bool(true))]),
                        .object([
                            ("type", .string("object")), ("additionalProperties", .bool(false)),
                            ("properties", .object([("title", .object([("type", .string("string"))]))])),
                        ]),
                    ])
                )
            ]),
            accepts: "`true` or `{\"title\": \"…\"}`"),
        read: { value, path, reader in
            switch value {
            case .bool(true): return nil  // a control without a title
            case .object:
                let o = try reader.object(value, at: path, known: ["title"])
                return try o["title"].map { try reader.string($0, at: JSONReader.join(path, "title")) }
            default: throw reader.mismatch(path, "true or {\"title\": \"…\"} (false: leave the key out)", value)
            }
        },
        write: { title in title.map { .object([("title", .string($0))]) } ?? .bool(true) })

    /// Decodes `scrollView` (or a recording's `scrollView`) at `path`.
    public static func decode(_ json: JSONValue, at path: String = "scrollView", reader: inout JSONReader) throws -> ScrollViewSpec {
        let o = try reader.object(json, at: path, known: keys)
        var spec = table.defaults
        try table.read(o, at: path, into: &spec, reader: &reader)
        if spec.minimumZoomScale > spec.maximumZoomScale {
            // UIKit stores either limit as given; a pinch would then settle at neither.
            throw InputError(
                .invalidValue, source: reader.source, path: JSONReader.join(path, "maximumZoomScale"),
                "expected a maximumZoomScale ≥ minimumZoomScale (\(Report.number(spec.minimumZoomScale, 4))) but found "
                    + Report.number(spec.maximumZoomScale, 4))
        }
        return spec
    }

    /// `"normal"` (0.998), `"fast"` (0.99) or a number strictly between 0 and 1.
    static func decodeRate(_ value: JSONValue, at path: String, reader: JSONReader) throws -> Double {
        let expected = "\"normal\", \"fast\" or a number strictly between 0 and 1"
        switch value {
        case .string("normal"): return SimulatedScrollView.DecelerationRate.normal.rawValue
        case .string("fast"): return SimulatedScrollView.DecelerationRate.fast.rawValue
        case .number(let n) where n > 0 && n < 1: return n
        case .string(let word): throw reader.mismatch(path, expected, value, hint: JSONReader.hint(word, ["normal", "fast"]))
        default: throw reader.mismatch(path, expected, value)
        }
    }
}
