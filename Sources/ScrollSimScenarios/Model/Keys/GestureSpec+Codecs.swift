import Foundation
import ScrollSim
import ScrollSimJSON

/// The codecs of the gesture keys that are not plain numbers, points or flags.
extension GestureSpec {
    /// `[[t, x, y], …]` (`touchSamples`).
    static let samplesCodec = KeyCodec<[TouchSample]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")), ("minItems", .number(1)), ("maxItems", .number(Double(mostTouchSamples))),
                (
                    "items",
                    .object([
                        ("type", .string("array")), ("minItems", .number(3)), ("maxItems", .number(3)),
                        (
                            "prefixItems",
                            .array([
                                .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(TimedGesture.longestGesture))]),
                                .object([("$ref", .string("#/$defs/number"))]), .object([("$ref", .string("#/$defs/number"))]),
                            ])
                        ),
                    ])
                ),
            ]),
            accepts: "1 to \(mostTouchSamples) samples `[t, x, y]`, t from 0 to 3600, never decreasing"),
        read: { value, path, reader in try touchSamples(value, at: path, reader: reader) },
        write: { .array($0.map { .array([.number($0.time), .number(Double($0.point.x)), .number(Double($0.point.y))]) }) })

    /// A rect `[x, y, width, height]` in points, width and height ≥ 0 (a gesture's `rect`).
    static let rectCodec = rect(positiveSize: false)

    /// A subview's frame: a rect whose width and height are > 0 (its bounds size).
    static let frameCodec = rect(positiveSize: true)

    /// A rect `[x, y, width, height]` in points; its width and height > 0 when `positiveSize`, else ≥ 0.
    static func rect(positiveSize: Bool) -> KeyCodec<CGRect> {
        let size: JSONValue = .object([
            ("type", .string("number")), (positiveSize ? "exclusiveMinimum" : "minimum", .number(0)),
            ("maximum", .number(JSONReader.largestMagnitude)),
        ])
        return KeyCodec<CGRect>(
            kind: .custom(
                schema: .object([
                    ("type", .string("array")), ("minItems", .number(4)), ("maxItems", .number(4)),
                    (
                        "prefixItems",
                        .array([.object([("$ref", .string("#/$defs/number"))]), .object([("$ref", .string("#/$defs/number"))]), size, size])
                    ),
                ]),
                accepts: positiveSize ? "[x, y, width, height], width and height > 0" : "[x, y, width, height], width and height ≥ 0"),
            read: { value, path, reader in
                guard case .array(let items) = value, items.count == 4 else {
                    throw reader.mismatch(path, "a rect [x, y, width, height] in points", value)
                }
                let x = try reader.number(items[0], at: JSONReader.join(path, 0))
                let y = try reader.number(items[1], at: JSONReader.join(path, 1))
                let width =
                    positiveSize
                    ? try reader.positive(items[2], at: JSONReader.join(path, 2)) : try reader.nonNegative(items[2], at: JSONReader.join(path, 2))
                let height =
                    positiveSize
                    ? try reader.positive(items[3], at: JSONReader.join(path, 3)) : try reader.nonNegative(items[3], at: JSONReader.join(path, 3))
                return CGRect(x: x, y: y, width: width, height: height)
            },
            write: { .array([.number(Double($0.minX)), .number(Double($0.minY)), .number(Double($0.width)), .number(Double($0.height))]) })
    }

    /// An item index; its range is checked once the layout is known (`Scenario.checkItems`).
    static let itemCodec = KeyCodec<Int>(
        kind: .custom(schema: .object([("type", .string("integer")), ("minimum", .number(0))]), accepts: "a whole number ≥ 0"),
        read: { value, path, reader in try itemIndex(value, at: path, reader: reader) }, write: { .number(Double($0)) })

    /// An item count for `setItemCount`: a whole number from 0 to `LayoutSpec.mostItems` (the
    /// layout's total is checked once the layout is known, `Scenario.checkItemCounts`).
    static let countCodec = KeyCodec<Int>(
        kind: .custom(
            schema: .object([("type", .string("integer")), ("minimum", .number(0)), ("maximum", .number(Double(LayoutSpec.mostItems)))]),
            accepts: "a whole number from 0 to \(LayoutSpec.mostItems)"),
        read: { value, path, reader in try itemCount(value, at: path, reader: reader) }, write: { .number(Double($0)) })

    /// The most changes a `pinch` gesture may hold: an hour at 240 Hz, as `touches`.
    static let mostPinchScales = mostTouchSamples

    /// `[s, …]`: 1 to `mostPinchScales` positive numbers, each at most 1000.
    static let scalesCodec = KeyCodec<[Double]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")), ("minItems", .number(1)), ("maxItems", .number(Double(mostPinchScales))),
                ("items", .object([("type", .string("number")), ("exclusiveMinimum", .number(0)), ("maximum", .number(1000))])),
            ]),
            accepts: "1 to \(mostPinchScales) scales, each a number > 0 and ≤ 1000"),
        read: { value, path, reader in
            let items = try reader.array(value, at: path)
            guard !items.isEmpty, items.count <= mostPinchScales else {
                throw reader.mismatch(path, "1 to \(mostPinchScales) scales, each a number > 0 and ≤ 1000", value)
            }
            return try items.enumerated().map { i, item in
                try reader.number(item, at: JSONReader.join(path, i), in: Double.leastNonzeroMagnitude...1000, "a scale > 0 and ≤ 1000")
            }
        },
        write: { .array($0.map { .number($0) }) })

    /// A section index; its range is checked once the layout is known (`Scenario.checkItems`).
    static let sectionCodec = KeyCodec<Int>(
        kind: .custom(schema: .object([("type", .string("integer")), ("minimum", .number(0))]), accepts: "a whole number ≥ 0"),
        read: { value, path, reader in try sectionIndex(value, at: path, reader: reader) }, write: { .number(Double($0)) })
}
