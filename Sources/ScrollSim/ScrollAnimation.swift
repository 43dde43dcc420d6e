import Foundation
import ScrollPhysics

/// A running `setContentOffset(_:animated: true)`.
struct ScrollAnimation: Hashable, Sendable {
    var from: CGPoint
    var to: CGPoint
    /// Frames advanced so far.
    var elapsedFrames = 0
    /// Time elapsed since the start, in milliseconds: the sum of the steps shown.
    var elapsedTime = 0.0
    /// Duration, in milliseconds.
    var duration: Double
    var curve: AnimationCurve
    /// The frame (counting from 1) on which the animation ends: the first whose time fraction UIKit
    /// counts as 1 (`AnimationCurve.endFrame`). An integer counted once, so that no rate gains a
    /// frame from `n · (1000/rate)` falling a rounding error short of the duration (19 frames of
    /// 1000/76 ms make 249.99999999999997 ms, not 250).
    var frameCount: Int

    /// An animation from `from` to `to` over `duration` seconds at `frameRate` frames per second.
    init(from: CGPoint, to: CGPoint, duration seconds: Double, frameRate: Int, curve: AnimationCurve) {
        self.from = from
        self.to = to
        self.duration = seconds * 1000
        self.curve = curve
        frameCount = AnimationCurve.endFrame(duration: seconds * 1000, frameDuration: 1000 / Double(frameRate))
    }
}
