import Foundation
import ScrollSim
import ScrollSimTestSupport
import Testing

/// Frames allocate nothing: the general path (a delegate observing every frame) and a recording of
/// frames and delegate events (into buffers with room). Counted, not timed
/// (`AllocationCounter`: the heap objects the test's thread allocates), so the check does not
/// vary with the machine's load; each count compares two runs that differ only in their number
/// of frames, so that what a run allocates once (checking and ordering its script, in an
/// unoptimised build: generic iteration allocates there) drops out.
@Suite("Allocations per frame", .enabled(if: AllocationCounter.isAvailable, "allocation counting needs glibc (Linux)"))
struct AllocationTests {
    /// A delegate observing every frame, as an app's often does.
    final class Observer: ScrollViewDelegate {
        var calls = 0
        var lastOffset = 0.0
        func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
            calls += 1
            lastOffset = Double(scrollView.contentOffset.x)
        }
    }

    /// The planted violation: a delegate that allocates an object in every `scrollViewDidScroll`.
    final class AllocatingObserver: ScrollViewDelegate {
        final class Note {
            let offset: Double
            init(offset: Double) { self.offset = offset }
        }
        var last: Note?
        func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
            last = Note(offset: Double(scrollView.contentOffset.x))
        }
    }

    /// A flick on a long horizontal view: one drag, then a glide that lasts well past 360 frames
    /// (a what-if rate of 0.9999 per ms), so that runs of 60 and 360 frames differ only in frames.
    static let script = TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(8), frameRate: 60)

    static func makeView(events: Bool) -> SimulatedScrollView {
        let view = horizontalScrollView(
            contentWidth: 1_000_000, settings: SimulationSettings(exactDecelerationRate: true, recordsDelegateEvents: events))
        view.decelerationRate = SimulatedScrollView.DecelerationRate(rawValue: 0.9999)
        return view
    }

    /// The heap objects allocated while `delegate`'s view runs `script` for `frames` frames (the
    /// view and its first run made beforehand), into a frame sink that keeps nothing.
    static func allocations(frames: Int, delegate: ScrollViewDelegate, events: Bool = false) throws -> Int {
        let view = makeView(events: events)
        view.delegate = delegate
        var sink = DiscardingFrameSink()
        let until = Double(frames - 1) / 60
        // The first run pays for what is made once per view (the delegate's caller, metadata).
        try Simulation.run(view, script: script, until: until, into: &sink)
        let again = makeView(events: events)
        again.delegate = delegate
        var counted = DiscardingFrameSink()
        let count = try #require(try AllocationCounter.count { try Simulation.run(again, script: script, until: until, into: &counted) })
        #expect(counted.count == frames)
        return count
    }

    @Test("a frame on the general path, with a delegate observing every frame, allocates nothing")
    func observedFrameAllocatesNothing() throws {
        let observer = Observer()
        let short = try Self.allocations(frames: 60, delegate: observer)
        let long = try Self.allocations(frames: 360, delegate: observer)
        #expect(observer.calls > 600)
        #expect(long == short, "300 more observed frames allocated \(long - short) objects (a run of 60 frames: \(short))")
    }

    @Test("the counter sees a delegate that allocates an object in every scrollViewDidScroll")
    func plantedAllocationIsCounted() throws {
        let planted = AllocatingObserver()
        let short = try Self.allocations(frames: 60, delegate: planted)
        let long = try Self.allocations(frames: 360, delegate: planted)
        // One object a frame that scrolled: about 300 more for 300 more frames.
        #expect(long - short >= 300, "the planted allocations were not seen: \(short) and \(long)")
    }

    @Test("a recorded frame with its delegate events allocates nothing once the buffers have room")
    func recordedFrameAllocatesNothing() throws {
        func allocations(frames: Int) throws -> Int {
            let view = Self.makeView(events: true)
            let observer = Observer()
            view.delegate = observer
            // Room first: a warm-up run fills the view's event log, emptied keeping its capacity,
            // and the recording reserves its frames.
            var warm = Recording(frameRate: 60)
            try Simulation.run(view, script: Self.script, until: Double(frames - 1) / 60, into: &warm)
            view.removeAllEvents()
            var recording = Recording(frameRate: 60)
            recording.frames.reserveCapacity(frames + 10)
            let restart = Self.script.map { TimedGesture($0.gesture, at: $0.time + Double(frames) / 60) }
            let count = try #require(
                try AllocationCounter.count {
                    try Simulation.run(view, script: restart, until: Double(2 * frames - 1) / 60, into: &recording)
                })
            #expect(recording.frames.count == frames)
            #expect(view.events.count >= frames - 10, "every frame logged its scrollViewDidScroll")
            return count
        }
        let short = try allocations(frames: 60)
        let long = try allocations(frames: 360)
        #expect(long == short, "300 more recorded frames allocated \(long - short) objects (60 frames: \(short))")
    }

    @Test("a recording to a known end allocates as often for 3,000 frames as for 300: its frames and events have room from the start")
    func recordingToKnownEndReservesOnce() throws {
        func allocations(frames: Int, delegate: ScrollViewDelegate?) throws -> (count: Int, recording: Recording) {
            let view = Self.makeView(events: true)
            view.delegate = delegate
            var recording: Recording?
            let count = try #require(
                try AllocationCounter.count { recording = try Simulation.run(view, script: Self.script, until: Double(frames - 1) / 60) })
            return (count, try #require(recording))
        }
        // No delegate (the tight loop logs the events) and a delegate observing every frame.
        for delegate in [nil, Observer()] as [ScrollViewDelegate?] {
            _ = try allocations(frames: 300, delegate: delegate)  // what the first run makes once (metadata, callers)
            let short = try allocations(frames: 300, delegate: delegate)
            let long = try allocations(frames: 3000, delegate: delegate)
            #expect(long.recording.frames.count == 3000)
            #expect(long.recording.events.count > 3000, "every frame logged its scrollViewDidScroll, with the drag's callbacks")
            #expect(
                long.count == short.count, "2,700 more recorded frames allocated \(long.count - short.count) objects (300 frames: \(short.count))")
        }
    }
}
