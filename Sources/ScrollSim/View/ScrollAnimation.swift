import Foundation
import ScrollPhysics

/// A running `setContentOffset(_:animated: true)`.
struct ScrollAnimation: Equatable, Sendable {
    var from: CGPoint
    var to: CGPoint
    /// Frames advanced so far.
    var elapsedFrames = 0
    /// Time elapsed since the start, in milliseconds: the sum of the steps shown.
    var elapsedTime = 0.0
    /// Duration, in milliseconds.
    var duration: Double
    var curve: AnimationCurve
    /// Set for a scroll to the top: the spring it follows instead of `curve`, and the callback it
    /// ends with (`scrollViewDidScrollToTop`).
    var scrollToTop: ScrollToTopSpring?
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

    /// A placeholder for the state's storage while no animation runs (never run).
    static let none = ScrollAnimation(from: .zero, to: .zero, duration: 0, frameRate: 60, curve: .linear)

    /// A scroll to the top from `from` to `to` on `spring`, lasting its duration.
    init(scrollingToTopFrom from: CGPoint, to: CGPoint, spring: ScrollToTopSpring, frameRate: Int) {
        self.init(from: from, to: to, duration: spring.duration, frameRate: frameRate, curve: .linear)
        scrollToTop = spring
    }

    /// The progress at time fraction `fraction` (`AnimationCurve.fraction`): the spring's for a
    /// scroll to the top, the curve's otherwise.
    func progress(_ fraction: Double) -> Double {
        if let spring = scrollToTop { return spring.progress(fraction: fraction) }
        return curve.progress(fraction)
    }

    /// One frame of the animation: where it puts the content, before the setter's pixel rounding.
    struct Step: Equatable {
        /// The offset on each axis, in points: `from + (to − from) · progress`.
        var x: Double
        var y: Double
        /// Whether this frame ends the animation: the content then rests exactly at `to`.
        var isFinished: Bool
    }

    /// Advances the animation by one frame of `step` ms and returns where that frame puts the
    /// content. With `fixedFrameDuration` (ms; the fixed clock) the time is whole frames counted
    /// once and the animation ends on its `frameCount`-th frame; without it (explicit frame
    /// times) the time is the sum of the steps shown and it ends when the fraction reaches 1.
    mutating func advance(by step: Double, fixedFrameDuration: Double?) -> Step {
        elapsedFrames += 1
        elapsedTime += step
        let elapsed = fixedFrameDuration.map { Double(elapsedFrames) * $0 } ?? elapsedTime
        let fraction = AnimationCurve.fraction(elapsed: elapsed, duration: duration)
        let p = progress(fraction)
        return Step(
            x: Double(from.x) + (Double(to.x) - Double(from.x)) * p, y: Double(from.y) + (Double(to.y) - Double(from.y)) * p,
            isFinished: fixedFrameDuration == nil ? fraction == 1 : elapsedFrames >= frameCount)
    }
}
