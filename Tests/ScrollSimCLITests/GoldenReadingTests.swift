import Foundation
import ScrollSimTestSupport
import Testing

/// `view --golden` reads a golden as `check` does: the same refusals, every line checked, and an
/// output that would replace a golden it reads is refused.
@Suite("view --golden reads goldens as check does")
struct GoldenReadingTests {
    /// A folder with free-fling.json and its golden, copied from the bundle.
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-reading-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/goldens", withIntermediateDirectories: true)
        let scenarios = PackagePaths.scenarios()
        try FileManager.default.copyItem(atPath: scenarios + "/free-fling.json", toPath: folder + "/free-fling.json")
        try FileManager.default.copyItem(atPath: scenarios + "/goldens/free-fling.frames", toPath: folder + "/goldens/free-fling.frames")
        return folder
    }

    @Test("an --output that is the golden the page reads is refused with exit 64, and the golden is untouched")
    func outputIsTheGolden() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = folder + "/goldens/free-fling.frames"
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        let result = await Invocation(["view", folder + "/free-fling.json", "--golden", "--output", golden])
        #expect(result.code == 64)
        #expect(result.error.contains("it is the input file"), "\(result.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
    }

    @Test("a golden with a garbage line, an empty golden and a truncated frame line are exit 65 naming the file and the line")
    func corruptGoldens() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = folder + "/goldens/free-fling.frames"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Line 20 (1-based) is a frame line; make it garbage.
        lines[19] = "garbage"
        try lines.joined(separator: "\n").write(toFile: golden, atomically: true, encoding: .utf8)
        let garbage = await Invocation(["view", folder + "/free-fling.json", "--golden", "--output", folder + "/page.html"])
        #expect(garbage.code == 65)
        #expect(garbage.error.contains("line 20 is not a frame line"), "\(garbage.error)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/page.html"))
        try "".write(toFile: golden, atomically: true, encoding: .utf8)
        let empty = await Invocation(["view", folder + "/free-fling.json", "--golden", "--output", folder + "/page.html"])
        #expect(empty.code == 65 && empty.error.contains("holds no frames"), "\(empty.error)")
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[19] = String(lines[19].prefix(12))
        try lines.joined(separator: "\n").write(toFile: golden, atomically: true, encoding: .utf8)
        let truncated = await Invocation(["view", folder + "/free-fling.json", "--golden", "--output", folder + "/page.html"])
        #expect(truncated.code == 65 && truncated.error.contains("line 20"), "\(truncated.error)")
    }

    @Test("a golden that is a symbolic link or a FIFO is refused, as check refuses it, not reported as missing")
    func linksAndFIFOs() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = folder + "/goldens/free-fling.frames"
        try FileManager.default.moveItem(atPath: golden, toPath: folder + "/real.frames")
        try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: folder + "/real.frames")
        let link = await Invocation(["view", folder + "/free-fling.json", "--golden", "--output", folder + "/page.html"])
        #expect(link.code != 0 && link.error.contains("symbolic link"), "\(link.error)")
        try FileManager.default.removeItem(atPath: golden)
        #expect(mkfifo(golden, 0o600) == 0)
        let fifo = await Invocation(["view", folder + "/free-fling.json", "--golden", "--output", folder + "/page.html"])
        #expect(fifo.code != 0 && fifo.error.contains("not a regular file"), "\(fifo.error)")
        #expect(!fifo.error.contains("no golden at"))
    }

    @Test("a golden over 64 MiB is not read by check: the check fails naming the limit, and the file is left as it is")
    func oversizedGolden() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = folder + "/goldens/free-fling.frames"
        // A sparse file: its size is over the limit without writing 64 MiB.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: golden))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        let result = await Invocation(["check", folder + "/free-fling.json"])
        #expect(result.code != 0)
        #expect(result.output.contains("goldens are limited to 67108864 bytes (64 MiB)"), "\(result.output)")
        #expect((try FileManager.default.attributesOfItem(atPath: golden)[.size] as? Int) == (64 << 20) + 1)
        let view = await Invocation(["view", folder + "/free-fling.json", "--golden", "--output", folder + "/page.html"])
        #expect(view.code != 0 && view.error.contains("64 MiB"), "\(view.error)")
    }
}

/// What a page embeds is bounded: runs and cells.
@Suite("view pages are bounded")
struct ViewPageBoundsTests {
    /// A scene of 65 views (the scenario's and 64 inside) idle for 600 s at 240 Hz is 65 runs of
    /// 144,000 frames: 2.4 s and 1 GB to simulate in a release build before the page was refused.
    /// Read and counted first, it is refused in milliseconds; 3 s leaves a debug build room.
    @Test("a scene whose views make more runs than a page holds is refused from the file alone, before any run is simulated")
    func sceneRunsCountedBeforeSimulating() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-runs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let subviews = (0..<64).map {
            #"{"name": "v\#($0)", "frame": [0, 0, 375, 250], "scrollView": {"bounds": [375, 250], "contentSize": [375, 1000]}}"#
        }
        let scene = #"""
            {"name": "idle-scene", "frameRate": 240, "scrollView": {"bounds": [375, 667], "contentSize": [375, 4000]},
             "simulation": {"maximumDuration": 600}, "until": 500, "subviews": [\#(subviews.joined(separator: ", "))]}
            """#
        let file = folder.appendingPathComponent("scene.json").path
        try Data(scene.utf8).write(to: URL(fileURLWithPath: file))
        let out = folder.appendingPathComponent("page.html").path
        let clock = ContinuousClock()
        let started = clock.now
        let result = await Invocation(["view", file, "--output", out])
        let took = clock.now - started
        #expect(result.code == 64, "\(result.error)")
        #expect(result.error.contains("make 65 runs, more than a page holds (64)"), "\(result.error)")
        #expect(took < .seconds(3), "refused after \(took): the runs were simulated first")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("more runs than a page holds (64) are refused before any is simulated; a run's data holds at most 3,000 cells")
    func bounded() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let file = PackagePaths.scenarios() + "/free-fling.json"
        let values = (0..<65).map { "0.99\($0 + 10)" }.joined(separator: ",")
        let many = await Invocation(["view", file, "--set", "scrollView.decelerationRate=\(values)", "--output", out])
        #expect(many.code == 64 && many.error.contains("more than a page holds (64)"), "\(many.error)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // 5,000 items: the page embeds the first 3,000 and says how many there are.
        let items = await Invocation([
            "view", PackagePaths.scenarios() + "/peek-forward-flick.json", "--set", "layout.itemCount=5000", "--output", out,
        ])
        #expect(items.code == 0, "\(items.error)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("\"count\":5000"))
        let start = try #require(html.range(of: "\"cells\":["))
        let end = try #require(html.range(of: "]],", range: start.upperBound..<html.endIndex))
        #expect(html[start.upperBound..<end.lowerBound].components(separatedBy: "],[").count == 3000)
    }
}
