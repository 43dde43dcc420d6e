import Foundation
import ScrollSim
import ScrollSimJSON

extension SwiftUISpec {
    /// The keys of `swiftUI`, declared once.
    static let table = KeyTable<SwiftUISpec>(
        defaults: SwiftUISpec(),
        fields: [
            .value(
                "scrollTargetBehavior", \.scrollTargetBehavior, behaviorCodec,
                missing: "\"paging\", \"viewAligned\" or {\"viewAligned\": {\"limitBehavior\": …, \"anchor\": …}}",
                "`.scrollTargetBehavior(_:)`, run as SwiftUI 26.1 runs it at each release (docs/physics.md, \"SwiftUI scroll targets\")."),
            .value("axis", \.axis, .choice([("horizontal", .horizontal), ("vertical", .vertical)]), "The axis of the stack and the scroll view."),
            .value(
                "childLengths", \.childLengths, childLengthsCodec, unit: "pt", missing: "the children's lengths along the axis, e.g. [280, 280]",
                "The `scrollTargetLayout` stack's children, leading first: each one's length along the axis (across it each spans the "
                    + "container less the margins)."),
            .value("spacing", \.spacing, .number(.nonNegative), unit: "pt", "The stack's spacing between neighbouring children."),
            .value(
                "contentMargins", \.contentMargins, marginsCodec, unit: "pt",
                "`.contentMargins(_:for: .scrollContent)`: UIKit's content inset, leading and trailing by layout direction."),
            .value(
                "layoutDirection", \.layoutDirection, .choice([("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)]),
                "The environment's layout direction: in `rightToLeft` the first child is at the right end and the view starts there."),
            .value(
                "horizontalSizeClass", \.horizontalSizeClass, sizeClassCodec,
                "The environment's horizontal size class (`.viewAligned`'s `automatic` limit reads it)."),
            .value("verticalSizeClass", \.verticalSizeClass, sizeClassCodec, "The environment's vertical size class."),
            .value(
                "visibilityThreshold", \.visibilityThreshold, .number(.closed(0, 1)),
                "`onScrollTargetVisibilityChange`'s threshold: a child counts as visible when at least this fraction of its area "
                    + "is inside the visible rect (docs/physics.md, \"SwiftUI scroll phases, geometry and visibility\")."),
        ])

    /// The keys of `swiftUI`, in order.
    public static var keys: [String] { table.names }

    /// The most children a stack may have.
    static let mostChildren = 10_000

    /// The words `scrollTargetBehavior` accepts, for the fuzz dictionary.
    static var behaviorWords: [String] {
        ["paging", "viewAligned", "limitBehavior", "anchor"] + LimitBehavior.allCases.map(\.rawValue) + anchorNames.map(\.word)
            + SwiftUIBehaviorCatalog.builtIn.map(\.name)
    }

    /// `UnitPoint`'s named points, as a file writes them.
    static let anchorNames: [(word: String, point: SimulatedSwiftUI.UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading), ("center", .center),
        ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// `Edge`'s names, as a file writes them.
    static let edgeNames: [(word: String, edge: SimulatedSwiftUI.Edge)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// A `UnitPoint`: one of `anchorNames` or `[x, y]` fractions.
    static let anchorCodec = KeyCodec<SimulatedSwiftUI.UnitPoint>(
        kind: .custom(
            schema: .object([
                (
                    "oneOf",
                    .array([
                        .object([("enum", .array(anchorNames.map { .string($0.word) }))]),
                        .object([("$ref", .string("#/$defs/point"))]),
                    ])
                )
            ]),
            accepts: "a UnitPoint name or [x, y]"),
        read: { value, path, reader in
            if case .string = value {
                let word = try reader.choice(value, at: path, anchorNames.map(\.word))
                return anchorNames.first { $0.word == word }!.point
            }
            guard case .array = value else {
                throw reader.mismatch(path, "a UnitPoint name (\(anchorNames.map(\.word).joined(separator: ", "))) or [x, y]", value)
            }
            let p = try reader.point(value, at: path)
            return SimulatedSwiftUI.UnitPoint(x: p.x, y: p.y)
        },
        write: { anchor in
            anchorNames.first { $0.point == anchor }.map { .string($0.word) } ?? .array([.number(Double(anchor.x)), .number(Double(anchor.y))])
        })

    static let sizeClassCodec = KeyCodec<SimulatedSwiftUI.UserInterfaceSizeClass>.choice([("compact", .compact), ("regular", .regular)])

    /// 1 to `mostChildren` lengths, each greater than 0.
    static let childLengthsCodec = KeyCodec<[Double]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")), ("minItems", .number(1)), ("maxItems", .number(Double(mostChildren))),
                (
                    "items",
                    .object([("type", .string("number")), ("exclusiveMinimum", .number(0)), ("maximum", .number(JSONReader.largestMagnitude))])
                ),
            ]),
            accepts: "1 to \(mostChildren) numbers > 0"),
        read: { value, path, reader in
            let items = try reader.array(value, at: path)
            guard !items.isEmpty, items.count <= mostChildren else {
                throw reader.mismatch(path, "1 to \(mostChildren) children's lengths in points", value)
            }
            return try items.enumerated().map { i, item in try reader.positive(item, at: JSONReader.join(path, i)) }
        },
        write: { .array($0.map { .number($0) }) })

    /// `{top, leading, bottom, trailing}`, each 0 or more, missing edges 0.
    static let marginsCodec = KeyCodec<SimulatedSwiftUI.EdgeInsets>(
        kind: .custom(
            schema: .object([
                ("type", .string("object")), ("additionalProperties", .bool(false)),
                (
                    "properties",
                    .object(
                        ["top", "leading", "bottom", "trailing"].map {
                            ($0, .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(JSONReader.largestMagnitude))]))
                        })
                ),
            ]),
            accepts: "{top, leading, bottom, trailing}, each ≥ 0, missing edges 0"),
        read: { value, path, reader in
            let o = try reader.object(value, at: path, known: ["top", "leading", "bottom", "trailing"])
            func edge(_ name: String) throws -> CGFloat {
                try o[name].map { CGFloat(try reader.nonNegative($0, at: JSONReader.join(path, name))) } ?? 0
            }
            return SimulatedSwiftUI.EdgeInsets(
                top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
        },
        write: { m in
            .object([
                ("top", .number(Double(m.top))), ("leading", .number(Double(m.leading))), ("bottom", .number(Double(m.bottom))),
                ("trailing", .number(Double(m.trailing))),
            ])
        })
}

extension SwiftUISpec {
    /// Reads `swiftUI` at `path`: its keys, unknown ones refused.
    static func decode(_ json: JSONValue, at path: String, reader: inout JSONReader) throws -> SwiftUISpec {
        let o = try reader.object(json, at: path, known: keys)
        var spec = SwiftUISpec()
        try table.read(o, at: path, into: &spec, reader: &reader)
        return spec
    }
}
