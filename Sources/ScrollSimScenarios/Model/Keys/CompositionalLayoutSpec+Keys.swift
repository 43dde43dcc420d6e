import Foundation
import ScrollSim
import ScrollSimJSON

extension CompositionalLayoutSpec {
    /// The keys of a `layout` of `kind` `compositional`, declared once.
    static let table = KeyTable<CompositionalLayoutSpec>(
        defaults: CompositionalLayoutSpec(),
        fields: [
            .value(
                "kind", \.kind, .choice([(word: "compositional", value: "compositional")]), missing: "compositional",
                "`compositional`: a vertical `UICollectionViewCompositionalLayout` (absent or `flow`: the flow layout's keys)."),
            .value(
                "sections", \.sections, sectionsCodec, missing: "an array of sections",
                "The sections, top to bottom; each orthogonal section is a scroll view of the scene, named by its `name`."),
            .value("interSectionSpacing", \.interSectionSpacing, .number(.nonNegative), unit: "pt", "Spacing between sections."),
            .value(
                "centeredPagingInset", \.centeredPagingInset,
                .choice(CenteredPagingInset.allCases.map { (word: $0.rawValue, value: $0) }),
                "*Choice*: `.groupPagingCentered`'s inset, `(W − group width)/2` (`group`) or `(W − (group width + interGroupSpacing))/2` "
                    + "(`pagingDimension`); the code does not show which."),
        ])

    /// Every layout of this kind says so.
    var kind: String {
        get { "compositional" }
        set {}
    }

    /// The keys of one section, declared once.
    static let sectionTable = KeyTable<CompositionalSectionSpec>(
        defaults: CompositionalSectionSpec(),
        fields: [
            .optional(
                "name", \.name, SubviewSpec.nameCodec, absent: "required for an orthogonal section",
                "The section scroll view's name in the scene: a gesture's `view`, `sweep --view`, its golden `NAME.SECTION.frames`."),
            .value("itemCount", \.itemCount, .integer(0...LayoutSpec.mostItems), missing: "the number of items", "The number of items."),
            .value(
                "group", \.group,
                Scenario.object(groupTable) { value, path, reader in
                    let o = try reader.object(value, at: path, known: groupTable.names)
                    var group = groupTable.defaults
                    try groupTable.read(o, at: path, into: &group, reader: &reader)
                    return group
                } write: {
                    .object(groupTable.write($0))
                },
                missing: "the section's group", "The repeating group and its item."),
            .value("interGroupSpacing", \.interGroupSpacing, .number(.nonNegative), unit: "pt", "Spacing between groups."),
            .value("contentInsets", \.contentInsets, .insets, unit: "pt", "Insets around the section's groups (left is leading)."),
            .value(
                "orthogonalScrollingBehavior", \.orthogonalScrollingBehavior,
                .choice(OrthogonalScrollingBehavior.allCases.map { (word: $0.rawValue, value: $0) }),
                "How the section scrolls across the collection view: `none` (it does not), `continuous`, `continuousGroupLeadingBoundary`, "
                    + "`paging`, `groupPaging`, `groupPagingCentered`."),
            .value(
                "decelerationRate", \.decelerationRate,
                .choice(OrthogonalScrollingProperties.DecelerationRate.allCases.map { (word: $0.rawValue, value: $0) }),
                "`orthogonalScrollingProperties.decelerationRate`; *Choice*: `automatic` runs as `normal`."),
            .value(
                "bounce", \.bounce, .choice(OrthogonalScrollingProperties.Bounce.allCases.map { (word: $0.rawValue, value: $0) }),
                "`orthogonalScrollingProperties.bounce`."),
            .value(
                "expect", \.expect, Scenario.nestedExpectCodec,
                absent: "nothing checked", "What the section's scroll view must show, with the keys of `expect` (an orthogonal section only)."),
        ])

    /// The keys of a section's group, declared once.
    static let groupTable = KeyTable<CompositionalGroupSpec>(
        defaults: CompositionalGroupSpec(),
        fields: [
            .value("width", \.width, dimensionCodec, "The group's width."),
            .value("height", \.height, dimensionCodec, "The group's height."),
            .value(
                "axis", \.axis, .choice(CompositionalLayoutGroup.Axis.allCases.map { (word: $0.rawValue, value: $0) }),
                "The direction of the items inside."),
            .optional("count", \.count, .integer(1...LayoutSpec.mostItems), absent: "as many as fit", "Items per group."),
            .value("interItemSpacing", \.interItemSpacing, .number(.nonNegative), unit: "pt", "Spacing between the group's items."),
            .value("contentInsets", \.contentInsets, .insets, unit: "pt", "Insets of the items inside the group."),
            .value("itemWidth", \.itemWidth, dimensionCodec, "The item's width (fractions of the group's)."),
            .value("itemHeight", \.itemHeight, dimensionCodec, "The item's height (fractions of the group's)."),
            .value("itemContentInsets", \.itemContentInsets, .insets, unit: "pt", "Insets of the cell inside its item."),
        ])

