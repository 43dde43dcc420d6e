import Foundation
import ScrollSim
import ScrollSimJSON

extension LayoutSpec {
    /// The keys of `layout`, declared once, in the order they are read: a missing or bad
    /// `itemSize` is named before the sections.
    static let table = KeyTable<LayoutSpec>(
        defaults: LayoutSpec(itemCount: 0, itemSize: .zero),
        fields: [
            KeyField<LayoutSpec>.value(
                "kind", \.kind, .choice([(word: "flow", value: "flow"), (word: "compositional", value: "compositional")]),
                "`flow`: a `UICollectionViewFlowLayout` (the keys below); `compositional`: a compositional layout, whose keys are "
                    + "those of `layout` (compositional), without the flow layout's."
            ).written { _ in false },
            .value(
                "scrollDirection", \.scrollDirection, .choice([(word: "horizontal", value: .horizontal), (word: "vertical", value: .vertical)]),
                "The direction lines of items follow (`scrollDirection`)."),
            KeyField<LayoutSpec>.value(
                "itemCount", \.itemCount, .integer(0...mostItems), absent: "required unless `sections` is given",
                "The number of items of the one section. Give `itemCount` or `sections`, not both."
            ).written { $0.sections == nil },
            .value(
                "itemSize", \.itemSize, .size(allowsZero: false), unit: "pt", missing: "the item size [width, height] in points",
                "The size of every item."),
            .value("minimumLineSpacing", \.minimumLineSpacing, .number(.nonNegative), unit: "pt", "Spacing between lines."),
            .value("minimumInteritemSpacing", \.minimumInteritemSpacing, .number(.nonNegative), unit: "pt", "Spacing between items of a line."),
            .value("sectionInset", \.sectionInset, .insets, unit: "pt", "Margins around the items of every section."),
            .optional(
                "sections", \.sections, sectionsCodec, absent: "one section of `itemCount` items",
                "The sections, laid out one after another along the scroll direction, instead of `itemCount`; each section's "
                    + "absent values fall back to the layout's. At most \(mostItems) items in all."),
        ])

    /// The keys of one `layout.sections` entry, declared once.
    static let sectionTable = KeyTable<LayoutSectionSpec>(
        defaults: LayoutSectionSpec(itemCount: 0),
        fields: [
            .value(
                "itemCount", \.itemCount, .integer(0...mostItems), missing: "the number of items in the section",
                "The number of items in the section."),
            .optional("itemSize", \.itemSize, .size(allowsZero: false), unit: "pt", absent: "the layout's", "The size of the section's items."),
            .optional(
                "minimumLineSpacing", \.minimumLineSpacing, .number(.nonNegative), unit: "pt", absent: "the layout's",
                "Spacing between the section's lines."),
            .optional(
                "minimumInteritemSpacing", \.minimumInteritemSpacing, .number(.nonNegative), unit: "pt", absent: "the layout's",
                "Spacing between items of a line of the section."),
            .optional("sectionInset", \.sectionInset, .insets, unit: "pt", absent: "the layout's", "Margins around the section's items."),
        ])

    /// The keys of `layout`, in order.
    public static var keys: [String] { table.names }
    /// The keys of one `layout.sections` entry, in order.
    public static var sectionKeys: [String] { sectionTable.names }

    /// `layout.sections`: 1 to `mostSections` objects of `sectionTable`'s keys.
    static let sectionsCodec = KeyCodec<[LayoutSectionSpec]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")), ("minItems", .number(1)), ("maxItems", .number(Double(mostSections))),
                ("items", objectSchema(sectionTable)),
            ]),
            accepts: "1 to \(mostSections) objects of the keys below"),
        read: { value, path, reader in try decodeSections(value, at: path, reader: &reader) },
        write: { .array($0.map(\.json)) })
}

extension LayoutSectionSpec {
    /// The count and only the overrides that are set.
    var json: JSONValue { .object(LayoutSpec.sectionTable.write(self)) }
}

extension LayoutSpec {
    /// `itemCount` or `sections` (the decoder then sums their counts), and the other keys; a
    /// compositional layout's own keys.
    var json: JSONValue {
        if let compositional { return .object(CompositionalLayoutSpec.table.write(compositional)) }
        return .object(Self.table.write(self))
    }

    /// `flow`, the kind of layout these keys describe (a compositional layout is read by its own table).
    var kind: String {
        get { compositional == nil ? "flow" : "compositional" }
        set {}
    }
}

/// The JSON Schema of an object whose keys are `table`'s: no other key, the required ones listed.
func objectSchema<Spec>(_ table: KeyTable<Spec>) -> JSONValue {
    let keys = table.keys
    var members: [(key: String, value: JSONValue)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
    let required = keys.filter(\.isRequired).map { JSONValue.string($0.name) }
    if !required.isEmpty { members.append(("required", .array(required))) }
    members.append(("properties", .object(keys.map { ($0.name, $0.schema) })))
    return .object(members)
}
