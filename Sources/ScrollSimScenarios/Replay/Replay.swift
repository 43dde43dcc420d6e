import Foundation
import ScrollSim

/// A device recording replayed through the engine, on the recording's own frame times, and
/// compared frame by frame.
///
/// The engine's frame clock (`simulation.frameTimes`) is the recording's timestamps, from its first
/// frame: each step lasts the real interval between two displayed frames, as on the device. Where
/// the recording leaves frames out (a gap longer than 1.5 frames at its nominal rate), the engine
/// shows the frames the display would have shown, at that rate, and they are not compared. The
/// drag follows the dragging frames' translations and recognizer velocities; the finger lifts
/// at the first frame after the last of them. Every recorded frame is compared with the engine's
/// frame at the same time: no interpolation and no second copy of the physics, so the error per
/// frame is the engine's alone.
public struct Replay: Sendable {
    /// One compared frame.
    public struct Row: Hashable, Sendable {
        /// Recorded time, in seconds.
        public var t: Double
        /// Whether the frame was recorded while dragging.
        public var isDragging: Bool
        /// The phase as recorded (`dragging`, `decelerating`, `idle`, …).
        public var phase: String
        /// Recorded offset, in points.
        public var recorded: CGPoint
        /// Simulated offset at the same moment, in points.
        public var simulated: CGPoint
        /// Distance between them, in points.
        public var error: Double

        /// Hashes every field (CoreGraphics' own `Hashable` is iOS 18 / macOS 15 only).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(t)
            hasher.combine(isDragging)
            hasher.combine(phase)
            hasher.combine(point: recorded)
            hasher.combine(point: simulated)
            hasher.combine(error)
        }
    }

    /// The recording.
    public var recording: DeviceRecording
    /// The engine's run, on the recording's frame times.
    public var run: ScenarioRun
    /// One row per recorded frame.
    public var rows: [Row]
    /// The release velocity the engine used, in pt/ms.
    public var releaseVelocity: CGPoint
    /// The recording's time of the engine's frame 0, in seconds.
    public var origin: Double
    /// The largest error after the release, in points.
    public var maxErrorAfterRelease: Double {
        rows.filter { !$0.isDragging }.map(\.error).max() ?? 0
    }
    /// The distance between the recording's last offset and the simulation's resting offset, in points.
    public var errorAtRest: Double {
        guard let last = recording.frames.last else { return 0 }
        return Replay.distance(last.offset, run.finalOffset)
    }
    /// Set when the engine was still moving at `simulation.maximumDuration` (a drag longer than
    /// it, or a run that never rests): one sentence, without its final period.
    public var stopReason: String? { run.stopReason }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(a.x - b.x)
        let dy = Double(a.y - b.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The scenario that drives the engine through the recording, and for each recorded frame the
    /// engine frame shown at its time.
    public static func scenario(for recording: DeviceRecording) -> (scenario: Scenario, frameForSample: [Int]) {
        let origin = recording.frames[0].t
        let nominal = 1 / Double(recording.frameRate)
        var times: [Double] = []
        var frameForSample: [Int] = []
        for sample in recording.frames {
            let t = sample.t - origin
            if let last = times.last, t - last > 1.5 * nominal {
                // Frames the recording left out, at its nominal rate.
                var filler = last + nominal
                while filler < t - 0.5 * nominal {
                    times.append(filler)
                    filler += nominal
                }
            }
            frameForSample.append(times.count)
            times.append(t)
        }
        let drags = recording.frames.indices.filter { recording.frames[$0].isDragging }
        var gestures = [GestureSpec(t: recording.frames[drags[0]].t - origin, kind: .event(.beginDrag))]
        for i in drags {
            let f = recording.frames[i]
            gestures.append(GestureSpec(t: f.t - origin, kind: .event(.move(translation: f.translation ?? .zero, velocity: f.recognizerVelocity))))
        }
        let lift = drags.last! + 1 < recording.frames.count ? recording.frames[drags.last! + 1].t - origin : times.last! + nominal
        gestures.append(GestureSpec(t: lift, kind: .event(.endDrag(velocity: nil))))
        var simulation = SimulationSpec()
        simulation.frameTimes = times
        let scenario = Scenario(
            name: recording.name, description: recording.description, frameRate: recording.frameRate,
            scrollView: recording.scrollView, layout: recording.layout, strategy: recording.strategy, simulation: simulation,
            changeTarget: nil, gestures: gestures, until: nil, expect: Expectations())
        return (scenario, frameForSample)
    }

    /// Replays `recording` and compares it frame by frame.
    /// - Throws: `InputError` when the recording's strategy cannot be made for its layout.
    public static func replay(_ recording: DeviceRecording) throws -> Replay {
        let (scenario, frameForSample) = scenario(for: recording)
        let run = try ScenarioRunner.run(scenario)
        let frames = run.recording.frames
        var rows: [Row] = []
        for (sample, index) in zip(recording.frames, frameForSample) {
            let simulated = index < frames.count ? frames[index].contentOffset : run.finalOffset
            rows.append(
                Row(
                    t: sample.t, isDragging: sample.isDragging, phase: sample.phase, recorded: sample.offset, simulated: simulated,
                    error: distance(sample.offset, simulated)))
        }
        let release = run.recording.events.first { $0.name == .scrollViewWillEndDragging }
        return Replay(recording: recording, run: run, rows: rows, releaseVelocity: release?.velocity ?? .zero, origin: recording.frames[0].t)
    }

    /// The engine's frames on the recording's time axis.
    public var simulatedTimeline: [(t: Double, offset: CGPoint)] {
        run.recording.frames.map { (origin + $0.time, $0.contentOffset) }
    }
}
