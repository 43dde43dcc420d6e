import Foundation
import ScrollSimCLI
import ScrollSimTestSupport
import Testing

/// `--set` paths are checked against the keys scenario files have: a mistyped path is a usage error.
@Suite("--set: a path to an unknown key is a usage error; optional keys left out of a file can be set")
struct OverrideTests {
    static let free = PackagePaths.scenarios() + "/free-fling.json"

    /// A scenario in a fresh folder.
    struct File {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-set-\(UUID().uuidString)")
        var path: String { folder.appendingPathComponent("s.json").path }
        init(_ json: String) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        }
        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test("compare with a mistyped --set path exits 64 naming --set, the path and the key it meant, and prints no table")
    func mistypedCompare() async {
        let result = await Invocation(["compare", Self.free, "--set", "scrollView.decelerationrate=normal,fast"])
        #expect(result.code == 64)
        #expect(result.output.isEmpty)
        #expect(
            result.error == """
                --set at scrollView.decelerationrate: expected a key that scenario files have but found the unknown key \
                "decelerationrate" (did you mean "decelerationRate"?), so it would change nothing in \(Self.free).

                """)
    }

    @Test("run with --set of a path that does not exist exits 64 and blames --set, not the file")
    func nonexistentRun() async {
        let result = await Invocation(["run", Self.free, "--set", "nonexistent.path=3"])
        #expect(result.code == 64)
        #expect(
            result.error.hasPrefix("--set at nonexistent.path: expected a key that scenario files have but found the unknown key \"nonexistent\""))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(result.output.isEmpty)
    }

    @Test("an unknown key below a known one that the override creates (layout.itemcount) is a usage error too")
    func unknownBelowCreated() async {
        let result = await Invocation(["run", Self.free, "--set", "layout.itemcount=5"])
        #expect(result.code == 64)
        #expect(result.error.contains("found the unknown key \"itemcount\" (did you mean \"itemCount\"?)"))
    }

    @Test("--set of a parameter the strategy does not have exits 64 listing its parameters")
    func unknownStrategyParameter() async throws {
        let file = try File(
            #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [280, 250]}, "strategy": "threshold-paging"}"#)
        defer { file.remove() }
        let result = await Invocation(["run", file.path, "--set", "strategy.treshold=40"])
        #expect(result.code == 64)
        #expect(
            result.error.hasPrefix(
                #"--set at strategy.treshold: expected a parameter of "threshold-paging" (threshold) but found the key "treshold" (did you mean "threshold"?)"#
            ))
    }

    @Test("--set of a parameter a subview's strategy does not have names the subview's path and the strategy's parameters")
    func unknownSubviewStrategyParameter() async throws {
        let file = try File(
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "subviews": [{"name": "c", "frame": [0, 0, 375, 250], "#
                + #""scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [280, 250]}, "#
                + #""strategy": {"name": "threshold-paging"}}]}"#)
        defer { file.remove() }
        let result = await Invocation(["run", file.path, "--set", "subviews[0].strategy.treshold=40"])
        #expect(result.code == 64)
        #expect(
            result.error == """
                --set at subviews[0].strategy.treshold: expected a parameter of "threshold-paging" (threshold) but found the key \
                "treshold" (did you mean "threshold"?), so it would change nothing in \(file.path).

                """)
    }

    @Test("--set reaches optional keys the file leaves out: until, and a parameter of a strategy written as a plain name")
    func optionalKeys() async throws {
        let file = try File(
            """
            {"scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [335, 250], "minimumLineSpacing": 10,
             "sectionInset": {"left": 20, "right": 20}}, "strategy": "peek",
             "gestures": [{"t": 0, "type": "drag", "distance": 40, "releaseVelocity": 0}]}
            """)
        defer { file.remove() }
        // 40 pt is below peek's default threshold (see the catalog) and above 30: the page moves only with the override.
        let plain = await Invocation(["run", file.path, "--format", "json"])
        let lowered = await Invocation(["run", file.path, "--format", "json", "--set", "strategy.scrollThreshold=30"])
        #expect(plain.code == 0 && lowered.code == 0, "\(plain.error)\(lowered.error)")
        #expect(plain.error.isEmpty && lowered.error.isEmpty)
        #expect(plain.output.contains(#""final_page":0"#), "\(plain.output.suffix(120))")
        #expect(lowered.output.contains(#""final_page":1"#), "\(lowered.output.suffix(120))")
        let until = await Invocation(["run", file.path, "--format", "json", "--set", "until=0.5"])
        #expect(until.code == 0 && until.error.isEmpty)
        #expect(until.output.contains(#"{"t_s":0.5,"#) && !until.output.contains(#"{"t_s":0.516667,"#))
    }

    @Test("compare prints a duplicate-key warning of the file once, not once per value; an unknown key is an error before any run")
    func warningOnce() async throws {
        let file = try File(
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 4000], "bounces": false, "bounces": false}, "gestures": [{"t": 0, "type": "drag", "distance": 50, "releaseVelocity": 2}]}"#
        )
        defer { file.remove() }
        let result = await Invocation(["compare", file.path, "--set", "scrollView.decelerationRate=normal,fast,0.995"])
        #expect(result.code == 0)
        #expect(
            result.error == "warning: \(file.path) at scrollView.bounces: duplicate key \"bounces\" (twice on line 1); the later value is used.\n")
        let misspelt = try File(
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 4000], "bounce": false}, "gestures": [{"t": 0, "type": "drag", "distance": 50, "releaseVelocity": 2}]}"#
        )
        defer { misspelt.remove() }
        let refused = await Invocation(["compare", misspelt.path, "--set", "scrollView.decelerationRate=normal,fast,0.995"])
        #expect(refused.code == 65 && refused.output.isEmpty)
        #expect(refused.error == "\(misspelt.path) at scrollView.bounce: unknown key \"bounce\" (did you mean \"bounces\"?).\n")
    }
}
