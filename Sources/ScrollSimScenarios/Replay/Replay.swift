import Foundation
import ScrollPhysics
import ScrollSim

/// A device recording replayed through the engine and compared frame by frame.
///
/// The drag is driven from the dragging frames, one engine frame each; the release follows one
/// frame after the last of them. After the release, the simulated offset is evaluated at each
/// recorded timestamp: deceleration and bounce compose exactly, so the engine's state at the last
/// frame before that time is advanced in closed form by the remaining milliseconds.
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
    }

    /// The recording.
    public var recording: DeviceRecording
    /// The engine's run (frames at the engine's own frame times).
    public var run: ScenarioRun
    /// One row per recorded frame.
    public var rows: [Row]
    /// The release velocity the engine used, in pt/ms.
    public var releaseVelocity: CGPoint
    /// The largest error after the release, in points.
    public var maxErrorAfterRelease: Double {
        rows.filter { !$0.isDragging }.map(\.error).max() ?? 0
    }
    /// The distance between the recording's last offset and the simulation's resting offset, in points.
    public var errorAtRest: Double {
        guard let last = recording.frames.last else { return 0 }
        return Replay.distance(last.offset, run.finalOffset)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(a.x - b.x), dy = Double(a.y - b.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The scenario that drives the engine through the recording's drag.
    public static func scenario(for recording: DeviceRecording) -> Scenario {
        let drags = recording.frames.filter(\.isDragging)
        let rate = Double(recording.frameRate)
        var gestures = [GestureSpec(t: 1 / rate, kind: .beginDrag)]
        for (k, f) in drags.enumerated() {
            gestures.append(GestureSpec(t: Double(k + 1) / rate, kind: .move(translation: f.translation ?? .zero, velocity: f.recognizerVelocity)))
        }
        gestures.append(GestureSpec(t: Double(drags.count + 1) / rate, kind: .endDrag(velocity: nil)))
        return Scenario(
            name: recording.name, description: recording.description, frameRate: recording.frameRate,
            scrollView: recording.scrollView, layout: nil, strategy: StrategySpec(), simulation: SimulationSpec(),
            changeTarget: nil, gestures: gestures, until: nil, expect: Expectations())
    }

    /// Replays `recording` and compares it frame by frame.
    public static func replay(_ recording: DeviceRecording) throws -> Replay {
        let scenario = scenario(for: recording)
        let run = try ScenarioRunner.run(scenario)
        let frames = run.recording.frames
        let drags = recording.frames.filter(\.isDragging)
        let releaseFrame = drags.count + 1
        let lastDragTime = drags.last!.t
        let release = run.recording.events.first { $0.name == .scrollViewWillEndDragging }
        let v0 = release?.velocity ?? .zero
        let dt = 1000 / rate(recording)
        let d = scenario.scrollView.decelerationRate
        let (minimum, maximum) = run.recording.allowedOffsets

        func engine(_ index: Int) -> Frame { frames[min(max(index, 0), frames.count - 1)] }
        func simulated(at t: Double, dragIndex: Int?) -> CGPoint {
            if let k = dragIndex { return engine(k + 1).contentOffset }
            if t < drags[0].t { return scenario.scrollView.contentOffset }
            let T = (t - lastDragTime) * 1000
            let k = Int((T / dt + 1e-9).rounded(.down))
            let s = T - Double(k) * dt
            let anchorIndex = releaseFrame + k - 1
            if anchorIndex >= frames.count - 1 { return run.finalOffset }
            let next = engine(anchorIndex + 1)
            let anchor = engine(anchorIndex)
            let x0 = anchor.contentOffset
            let v = k == 0 ? v0 : CGPoint(x: anchor.velocity.x / 1000, y: anchor.velocity.y / 1000)
            let anchorMoving = k == 0 || anchor.phase == next.phase
            if s < 1e-9 { return x0 }
            switch next.phase {
            case .decelerating where anchorMoving:
                let g = d * (1 - DeterministicMath.pow(d, s)) / (1 - d)
                return CGPoint(x: Double(x0.x) + Double(v.x) * g, y: Double(x0.y) + Double(v.y) * g)
            case .bouncing where anchorMoving:
                let g = d * (1 - DeterministicMath.pow(d, s)) / (1 - d)
                let k99 = DeterministicMath.pow(0.99, s)
                func axis(_ x: Double, _ v: Double, _ lo: Double, _ hi: Double) -> Double {
                    let edge = min(max(x, lo), hi)
                    return edge + k99 * ((x - edge) + v * g)
                }
                return CGPoint(
                    x: axis(Double(x0.x), Double(v.x), Double(minimum.x), Double(maximum.x)),
                    y: axis(Double(x0.y), Double(v.y), Double(minimum.y), Double(maximum.y)))
            default:
                let w = s / dt
                let x1 = next.contentOffset
                return CGPoint(x: Double(x0.x) + w * Double(x1.x - x0.x), y: Double(x0.y) + w * Double(x1.y - x0.y))
            }
        }

        var rows: [Row] = []
        var dragIndex = 0
        for f in recording.frames {
            let sim = simulated(at: f.t, dragIndex: f.isDragging ? dragIndex : nil)
            if f.isDragging { dragIndex += 1 }
            rows.append(Row(t: f.t, isDragging: f.isDragging, phase: f.phase, recorded: f.offset, simulated: sim, error: distance(f.offset, sim)))
        }
        return Replay(recording: recording, run: run, rows: rows, releaseVelocity: v0)
    }

    static func rate(_ r: DeviceRecording) -> Double { Double(r.frameRate) }

    /// The engine's frames on the recording's time axis: drag frames at their recorded times,
    /// later frames at the last drag time plus whole frames.
    public var simulatedTimeline: [(t: Double, offset: CGPoint)] {
        let drags = recording.frames.filter(\.isDragging)
        let dt = 1 / Replay.rate(recording)
        var out: [(t: Double, offset: CGPoint)] = []
        for (i, f) in run.recording.frames.enumerated() where i >= 1 {
            let t = i <= drags.count ? drags[i - 1].t : drags.last!.t + Double(i - drags.count) * dt
            out.append((t, f.contentOffset))
        }
        return out
    }
}
