import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON

/// Why a run was stopped at `simulation.maximumDuration`, in words that name the likely cause: the
/// motion the last frame shows, how long a glide still needs, and the delegate only when the
/// scenario attaches one that can act (a strategy other than `none`, or `changeTarget`).
public enum StopExplanation {
    /// The clause after "the run was stopped … still moving: ", without a final period.
    ///
    /// - Parameters:
    ///   - lastFrame: the frame at the limit; its phase and velocity name the motion.
    ///   - decelerationRate: the view's per-millisecond rate, for the time a glide still needs.
    ///   - delegate: how the scenario's delegate is described (`the strategy "peek"`), or nil when
    ///     the scroll view has no delegate that can restart the motion.
    public static func cause(lastFrame: Frame?, decelerationRate: Double, delegate: String?) -> String {
        var text: String
        switch lastFrame?.phase {
        case .decelerating?:
            text = "the glide did not settle within the limit"
            let v = lastFrame.map { max(abs(Double($0.velocityPointsPerSecond.x)), abs(Double($0.velocityPointsPerSecond.y))) / 1000 } ?? 0
            if decelerationRate > 0 && decelerationRate < 1 {
                let ms = DecelerationCurve(startOffset: 0, startVelocity: v, rate: decelerationRate).stopTime
                if ms > 0 {
                    text += ": at deceleration rate \(JSONValue.format(decelerationRate)) it would need another \(duration(ms / 1000)) to stop"
                }
            }
        case .bouncing?: text = "the bounce did not settle within the limit"
        case .paging?: text = "the page spring did not settle within the limit"
        case .animating?: text = "the animated scroll did not end within the limit"
        default: text = "the motion did not settle within the limit"
        }
        if let delegate { text += "; the scroll view's delegate, \(delegate), may keep restarting the motion" }
        return text
    }

    /// The whole reason, without a final period: "the run was stopped at
    /// simulation.maximumDuration (60 s) with the scroll view still moving: CAUSE".
    public static func reason(limit: Double, cause: String) -> String {
        "the run was stopped at simulation.maximumDuration (\(JSONValue.format(limit)) s) with the scroll view still moving: \(cause)"
    }

    /// The stop reason of `scenario`'s run on `view`, stopped at its maximum duration after
    /// `lastFrame`: `reason(limit:cause:)` with the cause that frame and the scenario's delegate give.
    static func reason(stopping scenario: Scenario, on view: SimulatedScrollView, lastFrame: Frame?) -> String {
        let cause = cause(lastFrame: lastFrame, decelerationRate: Double(view.decelerationRate.rawValue), delegate: delegate(of: scenario))
        return reason(limit: scenario.simulation.maximumDuration, cause: cause)
    }

    /// How the scenario's delegate is described, or nil when it has none that can act: the
    /// strategy `none` only forwards callbacks, so it restarts nothing.
    public static func delegate(of scenario: Scenario) -> String? {
        let strategy = scenario.strategy.name == "none" ? nil : "the strategy \"\(scenario.strategy.name)\""
        switch (strategy, scenario.changeTarget) {
        case (nil, nil): return nil
        case (let strategy?, nil): return strategy
        case (nil, _?): return "the changeTarget delegate"
        case (let strategy?, _?): return "\(strategy) with changeTarget"
        }
    }

    /// `seconds` for a sentence: one decimal below 100 s, two significant digits above, with the
    /// hours or years when it is that long ("53000000 s (about 1.7 years)").
    static func duration(_ seconds: Double) -> String {
        if seconds < 100 { return "\(JSONValue.format((seconds * 10).rounded() / 10)) s" }
        var scale = 1.0
        while seconds / scale >= 100 { scale *= 10 }
        let text = "\(JSONValue.format((seconds / scale).rounded() * scale)) s"
        let hour = 3600.0
        let year = 365.25 * 24 * hour
        if seconds >= year { return text + " (about \(JSONValue.format((seconds / year * 10).rounded() / 10)) years)" }
        if seconds >= hour { return text + " (about \(JSONValue.format((seconds / hour * 10).rounded() / 10)) hours)" }
        return text
    }
}
