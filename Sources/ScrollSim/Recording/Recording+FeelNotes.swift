import Foundation

/// What a person watching the run would notice and a frame-by-frame test would not ask about.
public enum FeelNote: Hashable, Sendable, CustomStringConvertible {
    /// Frame `frame` (at `time` seconds) moved `distance` points from the frame before, more than
    /// its velocity allows (`allowed` points): the content jumps, as when a target behind the flick
    /// is put in place on the release frame, or an offset is set in code.
    case jump(frame: Int, time: Double, distance: Double, allowed: Double)
    /// The delegate set on the view was released before the run at `time` seconds began (the
    /// view holds it weakly), so the run went on without it: the offsets are those of no
    /// delegate, which a test would read only as a wrong offset.
    case delegateReleased(time: Double)
    /// The finger lifted at frame `frame` moving at `speed` pt/ms, under UIKit's 0.25 pt/ms: UIKit
    /// zeroed the release, so the view settles where a person may have expected a short glide.
    case releaseZeroed(frame: Int, time: Double, speed: Double)

    /// The note's kind as reports name it (JSON `kind`, CSV comments): `jump`, `releaseZeroed` or
    /// `delegateReleased` (the last two are also the names of the engine notices they come from).
    public var kind: String {
        switch self {
        case .jump: "jump"
        case .releaseZeroed: "releaseZeroed"
        case .delegateReleased: "delegateReleased"
        }
    }

    /// The frame the note is about; nil for a released delegate, which is about the whole run.
    public var frame: Int? {
        switch self {
        case .jump(let frame, _, _, _), .releaseZeroed(let frame, _, _): frame
        case .delegateReleased: nil
        }
    }

    /// When it happened, in seconds.
    public var time: Double {
        switch self {
        case .jump(_, let time, _, _), .releaseZeroed(_, let time, _), .delegateReleased(let time): time
        }
    }

    /// One sentence naming the frame and what happened.
    public var description: String {
        switch self {
        case .jump(let frame, let time, let distance, let allowed):
            "frame \(frame) at \(FixedDecimal.text(time, decimals: 4)) s jumps \(FixedDecimal.text(distance, decimals: 3)) pt, "
                + "where its velocity allows \(FixedDecimal.text(allowed, decimals: 3)) pt"
        case .releaseZeroed(let frame, let time, let speed):
            "the release at frame \(frame) (\(FixedDecimal.text(time, decimals: 4)) s) was zeroed: the finger lifted at "
                + "\(FixedDecimal.text(speed, decimals: 3)) pt/ms, under UIKit's 0.25 pt/ms, so the view settles instead of gliding"
        case .delegateReleased(let time):
            "the delegate set on the view was released before the run at \(FixedDecimal.text(time, decimals: 4)) s began "
                + "(the view holds it weakly, as UIKit does), so the run had none; keep a reference to it for the whole run"
        }
    }
}

extension Recording {
    /// How far a frame may move before it counts as a jump: `speed` (pt/s, the fastest of the
    /// frame and the three before it, times the fast-scroll multiplier in force) times the frame's
    /// length, doubled (a glide's first frame and a bounce's turn move faster than one end's
    /// velocity says; a finger's last move and the glide can share the release frame), plus 2
    /// points (pixel rounding, the 0.5 pt settle at the end of a bounce).
    public static func jumpAllowance(speed: Double, seconds: Double) -> Double {
        2 * speed * seconds + 2
    }

    /// What a person would notice in this run (`FeelNote`): a delegate released before a run,
    /// releases UIKit zeroed (with events recorded), then frames that move further than their
    /// velocity allows (`jumpAllowance`), in frame order (`FeelNoteFinder` fed the run).
    public var feelNotes: [FeelNote] {
        var finder = FeelNoteFinder()
        for frame in frames { finder.take(frame) }
        finder.take(events)
        return finder.notes
    }

    /// The length of `velocity`, in its units.
    static func speed(_ velocity: CGPoint) -> Double {
        let x = Double(velocity.x)
        let y = Double(velocity.y)
        return (x * x + y * y).squareRoot()
    }
}
