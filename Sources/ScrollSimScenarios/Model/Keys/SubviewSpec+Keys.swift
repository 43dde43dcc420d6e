import Foundation
import ScrollSim
import ScrollSimJSON

/// A subview's values as they are read, before the checks across keys.
struct SubviewDraft: Sendable {
    var name: String?
    var frame: CGRect?
    var scrollView: ScrollViewSpec?
    var layout: LayoutSpec?
    var strategy = StrategySpec()
    var expect = Expectations()
    var subviews: [SubviewSpec] = []
}

extension SubviewSpec {
    /// The keys of one subview (`subviews[i]`), declared once.
    static let table = KeyTable<SubviewDraft>(
        defaults: SubviewDraft(),
        fields: [
            .optional(
                "name", \.name, nameCodec, missing: "the subview's name",
                "Names the view in every output, in `--set`, `sweep --view` and a gesture's `view`, and its golden, "
                    + "`goldens/NAME.SUBVIEW.frames`: letters, digits, `-` or `_`, unique in the scene."),
            .optional(
                "frame", \.frame, GestureSpec.frameCodec, unit: "pt", missing: "a rect [x, y, width, height] in points",
                "Where the view sits in its parent's content; its size is the view's bounds (as UIKit's `frame` sets them)."),
            .optional(
                "scrollView", \.scrollView,
                Scenario.object(ScrollViewSpec.table) {
                    try ScrollViewSpec.decode($0, at: $1, reader: &$2)
                } write: {
                    $0.json
                },
                missing: "an object with at least \"bounds\"", "Its scroll view, with the keys of `scrollView`."),
            .optional(
                "layout", \.layout, Scenario.layoutCodec, absent: "none",
                "Its flow layout, with the keys of `layout`; without one, `scrollView.contentSize` gives its content."),
            .value("strategy", \.strategy, Scenario.strategyCodec, absent: "`\"none\"`", "Its delegate, as the top level's `strategy`."),
            .value(
                "expect", \.expect, Scenario.nestedExpectCodec,
                absent: "nothing checked", "What this view must show, with the keys of `expect`."),
            .value(
                "subviews", \.subviews, nestedCodec, absent: "none",
                "Scroll views inside this one, with the keys of `subviews[i]`, at any depth."),
        ])

    /// The keys a subview may have.
    public static var keys: [String] { table.names }

    /// `name`: a plain name, as its golden's file name ends in it.
    static let nameCodec = KeyCodec<String>(
        kind: .custom(schema: .object([("type", .string("string")), ("pattern", .string("^[A-Za-z0-9_-]+$"))]), accepts: "a plain name"),
        read: { value, path, reader in
            let name = try reader.string(value, at: path)
            guard GoldenName.problem(name) == nil, name.utf8.allSatisfy({ isPlain($0) }) else {
                throw reader.mismatch(path, "a plain name (letters, digits, - or _)", value)
            }
            return name
        },
        write: { .string($0) })

    /// Whether `byte` is an ASCII letter, digit, `-` or `_`.
    static func isPlain(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F
    }

    /// Reads one subview at `path`: its keys, then the checks across them (a content size or a
    /// layout; what the strategy needs of the layout).
    static func decode(_ value: JSONValue, at path: String, reader: inout JSONReader) throws -> SubviewSpec {
        let o = try reader.object(value, at: path, known: keys)
        var draft = table.defaults
        try table.read(o, at: path, into: &draft, reader: &reader)
        guard let name = draft.name, let frame = draft.frame, let scrollView = draft.scrollView else {
            preconditionFailure("the table requires name, frame and scrollView")
        }
        // A view's frame sets its bounds' size (UIKit's `setFrame:`): bounds of another size would
        // be read and then ignored.
        guard scrollView.bounds == frame.size else {
            let size = "[\(JSONValue.format(Double(frame.width))), \(JSONValue.format(Double(frame.height)))]"
            let found = "[\(JSONValue.format(Double(scrollView.bounds.width))), \(JSONValue.format(Double(scrollView.bounds.height)))]"
            throw reader.error(
                .invalidValue, at: JSONReader.join(JSONReader.join(path, "scrollView"), "bounds"),
                "expected \(size), the size of \(JSONReader.join(path, "frame")) (a view's frame sets its bounds' size, as UIKit's "
                    + "setFrame: does) but found \(found); change the frame to resize the view")
        }
        guard draft.layout != nil || scrollView.contentSize != nil else {
            throw reader.mismatch(
                JSONReader.join(JSONReader.join(path, "scrollView"), "contentSize"), "the content size [width, height] in points, or a layout", nil)
        }
        // Only the scenario's own view builds a compositional layout's section scroll views; in a
        // view inside, the sections would silently be content that never scrolls.
        if draft.layout?.compositional != nil {
            throw reader.mismatch(
                JSONReader.join(JSONReader.join(path, "layout"), "kind"),
                "a flow layout in a view inside (a compositional layout, with its orthogonal sections, is the scenario's own view's "
                    + "layout only: make this view the scenario, or give it a flow layout)", .string("compositional"))
        }
        if let problem = draft.strategy.requirementError(
            layout: draft.layout, source: reader.source, layoutPath: JSONReader.join(path, "layout"),
            strategyPath: JSONReader.join(path, "strategy"))
        {
            throw problem
        }
        return SubviewSpec(
            name: name, frame: frame, scrollView: scrollView, layout: draft.layout, strategy: draft.strategy, expect: draft.expect,
            subviews: draft.subviews)
    }

    /// The subview as a file writes it.
    var json: JSONValue {
        let draft = SubviewDraft(
            name: name, frame: frame, scrollView: scrollView, layout: layout, strategy: strategy, expect: expect, subviews: subviews)
        return .object(Self.table.write(draft))
    }
}

extension SubviewSpec {
    /// `subviews` inside a subview: the same objects as the top level's, the schema referring to
    /// the top level's items (a table cannot hold its own schema).
    static let nestedCodec = KeyCodec<[SubviewSpec]>(
        kind: .custom(
            schema: .object([("type", .string("array")), ("items", .object([("$ref", .string("#/properties/subviews/items"))]))]),
            accepts: "an array of subviews (keys of `subviews[i]`)"),
        read: { value, path, reader in try readList(value, at: path, reader: &reader) },
        write: { .array($0.map(\.json)) })

    /// Reads an array of subviews at `path`.
    static func readList(_ value: JSONValue, at path: String, reader: inout JSONReader) throws -> [SubviewSpec] {
        let items = try reader.array(value, at: path)
        return try items.enumerated().map { i, item in try SubviewSpec.decode(item, at: JSONReader.join(path, i), reader: &reader) }
    }
}

extension Scenario {
    /// `subviews`: objects of `SubviewSpec`'s keys, each of which may hold `subviews` of its own.
    static let subviewsCodec = KeyCodec<[SubviewSpec]>(
        kind: .custom(
            schema: .object([("type", .string("array")), ("items", objectSchema(SubviewSpec.table))]),
            accepts: "an array of subviews (keys below)"),
        read: { value, path, reader in try SubviewSpec.readList(value, at: path, reader: &reader) },
        write: { .array($0.map(\.json)) })
}
