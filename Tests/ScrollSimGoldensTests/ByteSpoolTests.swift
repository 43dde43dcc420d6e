import Foundation
import ScrollSimGoldens
import Testing

/// `ByteSpool`: bytes kept aside and read back in order; a lazy spool opens its file only when its
/// buffer first fills, so a scene's many small per-view spools hold no open file.
@Suite("ByteSpool: a lazy spool opens its file only when its buffer fills, others at once")
struct ByteSpoolTests {
    static func read(_ spool: ByteSpool) throws -> String {
        var bytes: [UInt8] = []
        try spool.forEachChunk { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("10 bytes in a 16-byte buffer stay in memory and read back; 10 more fill it and open the file, all 20 in order")
    func opensWhenTheBufferFills() throws {
        let spool = try ByteSpool(bufferBytes: 16, lazily: true)
        try spool.append("0123456789")
        #expect(!spool.holdsFile)
        #expect(try Self.read(spool) == "0123456789")
        #expect(!spool.holdsFile)
        // 20 bytes ≥ 16: the buffer is written to a new file.
        try spool.append(bytes: Array("abcdefghij".utf8))
        #expect(spool.holdsFile)
        #expect(try Self.read(spool) == "0123456789abcdefghij")
    }

    @Test("a spool without a buffer holds its file from the start, for a child process's output")
    func unbufferedOpensAtOnce() throws {
        let spool = try ByteSpool()
        #expect(spool.holdsFile)
        try spool.handle().write(contentsOf: Data("from a child".utf8))
        #expect(try Self.read(spool) == "from a child")
    }

    @Test("a buffered spool that is not lazy opens its file at once, so a bad temporary folder fails before any output")
    func bufferedOpensAtOnce() throws {
        let spool = try ByteSpool(bufferBytes: 16)
        #expect(spool.holdsFile)
        try spool.append("0123456789")
        #expect(try Self.read(spool) == "0123456789")
    }

    @Test("an empty lazy spool reads back nothing and opens no file")
    func emptyBuffered() throws {
        let spool = try ByteSpool(bufferBytes: 16, lazily: true)
        #expect(try Self.read(spool).isEmpty)
        #expect(!spool.holdsFile)
    }
}
