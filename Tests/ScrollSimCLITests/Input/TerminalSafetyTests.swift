import Foundation
import ScrollSimTestSupport
import Testing

/// Names and values from outside never reach a terminal as control sequences or forged lines, and
/// names refuse invisible and bidirectional-control characters.
@Suite("Terminal safety: escaped echoes, one-line names, no look-alike names")
struct TerminalSafetyTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let freeFling = PackagePaths.scenarios() + "/free-fling.json"

    /// Whether `text` holds an escape, a bell, a carriage return or a bidirectional override.
    static func holdsControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\r" || $0 == "\u{202E}" }
    }

    @Test("a scenario file whose name holds a terminal title sequence and a screen clear is echoed escaped by run-all")
    func escapeSequencesInFileNames() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // No "name" key: the file name names the scenario, which the name rule refuses.
        var text = try String(contentsOfFile: Self.freeFling, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"name\": \"free-fling\",", with: "")
        try text.write(toFile: folder + "/bad\u{1B}]0;PWNED\u{07}\u{1B}[2J.json", atomically: true, encoding: .utf8)
        let result = await Invocation(["all", folder])
        #expect(result.code == 65)
        #expect(!Self.holdsControls(result.output) && !Self.holdsControls(result.error), "\(result.output)\(result.error)")
        #expect(result.error.contains("\\u{1B}]0;PWNED\\u{7}"), "\(result.error)")
    }

    @Test("a file name holding a line break and a forged summary stays on its row: run-all prints one summary line")
    func forgedSummaryLine() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try String(contentsOfFile: Self.freeFling, encoding: .utf8)
        try text.write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try "{".write(toFile: folder + "/b\n9 scenarios: 9 passed, 0 failed..json", atomically: true, encoding: .utf8)
        let result = await Invocation(["all", folder])
        let summaries = (result.output + result.error).split(separator: "\n").filter {
            $0.range(of: #"^\d+ scenarios: "#, options: .regularExpression) != nil
        }
        #expect(summaries == ["2 scenarios: 1 passed, 0 failed, 1 could not be run."], "\(result.output)\(result.error)")
    }

    @Test("an unknown command holding an escape sequence is echoed escaped")
    func unknownCommand() async {
        let result = await Invocation(["\u{1B}[2Jrun"])
        #expect(result.code == 64)
        #expect(!Self.holdsControls(result.error) && result.error.contains("\\u{1B}[2Jrun"), "\(result.error)")
    }

    @Test("scenario names with U+200B (zero width) or U+202E (right-to-left override) are refused: they make look-alike goldens")
    func invisibleCharactersInNames() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try String(contentsOfFile: Self.freeFling, encoding: .utf8)
        for (character, code) in [("\u{200B}", "U+200B"), ("\u{202E}", "U+202E")] {
            try text.replacingOccurrences(of: "\"name\": \"free-fling\"", with: "\"name\": \"free-fling\(character)\"")
                .write(toFile: folder + "/look.json", atomically: true, encoding: .utf8)
            let result = await Invocation(["run", folder + "/look.json"])
            #expect(result.code == 65)
            #expect(result.error.contains(code) && !Self.holdsControls(result.error), "\(result.error)")
        }
    }
}
