import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

/// A scenario's top-level values as they are read, before the checks across keys.
struct ScenarioDraft: Sendable {
    var schema: String?
    var name: String?
    var description = ""
    var frameRate = 60
    var scrollView: ScrollViewSpec?
    var layout: LayoutSpec?
    var swiftUI: SwiftUISpec?
    var strategy = StrategySpec()
    var simulation = SimulationSpec()
    var changeTarget: CGPoint?
    var gestures: [GestureSpec] = []
    var until: Double?
    var expect = Expectations()
    var subviews: [SubviewSpec] = []
}

extension Scenario {
    /// The top-level keys of a scenario file, declared once, in the order they are read.
    static let table = KeyTable<ScenarioDraft>(
        defaults: ScenarioDraft(),
        fields: [
            .optional("$schema", \.schema, .text, absent: "none", "The schema editors check the file against (`scenario.schema.json`)."),
            .optional(
                "name", \.name, nameCodec, absent: "the file name",
                "Names the golden `goldens/NAME.frames`, so it must be a plain file name: 1 to \(longestName) bytes, no `/` or `\\`, "
                    + "no control characters, not starting with `.`."),
            .value("description", \.description, .text, "What the scenario shows and how its expectations were derived."),
            .value("frameRate", \.frameRate, .integer(SimulationSettings.frameRates), unit: "Hz", "Frames per second."),
            .optional(
                "scrollView", \.scrollView,
                object(ScrollViewSpec.table) {
                    try ScrollViewSpec.decode($0, at: $1, reader: &$2)
                } write: {
                    $0.json
                },
                missing: "an object with at least \"bounds\" (a scenario needs a scroll view)", "The scroll view, with UIKit's property names."),
            .optional(
                "layout", \.layout, layoutCodec, absent: "none",
                "A `UICollectionViewFlowLayout`; gives the content size. The scroll view is always a collection view (with no items "
                    + "without a layout)."),
            .optional(
                "swiftUI", \.swiftUI,
                object(SwiftUISpec.table) {
                    try SwiftUISpec.decode($0, at: $1, reader: &$2)
                } write: {
                    $0.json
                },
                absent: "none",
                "A SwiftUI `ScrollView` instead of a layout: a `scrollTargetLayout` stack, its `contentMargins` and its "
                    + "`scrollTargetBehavior`; gives the content size, inset and start offset."),
            .value(
                "strategy", \.strategy, strategyCodec, absent: "`\"none\"`", "The delegate: a catalog name, or `{\"name\": …, PARAMETER: value…}`."),
            .value(
                "simulation", \.simulation,
                object(SimulationSpec.table) {
                    try SimulationSpec.decode($0, reader: &$2)
                } write: {
                    $0.json
                },
                absent: "each key's default", "*Extension*: engine settings for what UIKit leaves open."),
            .optional(
                "changeTarget", \.changeTarget, .point, unit: "pt", absent: "none",
                "*Extension*: a test delegate sets this target at every release, after the strategy."),
            .value("gestures", \.gestures, gesturesCodec, "The script, in time order."),
            .optional(
                "until", \.until, .number(.positive), unit: "s", absent: "run to rest",
                "The last frame time, at most `simulation.maximumDuration`; absent: until the view rests after the last gesture."),
            .value(
                "subviews", \.subviews, subviewsCodec, absent: "none",
                "Scroll views inside this one (each may hold more), driven by the same touches on one frame clock."),
            .value(
                "expect", \.expect,
                object(Expectations.table) {
                    try Expectations.decode($0, reader: &$2)
                } write: {
                    $0.json
                },
                absent: "nothing checked", "What the run must show; absent keys are not checked."),
        ])

    /// The top-level keys a scenario file may have.
    public static var keys: [String] { table.names }

