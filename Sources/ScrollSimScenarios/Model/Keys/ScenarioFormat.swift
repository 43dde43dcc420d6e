import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

/// The scenario format as its declarations give it: every object's keys, the gesture types, the
/// JSON Schema `Scenarios/scenario.schema.json` holds, the key tables of docs/scenario-format.md
/// and the words of the fuzz dictionary. Tests hold the committed files to these.
public enum ScenarioFormat {
    /// Each object of the format, by the path the docs name it with, and its keys in order.
    public static var objects: [(path: String, keys: [ScenarioKey])] {
        [
            ("top level", Scenario.table.keys), ("scrollView", ScrollViewSpec.table.keys), ("layout", LayoutSpec.table.keys),
            ("layout.sections[i]", LayoutSpec.sectionTable.keys), ("layout (compositional)", CompositionalLayoutSpec.table.keys),
            ("layout.sections[i] (compositional)", CompositionalLayoutSpec.sectionTable.keys),
            ("layout.sections[i].group (compositional)", CompositionalLayoutSpec.groupTable.keys), ("swiftUI", SwiftUISpec.table.keys),
            ("simulation", SimulationSpec.table.keys),
            ("expect", Expectations.table.keys), ("subviews[i]", SubviewSpec.table.keys),
        ]
    }

    /// The gesture types of a script, in order.
    public static var gestureTypes: [GestureType] { GestureSpec.gestureTypes }

    /// The Markdown table of `keys`: `| key | accepts | unit | default | meaning |`.
    public static func table(_ keys: [ScenarioKey]) -> String {
        (["| key | accepts | unit | default | meaning |", "|---|---|---|---|---|"] + keys.map(\.tableRow)).joined(separator: "\n") + "\n"
    }

