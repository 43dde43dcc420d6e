import Foundation
import ScrollSimScenarios

/// The last line of a `sweep --shard K/N` CSV: which sweep the shard belongs to and a checksum of
/// its rows, so that `sweep-merge` refuses shards of another sweep and rows edited since.
///
///     # scrollsim sweep shard 2/3 of 9f0c…e1a2: 33334 rows, fnv1a64 5be1…0c77
///
/// The sweep's identity is FNV-1a 64 of the scenario as the sweep ran it (its JSON after `--set`
/// and `--view`) and the grid (`--drag`, `--velocity`, the shard count); the checksum is FNV-1a 64
/// of the shard's row bytes, header excluded. FNV-1a detects edits, not forgery: a shard is a
/// build artefact, not a signed one.
struct SweepShardSignature: Equatable {
    /// The shard's number K (1-based) and the shard count N.
    var shard: Int, shardCount: Int
    /// The sweep's identity (FNV-1a 64 of its scenario and grid), 16 lowercase hex digits.
    var sweep: String
    /// How many rows the shard holds.
    var rows: Int
    /// FNV-1a 64 of the row bytes, 16 lowercase hex digits.
    var checksum: String

    /// The line's start, which no sweep row can have (rows start with a cell number).
    static let prefix = "# scrollsim sweep shard "

    /// FNV-1a 64's offset basis.
    static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `hash` with `bytes` folded in (FNV-1a 64: xor, then multiply by the FNV prime).
    static func fold(_ hash: UInt64, _ bytes: some Sequence<UInt8>) -> UInt64 {
        var h = hash
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// 16 lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The identity of a sweep of `scenario` over `drags` × `velocities` (the options' text) in
    /// `shardCount` shards.
    static func identity(of scenario: Scenario, drags: String, velocities: String, shardCount: Int) -> String {
        hex(fold(basis, Array("\(scenario.json.rendered())\n\(drags)\n\(velocities)\n\(shardCount)".utf8)))
    }

    /// The line, with its line feed.
    var line: String {
        "\(Self.prefix)\(shard)/\(shardCount) of \(sweep): \(rows) rows, fnv1a64 \(checksum)\n"
    }

    /// Reads a line (without its line feed), or nil when it is not a signature line.
    init?(line: Substring) {
        guard line.hasPrefix(Self.prefix) else { return nil }
        let rest = line.dropFirst(Self.prefix.count)
        let parts = rest.split(separator: " ")
        // "K/N" "of" "SWEEP:" "R" "rows," "fnv1a64" "SUM"
        guard parts.count == 7, parts[1] == "of", parts[2].hasSuffix(":"), parts[4] == "rows,", parts[5] == "fnv1a64" else { return nil }
        let kn = parts[0].split(separator: "/")
        guard kn.count == 2, let k = Int(kn[0]), let n = Int(kn[1]), n >= 1, k >= 1, k <= n, let rows = Int(parts[3]), rows >= 0 else {
            return nil
        }
        let sweep = String(parts[2].dropLast())
        let checksum = String(parts[6])
        let isHex = { (s: String) in s.count == 16 && s.allSatisfy { $0.isHexDigit && !$0.isUppercase } }
        guard isHex(sweep), isHex(checksum) else { return nil }
        self.init(shard: k, shardCount: n, sweep: sweep, rows: rows, checksum: checksum)
    }

    init(shard: Int, shardCount: Int, sweep: String, rows: Int, checksum: String) {
        self.shard = shard
        self.shardCount = shardCount
        self.sweep = sweep
        self.rows = rows
        self.checksum = checksum
    }
}
