import Foundation
import ScrollSimGoldens
import Testing

@testable import ScrollSim

@Suite("Frame stream writer and reader")
struct FrameStreamWriterTests {
    /// A fresh directory for one test's files.
    func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("FrameStreamWriterTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A fling past the trailing edge: decelerating, bouncing and idle frames, negative velocities.
    func bouncingRun<Sink: FrameSink>(into sink: inout Sink) throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 400, height: 800), contentSize: CGSize(width: 1200, height: 800))
        view.contentOffset = CGPoint(x: 600, y: 0)
        try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 60, releaseVelocity: .pointsPerMillisecond(4), frameRate: 60), into: &sink)
    }

    @Test("a stream written to a symbolic link replaces the link's destination and keeps the link, as every output does")
    func writesThroughSymbolicLink() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("real.frames")
        let link = directory.appendingPathComponent("link.frames")
        try Data("old\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        var writer = try FrameStreamWriter(destination: link)
        try bouncingRun(into: &writer)
        try writer.finish()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try FrameStreamReader.frames(contentsOf: target).count == writer.count)
    }

    @Test("a streamed run reads back as the recorded frames, to the written decimals")
    func roundTrip() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("frames.txt")

        var recording = Recording(frameRate: 60)
        try bouncingRun(into: &recording)
        var writer = try FrameStreamWriter(destination: file)
        try bouncingRun(into: &writer)
        try writer.finish()

        let read = try FrameStreamReader.frames(contentsOf: file)
        #expect(writer.count == recording.frames.count)
        #expect(read.count == recording.frames.count)
        #expect(Set(recording.frames.map(\.phase)).isSuperset(of: [.dragging, .decelerating, .bouncing]))
        let tolerance = 0.5e-6 + 1e-9
        for (expected, actual) in zip(recording.frames, read) {
            #expect(actual.index == expected.index)
            #expect(actual.phase == expected.phase)
            #expect(actual.isTracking == expected.isTracking)
            #expect(actual.isDragging == expected.isDragging)
            #expect(actual.isDecelerating == expected.isDecelerating)
            #expect(abs(actual.time - expected.time) <= tolerance)
            #expect(abs(Double(actual.contentOffset.x - expected.contentOffset.x)) <= tolerance, "frame \(expected.index)")
            #expect(abs(Double(actual.contentOffset.y - expected.contentOffset.y)) <= tolerance, "frame \(expected.index)")
            #expect(abs(Double(actual.velocityPointsPerSecond.x - expected.velocityPointsPerSecond.x)) <= tolerance, "frame \(expected.index)")
            #expect(abs(Double(actual.velocityPointsPerSecond.y - expected.velocityPointsPerSecond.y)) <= tolerance, "frame \(expected.index)")
        }
    }

    @Test("lines have fixed decimals: -1.5 pt is written -1.500000, 2/3 s as 0.666667")
    func fixedDecimals() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("frames.txt")
        let writer = try FrameStreamWriter(destination: file)
        try writer.append(
            Frame(
                index: 40, time: 2.0 / 3.0, contentOffset: CGPoint(x: -1.5, y: 1234567.25), velocityPointsPerSecond: CGPoint(x: -0.0000004, y: 0),
                phase: .bouncing, isTracking: false, isDragging: false, isDecelerating: true))
        try writer.finish()
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1] == "40 0.666667 -1.500000 1234567.250000 0.000000 0.000000 bouncing 4")
    }

    @Test("a run stopped before finish() leaves the earlier file intact and no temporary file behind")
    func interruptedRunKeepsEarlierFile() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("frames.txt")
        try "earlier contents\n".write(to: file, atomically: true, encoding: .utf8)

        struct Interrupted: Error {}
        /// Passes frames on and throws at the 30th, as a run killed half-way would stop.
        struct StopsAtFrame30: FrameSink {
            var inner: FrameStreamWriter
            mutating func append(_ frame: Frame) throws {
                if frame.index == 30 { throw Interrupted() }
                try inner.append(frame)
            }
        }
        var temporary: URL?
        do {
            var sink = StopsAtFrame30(inner: try FrameStreamWriter(destination: file, bufferSize: 64))
            temporary = sink.inner.temporaryFile
            #expect(throws: Interrupted.self) { try bouncingRun(into: &sink) }
            // Small buffer: most of the 30 frames already reached the temporary file.
            #expect(FileManager.default.fileExists(atPath: sink.inner.temporaryFile.path))
            #expect(try String(contentsOf: file, encoding: .utf8) == "earlier contents\n")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "earlier contents\n")
        #expect(temporary.map { FileManager.default.fileExists(atPath: $0.path) } == false)
    }

    @Test("finish() replaces an earlier file in one step")
    func finishReplaces() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("frames.txt")
        try "earlier contents\n".write(to: file, atomically: true, encoding: .utf8)
        var writer = try FrameStreamWriter(destination: file)
        try bouncingRun(into: &writer)
        #expect(try String(contentsOf: file, encoding: .utf8) == "earlier contents\n")
        try writer.finish()
        #expect(try FrameStreamReader.frames(contentsOf: file).count == writer.count)
        #expect(!FileManager.default.fileExists(atPath: writer.temporaryFile.path))
    }

    @Test("a line that is not a frame is reported with its number")
    func malformedLine() {
        let text = "# header\n0 0.016667 0.000000 0.000000 0.000000 0.000000 idle 0\n1 oops\n"
        #expect(throws: FrameStreamReader.ReadError.malformedLine(line: 3, text: "1 oops")) {
            try FrameStreamReader.frames(in: text)
        }
    }
}
