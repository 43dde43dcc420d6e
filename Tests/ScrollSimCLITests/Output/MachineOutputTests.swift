import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

@Suite("Machine-readable compare and run events")
struct MachineOutputTests {
    static let scenarios = PackagePaths.scenarios()

    @Test("compare --format csv and json give one row or object per value, keys naming their units; a cut-off value fails the command")
    func compareFormats() async throws {
        let file = Self.scenarios + "/free-fling.json"
        let values = ["compare", file, "--set", "scrollView.decelerationRate=normal,fast"]
        // free-fling's own figures: at .normal it glides 993 pt to 2093; at .fast, 197 pt to 1297.
        let csv = await Invocation(values + ["--format", "csv"])
        #expect(csv.code == 0)
        let rows = csv.output.split(separator: "\n")
        #expect(rows.first == "key,value,distance_pt,rest_s,peak_velocity_pt_per_s,maximum_overshoot_pt,final_x_pt,final_y_pt,final_page")
        #expect(
            rows.count == 3 && rows[1].hasPrefix("scrollView.decelerationRate,normal,993.000,")
                && rows[2].hasPrefix("scrollView.decelerationRate,fast,197.000,"))
        let json = await Invocation(values + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let runs = object?["runs"] as? [[String: Any]]
        #expect(object?["key"] as? String == "scrollView.decelerationRate" && runs?.count == 2)
        #expect(runs?.last?["final_offset_pt"] as? [Double] == [0, 1297] && runs?.last?["distance_pt"] as? Double == 197)
        let cut = await Invocation(values + ["--set", "simulation.maximumDuration=1"])
        #expect(cut.code == 1)
        #expect(cut.error.contains("with decelerationRate=normal: the run was stopped at simulation.maximumDuration (1 s)"))
    }

    @Test("run --format csv --events OUT writes one row per delegate event beside the frames; --events needs csv")
    func runEvents() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = folder.appendingPathComponent("events.csv").path
        let file = Self.scenarios + "/free-fling.json"
        let result = await Invocation(["run", file, "--format", "csv", "--events", events])
        #expect(result.code == 0)
        let rows = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(rows.first?.hasPrefix("name,frame,t_s,event,velocity_x_pt_per_ms,") == true)
        // free-fling releases at frame 7 with 2 pt/ms; §4's proposal 2094.005 pt, on the 1/3 pt grid
        // 2094.000, unchanged; no fast-scroll streak (multiplier 1).
        #expect(rows.contains("free-fling,7,0.1167,scrollViewWillEndDragging,0.0000,2.0000,0.000,2094.000,0.000,2094.000,1.0000,,0.000,1100.000,"))
        let run = try ScenarioRunner.run(try ScenarioFile.load(file).scenario)
        #expect(rows.count == 1 + run.recording.events.count)
        #expect(await Invocation(["run", file, "--events", events]).code == 64)
    }
}
