import Foundation
import ScrollSim
import ScrollSimGoldens
import ScrollSimTesting
import Testing

/// A failing feel golden's plot goes beside the golden, or under `SCROLLSIM_ARTIFACTS` when a CI
/// job names a folder to collect; a passing check removes it from there too.
@Suite("Feel goldens: failure artifacts")
struct FeelArtifactsTests {
    @Test("with SCROLLSIM_ARTIFACTS the failure plot goes to ARTIFACTS/FOLDER/NAME.failure.svg, not beside the golden; a pass removes it")
    func plotGoesToTheArtifactsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feel-artifacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = FeelGolden.path(forTestFile: folder.appendingPathComponent("Tests/PagerTests.swift").path, name: "fling")
        let artifacts = folder.appendingPathComponent("artifacts").path
        let environment = [GoldenPlot.artifactsKey: artifacts]
        let golden = try freeFling()
        _ = FeelGolden.compare(golden, named: "fling", at: path, mode: .all, environment: environment)

        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 10_000))
        view.contentOffset = CGPoint(x: 0, y: 1000)
        let faster = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(3), axis: .vertical, frameRate: 60))
        guard case .differs(let message, _) = FeelGolden.compare(faster, named: "fling", at: path, mode: .never, environment: environment) else {
            Issue.record("a faster fling must differ from the golden")
            return
        }
        let plot = artifacts + "/PagerTests/fling.failure.svg"
        #expect(message.contains("plot of both curves: \(plot)"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: plot))
        #expect(!FileManager.default.fileExists(atPath: GoldenPlot.path(forGolden: path, environment: [:])))
        // Beside the plot, the page that plays the golden and this run side by side.
        let page = artifacts + "/PagerTests/fling.failure.html"
        #expect(message.contains("both runs in motion (open in a browser): \(page)"), "\(message)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("\"label\":\"golden\"") && html.contains("\"label\":\"this run\""))

        #expect(FeelGolden.compare(golden, named: "fling", at: path, mode: .never, environment: environment) == .matched)
        #expect(!FileManager.default.fileExists(atPath: plot), "a pass removes the stale plot")
        #expect(!FileManager.default.fileExists(atPath: page), "and the stale page")
    }

    @Test("without SCROLLSIM_ARTIFACTS (or with it empty) the plot sits beside the golden")
    func plotBesideTheGolden() {
        #expect(
            GoldenPlot.path(forGolden: "/app/Tests/__Feel__/PagerTests/fling.frames", environment: [:])
                == "/app/Tests/__Feel__/PagerTests/fling.failure.svg")
        #expect(
            GoldenPlot.path(forGolden: "/app/Scenarios/goldens/free-fling.frames", environment: [GoldenPlot.artifactsKey: ""])
                == "/app/Scenarios/goldens/free-fling.failure.svg")
        #expect(
            GoldenPlot.path(forGolden: "/app/Scenarios/goldens/free-fling.frames", environment: [GoldenPlot.artifactsKey: "/ci/out"])
                == "/ci/out/goldens/free-fling.failure.svg")
    }
}
