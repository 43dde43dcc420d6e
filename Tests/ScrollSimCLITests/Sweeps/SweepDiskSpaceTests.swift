import Foundation
import Testing

@testable import ScrollSimCLI

@Suite("sweep's free-space check")
struct SweepDiskSpaceTests {
    @Test("only a regular file's disk is checked: standard output, descriptors, /dev/null and FIFOs are not")
    func onlyRegularFilesAreChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-space-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("rows.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)

        #expect(SweepOutput.takesDiskSpace(folder.appendingPathComponent("rows.csv").path))
        #expect(SweepOutput.takesDiskSpace("relative/rows.csv"))
        for path in ["-", "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/fd/1", fifo] {
            #expect(!SweepOutput.takesDiskSpace(path), "\(path)")
        }
    }
}
