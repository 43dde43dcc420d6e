import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimJSON
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Every report shows what a person would notice (`FeelNote`): a delegate whose target lies 350 pt
/// behind the flick makes the content jump on the release frame, and `run` (text, JSON, CSV,
/// `--events`), `check`, `scrollsim DIR` and `compare` each say so; a jump fails only an
/// `expect.noJumps`.
@Suite("Feel notes in every report")
struct FeelNoteOutputTests {
    /// A drag of 100 pt from 1000, released at 2 pt/ms, whose target the delegate moves to 750: the
    /// release offset 1100 lies 350 pt past it, and UIKit puts the content on a target behind the
    /// flick on the release frame (docs/physics.md), frame 7 at 7/60 = 0.1167 s. The drag moved at
    /// 100 pt / 0.1 s = 1000 pt/s, so a frame may move 2 · 1000 · (1/60) + 2 = 35.333 pt.
    static let jumpingScenario = #"""
        {"name": "far-behind", "scrollView": {"bounds": [375, 667], "contentSize": [375, 10000], "contentOffset": [0, 1000]},
         "changeTarget": [0, 750], "gestures": [{"t": 0, "type": "drag", "distance": 100, "releaseVelocity": 2}]EXPECT}
        """#
    static let note = "frame 7 at 0.1167 s jumps 350.000 pt, where its velocity allows 35.333 pt"

    /// A folder holding `far-behind.json` (with `expect`, when given) and a `goldens` folder.
    static func folder(expect: String = "") throws -> (folder: URL, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feel-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("far-behind.json").path
        try jumpingScenario.replacingOccurrences(of: "EXPECT", with: expect).write(toFile: file, atomically: true, encoding: .utf8)
        return (folder, file)
    }

    @Test("run's text ends with one note line naming the frame, the 350 pt jump and its 35.333 pt allowance")
    func runText() async throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await Invocation(["run", file])
        #expect(run.code == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.suffix(3) == ["final offset [0.000, 750.000] pt, page 1, rest 0.117 s, max overshoot 0.000 pt", "note: \(Self.note).", ""])
        // A run without a jump or a zeroed release prints no note line, as before.
        let plain = await Invocation(["run", PackagePaths.scenarios() + "/free-fling.json"])
        #expect(!plain.output.contains("note:"))
    }

    @Test("run's JSON has a notes array: kind, frame, t_s, distance_pt, allowed_pt and the sentence; empty without notes")
    func runJSON() async throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await Invocation(["run", file, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["kind"] as? String == "jump")
        #expect(notes.first?["frame"] as? Int == 7)
        #expect(notes.first?["t_s"] as? Double == 0.116667)
        #expect(notes.first?["distance_pt"] as? Double == 350)
        #expect(notes.first?["allowed_pt"] as? Double == 35.333333)
        #expect(notes.first?["message"] as? String == Self.note)
        let plain = await Invocation(["run", PackagePaths.scenarios() + "/free-fling.json", "--format", "json"])
        #expect(plain.output.contains(#""events":["#) && plain.output.contains(#"],"notes":[],"final_offset_pt":"#))
    }

    @Test("run's CSV and --events end with a # note: comment line after the rows, every other line a row of the header's width")
    func runCSVAndEvents() async throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = folder.appendingPathComponent("events.csv").path
        let run = await Invocation(["run", file, "--format", "csv", "--events", events])
        #expect(run.code == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.last == "# note: far-behind: \(Self.note).")
        let width = try #require(lines.first).split(separator: ",").count
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == width })
        #expect(lines.dropLast().last?.hasPrefix("far-behind,7,0.1167,0.000,750.000,") == true)
        let eventLines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n")
        #expect(eventLines.last == "# note: far-behind: \(Self.note).")
        #expect(eventLines.filter { $0.hasPrefix("#") }.count == 1)
    }

    @Test("check prints the note under the scenario's line and passes; scrollsim DIR lists it under the table and passes")
    func checkAndRunAll() async throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = await Invocation(["check", file], environment: ["SCROLLSIM_RECORD": "missing"])
        #expect(recorded.code == 0, "\(recorded.output)")
        let check = await Invocation(["check", file])
        #expect(check.code == 0)
        #expect(check.output.hasPrefix("ok        far-behind\n          note: \(Self.note).\n"), "\(check.output)")
        let all = await Invocation([folder.path])
        #expect(all.code == 0)
        #expect(all.output.contains("\n  far-behind: note: \(Self.note).\n"), "\(all.output)")
        #expect(all.output.hasSuffix("1 scenarios: 1 passed, 0 failed.\n"))
    }

    @Test("expect.noJumps true fails on the jump in run and scrollsim DIR, naming it; false passes")
    func noJumpsExpectation() async throws {
        let (folder, file) = try Self.folder(expect: #", "expect": {"noJumps": true}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await Invocation(["run", file])
        #expect(run.code == 1)
        #expect(run.error == "\(file): the expectation expect.noJumps failed: expected no jump, but 1 frame jumps; the first: \(Self.note).\n")
        let all = await Invocation([folder.path])
        #expect(all.code == 1)
        #expect(all.output.contains("  far-behind: noJumps: expected no jump, but 1 frame jumps; the first: \(Self.note)\n"))
        let (pinned, pinnedFile) = try Self.folder(expect: #", "expect": {"noJumps": false}"#)
        defer { try? FileManager.default.removeItem(at: pinned) }
        #expect(await Invocation(["run", pinnedFile]).code == 0)
    }

    @Test("compare prints each run's notes led by its label in text, CSV and JSON: 350 pt behind and 100 pt behind")
    func compare() async throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = await Invocation(["compare", file, "--set", "changeTarget=[0,750],[0,1000]"])
        #expect(text.code == 0, "\(text.error)")
        // The second target lies 1100 − 1000 = 100 pt behind the release, against the same 35.333 pt.
        let second = "frame 7 at 0.1167 s jumps 100.000 pt, where its velocity allows 35.333 pt"
        #expect(text.output.hasSuffix("note: changeTarget=[0,750]: \(Self.note)\nnote: changeTarget=[0,1000]: \(second)\n"), "\(text.output)")
        let csv = await Invocation(["compare", file, "--set", "changeTarget=[0,750],[0,1000]", "--format", "csv"])
        #expect(csv.output.hasPrefix("# note: changeTarget=[0,750]: \(Self.note)\n# note: changeTarget=[0,1000]: \(second)\nkey,value,"))
        let json = await Invocation(["compare", file, "--set", "changeTarget=[0,750],[0,1000]", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        let distances = runs.map { (($0["notes"] as? [[String: Any]]) ?? []).compactMap { $0["distance_pt"] as? Double } }
        #expect(distances == [[350], [100]])
    }
}
