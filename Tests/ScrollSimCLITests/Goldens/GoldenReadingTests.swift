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
