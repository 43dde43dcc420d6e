import Foundation
import ScrollSimCLI
import Testing

/// `sweep-merge` accepts only rows exactly as `sweep` writes them, from shards of one grid, and
/// fails otherwise: the merge is byte-identical to one run of the grid or an error naming the
/// file and line.
@Suite("sweep-merge refuses what one sweep cannot have written")
struct SweepMergeStrictnessTests {
    static let header =
        "cell,drag_pt,velocity_pt_per_ms,final_x_pt,final_y_pt,page,rest_s,proposed_x_pt,proposed_y_pt,target_x_pt,target_y_pt,status,jumps,largest_jump_pt\n"

    /// A row as `sweep` writes it, with made-up results (the merge does not judge them).
    static func row(_ cell: Int, drag: String, velocity: String) -> String {
        "\(cell),\(drag),\(velocity),0.000,990.000,1,0.1167,0.000,990.000,,,rested,0,\n"
    }

    /// The rows of a drags × velocities grid, numbered with drags varying fastest.
    static func grid(drags: [String], velocities: [String]) -> [String] {
        velocities.enumerated().flatMap { v, velocity in
            drags.enumerated().map { d, drag in row(v * drags.count + d, drag: drag, velocity: velocity) }
        }
    }

    /// FNV-1a 64 of `text`'s bytes as 16 hex digits, written here from its definition (offset
    /// basis 0xcbf29ce484222325, prime 0x100000001b3), not taken from the tool.
    static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The signature line a shard of `rows` ends with, as `sweep --shard k/n` writes it.
    static func signature(_ rows: String, shard k: Int, of n: Int, sweep: String = "0123456789abcdef") -> String {
        "# scrollsim sweep shard \(k)/\(n) of \(sweep): \(rows.split(separator: "\n").count) rows, fnv1a64 \(fnv1a64(rows))\n"
    }

