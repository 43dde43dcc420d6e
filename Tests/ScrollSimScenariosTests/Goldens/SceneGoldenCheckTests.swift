import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim
@testable import ScrollSimScenarios

/// `scrollsim check` compares a scene's goldens on one pass: the scenario's view as its frames are
/// made, each view inside from the same run, against `goldens/NAME.VIEW.frames`.
@Suite("Checking a scene's goldens in one pass")
struct SceneGoldenCheckTests {
    static let name = "feed-three-carousels-middle-flick"

    /// A copy of the bundled scenario and its four goldens in a folder of its own.
    static func copy() throws -> (folder: URL, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: PackagePaths.scenarios())
        try FileManager.default.copyItem(at: source.appendingPathComponent("\(name).json"), to: folder.appendingPathComponent("\(name).json"))
        for suffix in ["", ".top", ".middle", ".bottom"] {
            let golden = "goldens/\(name)\(suffix).frames"
            try FileManager.default.copyItem(at: source.appendingPathComponent(golden), to: folder.appendingPathComponent(golden))
        }
        return (folder, folder.appendingPathComponent("\(name).json").path)
    }

    @Test("the feed and its three carousels match their committed goldens, the carousels recorded on the feed's pass")
    func everyViewMatches() throws {
        let file = PackagePaths.scenarios() + "/\(Self.name).json"
        let scenario = try ScenarioFile.load(file).scenario
        let scene = try GoldenCheck.checkScene(scenario, file: file, mode: .never)
        #expect(try scene.check.get().outcome == .matched)
        #expect(scene.stopReason == nil)
        #expect(scene.views.map(\.name) == ["\(Self.name).top", "\(Self.name).middle", "\(Self.name).bottom"])
        for view in scene.views { #expect(try view.check.get().outcome == .matched, "\(view.name)") }
        // The middle carousel's golden: 129 frames, resting at 344.333 pt (its summary line); the
        // same pass streams them, none kept.
        var middleFrames = 0
        let summary = try ScenarioRunner.stream(
            scenario, frame: { _ in },
            views: { $0 == "middle" ? ScenarioRunner.ViewHandlers(frame: { _ in middleFrames += 1 }) : ScenarioRunner.ViewHandlers() })
        #expect(middleFrames == 129)
        let middle = try #require(summary.subviews.first { $0.name == "middle" })
        #expect(abs(Double(middle.finalOffset.x) - 344.333) < 0.0005)
    }

    @Test("a changed frame in one carousel's golden fails that carousel only, at its line")
    func oneChangedViewGoldenFailsThatView() throws {
        let (folder, file) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("goldens/\(Self.name).middle.frames")
        let text = try String(contentsOf: golden, encoding: .utf8)
        // Frame 2 of the middle carousel moved 10 pt in the golden; make it 11.
        let changed = text.replacingOccurrences(
            of: "\n2 0.0333 10.000 0.000 600.00 0.00 dragging\n", with: "\n2 0.0333 11.000 0.000 600.00 0.00 dragging\n")
        #expect(changed != text)
        try changed.write(to: golden, atomically: true, encoding: .utf8)
        let scenario = try ScenarioFile.load(file).scenario
        let scene = try GoldenCheck.checkScene(scenario, file: file, mode: .never)
        #expect(try scene.check.get().outcome == .matched)
        for view in scene.views {
            let outcome = try view.check.get().outcome
            if view.name.hasSuffix(".middle") {
                guard case .mismatched(let message, let rerecorded) = outcome else {
                    Issue.record("the middle carousel matched a changed golden")
                    continue
                }
                #expect(!rerecorded)
                #expect(message.hasPrefix("\(Self.name).middle: frame 2 differs from "), "\(message)")
            } else {
                #expect(outcome == .matched, "\(view.name)")
            }
        }
    }
}
