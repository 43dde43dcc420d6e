import Foundation

/// A finger's touch as the scroll view's content sees it: held back while the scroll view decides
/// whether a scroll was meant, then delivered, cancelled or never delivered (UIKit 26.1
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer` and the pan's `delaysTouchesBegan`;
/// docs/physics.md "Touches on the content").
struct ContentTouch: Sendable, Equatable {
    /// Where the touch is for the content.
    enum Phase: Sendable, Equatable {
        /// Held by the touch delay until `deadline` (seconds): the content has seen nothing yet.
        case held(deadline: Double)
        /// `touchesBegan` reached the content.
        case delivered
        /// The content's touch was cancelled (`touchesCancelled`): a pan took it over.
        case cancelled
        /// The content never sees this touch: the pan held it from touch-down (a caught glide), or
        /// a pan began while the delay held it.
        case withheld
    }

    /// Where the finger came down, in points, in the scroll view's frame.
    var point: CGPoint
    /// Where the touch is.
    var phase: Phase

    /// UIKit's touch delay of a scroll view (`_touchDelayForScrollDetection`), in seconds: the
    /// value every client of the delay recognizer in the 26.1 decompile returns; UIScrollView's own
    /// getter is not shown, so this is a choice (docs/physics.md).
    static let touchDelay = 0.15

    /// The phase a touch-down starts in: withheld on a view that glides, bounces or settles (the
    /// pan's `delaysTouchesBegan` is `isDecelerating`, and it begins at touch-down); held for
    /// `touchDelay` when the view `delaysContentTouches` and scrolls (the delay recognizer is
    /// enabled with scrolling, `setScrollEnabled:`); else delivered at once.
    static func phase(atTouchDownOnMovingView moving: Bool, delaysContentTouches: Bool, scrollEnabled: Bool, time: Double) -> Phase {
        if moving && scrollEnabled { return .withheld }
        return delaysContentTouches && scrollEnabled ? .held(deadline: time + touchDelay) : .delivered
    }
}
