import Foundation
import ScrollPhysics
import ScrollSim

/// What each `simulation` key does to the engine, beside its declaration (`SimulationSpec`,
/// `SimulationSpec+Keys.swift`): each key sets the `SimulationSettings` field of the same name.
extension SimulationSpec {
    /// The engine's settings for a run at `frameRate` (frames per second) with these keys.
    /// - Parameter recordsDelegateEvents: whether the view logs its callbacks (a sweep, which
    ///   reads only the release's targets, turns this off).
    func settings(frameRate: Int, recordsDelegateEvents: Bool) -> SimulationSettings {
        var settings = SimulationSettings(
            frameRate: frameRate, fastScroll: fastScroll, exactDecelerationRate: exactDecelerationRate,
            animationDuration: animationDuration, animationCurve: animationCurve, layoutVelocityUnit: layoutVelocityUnit,
            recordsDelegateEvents: recordsDelegateEvents, maximumDuration: maximumDuration, heldFingerTimeout: heldFingerTimeout,
            frameTimes: frameTimes)
        settings.scrollToTopSpring = ScrollToTopSpring(
            response: scrollToTopResponse, duration: scrollToTopDuration, timingFunction: scrollToTopTimingFunction)
        return settings
    }
}
