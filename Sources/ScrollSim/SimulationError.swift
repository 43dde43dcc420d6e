import Foundation

/// Why a run stopped before its end.
public enum SimulationError: Error, Hashable, CustomStringConvertible {
    /// The view was still moving at `settings.maximumDuration` seconds.
    case exceededMaximumDuration(seconds: Double)
    /// The script or the end time cannot be run: a gesture's time or `until` is not finite. Nothing
    /// was run.
    case invalidTime(String)
    /// The scene cannot be run as given: a gesture names a view the scene does not have, or its
    /// views do not share one frame clock. Nothing was run.
    case invalidScene(String)

    /// The text shown in messages and logs. It states what happened, not why: a glide at a
    /// deceleration rate close to 1, a limit shorter than the motion, or a delegate that keeps
    /// restarting the motion all end here, and the engine cannot tell them apart.
    public var description: String {
        switch self {
        case .exceededMaximumDuration(let seconds):
            "The scroll view was still moving after the maximum simulated duration of \(seconds) s."
        case .invalidTime(let what):
            "\(what) is not a finite time in seconds; nothing was run."
        case .invalidScene(let what):
            "\(what); nothing was run."
        }
    }
}
