import Foundation

/// A view inside's side of moving its paging superview by its overscroll (UIKit's
/// `_attemptToDragParent:forNewBounds:oldBounds:`), and the offset the scene's current frame
/// began at. Part of the view's `ScrollViewState`, so saving and restoring a view (a sweep's
/// cell, `SavedScene`) brings it back with the rest of its motion.
struct ParentFollow {
    /// How far this view's overscroll has moved its paging superview, in points (UIKit's
    /// `_parentAdjustment`); zero when it is not dragging it.
    var adjustment = CGPoint.zero
    /// The superview's offset when this view began to move it, in points, less anything else
    /// that moved it since (the app's offset or size, `dragParent`): the follow's origin.
    var start = CGPoint.zero
    /// Where this view's follow last put the superview, in points: a superview found elsewhere
    /// was moved by something else.
    var placed = CGPoint.zero
    /// The content offset when the current frame of a scene began, in points: the "old bounds"
    /// of the frame's offset change, as `setBounds:` hands them to `_attemptToDragParent:…`.
    var frameStart = CGPoint.zero
}