    /// `expect` of a view inside (a subview, an orthogonal section): an object of `Expectations`'
    /// keys, read at its own path.
    static let nestedExpectCodec = object(Expectations.table) {
        try Expectations.decode($0, at: $1, reader: &$2)
    } write: {
        $0.json
    }

    /// A codec for an object whose keys are `table`'s.
    static func object<Spec>(
        _ table: KeyTable<Spec>, read: @escaping @Sendable (JSONValue, String, inout JSONReader) throws -> Spec,
        write: @escaping @Sendable (Spec) -> JSONValue
    ) -> KeyCodec<Spec> {
        KeyCodec(kind: .custom(schema: objectSchema(table), accepts: "an object (keys below)"), read: read, write: write)
    }

    /// `name`: a string that can name a golden file.
    static let nameCodec = KeyCodec<String>(
        kind: .custom(
            schema: .object([
                ("type", .string("string")), ("minLength", .number(1)), ("maxLength", .number(Double(longestName))),
                ("pattern", .string("^[^./\\\\\\u0000-\\u001f\\u007f-\\u009f][^/\\\\\\u0000-\\u001f\\u007f-\\u009f]*$")),
            ]),
            accepts: "a file name"),
        read: { value, _, reader in try decodeName(value, reader: reader) }, write: { .string($0) })

    /// `layout`: its keys, with `itemCount` or `sections`.
    static let layoutCodec: KeyCodec<LayoutSpec> = {
        guard case .object(var members) = objectSchema(LayoutSpec.table) else { fatalError("an object schema is an object") }
        members.append(
            ("oneOf", .array([.object([("required", .array([.string("itemCount")]))]), .object([("required", .array([.string("sections")]))])])))
        let schema = JSONValue.object([("oneOf", .array([.object(members), objectSchema(CompositionalLayoutSpec.table)]))])
        return KeyCodec(
            kind: .custom(schema: schema, accepts: "an object (keys below)"),
            read: { value, path, reader in try LayoutSpec.decode(value, at: path, reader: &reader) }, write: { $0.json })
    }()

    /// `strategy`: a catalog name, or an object of its name and parameters (`StrategyCatalog`).
    static let strategyCodec = KeyCodec<StrategySpec>(
        kind: .custom(
            schema: .object([
                (
                    "oneOf",
                    .array(
                        [.object([("$ref", .string("#/$defs/strategyName"))])]
                            + StrategyCatalog.names.map { .object([("$ref", .string("#/$defs/strategy-\($0)"))]) })
                )
            ]),
            accepts: "a strategy name or `{\"name\": …, PARAMETER: value…}`"),
        read: { value, path, reader in try StrategySpec.decode(value, at: path, reader: &reader) }, write: { $0.json })

    /// `gestures`: an array of gesture entries, each of one type's keys.
    static let gesturesCodec = KeyCodec<[GestureSpec]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")),
                ("items", .object([("oneOf", .array(GestureSpec.gestureTypes.map(\.schema)))])),
            ]),
            accepts: "an array of gestures (below)"),
        read: { value, path, reader in
            try reader.array(value, at: path).enumerated().map { i, item in
                try GestureSpec.decode(item, at: JSONReader.join(path, i), reader: &reader)
            }
        },
        write: { .array($0.map(\.json)) })
}

extension GestureType {
    /// The JSON Schema of an entry of this type: its keys and `type`, no other.
    var schema: JSONValue {
        guard case .object(var members) = objectSchema(table) else { return .null }
        for (i, member) in members.enumerated() {
            if member.key == "required", case .array(let names) = member.value { members[i].value = .array(names + [.string("type")]) }
            if member.key == "properties", case .object(var properties) = member.value {
                properties.insert(("type", .object([("const", .string(name))])), at: properties.first?.key == "t" ? 1 : 0)
                members[i].value = .object(properties)
            }
        }
        if !members.contains(where: { $0.key == "required" }) {
            members.insert(("required", .array([.string("type")])), at: 2)
        }
        return .object(members)
    }
}
