import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

@Suite("scrollsim sweep and sweep-merge")
struct SweepCommandTests {
    static let scenarios = PackagePaths.scenarios()

    /// A new empty folder for one test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The first bundled scenario of each strategy, and one that forces a changed target.
    static func scenarioPerStrategy() throws -> [String] {
        var seen = Set<String>()
        var files: [String] = []
        let names = try FileManager.default.contentsOfDirectory(atPath: scenarios).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted()
        for name in names {
            let path = scenarios + "/" + name
            let scenario = try ScenarioFile.load(path).scenario
            if seen.insert(scenario.strategy.name).inserted || (scenario.changeTarget != nil && !seen.contains("changeTarget")) {
                if scenario.changeTarget != nil { seen.insert("changeTarget") }
                files.append(path)
            }
        }
        return files
    }

    /// The CSV row `ScenarioRunner.run` gives for `scenario` with its gestures replaced by one drag:
    /// the way `scrollsim run` builds and runs a scenario from scratch.
    static func rowRunAlone(_ base: Scenario, index: Int, drag: Double, velocity: Double) throws -> String {
        var scenario = base
        scenario.until = nil
        scenario.gestures = [GestureSpec(t: 0, kind: .drag(distance: drag, releaseVelocity: velocity, duration: 0.1))]
        let run = try ScenarioRunner.run(scenario)
        let release = run.recording.events.last { $0.name == .scrollViewWillEndDragging }
        let jumps = run.recording.feelNotes.compactMap { note -> Double? in
            if case .jump(_, _, let distance, _) = note { distance } else { nil }
        }
        let cell = SweepCell(
            index: index, drag: drag, velocityPointsPerMillisecond: velocity, finalOffset: run.recording.finalOffset,
            page: run.pages.page(of: run.recording.finalOffset), restTime: run.recording.frames.last?.time,
            release: release.flatMap { event in
                event.proposedTarget.map { ReleaseTargets(velocity: event.velocity ?? .zero, proposedTarget: $0, target: event.target ?? $0) }
            },
            status: run.stopReason == nil ? .rested : .cutOff,
            // The run's jumps, found over the whole recording (`Recording.feelNotes`).
            jumps: jumps.count, largestJump: jumps.max())
        var bytes: [UInt8] = []
        SweepRows.append(cell, as: .csv, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("every cell of a sweep equals the same drag run alone from a new view, for every bundled strategy")
    func cellsEqualSeparateRuns() async throws {
        let drags = [-120.0, -7.5, 0, 40, 260]
        let velocities = [-3.0, -0.25, 0, 0.5, 4]
        for file in try Self.scenarioPerStrategy() {
            let result = await Invocation(["sweep", file, "--drag", "-120:260:2.5", "--velocity", "-3:4:0.25", "--format", "csv", "--jobs", "2"])
            #expect(result.code == 0, "\(file): \(result.error)")
            let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(rows.first == String(SweepRows.csvHeader.dropLast()))
            let base = try ScenarioFile.load(file).scenario
            for v in velocities {
                for d in drags {
                    let index = Int(((v + 3) / 0.25).rounded()) * 153 + Int((d + 120) / 2.5)
                    guard index + 1 < rows.count else {
                        Issue.record("\(file): no row for cell \(index)")
                        continue
                    }
                    // Every value here is a whole number of steps from FROM, exact in binary.
                    let expected = try Self.rowRunAlone(base, index: index, drag: d, velocity: v)
                    #expect(rows[index + 1] + "\n" == expected, "\(file) cell \(index)")
                }
            }
        }
    }

    @Test("the rows do not depend on the number of jobs, and N shards merge into the single run byte for byte")
    func shardsMergeToTheSingleRun() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Self.scenarios + "/peek-back-flick.json"
        let grid = ["--drag", "-300:297:9", "--velocity", "-5:4.99:0.3"]
        let whole = folder.appendingPathComponent("whole.csv").path
        #expect(await Invocation(["sweep", file] + grid + ["--csv", whole, "--jobs", "1"]).code == 0)
        let many = await Invocation(["sweep", file] + grid + ["--csv", "-", "--jobs", "7"])
        #expect(many.output == (try String(contentsOfFile: whole, encoding: .utf8)))
        let expected = try String(contentsOfFile: whole, encoding: .utf8)
        #expect(expected.split(separator: "\n").count == 1 + 67 * 34)
        for shardCount in [1, 2, 3, 7] {
            var shards: [String] = []
            for k in 1...shardCount {
                let path = folder.appendingPathComponent("shard-\(shardCount)-\(k).csv").path
                #expect(await Invocation(["sweep", file] + grid + ["--shard", "\(k)/\(shardCount)", "--csv", path]).code == 0)
                shards.append(path)
            }
            let merged = await Invocation(["sweep-merge", "--cells", "2278"] + shards.reversed())
            #expect(merged.code == 0, "\(shardCount) shards: \(merged.error)")
            #expect(merged.output == expected, "\(shardCount) shards")
            if shardCount > 1 {
                // One shard left out: a gap, or with --cells, too few cells.
                let gap = await Invocation(["sweep-merge", "--cells", "2278"] + shards.dropFirst())
                #expect(gap.code == 65 && gap.error.contains("cell 0 is missing"), "\(gap.error)")
                let end = await Invocation(["sweep-merge", "--cells", "2278"] + shards.dropLast())
                #expect(end.code == 65 && end.error.contains("cell \(shardCount - 1) is missing"), "\(end.error)")
            }
        }
        // More shards than cells: the empty shards still write a header, and merge to the whole.
        let few = ["--drag", "0:10:10", "--velocity", "0:0:0"]
        var shards: [String] = []
        for k in 1...5 {
            let path = folder.appendingPathComponent("few-\(k).csv").path
            #expect(await Invocation(["sweep", file] + few + ["--shard", "\(k)/5", "--csv", path]).code == 0)
            shards.append(path)
        }
        let single = await Invocation(["sweep", file] + few + ["--csv", "-"])
        #expect(await Invocation(["sweep-merge", "--cells", "2"] + shards).output == single.output)
        let twice = await Invocation(["sweep-merge", whole, whole])
        #expect(twice.code == 65 && twice.error.contains("cell 0 appears twice"))
        let notASweep = await Invocation(["sweep-merge", file])
        #expect(notASweep.code == 65 && notASweep.error.contains("\(file):1: expected the header of a sweep CSV"))
    }

    @Test("--csv - and --format write only rows to standard output; json wraps the JSON Lines rows in one document")
    func machineOutputPipes() async throws {
        let file = Self.scenarios + "/native-paging-forward.json"
        let grid = ["--drag", "-100:100:100", "--velocity", "-1:1:1"]
        let csv = await Invocation(["sweep", file] + grid + ["--csv", "-"])
        #expect(csv.code == 0 && csv.error.isEmpty)
        let lines = csv.output.split(separator: "\n")
        #expect(
            lines.count == 10
                && lines[0]
                    == "cell,drag_pt,velocity_pt_per_ms,final_x_pt,final_y_pt,page,rest_s,proposed_x_pt,proposed_y_pt,target_x_pt,target_y_pt,status,jumps,largest_jump_pt"
        )
        // Native paging on 375-pt pages from offset 375: a flick of 1 pt/ms from a 100-pt drag
        // proposes and rests on page 2 (750 pt); no delegate changes the target.
        #expect(lines[9].hasPrefix("8,100.000,1.0000,750.000,0.000,2,") && lines[9].hasSuffix(",750.000,0.000,750.000,0.000,rested,0,"))
        let jsonl = await Invocation(["sweep", file] + grid + ["--format", "jsonl"])
        #expect(jsonl.output.split(separator: "\n").count == 9)
        let json = await Invocation(["sweep", file] + grid + ["--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let cells = document?["cells"] as? [[String: Any]]
        #expect(document?["name"] as? String == "native-paging-forward" && cells?.count == 9)
        #expect(cells?.last?["target_x_pt"] as? Double == 750 && cells?.last?["status"] as? String == "rested")
        for (jsonLine, object) in zip(jsonl.output.split(separator: "\n"), cells ?? []) {
            let parsed = try JSONSerialization.jsonObject(with: Data(jsonLine.utf8)) as? [String: Any]
            #expect(parsed?["cell"] as? Int == object["cell"] as? Int && parsed?["page"] as? Int == object["page"] as? Int)
        }
    }

    @Test("a cell still moving at the maximum duration is a cut-off row and the sweep exits 1 naming it")
    func cutOffCellsFail() async {
        let file = Self.scenarios + "/free-fling.json"
        let result = await Invocation([
            "sweep", file, "--drag", "0:0:0", "--velocity", "0:3:3", "--format", "csv", "--set", "simulation.maximumDuration=0.5",
        ])
        #expect(result.code == 1)
        let rows = result.output.split(separator: "\n")
        #expect(rows.count == 3 && rows[1].hasSuffix(",rested,0,") && rows[2].hasSuffix(",cut-off,0,"))
        #expect(
            result.error.contains(
                "1 of 2 cells were still moving at simulation.maximumDuration (0.5 s), the first cell 1 (drag 0.000 pt, velocity 3.0000 pt/ms)"))
    }

    @Test("the progress line shows only when standard error is a terminal, and --quiet silences it")
    func progressOnlyOnATerminal() async {
        let args = ["sweep", Self.scenarios + "/peek-back-flick.json", "--drag", "-300:297:30", "--velocity", "-5:4.99:0.5"]
        let terminal = await Invocation(args, terminal: true)
        #expect(terminal.code == 0)
        #expect(terminal.error.contains("\r\u{1B}[Ksweep: ") && terminal.error.contains(" of 400 cells (") && terminal.error.contains(" cells/s"))
        #expect(terminal.error.hasSuffix("\r\u{1B}[K"))
        #expect(await Invocation(args).error.isEmpty)
        #expect(await Invocation(args + ["--quiet"], terminal: true).error.isEmpty)
    }

    @Test("the heat map's cells are the CSV's resting pages")
    func heatMapMatchesCSV() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("map.svg").path
        let result = await Invocation([
            "sweep", Self.scenarios + "/peek-back-flick.json", "--drag", "-300:297:21", "--velocity", "-5:4.99:0.4", "--csv", "-", "--svg", svg,
        ])
        #expect(result.code == 0, "\(result.error)")
        var pages: [Int: Int] = [:]  // cell → page
        for row in result.output.split(separator: "\n").dropFirst() {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false)
            pages[Int(fields[0])!] = Int(fields[5])!
        }
        let drags = 29  // -300 … 288 by 21
        #expect(pages.count == drags * 25)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(">drag (pt)<") && text.contains(">release velocity (pt/ms)<") && text.contains(">resting page<"))
        var drawn: [Int: Int] = [:]
        let pattern = try NSRegularExpression(pattern: #"data-page="(-?\d+)" data-row="(\d+)" data-columns="(\d+)-(\d+)""#)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let numbers = (1...4).map { Int(text[Range(match.range(at: $0), in: text)!])! }
            for column in numbers[2]...numbers[3] { drawn[numbers[1] * drags + column] = numbers[0] }
        }
        #expect(drawn == pages)
        #expect(Set(pages.values).count > 1, "the grid crosses at least one page boundary")
        #expect(text.contains("<path d=\"M"), "page boundaries are outlined")
    }

    @Test("grids too large for the machine's numbers, or for the disk, are usage and output errors before anything runs")
    func hugeGridsAreRefused() async {
        let file = Self.scenarios + "/free-fling.json"
        let cases: [([String], Int32, String)] = [
            (["--drag", "-150:150", "--velocity", "0:1:1"], 64, "the step is missing"),
            (["--drag", "0:1e19:1", "--velocity", "0:1:1"], 64, "between -1e12 and 1e12"),
            (["--drag", "0:1e300:1e-300", "--velocity", "0:1:1"], 64, "between -1e12 and 1e12"),
            (["--drag", "-1.7e308:1.7e308:1", "--velocity", "0:1:1"], 64, "between -1e12 and 1e12"),
            (["--drag", "0:1e12:1e-300", "--velocity", "0:1:1"], 64, "gives more than 1000000000 values"),
            (["--drag", "0:1:0", "--velocity", "0:1:1"], 64, "positive STEP"),
            (["--drag", "0:1:1", "--velocity", "0:1:1", "--shard", "3/2"], 64, "1 ≤ K ≤ N"),
            (
                ["--drag", "0:999999999:1", "--velocity", "0:999999999:1", "--csv", "/tmp/scrollsim-never-written.csv"], 74,
                "1,000,000,000,000,000,000 cells need at least 45,000,000,000,000,000,000 bytes, and its disk has"
            ),
        ]
        for (arguments, code, message) in cases {
            let result = await Invocation(["sweep", file] + arguments)
            #expect(result.code == code, "\(arguments): \(result.error)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/scrollsim-never-written.csv"))
    }

    @Test("a large grid's table is reduced to evenly spaced rows and columns that include both ends")
    func tableIsReducedForTheScreen() async {
        let result = await Invocation(
            ["sweep", Self.scenarios + "/peek-back-flick.json", "--drag", "-300:300:1", "--velocity", "-2:2:0.05"],
            environment: ["SCROLLSIM_RECORD": "never", "COLUMNS": "80"])
        #expect(result.code == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines[1] == "(showing 9 of 601 drags and 40 of 81 velocities, evenly spaced; --csv OUT has every cell)")
        let header = lines[2].split(separator: " ").suffix(9)
        #expect(header.first == "-300" && header.last == "300")
        // Some cells of the peek carousel jump (a target behind the flick): the line saying what
        // `*` means and the one counting them follow the 40 rows.
        #expect(lines.count == 3 + 40 + 2)
        #expect(lines[43].hasPrefix("* the cell jumps") && lines[44].hasSuffix(" pt/ms)."))
    }
}
