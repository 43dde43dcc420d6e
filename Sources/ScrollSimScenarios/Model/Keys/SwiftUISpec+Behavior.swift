import Foundation
import ScrollSim
import ScrollSimJSON

extension SwiftUISpec {
    /// `scrollTargetBehavior`: `"paging"`, `"viewAligned"` (automatic limit, leading edges),
    /// `{"viewAligned": {"limitBehavior": …, "anchor": …}}` (the anchor a `UnitPoint` name or
    /// `[x, y]` fractions), or the name of a behavior in `SwiftUIBehaviorCatalog`.
    static let behaviorCodec = KeyCodec<Behavior>(
        kind: .custom(
            schema: behaviorSchema,
            accepts:
                "`paging`, `viewAligned`, `{\"viewAligned\": {\"limitBehavior\": …, \"anchor\": …}}` or a named behavior (`tenths`, or one an app registers)"
        ),
        read: { value, path, reader in try decodeBehavior(value, at: path, reader: &reader) },
        write: { behavior in
            switch behavior {
            case .paging: return .string("paging")
            case .named(let name): return .string(name)
            case .viewAligned(let limit, let anchor):
                var members: [(key: String, value: JSONValue)] = [("limitBehavior", .string(limit.rawValue))]
                if let anchor {
                    let named = anchorNames.first { $0.point == anchor }
                    members.append(("anchor", named.map { .string($0.word) } ?? .array([.number(Double(anchor.x)), .number(Double(anchor.y))])))
                }
                return .object([("viewAligned", .object(members))])
            }
        })

    /// The limit behaviors' words, in SwiftUI's order.
    static var limitWords: [String] { LimitBehavior.allCases.map(\.rawValue) }

    /// Reads `scrollTargetBehavior` at `path`; an error names the path of the wrong part.
    static func decodeBehavior(_ value: JSONValue, at path: String, reader: inout JSONReader) throws -> Behavior {
        let named = SwiftUIBehaviorCatalog.names
        let words = ["paging", "viewAligned"] + named
        if case .string(let word) = value {
            switch word {
            case "paging": return .paging
            case "viewAligned": return .viewAligned(limitBehavior: .automatic, anchor: nil)
            case _ where named.contains(word): return .named(word)
            default:
                throw reader.mismatch(
                    path, "paging, viewAligned, {\"viewAligned\": {…}} or a named behavior (\(named.joined(separator: ", ")))", value,
                    hint: JSONReader.hint(word, words))
            }
        }
        guard case .object(let members) = value, members.count == 1 else {
            throw reader.mismatch(path, "\"paging\", \"viewAligned\" or an object with the one key \"viewAligned\"", value)
        }
        let outer = try reader.object(value, at: path, known: ["viewAligned"])
        let innerPath = JSONReader.join(path, "viewAligned")
        let inner = try reader.object(outer["viewAligned"], at: innerPath, known: ["limitBehavior", "anchor"])
        var limit = LimitBehavior.automatic
        if let word = inner["limitBehavior"] {
            let chosen = try reader.choice(word, at: JSONReader.join(innerPath, "limitBehavior"), limitWords)
            limit = LimitBehavior(rawValue: chosen)!
        }
        var anchor: SimulatedSwiftUI.UnitPoint?
        if let written = inner["anchor"] {
            let anchorPath = JSONReader.join(innerPath, "anchor")
            if case .string = written {
                let word = try reader.choice(written, at: anchorPath, anchorNames.map(\.word))
                anchor = anchorNames.first { $0.word == word }!.point
            } else if case .array = written {
                let p = try reader.point(written, at: anchorPath)
                anchor = SimulatedSwiftUI.UnitPoint(x: p.x, y: p.y)
            } else {
                throw reader.mismatch(anchorPath, "a UnitPoint name (\(anchorNames.map(\.word).joined(separator: ", "))) or [x, y]", written)
            }
        }
        return .viewAligned(limitBehavior: limit, anchor: anchor)
    }

    /// The behavior's JSON Schema: one of the two words, or the view-aligned object.
    static var behaviorSchema: JSONValue {
        let anchor = JSONValue.object([
            (
                "oneOf",
                .array([
                    .object([("enum", .array(anchorNames.map { .string($0.word) }))]),
                    .object([("$ref", .string("#/$defs/point"))]),
                ])
            ),
            ("description", .string("The child's point aligned with the same point of the container; absent: leading edges.")),
        ])
        let viewAligned = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            (
                "properties",
                .object([
                    ("limitBehavior", .object([("enum", .array(limitWords.map { .string($0) })), ("default", .string("automatic"))])),
                    ("anchor", anchor),
                ])
            ),
        ])
        return .object([
            (
                "anyOf",
                .array([
                    .object([("enum", .array([.string("paging"), .string("viewAligned")]))]),
                    .object([
                        ("type", .string("string")),
                        ("description", .string("A named behavior (SwiftUIBehaviorCatalog): tenths, or one an app registers.")),
                    ]),
                    .object([
                        ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("viewAligned")])),
                        ("properties", .object([("viewAligned", viewAligned)])),
                    ]),
                ])
            )
        ])
    }

    /// A SwiftUI scroll view's stack gives the content, its behavior the delegate: no layout, no
    /// strategy but `none`, and no scroll view key the stack sets (`Scenario.checkSwiftUI`).
    static var schemaRule: JSONValue {
        let none = JSONValue.object([
            (
                "anyOf",
                .array([
                    .object([("const", .string("none"))]),
                    .object([
                        ("type", .string("object")), ("required", .array([.string("name")])),
                        ("properties", .object([("name", .object([("const", .string("none"))]))])),
                    ]),
                ])
            )
        ])
        let scrollView = JSONValue.object([("properties", .object(Scenario.keysSetBySwiftUI.map { ($0, JSONValue.bool(false)) }))])
        return .object([
            (
                "description",
                .string("A swiftUI scroll view has no layout, no strategy but none, and no scrollView contentSize, contentInset or contentOffset.")
            ),
            ("if", .object([("required", .array([.string("swiftUI")]))])),
            (
                "then",
                .object([
                    ("not", .object([("required", .array([.string("layout")]))])),
                    ("properties", .object([("strategy", none), ("scrollView", scrollView)])),
                ])
            ),
        ])
    }
}
