import Foundation
import Testing

@testable import ScrollSimGoldens

/// Every golden path, written out by hand: the one place that builds them must give these.
@Suite("Golden paths")
struct GoldenPathsTests {
    @Test("a scenario's golden is goldens/NAME.frames beside its file, relative when the file is")
    func scenarioGolden() {
        #expect(GoldenPaths.scenarioGolden(file: "Scenarios/free-fling.json", name: "free-fling") == "Scenarios/goldens/free-fling.frames")
        #expect(GoldenPaths.scenarioGolden(file: "x.json", name: "x") == "goldens/x.frames")
        #expect(GoldenPaths.scenarioGolden(file: "/a/b/feed.json", name: "feed.cards") == "/a/b/goldens/feed.cards.frames")
    }

    @Test("a view inside a scene names its golden SCENARIO.VIEW")
    func viewName() {
        #expect(GoldenPaths.viewName("carousel", of: "feed") == "feed.carousel")
    }

    @Test("a test's feel golden is __Feel__/TESTFILE/NAME.frames, and its sweep golden NAME.sweep beside it")
    func testGoldens() {
        let file = "/p/Tests/PagerTests/CardPagerTests.swift"
        #expect(GoldenPaths.testGolden(testFile: file, name: "flick") == "/p/Tests/PagerTests/__Feel__/CardPagerTests/flick.frames")
        #expect(
            GoldenPaths.testGolden(testFile: file, name: "pager", extension: GoldenPaths.sweepExtension)
                == "/p/Tests/PagerTests/__Feel__/CardPagerTests/pager.sweep")
    }

    @Test("failure pictures go beside the golden, or under SCROLLSIM_ARTIFACTS in a folder named after the golden's")
    func failureArtifacts() {
        let golden = "/p/Tests/T/__Feel__/CardPagerTests/flick.frames"
        #expect(GoldenPaths.failurePlot(golden: golden, environment: [:]) == "/p/Tests/T/__Feel__/CardPagerTests/flick.failure.svg")
        #expect(GoldenPaths.failurePage(golden: golden, environment: [:]) == "/p/Tests/T/__Feel__/CardPagerTests/flick.failure.html")
        let artifacts = ["SCROLLSIM_ARTIFACTS": "/ci/out"]
        #expect(GoldenPaths.failurePlot(golden: golden, environment: artifacts) == "/ci/out/CardPagerTests/flick.failure.svg")
        #expect(GoldenPaths.failurePage(golden: golden, environment: artifacts) == "/ci/out/CardPagerTests/flick.failure.html")
        #expect(GoldenPaths.failurePlot(golden: golden, environment: ["SCROLLSIM_ARTIFACTS": ""]).hasPrefix("/p/"))
    }
}
