import Foundation
import ScrollSim
import ScrollSimGoldens
import ScrollSimTesting
import Testing

/// A feel golden can pin less than every frame: offsets at a coarser tolerance, or only the
/// releases' targets.
@Suite("Feel goldens: pinning less than every frame")
struct FeelPinningTests {
    /// A new folder and the golden path `__Feel__/PagerTests/NAME.frames` in it.
    static func goldenPath(_ name: String) throws -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feel-pinning-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, FeelGolden.path(forTestFile: folder.appendingPathComponent("Tests/PagerTests.swift").path, name: name))
    }

    /// `text` with frame line `index`'s column `column` (1 = time … 5 = vy) moved by `delta`,
    /// written back with the column's decimals.
    static func nudged(_ text: String, frame index: Int, column: Int, by delta: Double) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = lines.firstIndex { $0.hasPrefix("\(index) ") }!
        var fields = lines[row].split(separator: " ").map(String.init)
        let decimals = fields[column].split(separator: ".").last!.count
        fields[column] = String(format: "%.\(decimals)f", Double(fields[column])! + delta)
        lines[row] = fields.joined(separator: " ")
        return lines.joined(separator: "\n")
    }

    @Test("offsets at 0.5 pt: a golden 0.3 pt and 5 pt/s away passes; at 0.1 pt it fails naming the offset column and the tolerance")
    func offsetsAtACoarserTolerance() throws {
        let (folder, path) = try Self.goldenPath("fling")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = try freeFling()
        _ = FeelGolden.compare(recording, named: "fling", at: path, mode: .all, environment: [:])
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = Self.nudged(text, frame: 20, column: 3, by: 0.3)
        text = Self.nudged(text, frame: 30, column: 5, by: 5)
        try text.write(toFile: path, atomically: true, encoding: .utf8)

        guard case .differs = FeelGolden.compare(recording, named: "fling", at: path, mode: .never, environment: [:]) else {
            Issue.record("every frame is pinned by default: 0.3 pt must differ")
            return
        }
        #expect(
            FeelGolden.compare(recording, named: "fling", at: path, mode: .never, pinning: .offsets(tolerance: 0.5), environment: [:]) == .matched)
        guard
            case .differs(let message, _) =
                FeelGolden.compare(recording, named: "fling", at: path, mode: .never, pinning: .offsets(tolerance: 0.1), environment: [:])
        else {
            Issue.record("0.3 pt is beyond a 0.1 pt tolerance")
            return
        }
        #expect(message.contains("frame 20: y (pt) is"), "\(message)")
        #expect(message.contains("tolerance 0.1)"), "\(message)")
    }

    @Test("releases only: the golden holds no frame lines; the same release passes, another target fails, no event log is an error")
    func releasesOnly() throws {
        let (folder, path) = try Self.goldenPath("release")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = try freeFling()
        _ = FeelGolden.compare(recording, named: "release", at: path, mode: .all, pinning: .releases, environment: [:])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(Golden.frameLines(text).isEmpty)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("release ") }.count == 1)
        #expect(FeelGolden.compare(recording, named: "release", at: path, mode: .never, pinning: .releases, environment: [:]) == .matched)

        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 10_000))
        view.contentOffset = CGPoint(x: 0, y: 1000)
        let faster = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(3), axis: .vertical, frameRate: 60))
        guard
            case .differs(let message, _) =
                FeelGolden.compare(faster, named: "release", at: path, mode: .never, pinning: .releases, environment: [:])
        else {
            Issue.record("a faster release proposes another target")
            return
        }
        #expect(message.contains("release"), "\(message)")

        let quiet = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 10_000),
            settings: SimulationSettings(recordsDelegateEvents: false))
        quiet.contentOffset = CGPoint(x: 0, y: 1000)
        let unlogged = try Simulation.run(
            quiet, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60))
        guard case .failed(let failure) = FeelGolden.compare(unlogged, named: "release", at: path, mode: .never, pinning: .releases, environment: [:])
        else {
            Issue.record("a recording without events cannot pin releases")
            return
        }
        #expect(failure.contains("has no scrollViewWillEndDragging event"))
    }
}
