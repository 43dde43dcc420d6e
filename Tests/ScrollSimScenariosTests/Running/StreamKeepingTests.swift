import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim
@testable import ScrollSimScenarios

/// `scrollsim run` checks a file's expectations on the run it streamed: the run kept while
/// streaming is the run `ScenarioRunner.run` makes in memory, for a lone view, a compositional
/// layout and a scene of views inside, and every view inside streams its frames and events to its
/// own handlers as the scenario's own view does.
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
        // Each view inside streams to its own handlers, by name.
        final class Inside {
            var frames: [String: [Frame]] = [:]
            var events: [String: [DelegateEvent]] = [:]
        }
        let inside = Inside()
        var named: [String] = []
        let (summary, kept) = try ScenarioRunner.streamKeeping(
            scenario, frame: { streamed.append($0) }, events: { handedOver += $0 },
            views: { name in
                named.append(name)
                return ScenarioRunner.ViewHandlers(
                    frame: { inside.frames[name, default: []].append($0) }, events: { inside.events[name, default: []] += $0 })
            })
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
        #expect(named == memory.subviews.map(\.name))
        #expect(memory.subviews.map { inside.frames[$0.name] ?? [] } == memory.subviews.map(\.recording.frames))
        #expect(memory.subviews.map { inside.events[$0.name] ?? [] } == memory.subviews.map(\.recording.events))
        #expect(summary.subviews.map(\.finalOffset) == memory.subviews.map(\.recording.finalOffset))
        #expect(summary.subviews.map(\.notes) == memory.subviews.map(\.recording.feelNotes))
        #expect(kept.checkExpectations().map(\.passed) == memory.checkExpectations().map(\.passed))
        #expect(!kept.checkExpectations().isEmpty)
    }
}
