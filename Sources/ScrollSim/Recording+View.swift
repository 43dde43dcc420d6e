import Foundation

extension Recording {
    /// Creates an empty recording for a run of `view` from now: its frame rate, and its allowed
    /// offsets as they are now (points, per axis).
    public init(startingAt view: SimulatedScrollView) {
        self.init(
            frameRate: view.settings.frameRate,
            minimumOffset: CGPoint(x: view.minimumOffset(.horizontal), y: view.minimumOffset(.vertical)),
            maximumOffset: CGPoint(x: view.maximumOffset(.horizontal), y: view.maximumOffset(.vertical)))
    }
}
