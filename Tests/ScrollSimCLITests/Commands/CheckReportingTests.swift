import Foundation
import ScrollSimTestSupport
import Testing

/// `check` says in a sentence what it could not do, and goes on: a failure picture it cannot
/// write, a golden it cannot use, a golden left by a view the scenario no longer has.
@Suite("check reports what it skipped and goes on to its summary")
struct CheckReportingTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("check-reporting-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A feed with a view `view` moved to `x` by an animated setContentOffset at 0 s.
    static func feed(name: String = "feed", view: String = "inner", x: Int = 100) -> String {
        """
        {"name": "\(name)", "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
         "subviews": [{"name": "\(view)", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250], "contentSize": [1504, 250]}}],
         "gestures": [{"t": 0, "type": "setContentOffset", "view": "\(view)", "offset": [\(x), 0], "animated": true}]}
        """
    }

    @Test(
        "a failure plot and page that cannot be written (a link in the plot's place, a name too long for their temporary files) are each said in a sentence"
    )
    func unwritablePicturesAreSaid() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/s.json"
        try Self.feed().write(toFile: file, atomically: true, encoding: .utf8)
        #expect(await Invocation(["check", file], environment: ["SCROLLSIM_RECORD": "all"]).code == 0)
        try Self.feed(x: 200).write(toFile: file, atomically: true, encoding: .utf8)
        let victim = folder + "/victim.txt"
        try "keep me\n".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/goldens/feed.inner.failure.svg", withDestinationPath: victim)
        let linked = await Invocation(["check", file], environment: ["SCROLLSIM_RECORD": "never"])
        #expect(linked.code == 1)
        #expect(
            linked.output.contains("no plot of both curves: \(folder)/goldens/feed.inner.failure.svg: cannot be written: it is a symbolic link"),
            "\(linked.output)")
        #expect(linked.output.contains("both runs in motion: \(folder)/goldens/feed.inner.failure.html"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")

        // 200 bytes, the longest name: the golden's temporary file fits the 255-byte limit of a
        // file name, the failure plot's (`.NAME.failure.svg.PID-UUID.tmp`) does not.
        let long = String(repeating: "a", count: 200)
        let longFile = folder + "/long.json"
        func lone(_ x: Int) -> String {
            """
            {"name": "\(long)", "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
             "gestures": [{"t": 0, "type": "setContentOffset", "offset": [0, \(x)], "animated": true}]}
            """
        }
        try lone(100).write(toFile: longFile, atomically: true, encoding: .utf8)
        #expect(await Invocation(["check", longFile], environment: ["SCROLLSIM_RECORD": "all"]).code == 0)
        try lone(200).write(toFile: longFile, atomically: true, encoding: .utf8)
        let tooLong = await Invocation(["check", longFile], environment: ["SCROLLSIM_RECORD": "never"])
        #expect(tooLong.code == 1)
        #expect(tooLong.output.contains("no plot of both curves: "), "\(tooLong.output)")
        #expect(tooLong.output.contains("no page of both runs: "), "\(tooLong.output)")
    }

    @Test(
        "a golden that cannot be used fails that golden with a sentence; the other files are checked, the summary printed, and the command exits with the output error"
    )
    func unusableGoldenDoesNotStopTheCheck() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = folder + "/a.json"
        let second = folder + "/b.json"
        try Self.feed().write(toFile: first, atomically: true, encoding: .utf8)
        try Self.feed(name: "other").write(toFile: second, atomically: true, encoding: .utf8)
        #expect(await Invocation(["check", first, second], environment: ["SCROLLSIM_RECORD": "all"]).code == 0)
        let golden = folder + "/goldens/feed.frames"
        try FileManager.default.removeItem(atPath: golden)
        try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: folder + "/elsewhere")
        let result = await Invocation(["check", first, second], environment: ["SCROLLSIM_RECORD": "never"])
        #expect(result.code != 0 && result.code != 1, "the output error's code")
        #expect(result.output.contains("INVALID   feed: \(golden): cannot be written: it is a symbolic link"), "\(result.output)")
        #expect(result.output.contains("ok        feed.inner"), "the view's golden was checked all the same")
        #expect(result.output.contains("ok        other\n") && result.output.contains("ok        other.inner\n"), "\(result.output)")
        #expect(result.output.hasSuffix("4 goldens of 2 files checked (mode never): 1 failed.\n"), "\(result.output)")
        #expect(result.error.contains("it is a symbolic link"))
    }

    @Test("a golden of a view the scenario no longer has is noted by name, and left as it is")
    func goldenOfARemovedViewIsNoted() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/s.json"
        try Self.feed().write(toFile: file, atomically: true, encoding: .utf8)
        #expect(await Invocation(["check", file], environment: ["SCROLLSIM_RECORD": "all"]).code == 0)
        try Self.feed(view: "renamed").write(toFile: file, atomically: true, encoding: .utf8)
        let result = await Invocation(["check", file], environment: ["SCROLLSIM_RECORD": "missing"])
        #expect(result.code == 0)
        #expect(
            result.output.contains(
                "note: \(folder)/goldens/feed.inner.frames is the golden of a view \"inner\" that feed no longer has; delete it if the view is gone."),
            "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: folder + "/goldens/feed.inner.frames"))
    }
}
