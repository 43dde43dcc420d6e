import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

@Suite("Strategy catalog")
struct StrategyCatalogTests {
    @Test("the catalog names are exactly the documented ones, in the documented order")
    func names() {
        #expect(
            StrategyCatalog.names == [
                "none", "native-paging", "threshold-paging", "snap-point", "snap-point-paging", "peek",
                "velocity-paging", "card-centering", "view-aligned", "group-paging-centered", "centered-flow-layout",
            ])
    }

    @Test("every parameter's default is as documented in docs/strategies.md")
    func defaults() {
        func defaults(_ name: String) -> [String: String] {
            var result: [String: String] = [:]
            for p in StrategyCatalog.entry(named: name)?.parameters ?? [] {
                result[p.name] = p.defaultValue?.description ?? "layout"
            }
            return result
        }
        #expect(defaults("threshold-paging") == ["threshold": "50"])
        #expect(defaults("snap-point") == ["snapPoint": "0.3", "cellWidth": "layout"])
        #expect(defaults("snap-point-paging") == ["snapPoint": "0.1", "cellWidth": "layout"])
        #expect(defaults("peek") == ["cellSpacing": "20", "cellPeekWidth": "20", "scrollThreshold": "50"])
        #expect(defaults("velocity-paging") == ["itemWidth": "layout", "flickVelocity": "1"])
        #expect(defaults("card-centering") == ["cardWidth": "layout", "spaceBetweenCards": "layout"])
        #expect(defaults("view-aligned") == ["anchor": "leading", "limitBehavior": "never"])
        #expect(defaults("group-paging-centered").isEmpty && defaults("centered-flow-layout").isEmpty)
    }

    @Test("every strategy is made by name and makes the type its name says")
    func makesEveryStrategy() throws {
        #expect(try StrategyCatalog.make(name: "threshold-paging") is ThresholdPaging)
        #expect(try StrategyCatalog.make(name: "snap-point") is SnapPoint)
        #expect(try StrategyCatalog.make(name: "snap-point-paging") is SnapPointPaging)
        #expect(try StrategyCatalog.make(name: "peek") is Peek)
        #expect(try StrategyCatalog.make(name: "velocity-paging") is VelocityPaging)
        #expect(try StrategyCatalog.make(name: "card-centering") is CardCentering)
        #expect(try StrategyCatalog.make(name: "view-aligned") is ViewAligned)
        #expect(try StrategyCatalog.make(name: "group-paging-centered") is GroupPagingCentered)
        #expect(try StrategyCatalog.make(name: "centered-flow-layout") is LayoutCentering)
    }

    @Test("parameters reach the strategy")
    func parametersReachTheStrategy() throws {
        let peek = try #require(
            try StrategyCatalog.make(
                name: "peek", parameters: ["cellSpacing": .number(10), "scrollThreshold": .number(80)]) as? Peek)
        #expect(peek.cellSpacing == 10 && peek.cellPeekWidth == 20 && peek.scrollThreshold == 80)
        let aligned = try #require(
            try StrategyCatalog.make(
                name: "view-aligned", parameters: ["anchor": .text("trailing"), "limitBehavior": .text("2")]) as? ViewAligned)
        #expect(aligned.anchor == .trailing && aligned.limit == .maximum(2))
    }

    @Test("out-of-range values, unknown names and unknown parameters are refused with a suggestion")
    func refusals() {
        #expect(throws: StrategyError.self) { try StrategyCatalog.make(name: "snap-point", parameters: ["snapPoint": .number(1.5)]) }
        #expect(throws: StrategyError.self) { try StrategyCatalog.make(name: "threshold-paging", parameters: ["threshold": .number(0)]) }
        #expect(throws: StrategyError.self) { try StrategyCatalog.make(name: "view-aligned", parameters: ["anchor": .text("middle")]) }
        #expect(throws: StrategyError.unknownStrategy("card-centring", suggestion: "card-centering")) {
            try StrategyCatalog.make(name: "card-centring")
        }
        #expect(throws: StrategyError.unknownParameter(strategy: "peek", parameter: "cellSpaceing", suggestion: "cellSpacing")) {
            try StrategyCatalog.make(name: "peek", parameters: ["cellSpaceing": .number(1)])
        }
    }

    @Test("every strategy survives a collection view with no items: no crash, no NaN, at rest")
    func noItems() throws {
        for name in StrategyCatalog.names {
            let view = cardsCollectionView(count: 0)
            let strategy = try StrategyCatalog.make(name: name)
            attach(strategy, to: view)
            let run = try drag(view, from: 0, by: 80, releasingAt: 2)
            #expect(run.rest.isFinite, "\(name)")
            #expect(strategy.snapOffsets(in: view)?.allSatisfy(\.isFinite) ?? true, "\(name)")
        }
    }

    @Test("no bundled strategy acts in scrollViewDidScroll, and each says so, so that its glides run in the tight loop")
    func strategiesDoNotObserveScrolling() throws {
        for name in StrategyCatalog.names {
            #expect(try StrategyCatalog.make(name: name).implementsScrollViewDidScroll == false, "\(name)")
        }
    }
}
