import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// `run --format json|csv` and `check` stream frames as they are made; what they print must be
/// what rendering the whole recorded run gives, byte for byte.
@Suite("Streamed run and check output")
struct StreamedRunTests {
    static let scenarios = PackagePaths.scenarios()

    static func bundled() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenarios).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted().map { scenarios + "/" + $0 }
    }

    /// The CSV `run` printed before it streamed: a what-if run's `#` preamble, the header with a
    /// name column, then each recorded frame led by the name, then each view inside's frames led
    /// by `NAME.SUBVIEW`, then a `# note:` comment line per feel note of the run and of each view.
    /// When a view can zoom (`zoomingContentSize`), `zoom_scale` follows: each zooming view's zoom
    /// frames' scale, 1 before the first, with 4 decimals; empty in the rows of the other views.
    static func recordedCSV(_ run: ScenarioRun) -> String {
        // The views that can zoom (`zoomingContentSize`), the scenario's own by its name and each
        // view inside by `NAME.SUBVIEW`.
        var zooming: Set<String> = run.scenario.scrollView.zoomingContentSize != nil ? [run.scenario.name] : []
        for placed in run.scenario.allSubviews where placed.spec.scrollView.zoomingContentSize != nil {
            zooming.insert("\(run.scenario.name).\(placed.spec.name)")
        }
        let zooms = !zooming.isEmpty
        var text =
            (run.scenario.whatIf.map { "# what-if: \($0)\n" } ?? "") + "name," + FrameLineFormat.csvHeader + (zooms ? ",zoom_scale" : "") + "\n"
        // A SwiftUI scroll view's changes come before its notes, as `# swiftUI:` lines, the last
        // one summing up its visible rect.
        var swiftUI = ""
        if var observer = SwiftUIReport.observer(for: run.scenario) {
            for frame in run.recording.frames { swiftUI += observer.observe(frame).map { SwiftUIReport.csvLine($0, of: run.scenario.name) }.joined() }
            if let summary = observer.visibleRectSummary { swiftUI += SwiftUIReport.csvSummaryLine(summary, of: run.scenario.name) }
        }
        var notes = swiftUI + run.recording.feelNotes.map { "# note: \(run.scenario.name): \($0).\n" }.joined()
        for (name, recording) in [(run.scenario.name, run.recording)] + run.subviews.map({ ("\(run.scenario.name).\($0.name)", $0.recording) }) {
            var scale = 1.0
            let scales = Dictionary(recording.zoomFrames.map { ($0.index, $0.zoomScale) }, uniquingKeysWith: { $1 })
            for frame in recording.frames {
                var line = Array("\(name),".utf8)
                FrameLineFormat.csv.append(frame, to: &line)
                var row = String(decoding: line, as: UTF8.self)
                if zooms {
                    scale = scales[frame.index] ?? scale
                    row = String(row.dropLast()) + "," + (zooming.contains(name) ? FixedDecimal.text(scale, decimals: 4) : "") + "\n"
                }
                text += row
            }
            if name != run.scenario.name { notes += recording.feelNotes.map { "# note: \(name): \($0).\n" }.joined() }
        }
        return text + notes
    }

    @Test("run --format json, csv and text print, for every bundled scenario, what rendering the recorded run prints (JSON: RunReport.json)")
    func streamedEqualsRecorded() async throws {
        for file in try Self.bundled() {
            let run = try ScenarioRunner.run(try ScenarioFile.load(file).scenario)
            let text = await Invocation(["run", file])
            #expect(text.output == RunReport.render(run, as: .text), "\(file)")
            let json = await Invocation(["run", file, "--format", "json"])
            #expect(json.output == RunReport.render(run, as: .json), "\(file)")
            // The renderer writes, piece by piece, the object `RunReport.json` builds whole.
            #expect(json.output == RunReport.json(run).rendered() + "\n", "\(file)")
            let csv = await Invocation(["run", file, "--format", "csv"])
            #expect(csv.output == Self.recordedCSV(run), "\(file)")
        }
    }

    @Test("a run longer than one batch of events (6,000 frames) streams every event in order, and two files make two JSON lines")
    func longRunEventsAreSpooled() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.json").path
        // A glide of about 124 s, recorded until 100 s: 6,001 frames, each with its didScroll.
        try
            #"{"name":"long","scrollView":{"bounds":[375,667],"contentSize":[375,1000000],"contentOffset":[0,1000],"decelerationRate":0.99995},"gestures":[{"t":0,"type":"drag","distance":100,"releaseVelocity":5}],"until":100,"simulation":{"maximumDuration":120,"exactDecelerationRate":true}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = try ScenarioRunner.run(try ScenarioFile.load(file).scenario)
        #expect(run.recording.frames.count == 6001)
        let batch = ScenarioRunner.eventBatchFrames
        #expect(
            run.recording.events.contains { $0.frameIndex < batch } && run.recording.events.contains { $0.frameIndex > batch },
            "the events span two batches")
        let json = await Invocation(["run", file, file, "--format", "json"])
        let line = RunReport.render(run, as: .json)
        #expect(json.output == line + line)
        let csv = await Invocation(["run", file, "--format", "csv", "--output", folder.appendingPathComponent("out.csv").path])
        #expect(csv.code == 0)
        #expect(
            try String(contentsOfFile: folder.appendingPathComponent("out.csv").path, encoding: .utf8)
                == Self.recordedCSV(run))
    }

    @Test("the streamed golden check gives the recorded check's outcome and message, mismatch and diff included")
    func streamedCheckEqualsRecordedCheck() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("free-fling.json").path
        try FileManager.default.copyItem(atPath: Self.scenarios + "/free-fling.json", toPath: file)
        let scenario = try ScenarioFile.load(file).scenario
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        let (recorded, _) = try GoldenCheck.check(scenario, file: file, mode: .all)
        #expect(recorded.outcome == .recorded)
        #expect(
            try String(contentsOfFile: golden, encoding: .utf8) == Golden.text(name: "free-fling", recording: ScenarioRunner.run(scenario).recording))
        // Frame 40 moved by 1 pt, and the golden cut short by 10 frames.
        var lines = try String(contentsOfFile: golden, encoding: .utf8).split(separator: "\n").map(String.init)
        let row = try #require(lines.firstIndex { $0.hasPrefix("40 ") })
        var fields = lines[row].split(separator: " ").map(String.init)
        fields[3] = Report.number(Double(fields[3])! + 1, 3)
        lines[row] = fields.joined(separator: " ")
        lines.removeLast(10)
        try (lines.joined(separator: "\n") + "\n").write(toFile: golden, atomically: true, encoding: .utf8)
        for mode in [RecordMode.never, .missing] {
            let (streamed, _) = try GoldenCheck.check(scenario, file: file, mode: mode)
            let whole = try GoldenCheck.check(ScenarioRunner.run(scenario), file: file, mode: mode)
            #expect(streamed.outcome == whole.outcome && streamed.path == whole.path)
            guard case .mismatched(let message, _) = streamed.outcome else {
                Issue.record("expected a mismatch, got \(streamed.outcome)")
                continue
            }
            #expect(message.hasPrefix("free-fling: frame 40 differs from \(golden): y (pt) is "))
            #expect(message.contains("(1.0000 apart, tolerance 0.002)"))
            #expect(message.split(separator: "\n").filter { $0.hasPrefix("- ") }.count == 1, "\(message)")
        }
    }
}
