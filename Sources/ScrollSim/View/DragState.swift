import Foundation
import ScrollPhysics

/// What a drag remembers between pan updates: where it started and its velocity samples.
struct DragState: Sendable {
    /// The raw (un-rubber-banded) offset the drag started from, in points (UIKit's `_startOffsetX`
    /// and `_startOffsetY`): fast scroll measures the drag from it.
    var startX = 0.0, startY = 0.0
    /// Time and translation of the previous pan update, in seconds and points.
    var lastTime = 0.0
    var lastTranslation = CGPoint.zero
    /// The previous touch-interval velocity of the finger, in pt/s, for estimating the recognizer.
    var previousInterval: CGPoint?
    /// Scroll-velocity samples (pt/ms of content offset): the latest and the one before.
    var latestSample: CGPoint?
    var previousSample: CGPoint?
    /// Whether this drag has already logged `dragCannotScroll` (once per drag is enough).
    var reportedCannotScroll = false

    mutating func push(sample: CGPoint) {
        previousSample = latestSample
        latestSample = sample
    }
}
