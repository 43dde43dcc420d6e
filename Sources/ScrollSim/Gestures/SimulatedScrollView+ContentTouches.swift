import Foundation

extension SimulatedScrollView {
    /// `delaysContentTouches`: whether a touch on content at rest is held back for the touch delay
    /// (0.15 s) before the content sees it, so that a pan that begins meanwhile takes the touch
    /// without the content ever seeing it. Default `true`, as UIKit's.
    public var delaysContentTouches: Bool {
        get { state.touches.delaysContentTouches }
        set { state.touches.delaysContentTouches = newValue }
    }

    /// `canCancelContentTouches`: whether a pan that begins after the content has seen the touch
    /// cancels the content's touch (`true`, UIKit's default) or fails, leaving the touch to the
    /// content (`false`: no drag for this touch).
    public var canCancelContentTouches: Bool {
        get { state.touches.canCancelContentTouches }
        set { state.touches.canCancelContentTouches = newValue }
    }

    /// The content's side of the touch now down, if any (nil with no finger down).
    var contentTouchPhase: ContentTouch.Phase? { state.touches.content?.phase }

    /// A finger comes down at `point` (the scroll view's frame, points) at `time`: the content's
    /// touch starts withheld on a moving view, held, or delivered at once.
    func beginContentTouch(at point: CGPoint, time: Double) {
        let phase = ContentTouch.phase(
            atTouchDownOnMovingView: isDecelerating, delaysContentTouches: delaysContentTouches, scrollEnabled: isScrollEnabled, time: time)
        state.touches.content = ContentTouch(point: point, phase: phase)
        if phase == .delivered { deliverContentTouch() }
    }

    /// Delivers a held touch whose delay ran out by `time` seconds (26.1
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer sendDelayedTouches`).
    func deliverHeldContentTouch(by time: Double) {
        guard case .held(let deadline)? = state.touches.content?.phase, time >= deadline - Simulation.timeTolerance else { return }
        deliverContentTouch()
    }

    /// The pan is about to begin: a held touch is never delivered; a delivered one is cancelled
    /// when `canCancelContentTouches`. Returns false when the pan must fail instead (the content
    /// has the touch and it cannot be cancelled).
    func contentTouchYieldsToPan() -> Bool {
        guard let touch = state.touches.content else { return true }
        switch touch.phase {
        case .held:
            state.touches.content?.phase = .withheld
        case .delivered:
            guard canCancelContentTouches else { return false }
            state.touches.content?.phase = .cancelled
            record(.contentTouchesCancelled, message: "the content's touch was cancelled by the pan")
            contentTouchesCancelled()
        case .cancelled, .withheld:
            break
        }
        return true
    }

    /// The finger lifts: a held touch is delivered at once and ends with the lift; a delivered one
    /// ends (26.1 `touchesEnded:withEvent:` of the delay recognizer).
    func endContentTouch() {
        guard let touch = state.touches.content else { return }
        if case .held = touch.phase { deliverContentTouch() }
        if state.touches.content?.phase == .delivered {
            record(.contentTouchesEnded, message: contentSentence(touch.point))
            contentTouchesEnded(at: contentLocation(touch.point))
        }
        state.touches.content = nil
    }

    /// `touchesBegan` reaches the content.
    private func deliverContentTouch() {
        guard let touch = state.touches.content else { return }
        state.touches.content?.phase = .delivered
        record(.contentTouchesBegan, message: contentSentence(touch.point))
        contentTouchesBegan(at: contentLocation(touch.point))
    }

    /// `point` (the scroll view's frame) in content coordinates now: plus the content offset.
    func contentLocation(_ point: CGPoint) -> CGPoint {
        CGPoint(x: Double(point.x) + Double(contentOffset.x), y: Double(point.y) + Double(contentOffset.y))
    }

    private func contentSentence(_ point: CGPoint) -> String {
        let p = contentLocation(point)
        return "at (\(FixedDecimal.text(Double(p.x), decimals: 3)), \(FixedDecimal.text(Double(p.y), decimals: 3))) in the content"
    }
}