    /// The four kinds of `NSCollectionLayoutDimension`, by their key.
    static let dimensionKinds: [(word: String, make: @Sendable (CGFloat) -> CompositionalLayoutDimension)] = [
        ("absolute", { .absolute($0) }), ("fractionalWidth", { .fractionalWidth($0) }), ("fractionalHeight", { .fractionalHeight($0) }),
        ("estimated", { .estimated($0) }),
    ]

    /// A dimension: a number of points (absolute), or one of `{"absolute": pt}`,
    /// `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"estimated": pt}`.
    static let dimensionCodec = KeyCodec<CompositionalLayoutDimension>(
        kind: .custom(
            schema: .object([
                (
                    "oneOf",
                    .array(
                        [.object([("type", .string("number")), ("exclusiveMinimum", .number(0))])]
                            + dimensionKinds.map { kind in
                                .object([
                                    ("type", .string("object")), ("additionalProperties", .bool(false)),
                                    ("required", .array([.string(kind.word)])),
                                    ("properties", .object([(kind.word, .object([("type", .string("number")), ("exclusiveMinimum", .number(0))]))])),
                                ])
                            })
                )
            ]),
            accepts: "points, or {\"absolute\"|\"fractionalWidth\"|\"fractionalHeight\"|\"estimated\": value}"),
        read: { value, path, reader in
            if case .number = value { return .absolute(CGFloat(try reader.positive(value, at: path))) }
            guard case .object = value else {
                throw reader.mismatch(
                    path, "a positive number of points or an object {\"absolute\"|\"fractionalWidth\"|\"fractionalHeight\"|\"estimated\": value}",
                    value)
            }
            let o = try reader.object(value, at: path, known: dimensionKinds.map(\.word))
            guard o.count == 1, let (word, inner) = o.first, let kind = dimensionKinds.first(where: { $0.word == word }) else {
                throw reader.mismatch(path, "one of absolute, fractionalWidth, fractionalHeight or estimated", value)
            }
            return kind.make(CGFloat(try reader.positive(inner, at: JSONReader.join(path, word))))
        },
        write: { dimension in
            switch dimension {
            case .absolute(let v): .number(Double(v))
            case .fractionalWidth(let v): .object([("fractionalWidth", .number(Double(v)))])
            case .fractionalHeight(let v): .object([("fractionalHeight", .number(Double(v)))])
            case .estimated(let v): .object([("estimated", .number(Double(v)))])
            }
        })

    /// `sections`: 1 to `LayoutSpec.mostSections` objects of `sectionTable`'s keys; an orthogonal
    /// section needs a name.
    static let sectionsCodec = KeyCodec<[CompositionalSectionSpec]>(
        kind: .custom(
            schema: .object([
                ("type", .string("array")), ("minItems", .number(1)), ("maxItems", .number(Double(LayoutSpec.mostSections))),
                ("items", objectSchema(sectionTable)),
            ]),
            accepts: "1 to \(LayoutSpec.mostSections) objects of the keys below"),
        read: { value, path, reader in
            guard case .array(let items) = value, (1...LayoutSpec.mostSections).contains(items.count) else {
                throw reader.mismatch(path, "an array of 1 to \(LayoutSpec.mostSections) sections", value)
            }
            return try items.enumerated().map { i, item in
                let at = JSONReader.join(path, i)
                let o = try reader.object(item, at: at, known: sectionTable.names)
                var section = sectionTable.defaults
                try sectionTable.read(o, at: at, into: &section, reader: &reader)
                if section.orthogonalScrollingBehavior.scrollsOrthogonally && section.name == nil {
                    let behavior = section.orthogonalScrollingBehavior.rawValue
                    let what = "a name for the section's scroll view (its orthogonalScrollingBehavior is \(behavior))"
                    throw reader.mismatch(JSONReader.join(at, "name"), what, nil)
                }
                if !section.orthogonalScrollingBehavior.scrollsOrthogonally && section.expect != Expectations() {
                    let what = "no expect in a section without orthogonalScrollingBehavior (it has no scroll view of its own)"
                    throw reader.mismatch(JSONReader.join(at, "expect"), what, o["expect"])
                }
                return section
            }
        },
        write: { .array($0.map { .object(sectionTable.write($0)) }) })

    /// Decodes a compositional `layout` at `path`; a flow layout's key in it is an error that says so.
    static func decode(_ json: JSONValue, at path: String, reader: inout JSONReader) throws -> CompositionalLayoutSpec {
        if case .object(let members) = json {
            for member in members where LayoutSpec.keys.contains(member.key) && !table.names.contains(member.key) {
                throw reader.mismatch(
                    JSONReader.join(path, member.key),
                    "no \(member.key) in a layout of kind compositional (it is a flow layout's key): a compositional layout takes "
                        + table.names.joined(separator: ", "), member.value)
            }
        }
        let o = try reader.object(json, at: path, known: table.names)
        var spec = table.defaults
        try table.read(o, at: path, into: &spec, reader: &reader)
        return spec
    }
}