    /// The Markdown table of the gesture types: each type, its keys (`?` marks an optional one,
    /// with its default in parentheses) and what it does.
    public static var gestureTable: String {
        var lines = ["| type | keys | meaning |", "|---|---|---|"]
        for type in gestureTypes {
            let keys = type.keys.map { key -> String in
                switch key.presence {
                case .required: "`\(key.name)`"
                case .defaulted(let value): "`\(key.name)` (\(value.rendered()))"
                case .optional: "`\(key.name)`?"
                }
            }
            lines.append("| `\(type.name)` | \(keys.joined(separator: ", ")) | \(type.summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Markdown table of one gesture type's keys.
    public static func table(of type: GestureType) -> String { table(type.keys) }

    /// Every key and every word a key accepts (choices, gesture types, strategy names and
    /// parameters): what the fuzz dictionary must hold.
    public static var words: [String] {
        var words: [String] = []
        func add(_ word: String) { if !words.contains(word) { words.append(word) } }
        func addChoices(_ kind: ScenarioKey.Kind) {
            if case .choice(let choices) = kind { choices.forEach(add) }
        }
        for object in objects {
            for key in object.keys {
                add(key.name)
                addChoices(key.kind)
            }
        }
        SwiftUISpec.behaviorWords.forEach(add)
        add("type")
        for type in gestureTypes {
            add(type.name)
            for key in type.keys {
                add(key.name)
                addChoices(key.kind)
            }
        }
        return words
    }

    /// The JSON Schema (draft 2020-12) of a scenario file: the declared keys of every object, one
    /// parameter object per strategy with the catalog's defaults, and the rules across keys.
    public static var schema: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("$id", .string("scenario.schema.json")),
            ("title", .string("ScrollSim scenario")),
            (
                "description",
                .string("A scroll view, an optional flow layout, a strategy, a gesture script and expectations. See docs/scenario-format.md.")
            ),
        ]
        guard case .object(let top) = objectSchema(Scenario.table) else { return .null }
        members += top
        members.append(("allOf", .array(crossKeyRules)))
        members.append(("$defs", .object(definitions)))
        return .object(members)
    }

    /// The rules across keys the schema can state: a content size without a layout, a layout with
    /// items for the strategies that need them, a layout or the parameter that replaces it.
    static var crossKeyRules: [JSONValue] {
        func strategyNamed(_ names: [String], without parameter: String? = nil) -> JSONValue {
            let enumeration = JSONValue.object([("enum", .array(names.map { .string($0) }))])
            var object: [(key: String, value: JSONValue)] = [
                ("type", .string("object")), ("required", .array([.string("name")])), ("properties", .object([("name", enumeration)])),
            ]
            if let parameter { object.append(("not", .object([("required", .array([.string(parameter)]))]))) }
            return .object([
                ("required", .array([.string("strategy")])),
                ("properties", .object([("strategy", .object([("anyOf", .array([enumeration, .object(object)]))]))])),
            ])
        }
        var rules: [JSONValue] = [
            .object([
                ("description", .string("Without a layout or swiftUI, the scroll view needs a contentSize.")),
                (
                    "if",
                    .object([
                        (
                            "not",
                            .object([
                                (
                                    "anyOf",
                                    .array([
                                        .object([("required", .array([.string("layout")]))]), .object([("required", .array([.string("swiftUI")]))]),
                                    ])
                                )
                            ])
                        )
                    ])
                ),
                ("then", .object([("properties", .object([("scrollView", .object([("required", .array([.string("contentSize")]))]))]))])),
            ])
        ]
        rules.append(SwiftUISpec.schemaRule)
        let needingItems = StrategyCatalog.entries.filter(\.needsItems).map(\.name)
        if !needingItems.isEmpty {
            let oneItem = JSONValue.object([("itemCount", .object([("minimum", .number(1))]))])
            rules.append(
                .object([
                    ("description", .string("A strategy that needs items needs a layout with at least one item in section 0.")),
                    ("if", strategyNamed(needingItems)),
                    (
                        "then",
                        .object([
                            ("required", .array([.string("layout")])),
                            (
                                "properties",
                                .object([
                                    (
                                        "layout",
                                        .object([
                                            (
                                                "properties",
                                                .object([
                                                    ("itemCount", .object([("minimum", .number(1))])),
                                                    ("sections", .object([("prefixItems", .array([.object([("properties", oneItem)])]))])),
                                                ])
                                            )
                                        ])
                                    )
                                ])
                            ),
                        ])
                    ),
                ]))
        }
        let byParameter = Dictionary(grouping: StrategyCatalog.entries.filter { $0.needsLayoutUnlessGiven != nil }) { $0.needsLayoutUnlessGiven! }
        for parameter in byParameter.keys.sorted() {
            let names = byParameter[parameter]!.map(\.name)
            rules.append(
                .object([
                    (
                        "description",
                        .string("\(names.joined(separator: " and ")) read the layout's item width unless \(parameter) is given.")
                    ),
                    ("if", strategyNamed(names, without: parameter)), ("then", .object([("required", .array([.string("layout")]))])),
                ]))
        }
        return rules
    }

    /// The shared shapes and each strategy's parameter object.
    static var definitions: [(key: String, value: JSONValue)] {
        let most = JSONReader.largestMagnitude
        func pair(_ item: JSONValue, _ description: String) -> JSONValue {
            .object([
                ("type", .string("array")), ("items", item), ("minItems", .number(2)), ("maxItems", .number(2)),
                ("description", .string(description)),
            ])
        }
        var defs: [(key: String, value: JSONValue)] = [
            (
                "number",
                .object([
                    ("type", .string("number")), ("minimum", .number(-most)), ("maximum", .number(most)),
                    ("description", .string("Every number in a scenario lies within ±1e12 (points, seconds, points per second).")),
                ])
            ),
            ("point", pair(.object([("$ref", .string("#/$defs/number"))]), "[x, y] in points.")),
            (
                "positiveSize",
                pair(
                    .object([("type", .string("number")), ("exclusiveMinimum", .number(0)), ("maximum", .number(most))]),
                    "[width, height] in points, each greater than 0.")
            ),
            (
                "size",
                pair(
                    .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(most))]),
                    "[width, height] in points, each 0 or more.")
            ),
            (
                "insets",
                .object([
                    ("type", .string("object")), ("additionalProperties", .bool(false)),
                    ("properties", .object(["top", "left", "bottom", "right"].map { ($0, .object([("$ref", .string("#/$defs/number"))])) })),
                    ("description", .string("Insets in points; missing edges are 0.")),
                ])
            ),
            (
                "strategyName",
                .object([
                    ("enum", .array(StrategyCatalog.names.map { .string($0) })),
                    ("description", .string("A strategy without parameters (their defaults apply).")),
                ])
            ),
        ]
        for entry in StrategyCatalog.entries { defs.append(("strategy-\(entry.name)", strategySchema(entry))) }
        return defs
    }

    /// The parameter object of one strategy: its name and its declared parameters, no other key.
    static func strategySchema(_ entry: StrategyCatalog.Entry) -> JSONValue {
        var description = entry.summary
        if entry.needsItems { description += " Needs items." }
        if let parameter = entry.needsLayoutUnlessGiven { description += " Needs a layout unless \(parameter) is given." }
        var properties: [(key: String, value: JSONValue)] = [("name", .object([("const", .string(entry.name))]))]
        for p in entry.parameters {
            var members: [(key: String, value: JSONValue)] = []
            switch p.kind {
            case .number:
                members.append(("type", .string("number")))
                let most = JSONReader.largestMagnitude
                switch p.range {
                case .positive?: members += [("exclusiveMinimum", .number(0)), ("maximum", .number(most))]
                case .nonNegative?: members += [("minimum", .number(0)), ("maximum", .number(most))]
                case .openUnitInterval?: members += [("exclusiveMinimum", .number(0)), ("exclusiveMaximum", .number(1))]
                case nil: members += [("minimum", .number(-most)), ("maximum", .number(most))]
                }
            case .text:
                if p.choices.isEmpty, let pattern = p.pattern {
                    // Open text of words or whole numbers: the number may be written as a number.
                    members += [("type", .array([.string("string"), .string("integer")])), ("pattern", .string(pattern)), ("minimum", .number(1))]
                } else if p.choices.isEmpty {
                    members.append(("type", .string("string")))
                } else {
                    members.append(("enum", .array(p.choices.map { .string($0) })))
                }
            case .flag: members.append(("type", .string("boolean")))
            }
            switch p.defaultValue {
            case .number(let n)?: members.append(("default", .number(n)))
            case .text(let word)?: members.append(("default", .string(word)))
            case .flag(let b)?: members.append(("default", .bool(b)))
            case nil: break
            }
            members.append(("description", .string(p.summary)))
            properties.append((p.name, .object(members)))
        }
        return .object([
            ("type", .string("object")), ("description", .string(description)), ("required", .array([.string("name")])),
            ("additionalProperties", .bool(false)), ("properties", .object(properties)),
        ])
    }

    /// The schema as `Scenarios/scenario.schema.json` holds it: pretty JSON and a final line feed.
    public static var schemaText: String { schema.rendered(pretty: true) + "\n" }
}
