/// The recordings of every view of a scene run (`Simulation.run(scene:script:until:)`).
public struct SceneRecording {
    /// The views of the scene, parents before their subviews (`sceneViews`).
    public let views: [SimulatedScrollView]
    /// Each view's frames and events, in the order of `views`.
    public var recordings: [Recording]
    /// The view (its index in `views`) each touch of the run went to, in order; nil for a touch no
    /// pan took (a tap). Empty for a lone view, whose touches all go to it.
    public var touchOwners: [Int?]

    /// The recording of `view`.
    ///
    /// - Precondition: `view` is one of `views`.
    public subscript(view: SimulatedScrollView) -> Recording {
        guard let i = views.firstIndex(where: { $0 === view }) else { preconditionFailure("the view is not in this scene") }
        return recordings[i]
    }

    /// The view each touch went to, nil for a touch no pan took.
    public var touchedViews: [SimulatedScrollView?] {
        touchOwners.map { $0.map { views[$0] } }
    }
}
