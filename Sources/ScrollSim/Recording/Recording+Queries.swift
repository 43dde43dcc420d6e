import Foundation

/// The frames and events of a run looked up: by time, by condition, the last, the callbacks' names.
extension Recording {
    /// The offset of the last frame, in points (`.zero` if there is none).
    public var finalOffset: CGPoint { frames.last?.contentOffset ?? .zero }

    /// The zoom scale shown in the last frame: the last of `zoomFrames`, 1 when the view never
    /// zoomed.
    public var finalZoomScale: Double { zoomFrames.last?.zoomScale ?? 1 }

    /// The frames whose time lies in `range` (seconds).
    public func frames(in range: ClosedRange<Double>) -> [Frame] {
        frames.filter { range.contains($0.time) }
    }

    /// The first frame for which `predicate` holds.
    public func firstFrame(where predicate: (Frame) -> Bool) -> Frame? {
        frames.first(where: predicate)
    }

    /// The frame displayed at `time` seconds: the last one whose time is ≤ `time` +
    /// `Simulation.timeTolerance` (1 µs, as gestures' times are read).
    public func frame(at time: Double) -> Frame? {
        frames.last(where: { $0.time <= time + Simulation.timeTolerance })
    }

    /// The names of the delegate callbacks and engine notices in order, with runs of
    /// `scrollViewDidScroll` merged into one entry when `mergingScrolls` is true.
    public func callbackNames(mergingScrolls: Bool = true) -> [DelegateEvent.Name] {
        var names: [DelegateEvent.Name] = []
        for event in events {
            if mergingScrolls, event.name == .scrollViewDidScroll, names.last == .scrollViewDidScroll { continue }
            names.append(event.name)
        }
        return names
    }
}
