import Foundation
import ScrollSimCLI
import ScrollSimTestSupport
import Testing

/// An output path that names an open descriptor is that descriptor: written in place, so an
/// appended log keeps its earlier lines (before, the path was resolved to the log file and a new
/// file renamed over it).
@Suite("Outputs through open descriptors")
struct DescriptorOutputTests {
    /// The folders that name this process's descriptors: `/dev/fd` everywhere, `/proc/self/fd` on
    /// Linux (Darwin has no `/proc`).
    #if os(Linux)
        static let descriptorFolders = ["/dev/fd/", "/proc/self/fd/"]
    #else
        static let descriptorFolders = ["/dev/fd/"]
    #endif

    @Test(
        "--output /dev/fd/N and /proc/self/fd/N append to the file open in append mode on N, keeping its earlier lines",
        arguments: descriptorFolders)
    func appendsThroughDescriptor(prefix: String) async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        try "earlier line\n".write(toFile: log, atomically: true, encoding: .utf8)
        let descriptor = open(log, O_WRONLY | O_APPEND)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let result = await Invocation([
            "run", PackagePaths.scenarios() + "/free-fling.json", "--format", "csv", "--output", prefix + String(descriptor),
        ])
        #expect(result.code == 0, "\(result.error)")
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.hasPrefix("earlier line\nname,frame,t_s,"))
        #expect(text.contains("free-fling,0,0.0000,0.000,1000.000"))
    }

    @Test("a path naming a descriptor the process does not have open is refused before the run, naming the descriptor (exit 66)")
    func closedDescriptorIsNamed() async {
        // Descriptor 987 is not open in the test process.
        #expect(fcntl(987, F_GETFD) == -1)
        let result = await Invocation(["run", PackagePaths.scenarios() + "/free-fling.json", "--output", "/dev/fd/987"])
        #expect(result.code == 66)
        #expect(result.error == "--output /dev/fd/987: cannot be written: it names descriptor 987, which this process does not have open.\n")
    }
}
