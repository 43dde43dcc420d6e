/// A delegate that can be put back as it was made, so that a sweep of a grid of gestures
/// (`DelegateSweep` in ScrollSimScenarios) runs every cell on one view and one delegate instead of
/// building both for each cell.
///
/// Between cells the sweep puts the scroll view's own state back (geometry, motion, flags and
/// event log, as they were when the view was made) and calls `reset()`. It does not put back a
/// collection view's layout or item counts, nor any other object: a delegate that changes them
/// during a gesture puts them back in `reset()`, or does not conform (the sweep then makes a view
/// for every cell).
public protocol ResettableDelegate: ScrollViewDelegate {
    /// Forgets everything remembered from earlier gestures: afterwards the delegate behaves as one
    /// just made with the same parameters (and set up on the same view).
    func reset()
}
