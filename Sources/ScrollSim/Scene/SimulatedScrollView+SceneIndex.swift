import Foundation

/// Finding a view of a scene for a gesture's `viewIndex`, by the view or by its name, with a
/// thrown error (at the caller's `try`) when the scene has no such view.
extension SimulatedScrollView {
    /// The index in `sceneViews` of `view`: 0 for this view, else its place inside it.
    /// - Throws: `SimulationError.invalidScene` when `view` is neither this view nor inside it.
    public func sceneIndex(of view: SimulatedScrollView) throws -> Int {
        let views = sceneViews
        if let index = views.firstIndex(where: { $0 === view }) { return index }
        let name = view.accessibilityIdentifier.map { " \"\($0)\"" } ?? ""
        throw SimulationError.invalidScene(
            "The view\(name) is not in this scene (its \(views.count) views are this one and those added inside it with addSubview)")
    }

    /// The index in `sceneViews` of the view whose `accessibilityIdentifier` is `identifier`
    /// (the first in `sceneViews` order).
    /// - Throws: `SimulationError.invalidScene` naming the identifiers there are, and the closest.
    public func sceneIndex(named identifier: String) throws -> Int {
        let views = sceneViews
        if let index = views.firstIndex(where: { $0.accessibilityIdentifier == identifier }) { return index }
        let names = views.compactMap(\.accessibilityIdentifier)
        let known =
            names.isEmpty
            ? "no view of it has an accessibilityIdentifier"
            : "its views are named \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
        throw SimulationError.invalidScene("No view of this scene is named \"\(identifier)\": \(known)")
    }
}

extension TimedGesture {
    /// Creates a timed gesture for `view`, one of the views of the scene whose root is `root`
    /// (`sceneIndex(of:)`); `time` is in seconds from the start of the run.
    /// - Throws: `SimulationError.invalidScene` when `view` is not in that scene.
    public init(_ gesture: GestureEvent, at time: Double, in view: SimulatedScrollView, of root: SimulatedScrollView) throws {
        self.init(gesture, at: time, viewIndex: try root.sceneIndex(of: view))
    }
}
