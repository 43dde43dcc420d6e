import Foundation
import ScrollSimCLI
import ScrollSimTestSupport
import Testing

/// Output files (`--output`, `--csv`, `--svg`) go into folders that exist; only goldens create theirs.
@Suite("Output files: never into a missing folder, never over a folder or an input, through symbolic links")
struct OutputFileTests {
    static let scenarios = PackagePaths.scenarios()
    static let free = scenarios + "/free-fling.json"

    /// A fresh empty folder.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-out-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test("every output option into a missing folder exits 66 before running, names the option and the folder, and creates nothing")
    func missingFolder() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing/dir").path
        let cases: [(option: String, arguments: [String])] = [
            ("--output", ["run", Self.free]),
            ("--csv", ["sweep", Self.scenarios + "/native-paging-forward.json", "--drag", "0:50:50", "--velocity", "0:1:1"]),
            ("--svg", ["compare", Self.free, "--set", "scrollView.decelerationRate=normal,fast"]),
            ("--svg", ["plot", Self.free]),
            ("--svg", ["replay", Self.scenarios + "/recordings/medium-flick.json"]),
        ]
        for c in cases {
            let out = missing + "/out.txt"
            let result = await Invocation(c.arguments + [c.option, out])
            #expect(result.code == 66, "\(c.arguments[0]): \(result.error)")
            #expect(result.error == "\(c.option) \(out): cannot be written: the folder \(missing) does not exist.\n", "\(c.arguments[0])")
            #expect(result.output.isEmpty, "\(c.arguments[0]) ran before failing: \(result.output)")
            #expect(folder.names.isEmpty, "\(c.arguments[0]) created \(folder.names)")
        }
    }

    @Test("--output naming an existing folder exits 66 and says that it is a folder")
    func outputIsFolder() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let result = await Invocation(["run", Self.free, "--output", folder.url.path])
        #expect(result.code == 66)
        #expect(result.error == "--output \(folder.url.path): cannot be written: it is a folder.\n")
        #expect(folder.names.isEmpty)
    }

    @Test("check whose goldens folder is blocked by a file exits 66 with one sentence and leaves the file alone")
    func goldensFolderBlockedByFile() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let scenario = folder.url.appendingPathComponent("new.json").path
        try Data(#"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}}"#.utf8).write(to: URL(fileURLWithPath: scenario))
        let blocker = folder.url.appendingPathComponent("goldens")
        try Data("not a folder".utf8).write(to: blocker)
        let result = await Invocation(["check", scenario], environment: ["SCROLLSIM_RECORD": "missing"])
        #expect(result.code == 66, "\(result.output)\(result.error)")
        #expect(
            result.error.hasSuffix("cannot be written: its folder \(blocker.path) cannot be created (a file of that name may stand in the way).\n"),
            "\(result.error)")
        #expect(!result.error.contains("NSCocoaErrorDomain"))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder")
    }

    /// The bytes of the file at `path`, or nil.
    static func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test(
        "an output that is an input file (same path, a ./.. spelling, a symbolic link, a hard link) exits 64 before running and leaves the input as it was"
    )
    func outputIsInput() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let scenario = folder.url.appendingPathComponent("x.json").path
        let recording = folder.url.appendingPathComponent("rec.json").path
        try FileManager.default.copyItem(atPath: Self.free, toPath: scenario)
        try FileManager.default.copyItem(atPath: Self.scenarios + "/recordings/medium-flick.json", toPath: recording)
        let link = folder.url.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "x.json")
        let hard = folder.url.appendingPathComponent("hard.json").path
        try FileManager.default.linkItem(atPath: scenario, toPath: hard)
        let scenarioBytes = Self.contents(scenario)
        let recordingBytes = Self.contents(recording)
        let dotted = folder.url.path + "/./sub/../x.json"
        try FileManager.default.createDirectory(atPath: folder.url.path + "/sub", withIntermediateDirectories: false)
        let cases: [(option: String, out: String, input: String, arguments: [String])] = [
            ("--output", scenario, scenario, ["run", scenario]),
            ("--output", dotted, scenario, ["run", Self.scenarios + "/free-fling-fast.json", scenario]),
            ("--output", link, scenario, ["run", scenario]),
            ("--output", hard, scenario, ["run", scenario]),
            ("--csv", scenario, scenario, ["sweep", scenario, "--drag", "0:50:50", "--velocity", "0:1:1"]),
            ("--svg", link, scenario, ["compare", scenario, "--set", "scrollView.decelerationRate=normal,fast"]),
            ("--svg", scenario, scenario, ["plot", scenario]),
            ("--svg", recording, recording, ["replay", recording]),
        ]
        for c in cases {
            let result = await Invocation(c.arguments + [c.option, c.out])
            #expect(result.code == 64, "\(c.arguments[0]) \(c.option) \(c.out): \(result.error)")
            #expect(
                result.error
                    == "\(c.option) \(c.out): cannot be written: it is the input file \(c.input), which it would overwrite; choose another path.\n")
            #expect(result.output.isEmpty, "\(c.arguments[0]) ran before failing")
            #expect(Self.contents(scenario) == scenarioBytes && Self.contents(recording) == recordingBytes, "\(c.arguments[0]) changed an input")
        }
        #expect(folder.names == ["hard.json", "link.json", "rec.json", "sub", "x.json"])
    }

    @Test("--output naming a symbolic link writes through to the link's destination and keeps the link")
    func outputThroughLink() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let target = folder.url.appendingPathComponent("target.txt").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.url.appendingPathComponent("out.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
        let result = await Invocation(["run", Self.free, "--output", link])
        #expect(result.code == 0, "\(result.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.txt", "the link is still a link")
        let written = Self.contents(target).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(written.hasPrefix("free-fling (none, 60 fps)"), "the destination holds the output: \(written.prefix(40))")
        #expect(folder.names == ["out.txt", "target.txt"], "no temporary file left")
    }

    @Test("check records a missing golden into a goldens folder it creates next to the scenario")
    func goldensCreateTheirFolder() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let scenario = folder.url.appendingPathComponent("new.json").path
        try Data(#"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}}"#.utf8).write(to: URL(fileURLWithPath: scenario))
        let result = await Invocation(["check", scenario], environment: ["SCROLLSIM_RECORD": "missing"])
        #expect(result.code == 0, "\(result.output)\(result.error)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("goldens/new.frames").path))
    }
}
