import Foundation
import ScrollSim
import ScrollSimGoldens
import ScrollSimTestSupport
import Testing

/// Nothing lost: every output file is written to a temporary file, then renamed.
@Suite("Atomic writes: an interrupted write leaves the previous file intact")
struct AtomicFileTests {
    struct Interrupted: Error {}

    /// A fresh folder holding `golden.frames` with earlier content.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-atomic-\(UUID().uuidString)")
        var file: String { url.appendingPathComponent("golden.frames").path }
        static let previous = "# scrollsim golden 1: earlier (60 fps)\n0 0.0000 0.000 0.000 0.00 0.00 idle\n"

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(Self.previous.utf8).write(to: URL(fileURLWithPath: file))
        }

        var text: String? { FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// The golden text of a real run, written frame by frame.
    func recording() throws -> Recording {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 5000))
        return try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60))
    }

    @Test("a golden whose frame stream throws halfway leaves the previous golden intact and no temporary file")
    func interruptedGolden() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let frames = try recording().frames
        var written = 0
        #expect(throws: Interrupted.self) {
            try AtomicFile.write(to: folder.file) { out in
                try out.write("# scrollsim golden 1: new (60 fps)\n")
                for frame in frames {
                    if written == frames.count / 2 { throw Interrupted() }
                    try out.write(Golden.line(frame) + "\n")
                    written += 1
                }
            }
        }
        #expect(written == frames.count / 2 && written > 50, "the stream did write half the frames first")
        #expect(folder.text == Folder.previous)
        #expect(folder.names == ["golden.frames"], "stray files: \(folder.names)")
    }

    @Test("a complete write replaces the previous file in one step")
    func completeWrite() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let text = Golden.text(name: "new", recording: try recording())
        try Golden.writeAtomically(text, to: folder.file)
        #expect(folder.text == text)
        #expect(folder.names == ["golden.frames"])
    }

    @Test("a write into a folder that cannot be created throws and writes nothing")
    func unwritable() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let blocked = folder.url.appendingPathComponent("golden.frames/sub/out.frames").path  // a file is in the way
        #expect(throws: (any Error).self) { try Golden.writeAtomically("x", to: blocked) }
        #expect(folder.text == Folder.previous)
    }

    @Test("a write into a missing folder throws naming the folder and creates nothing, unless asked to create it (goldens)")
    func missingFolder() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing/deeper")
        let path = missing.appendingPathComponent("out.txt").path
        do {
            try Golden.writeAtomically("x", to: path)
            Issue.record("the write into a missing folder succeeded")
        } catch let e as OutputError {
            #expect(e.kind == .cannotCreate)
            #expect(e.description == "\(path): cannot be written: the folder \(missing.path) does not exist.")
        }
        #expect(folder.names == ["golden.frames"], "no folder was created")
        try Golden.writeAtomically("x\n", to: path, createFolder: true)
        #expect(FileManager.default.contents(atPath: path) == Data("x\n".utf8))
    }

    @Test("writing over a folder throws saying it is a folder, and the folder is untouched")
    func pathIsFolder() throws {
        let folder = try Folder()
        defer { folder.remove() }
        do {
            try Golden.writeAtomically("x", to: folder.url.path)
            Issue.record("writing over a folder succeeded")
        } catch let e as OutputError {
            #expect(e.description == "\(folder.url.path): cannot be written: it is a folder.")
        }
        #expect(folder.names == ["golden.frames"])
    }

    @Test("a replaced file keeps its mode: a 0600 output is 0600 after the rename, not 0644")
    func keepsMode() throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(chmod(folder.file, 0o600) == 0)
        try AtomicFile.write(to: folder.file) { try $0.write("new\n") }
        var info = stat()
        #expect(stat(folder.file, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o600)
        #expect(folder.text == "new\n")
    }

    @Test("a read-only file is replaced only where the shell's > could write it (root), else refused naming it")
    func readOnly() throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(chmod(folder.file, 0o444) == 0)
        if getuid() == 0 {
            try AtomicFile.write(to: folder.file) { try $0.write("new\n") }
            var info = stat()
            #expect(stat(folder.file, &info) == 0 && info.st_mode & 0o7777 == 0o444)
        } else {
            #expect(throws: OutputError.self) { try AtomicFile.write(to: folder.file) { try $0.write("new\n") } }
            #expect(folder.text == Folder.previous)
        }
    }
}
