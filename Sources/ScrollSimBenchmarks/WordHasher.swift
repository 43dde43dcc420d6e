import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport

/// FNV-1a's step over 8-byte little-endian words of a byte stream, then over the bytes left at
/// the end: the same bytes give the same hash however they arrive in chunks. A word at a time, the
/// hash (run by the thread that writes the output) costs an eighth of a byte-wise FNV-1a, whose
/// multiply chain would otherwise be a serial part of the sweep's timing.
struct WordHasher {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// Adds `bytes` to the stream.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        // Complete a partial word first.
        while pendingCount > 0, pendingCount < 8, index < bytes.count {
            pending |= UInt64(bytes[index]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            index += 1
        }
        if pendingCount == 8 {
            hash = (hash ^ pending) &* 0x100_0000_01b3
            pending = 0
            pendingCount = 0
        }
        let raw = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[index...])
        let words = raw.count / 8
        for i in 0..<words {
            hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))) &* 0x100_0000_01b3
        }
        for byte in raw[(words * 8)...] {
            pending |= UInt64(byte) << (8 * UInt64(pendingCount))
            pendingCount += 1
        }
    }

    /// The hash of the stream so far, its last partial word folded in byte by byte.
    func finish() -> UInt64 {
        var result = hash
        for k in 0..<pendingCount { result = (result ^ ((pending >> (8 * UInt64(k))) & 0xFF)) &* 0x100_0000_01b3 }
        return result
    }
}
