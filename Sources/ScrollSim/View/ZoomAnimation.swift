import Foundation
import ScrollPhysics

/// A running animated zoom (26.1 `setZoomScale:withAnchorPoint:…animated:YES…`): a UIView
/// animation of the zoomed view's transform with UIView's default curve, Core Animation's
/// ease-in-ease-out. The model (`zoomScale`, `contentSize`, `contentOffset`) takes its end values
/// when it starts; this is the scale shown on screen on the way, and when it ends.
struct ZoomAnimation: Equatable, Sendable {
    /// The scale shown when it began and the scale it ends at (unitless).
    var from: Double
    var to: Double
    /// Frames advanced so far.
    var elapsedFrames = 0
    /// Duration, and the length of one frame, in milliseconds.
    var duration: Double
    var frameDuration: Double
    /// The frame (counting from 1) on which it ends (`AnimationCurve.endFrame`).
    var frameCount: Int

    /// An animation from `from` to `to` over `seconds` at `frameRate` frames per second.
    init(from: Double, to: Double, duration seconds: Double, frameRate: Int) {
        self.from = from
        self.to = to
        duration = seconds * 1000
        frameDuration = 1000 / Double(frameRate)
        frameCount = AnimationCurve.endFrame(duration: seconds * 1000, frameDuration: 1000 / Double(frameRate))
    }

    /// A placeholder while no zoom animates (never run).
    static let none = ZoomAnimation(from: 1, to: 1, duration: 0, frameRate: 60)

    /// The scale shown after `elapsedFrames` frames: the transform's scale interpolated on
    /// `.easeInOut` (UIView's default curve) at the time fraction of the frames elapsed.
    var shownScale: Double {
        if elapsedFrames >= frameCount { return to }
        let fraction = AnimationCurve.fraction(elapsed: Double(elapsedFrames) * frameDuration, duration: duration)
        return from + (to - from) * AnimationCurve.easeInOut.progress(fraction)
    }
}
