extension StrategyCatalog {
    /// The strategies of today's platforms.
    static let modernEntries: [Entry] = [
        Entry(
            name: "view-aligned",
            summary: "SwiftUI .viewAligned / CSS mandatory snapping: the item anchor nearest the projection.",
            parameters: [
                StrategyParameterDescriptor(
                    name: "anchor", kind: .text, defaultValue: .text("leading"),
                    summary: "The item point aligned: leading, center or trailing (sectionInset-aware).",
                    choices: ViewAlignedAnchor.allCases.map(\.rawValue)),
                StrategyParameterDescriptor(
                    name: "limitBehavior", kind: .text, defaultValue: .text("never"),
                    summary: "How far from the drag-start item: never (no limit), always (one item) or a whole number N ≥ 1.",
                    words: ["never", "always"]),
            ],
            needsItems: true,
            make: { p in
                let word = p.text("limitBehavior") ?? "never"
                guard let limit = ViewAlignedLimit(parsing: word) else {
                    throw StrategyError.invalidParameter(
                        strategy: "view-aligned", parameter: "limitBehavior",
                        expected: "never, always or a whole number ≥ 1", found: word)
                }
                return ViewAligned(anchor: ViewAlignedAnchor(rawValue: p.text("anchor") ?? "leading") ?? .leading, limit: limit)
            }),
        Entry(
            name: "group-paging-centered",
            summary: "Compositional layout .groupPagingCentered: one item pitch per gesture, centred.",
            parameters: [], needsItems: true, make: { _ in GroupPagingCentered() }),
        Entry(
            name: "centered-flow-layout",
            summary: "CenteredCollectionView style: the layout hook centres the nearest item, never against the flick.",
            parameters: [], needsItems: true, make: { _ in LayoutCentering() }),
    ]
}