    /// Writes shard files of `rows` (every `count`th row, from its own start) into a new folder,
    /// each ending with its signature.
    static func shards(_ rows: [String], count: Int = 2, in folder: URL) throws -> [String] {
        try (0..<count).map { k in
            let path = folder.appendingPathComponent("shard-\(k + 1).csv").path
            let body = stride(from: k, to: rows.count, by: count).map { rows[$0] }.joined()
            let text = header + body + signature(body, shard: k + 1, of: count)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("merge-strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let drags = ["-10.000", "0.000", "10.000"]
    static let velocities = ["0.0000", "1.0000"]

    @Test("shards of one grid merge into the rows in cell order; velocities finer than the printed decimals are one grid too")
    func oneGridMerges() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = Self.grid(drags: Self.drags, velocities: Self.velocities)
        let merged = await Invocation(["sweep-merge"] + (try Self.shards(rows, in: folder)))
        #expect(merged.code == 0, "\(merged.error)")
        #expect(merged.output == Self.header + rows.joined())
        // Velocities 0, 0.00001, 0.00002 print alike: the rows are told apart by the drag going down.
        let fine = Self.grid(drags: Self.drags, velocities: ["0.0000", "0.0000", "0.0000"])
        let shards = try Self.shards(fine, count: 3, in: folder)
        #expect(await Invocation(["sweep-merge"] + shards).code == 0)
    }

    @Test(
        "a row's fields must be exactly what sweep writes: count, number syntax, decimals, status",
        arguments: [
            ("4,garbage\n", "has 2 fields where a sweep row has 14"),
            ("+3,10.000,1.0000,0.000,990.000,1,0.1167,0.000,990.000,,,rested,0,\n", "has \"+3\" as its cell"),
            ("03,10.000,1.0000,0.000,990.000,1,0.1167,0.000,990.000,,,rested,0,\n", "has \"03\" as its cell"),
            ("3,10abc,1.0000,0.000,990.000,1,0.1167,0.000,990.000,,,rested,0,\n", "has \"10abc\" as its drag_pt"),
            ("3,10.0,1.0000,0.000,990.000,1,0.1167,0.000,990.000,,,rested,0,\n", "has \"10.0\" as its drag_pt"),
            ("3,10.000,inf,0.000,990.000,1,0.1167,0.000,990.000,,,rested,0,\n", "has \"inf\" as its velocity_pt_per_ms"),
            ("3,10.000,1.0000,,990.000,1,0.1167,0.000,990.000,,,rested,0,\n", "has \"\" as its final_x_pt"),
            ("3,10.000,1.0000,0.000,990.000,1,0.1167,0.000,990.000,,,settled,0,\n", "has \"settled\" as its status"),
        ])
    func rowSyntaxIsChecked(line: String, problem: String) async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows = Self.grid(drags: Self.drags, velocities: Self.velocities)
        rows[3] = line
        let shards = try Self.shards(rows, in: folder)
        let merged = await Invocation(["sweep-merge"] + shards)
        #expect(merged.code == 65)
        #expect(merged.output.isEmpty)
        #expect(merged.error.hasPrefix("\(shards[1]):3: the row "), "\(merged.error)")
        #expect(merged.error.contains(problem), "\(merged.error)")
    }

    @Test("a shard of another grid (other velocities, other drags) and a grid's last row cut short are refused")
    func shardsAgreeOnOneGrid() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = Self.grid(drags: Self.drags, velocities: Self.velocities)
        let mine = try Self.shards(rows, in: folder)
        let otherFolder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: otherFolder) }
        let otherVelocities = try Self.shards(Self.grid(drags: Self.drags, velocities: ["0.0000", "1.5000"]), in: otherFolder)
        let velocityMix = await Invocation(["sweep-merge", mine[0], otherVelocities[1]])
        #expect(velocityMix.code == 65)
        #expect(velocityMix.error.contains("are the shards of different sweeps?"), "\(velocityMix.error)")
        let otherDrags = try Self.shards(Self.grid(drags: ["-11.000", "-1.000", "9.000"], velocities: Self.velocities), in: otherFolder)
        let dragMix = await Invocation(["sweep-merge", mine[0], otherDrags[1]])
        #expect(dragMix.code == 65)
        #expect(dragMix.error.contains("is not the -10.000 pt of cell 0"), "\(dragMix.error)")
        let short = try Self.shards(Array(rows.dropLast()), in: folder)
        let cut = await Invocation(["sweep-merge"] + short)
        #expect(cut.code == 65)
        #expect(cut.error.contains("the last velocity row has 2 of its 3 drags"), "\(cut.error)")
    }

    @Test("a last line without its line feed is a file cut short, not a row")
    func truncatedLastRowIsRefused() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shards = try Self.shards(Self.grid(drags: Self.drags, velocities: Self.velocities), in: folder)
        let text = try String(contentsOfFile: shards[1], encoding: .utf8)
        try String(text.dropLast(8)).write(toFile: shards[1], atomically: true, encoding: .utf8)
        let merged = await Invocation(["sweep-merge"] + shards)
        #expect(merged.code == 65)
        #expect(merged.error == "\(shards[1]):5: the last line has no line feed: the file is cut short (was its sweep stopped?).\n")
    }

    @Test("a huge line is refused with a short message, and a folder given as a shard is named as a folder")
    func hugeLinesAndFoldersAreReported() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let noLineFeeds = folder.appendingPathComponent("one-line.csv").path
        try String(repeating: "a", count: 5_000_000).write(toFile: noLineFeeds, atomically: true, encoding: .utf8)
        let afterHeader = folder.appendingPathComponent("long-row.csv").path
        try (Self.header + String(repeating: "7", count: 100_000) + "\n").write(toFile: afterHeader, atomically: true, encoding: .utf8)
        for (path, line) in [(noLineFeeds, 1), (afterHeader, 2)] {
            let merged = await Invocation(["sweep-merge", path])
            #expect(merged.code == 65)
            #expect(merged.error == "\(path): line \(line) is longer than 4096 bytes: it is not the CSV of a sweep shard.\n")
        }
        let header = folder.appendingPathComponent("long-header.csv").path
        try (String(repeating: "x", count: 3000) + "\n").write(toFile: header, atomically: true, encoding: .utf8)
        let wrongHeader = await Invocation(["sweep-merge", header])
        #expect(wrongHeader.code == 65)
        #expect(wrongHeader.error.count < 400, "the message quotes a few dozen characters, not the line")
        #expect(wrongHeader.error.contains("(3000 bytes)"), "\(wrongHeader.error)")
        let asShard = await Invocation(["sweep-merge", folder.path])
        #expect(asShard.code == 66)
        #expect(asShard.error == "\(folder.path): is a folder, not the CSV of a sweep shard.\n")
    }

    @Test("a shard saved with CRLF line ends and a byte-order mark (a Windows editor) merges into the LF CSV one run writes")
    func windowsLineEndsMerge() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = Self.grid(drags: Self.drags, velocities: Self.velocities)
        let shards = try Self.shards(rows, in: folder)
        let text = try String(contentsOfFile: shards[0], encoding: .utf8)
        try Data(("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")).utf8).write(to: URL(fileURLWithPath: shards[0]))
        let merged = await Invocation(["sweep-merge"] + shards)
        #expect(merged.code == 0, "\(merged.error)")
        #expect(merged.output == Self.header + rows.joined())
    }

    @Test("shards signed by different sweeps are refused, though their rows would merge; so is a row edited after signing")
    func signaturesAreChecked() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = Self.grid(drags: Self.drags, velocities: Self.velocities)
        let shards = try Self.shards(rows, in: folder)
        // Shard 2 signed by another sweep (another scenario on the same grid).
        let body = stride(from: 1, to: rows.count, by: 2).map { rows[$0] }.joined()
        try (Self.header + body + Self.signature(body, shard: 2, of: 2, sweep: "fedcba9876543210")).write(
            toFile: shards[1], atomically: true, encoding: .utf8)
        let mixed = await Invocation(["sweep-merge"] + shards)
        #expect(mixed.code == 65 && mixed.error.contains("shards of different sweeps"), "\(mixed.error)")
        #expect(mixed.output.isEmpty)
        // A page edited to 99 after the shard was written: the checksum no longer matches.
        _ = try Self.shards(rows, in: folder)
        let text = try String(contentsOfFile: shards[0], encoding: .utf8)
        try text.replacingOccurrences(of: ",990.000,1,0.1167,", with: ",990.000,99,0.1167,").write(
            toFile: shards[0], atomically: true, encoding: .utf8)
        let edited = await Invocation(["sweep-merge"] + shards)
        #expect(edited.code == 65 && edited.error.contains("do not match its signature"), "\(edited.error)")
        // A shard given twice, and a shard left out.
        _ = try Self.shards(rows, in: folder)
        let twice = await Invocation(["sweep-merge", shards[0], shards[0]])
        #expect(twice.code == 65, "\(twice.error)")
        let alone = await Invocation(["sweep-merge", shards[0]])
        #expect(alone.code == 65, "\(alone.error)")
        // A file without a signature is not a shard.
        try (Self.header + rows.joined()).write(toFile: shards[0], atomically: true, encoding: .utf8)
        let unsigned = await Invocation(["sweep-merge", shards[0]])
        #expect(unsigned.code == 65 && unsigned.error.contains("has no shard signature"), "\(unsigned.error)")
    }

    @Test("rows marked cut-off merge and make sweep-merge exit 1 naming them, as sweep does")
    func cutOffRowsFail() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows = Self.grid(drags: Self.drags, velocities: Self.velocities)
        rows[3] = rows[3].replacingOccurrences(of: ",rested,0,\n", with: ",cut-off,0,\n")
        let merged = await Invocation(["sweep-merge"] + (try Self.shards(rows, in: folder)))
        #expect(merged.code == 1)
        #expect(merged.output == Self.header + rows.joined())
        #expect(merged.error.contains("1 of 6 cells were cut off") && merged.error.contains("the first cell 3"), "\(merged.error)")
    }
}
