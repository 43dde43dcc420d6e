import Foundation
import ScrollSim

/// A comparison of an app's own delegate over several values of one of its settings, from a
/// test: the same gesture on a fresh view for each value, summed up and drawn as
/// `scrollsim compare` does (`SettingsComparison`).
///
///     let comparison = DelegateComparison.run(
///         key: "flickVelocity", values: [0.3, 0.6, 1.0], axis: .horizontal,
///         script: TimedGesture.drag(at: 0, distance: -80, releaseVelocity: .pointsPerMillisecond(-0.5), axis: .horizontal, duration: 0.1)
///     ) { threshold in
///         let pager = CardPager(flickVelocity: threshold)
///         return (carousel(with: pager, startingOn: 2), [pager])
///     }
///     print(comparison.table())
///     try comparison.svg(title: "flick threshold").write(toFile: "flick.svg", atomically: true, encoding: .utf8)
public enum DelegateComparison {
    /// Runs `script` once per value of `values` (in order), each on a fresh view from
    /// `makeView(value)`, to rest or to the view's maximum duration (a run with `stopReason`);
    /// pages are named along `axis`. Runs on the caller's actor, one after the other, so a
    /// delegate bound to the main actor needs nothing more than a `@MainActor` caller.
    ///
    /// - Parameters:
    ///   - key: the setting's name, for the table's rows and the CSV.
    ///   - label: how a value is shown in rows and curves; `key=value` by default.
    public static func run<Value>(
        key: String, values: [Value], axis: ScrollAxis, script: [TimedGesture],
        label: ((Value) -> String)? = nil, makeView: (Value) -> DelegateSweep.Setup
    ) -> SettingsComparison {
        let runs = values.map { value in
            let text = String(describing: value)
            return run(script, axis: axis, value: text, label: label?(value) ?? "\(key)=\(text)", setup: makeView(value))
        }
        return SettingsComparison(key: key, runs: runs)
    }

    /// One run: `script` on `setup`'s view with its objects kept alive, recorded from the view's
    /// current state.
    static func run(_ script: [TimedGesture], axis: ScrollAxis, value: String, label: String, setup: DelegateSweep.Setup) -> SettingsComparison.Run {
        let view = setup.view
        let pages = PageGrid(view: view, axis: axis)
        var recording = Recording(drawing: view)
        let eventsBefore = view.events.count
        var stopReason: String?
        withExtendedLifetime(setup.retained) {
            do {
                try Simulation.run(view, script: script, into: &recording)
            } catch {
                let cause = StopExplanation.cause(
                    lastFrame: recording.frames.last, decelerationRate: Double(view.decelerationRate.rawValue),
                    delegate: view.delegate == nil ? nil : "the app's delegate")
                stopReason = StopExplanation.reason(limit: view.settings.maximumDuration, cause: cause)
            }
        }
        // A delegate that empties the log mid-run leaves only what it logged after that.
        recording.events = Array(view.events.dropFirst(min(eventsBefore, view.events.count)))
        return SettingsComparison.Run(value: value, label: label, recording: recording, pages: pages, stopReason: stopReason)
    }
}
