import Foundation

/// The touches on one scroll view, as one value inside its `ScrollViewState`: the pan's recognizer,
/// the paging swipe while it may still recognise, the content's side of the finger, and whether a
/// touch tracks from its touch-down (26.1's tracking bit, before the pan begins).
struct TouchState {
    /// The pan recognizer fed by touch gestures.
    var recognizer = PanRecognizer()
    /// The paging swipe recognizer while it may still recognise (a finger down on a paging view
    /// that heads towards a page); the pan waits for it to fail.
    var swipe: PagingSwipeRecognizer?
    /// The content's side of the finger now down (nil with no finger down, or a scripted drag).
    var content: ContentTouch?
    /// A raw touch is down and tracking (26.1 `_beginTrackingWithEvent:` at touch-down until
    /// `_trackingDidEnd`), whether or not its pan has begun (`ScrollViewState.isTracking`).
    var hasTrackingTouch = false
    /// `delaysContentTouches` and `canCancelContentTouches`.
    var delaysContentTouches = true
    var canCancelContentTouches = true
}
