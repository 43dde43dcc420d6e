import Foundation
import ScrollSim
import ScrollSimTestSupport
import Testing

@testable import ScrollSimScenarios

/// What a scenario's recording keeps for drawing its pages and cards: a paging view's page grid,
/// a snapping strategy's stops, a compositional section's cards.
@Suite("Recording pages and cards for drawing")
struct RecordingPageStopsTests {
    static func run(_ name: String) throws -> ScenarioRun {
        try ScenarioRunner.run(ScenarioFile.load(PackagePaths.scenarios() + "/\(name).json").scenario)
    }

    @Test("group-paging-centered keeps its stops, the offsets that centre each card: 0, 268.5, 564.5, 860.5, 1129; it does not page itself")
    func strategyStops() throws {
        // Cards 280 wide at 20 + 296k in a 375 pt view: centring card k needs 160 + 296k − 187.5,
        // clamped to 0…1129 (the file's description).
        let recording = try Self.run("group-paging-centered-forward").recording
        #expect(recording.geometry.paging == nil)
        #expect(recording.geometry.pageStops == PageStops(axis: .horizontal, offsets: [0, 268.5, 564.5, 860.5, 1129]))
    }

    @Test("free scrolling keeps no stops and no pages: a carousel that does not page draws no page lines")
    func freeScrollingHasNone() throws {
        var scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/group-paging-centered-forward.json").scenario
        scenario.strategy = StrategySpec(name: "none")
        let recording = try ScenarioRunner.run(scenario).recording
        #expect(recording.geometry.paging == nil && recording.geometry.pageStops == nil)
    }

    @Test("a group-paging-centered section pages from −40 every 330 pt (its group), and its 12 cards sit at 330k, 320 × 250")
    func compositionalSection() throws {
        // Cards 80 % of 400 = 320 wide, interGroupSpacing 10: stride 330; centring inset
        // (400 − 320) / 2 = 40, so page 0 lies at −40 (the file's description).
        let section = try #require(try Self.run("compositional-behaviour-group-paging-centered").subviews.first).recording
        #expect(section.geometry.paging == Recording.Paging(origin: CGPoint(x: -40, y: 0), stride: CGSize(width: 330, height: 250)))
        #expect(section.geometry.itemFrames.count == 12)
        #expect(section.geometry.itemFrames.map(\.minX) == (0..<12).map { CGFloat(330 * $0) })
        #expect(section.geometry.itemFrames.allSatisfy { $0.width == 320 && $0.height == 250 })
        // The collection view itself has no cards outside the section, and does not page.
        let outer = try Self.run("compositional-behaviour-continuous")
        #expect(outer.recording.geometry.itemFrames.isEmpty && outer.recording.geometry.paging == nil)
        #expect(outer.subviews.first?.recording.geometry.itemFrames.count == 12)
    }

    @Test("a snap-point grid of 1e-9 pt steps is not asked for its stops (it would make 10¹² of them)")
    func tinyStepIsNotAsked() throws {
        var scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/group-paging-centered-forward.json").scenario
        scenario.strategy = StrategySpec(name: "snap-point-paging", parameters: ["cellWidth": .number(1e-9)])
        let (view, retained) = try ScenarioRunner.makeView(for: scenario)
        withExtendedLifetime(retained) { #expect(Recording.pageStops(of: view) == nil) }
        // The same strategy at the layout's own width (296 pt pitch, 1129 pt of offsets) is asked.
        scenario.strategy = StrategySpec(name: "snap-point-paging", parameters: ["cellWidth": .number(296)])
        let (kept, keptRetained) = try ScenarioRunner.makeView(for: scenario)
        withExtendedLifetime(keptRetained) { #expect(Recording.pageStops(of: kept)?.offsets == [0, 296, 592, 888, 1129]) }
    }
}
