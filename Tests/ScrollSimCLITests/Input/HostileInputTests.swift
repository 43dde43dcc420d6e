import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Inputs made to hurt: each is refused in one sentence with its exit code, in bounded time and
/// memory, or parsed in time linear in its size.
@Suite("Hostile input: limits, quoted paths, linear parsing")
struct HostileInputTests {
    static let view = #""scrollView": {"bounds": [375, 667], "contentSize": [375, 1000]}"#

    func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("a swipe of 10⁷ s is refused at gestures[0].duration with exit 65, before it is expanded into moves")
    func hugeDuration() async throws {
        let path = try file(#"{\#(Self.view), "gestures": [{"t": 0, "type": "swipe", "translation": [0, -100], "duration": 1e7}]}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Invocation(["run", path])
        #expect(result.code == 65)
        #expect(result.error.hasPrefix("\(path) at gestures[0].duration: expected at most 60 s"))
    }

    @Test("a 200-byte scenario name with a 200-byte view name, a golden name past the file-name limit, is refused before any golden is written")
    func viewGoldenNameTooLong() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outer = String(repeating: "a", count: 200)
        let inner = String(repeating: "b", count: 200)
        let path = folder.appendingPathComponent("long.json").path
        let text =
            #"{"name": "\#(outer)", \#(Self.view), "gestures": [], "subviews": [{"name": "\#(inner)", "frame": [0, 0, 375, 100], "#
            + #""scrollView": {"bounds": [375, 100], "contentSize": [1000, 100]}}]}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = await Invocation(["check", path], environment: ["SCROLLSIM_RECORD": "all"])
        #expect(result.code == 65)
        // 200 + 1 + 200 = 401 bytes, against the 200 of GoldenName.longest.
        #expect(
            result.error
                == "\(path) at subviews[0].name: the view's golden name \"NAME.SUBVIEW\" is too long: the scenario's name (200 bytes in "
                + "UTF-8), a dot and this view's name (200 bytes) make 401 bytes, more than the 200 a golden's name may have (the golden file "
                + "NAME.SUBVIEW.frames and its temporary file must fit the 255-byte limit of file names); shorten either name.\n")
        let goldens = folder.appendingPathComponent("goldens").path
        #expect(!FileManager.default.fileExists(atPath: goldens), "nothing is written, not even the outer golden")
        // 100 + 1 + 99 = 200 bytes is within the limit.
        let fits = text.replacingOccurrences(of: outer, with: String(repeating: "a", count: 100)).replacingOccurrences(
            of: inner, with: String(repeating: "b", count: 99))
        try Data(fits.utf8).write(to: URL(fileURLWithPath: path))
        #expect(await Invocation(["run", path]).code == 0)
    }

    @Test("a file over 64 MiB is refused in one sentence with exit 65, before it is read")
    func oversizedFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(ScenarioFile.largestInput + 1))  // sparse: nothing written
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Invocation(["run", path])
        #expect(result.code == 65)
        #expect(
            result.error
                == "\(path): is 67108865 bytes; input files are limited to 67108864 bytes (64 MiB), far beyond an hour of frames at 240 Hz.\n")
    }

    @Test("a --set path deeper than 512 levels is a usage error (exit 64), not a stack overflow")
    func deepSetPath() async throws {
        let key = "x" + String(repeating: ".a", count: 40_000)
        let scenario = PackagePaths.scenarios() + "/free-fling.json"
        let result = await Invocation(["run", scenario, "--set", "\(key)=1"])
        #expect(result.code == 64)
        #expect(result.error == "--set: the key is 40001 levels deep; the limit is 512, as for nesting in files.\n")
        // 512 levels are within the limit: refused only for naming a key files do not have.
        let deepest = "scrollView" + String(repeating: ".a", count: 511)
        let allowed = await Invocation(["run", scenario, "--set", "\(deepest)=1"])
        #expect(!allowed.error.contains("levels deep") && allowed.error.contains("unknown key"))
    }

    @Test("empty and dotted keys are quoted in paths: scrollView[\"\"], [\"a.b\"], and a repeated empty key names its path")
    func quotedKeys() async throws {
        let path = try file(#"{\#(Self.view), "gestures": [], "a.b": 1, "": 2, "": 3}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Invocation(["run", path])
        #expect(result.error == #"\#(path) at ["a.b"]: unknown key "a.b"."# + "\n", "\(result.error)")
        let empty = try file(#"{\#(Self.view), "gestures": [], "": 2}"#)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(await Invocation(["run", empty]).error.contains(#"\#(empty) at [""]: unknown key """#))
        // A repeated empty key is named by its quoted path (a warning; the parser notes it).
        let (_, repeats) = try JSONParser.parseNotingDuplicates(#"{"": 2, "": 3}"#)
        #expect(repeats.map(\.key) == [""])
        let nested = try file(#"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 1000], "": 1}, "gestures": []}"#)
        defer { try? FileManager.default.removeItem(atPath: nested) }
        #expect(await Invocation(["run", nested]).error.contains(#"at scrollView[""]: unknown key """#))
        // A key starting with a combining mark (U+064C) would merge with the space before it, so
        // that the message no longer starts with "FILE at " character by character: it is quoted.
        // (The fuzzer found this one, on a repeated key under such a name.)
        let combining = try file("{\(Self.view), \"gestures\": [], \"\u{064C}x\": [{\"t\": 0, \"t\": 1}]}")
        defer { try? FileManager.default.removeItem(atPath: combining) }
        let error = await Invocation(["run", combining]).error
        #expect(error.hasPrefix("\(combining) at [\"\u{064C}x\"]: unknown key \"\u{064C}x\""), "\(error)")
        #expect(JSONReader.join("", "a\u{200D}b") == "[\"a\u{200D}b\"]", "an invisible joiner is quoted too")
    }

    @Test("100,000 repeats of one key: every repeat is noted with its own line, in one pass")
    func manyRepeatedKeys() throws {
        let lines = (0..<100_000).map { _ in #""k": 1"# }.joined(separator: ",\n")
        let (_, duplicates) = try JSONParser.parseNotingDuplicates("{\n" + lines + "\n}")
        #expect(duplicates.count == 99_999)
        #expect(duplicates.first?.firstLine == 2 && duplicates.first?.line == 3)
        #expect(duplicates.last?.line == 100_001)
    }

    @Test("2,000,000 escapes decode to the characters they stand for")
    func manyEscapes() throws {
        let text = "\"" + String(repeating: #"\n\u00e9"#, count: 1_000_000) + "\""
        guard case .string(let s)? = try? JSONParser.parse(text) else {
            Issue.record("did not parse")
            return
        }
        #expect(s.unicodeScalars.count == 2_000_000)
        #expect(s.hasPrefix("\né\né"))
    }

    @Test("100,000 unknown keys: the first is the error, with its suggestion, and no other is searched")
    func manyUnknownKeys() throws {
        var reader = JSONReader(source: "s.json")
        let members = (0..<100_000).map { (key: "bound\($0)", value: JSONValue.number(1)) }
        let error = #expect(throws: InputError.self) { try reader.object(.object(members), at: "", known: ["bounds"]) }
        #expect(error?.kind == .unknownKey(suggestion: "bounds") && error?.path == "bound0")
    }
}
