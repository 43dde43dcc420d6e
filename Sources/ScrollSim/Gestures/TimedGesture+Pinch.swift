import Foundation

extension TimedGesture {
    /// A pinch centred at `center` (points, in the scroll view's frame): it begins at `time`
    /// seconds, changes to each of `scales` in turn, one every `interval` seconds (the first one
    /// `interval` after the start), and ends `interval` after the last. Each scale is the fingers'
    /// spread relative to the start (2: twice as far apart); the zoom becomes the scale shown at
    /// the start times it (`SimulatedScrollView.pinchChanged(center:scale:)`).
    ///
    /// - Precondition: `time`, `center` and `interval` finite, `interval` > 0; every scale finite
    ///   and positive.
    public static func pinch(at time: Double, center: CGPoint, scales: [Double], interval: Double = 1.0 / 60) -> [TimedGesture] {
        precondition(
            time.isFinite && center.x.isFinite && center.y.isFinite && interval.isFinite && interval > 0,
            "a pinch's time, centre and interval are finite, its interval positive")
        precondition(scales.allSatisfy { $0.isFinite && $0 > 0 }, "a pinch's scales are finite and positive")
        var script = [TimedGesture(.pinchBegan(center: center), at: time)]
        script.reserveCapacity(scales.count + 2)
        for (i, scale) in scales.enumerated() {
            script.append(TimedGesture(.pinchChanged(center: center, scale: scale), at: time + Double(i + 1) * interval))
        }
        script.append(TimedGesture(.pinchEnded, at: time + Double(scales.count + 1) * interval))
        return script
    }
}
