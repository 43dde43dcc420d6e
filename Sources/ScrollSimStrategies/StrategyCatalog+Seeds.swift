extension StrategyCatalog {
    /// The strategies of the five seed articles, in seed order.
    static let seedEntries: [Entry] = [
        Entry(
            name: "threshold-paging",
            summary: "Seed 000 (aekimov): one page once the drag reaches ±threshold, centred by scrollToItem.",
            parameters: [.number("threshold", 50, "Drag distance that changes page, in points (inclusive).")],
            needsItems: true,
            make: { p in
                ThresholdPaging(threshold: try p.number("threshold", of: "threshold-paging", "a positive number of points") { $0 > 0 })
            }),
        Entry(
            name: "snap-point",
            summary: "Seed 001 (rolandleth), snapped scrolling: multiples of the cell width, next once 30 % passed.",
            parameters: [
                .number("snapPoint", 0.3, "Fraction of a cell past which the next cell is taken (0 < snapPoint < 1)."),
                .number("cellWidth", nil, "Cell width in points; default: the layout's item width."),
            ],
            needsItems: false,
            needsLayoutUnlessGiven: "cellWidth",
            make: { p in
                SnapPoint(
                    snapPoint: try p.number("snapPoint", of: "snap-point", "a fraction between 0 and 1") { $0 > 0 && $0 < 1 },
                    cellWidth: try p.optionalNumber("cellWidth", of: "snap-point", "a positive number of points") { $0 > 0 })
            }),
        Entry(
            name: "snap-point-paging",
            summary: "Seed 001 (rolandleth), true pagination: the finger's cell, or the next once 10 % of it passed.",
            parameters: [
                .number("snapPoint", 0.1, "Fraction of a cell that changes page (0 < snapPoint < 1)."),
                .number("cellWidth", nil, "Cell width in points; default: the layout's item width."),
            ],
            needsItems: false,
            needsLayoutUnlessGiven: "cellWidth",
            make: { p in
                SnapPointPaging(
                    snapPoint: try p.number("snapPoint", of: "snap-point-paging", "a fraction between 0 and 1") { $0 > 0 && $0 < 1 },
                    cellWidth: try p.optionalNumber("cellWidth", of: "snap-point-paging", "a positive number of points") { $0 > 0 })
            }),
        Entry(
            name: "peek",
            summary: "Seed 002 (MSPeekCollectionViewDelegateImplementation): one card per gesture, neighbours peeking.",
            parameters: [
                .number("cellSpacing", 20, "Gap between cards, in points (the layout's line spacing)."),
                .number("cellPeekWidth", 20, "Visible part of each neighbour, in points."),
                .number("scrollThreshold", 50, "Projected travel that changes card, in points."),
            ],
            needsItems: false,
            make: { p in
                let name = "peek"
                return Peek(
                    cellSpacing: try p.number("cellSpacing", of: name, "a number of points ≥ 0") { $0 >= 0 },
                    cellPeekWidth: try p.number("cellPeekWidth", of: name, "a number of points ≥ 0") { $0 >= 0 },
                    scrollThreshold: try p.number("scrollThreshold", of: name, "a positive number of points") { $0 > 0 })
            }),
        Entry(
            name: "velocity-paging",
            summary: "Seed 003: the nearest card by offset/itemWidth, or the next for a flick over 1 pt/ms; scrollToItem.",
            parameters: [
                .number("itemWidth", nil, "Item width in points; default: the layout's item width."),
                .number("flickVelocity", 1, "Release speed above which the page changes, in pt/ms (strict)."),
            ],
            needsItems: true,
            make: { p in
                VelocityPaging(
                    itemWidth: try p.optionalNumber("itemWidth", of: "velocity-paging", "a positive number of points") { $0 > 0 },
                    flickVelocity: try p.number("flickVelocity", of: "velocity-paging", "a number of pt/ms ≥ 0") { $0 >= 0 })
            }),
        Entry(
            name: "card-centering",
            summary: "Seed 004 (jaredsinclair BLVNonStandardPagingCalculation): next card centred, ends aligned.",
            parameters: [
                .number("cardWidth", nil, "Card width in points; default: the layout's item width."),
                .number("spaceBetweenCards", nil, "Card margin in points; default: the layout's minimumLineSpacing."),
            ],
            needsItems: true,
            make: { p in
                CardCentering(
                    cardWidth: try p.optionalNumber("cardWidth", of: "card-centering", "a positive number of points") { $0 > 0 },
                    spaceBetweenCards: try p.optionalNumber("spaceBetweenCards", of: "card-centering", "a number of points ≥ 0") { $0 >= 0 })
            }),
    ]
}
