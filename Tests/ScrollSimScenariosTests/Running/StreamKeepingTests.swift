import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim
@testable import ScrollSimScenarios

/// `scrollsim run` checks a file's expectations on the run it streamed: the run kept while
/// streaming is the run `ScenarioRunner.run` makes in memory, for a lone view, a compositional
/// layout and a scene of views inside.
@Suite("Streaming and keeping a run")
struct StreamKeepingTests {
    @Test(
        "the kept run has run(_:)'s frames, events, pages, stop and views inside, and the streamed frames are its frames",
        arguments: ["catch-deceleration", "tap-at-rest-selects-item", "compositional-feed-featured-flick", "feed-three-carousels-middle-flick"])
    func keptRunIsTheRunInMemory(name: String) throws {
        let file = PackagePaths.scenarios() + "/\(name).json"
        let scenario = try ScenarioFile.load(file).scenario
        var streamed: [Frame] = []
        var handedOver: [DelegateEvent] = []
        let (summary, kept) = try ScenarioRunner.streamKeeping(scenario, frame: { streamed.append($0) }, events: { handedOver += $0 })
        let memory = try ScenarioRunner.run(scenario)
        #expect(kept.recording.frames == memory.recording.frames)
        #expect(kept.recording.events == memory.recording.events)
        #expect(kept.recording.geometry.itemFrames == memory.recording.geometry.itemFrames)
        #expect(streamed == memory.recording.frames)
        #expect(handedOver == memory.recording.events)
        #expect(kept.finalPage == memory.finalPage && summary.finalPage == memory.finalPage)
        #expect(kept.stopReason == memory.stopReason)
        #expect(kept.subviews.map(\.name) == memory.subviews.map(\.name))
        #expect(kept.subviews.map(\.recording.frames) == memory.subviews.map(\.recording.frames))
        #expect(kept.subviews.map(\.recording.events) == memory.subviews.map(\.recording.events))
        #expect(kept.checkExpectations().map(\.passed) == memory.checkExpectations().map(\.passed))
        #expect(!kept.checkExpectations().isEmpty)
    }
}
