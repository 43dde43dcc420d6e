import Foundation
import ScrollPhysics

/// The frame clock: when each frame is displayed, and how long the step before it lasts.
///
/// With `settings.frameTimes` nil, frame `n` is displayed at `n / frameRate` seconds and every
/// step lasts `1000 / frameRate` ms. With explicit times (a device's display link, which does not
/// tick evenly: docs/physics.md §2), frame `n` is displayed at `frameTimes[n]`, frames after the
/// last follow at `frameRate`, and the step before frame `n ≥ 1` lasts the real interval
/// `frameTimes[n] − frameTimes[n − 1]`; frame 0's step lasts the first interval. The glide, the
/// bounce take each interval's factors; the paging spring takes its whole milliseconds.
extension SimulatedScrollView {
    /// The display time of frame `index`, in seconds.
    @inline(__always)
    public func frameTime(_ index: Int) -> Double {
        guard let times = settings.frameTimes, let last = times.last else {
            return Double(index) / Double(settings.frameRate)
        }
        if index < times.count { return times[Swift.max(index, 0)] }
        return last + Double(index - times.count + 1) / Double(settings.frameRate)
    }

    /// The duration of the step that frame `index` shows, in milliseconds.
    func stepDuration(ofFrame index: Int) -> Double {
        guard let times = settings.frameTimes, times.count > 1 else { return settings.frameDuration }
        let n = Swift.max(index, 1)
        return (frameTime(n) - frameTime(n - 1)) * 1000
    }

    /// The first frame displayed at or after `time` seconds (`Simulation.timeTolerance`), where a gesture at
    /// that time takes effect. Times past the range of `Int` frames (or NaN) give the last
    /// representable frame.
    public func frameIndex(forTime time: Double) -> Int {
        guard let times = settings.frameTimes, let last = times.last else {
            return Simulation.frameIndex(forTime: time, frameRate: settings.frameRate)
        }
        let tolerance = Simulation.timeTolerance
        if time - tolerance > last {
            let rate = Double(settings.frameRate)
            return times.count - 1 + Swift.max(1, Simulation.frameCount(((time - tolerance - last) * rate).rounded(.up)))
        }
        // The first index whose time is ≥ time − tolerance (times ascend).
        var low = 0
        var high = times.count - 1
        while low < high {
            let mid = (low + high) / 2
            if times[mid] >= time - tolerance { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The last frame displayed at or before `time` seconds (`Simulation.timeTolerance`, as
    /// `until` is read).
    func lastFrameIndex(atOrBefore time: Double) -> Int {
        let tolerance = Simulation.timeTolerance
        guard let times = settings.frameTimes, let last = times.last else {
            return Simulation.frameCount(((time + tolerance) * Double(settings.frameRate)).rounded(.down))
        }
        if time > last {
            return times.count - 1 + Simulation.frameCount(((time + tolerance - last) * Double(settings.frameRate)).rounded(.down))
        }
        // One before the first index whose time is > time + tolerance (times ascend); frame 0 at least.
        var low = 0
        var high = times.count
        while low < high {
            let mid = (low + high) / 2
            if times[mid] > time + tolerance { high = mid } else { low = mid + 1 }
        }
        return Swift.max(0, low - 1)
    }

    /// Sets every per-frame factor for steps of `duration` ms (the base glide, each axis's current
    /// glide or bounce), when it differs from the current one.
    func useStepDuration(_ duration: Double) {
        guard duration != state.baseConstants.frameDuration else { return }
        state.baseConstants = state.baseConstants.withFrameDuration(duration)
        state.horizontal.constants = state.horizontal.constants.withFrameDuration(duration)
        state.vertical.constants = state.vertical.constants.withFrameDuration(duration)
    }
}
