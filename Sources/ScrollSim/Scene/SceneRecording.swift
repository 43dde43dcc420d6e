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
    /// - Throws: `SimulationError.invalidScene` when `view` is not one of `views`.
    public subscript(view: SimulatedScrollView) -> Recording {
        get throws {
            guard let i = views.firstIndex(where: { $0 === view }) else {
                let name = view.accessibilityIdentifier.map { " \"\($0)\"" } ?? ""
                throw SimulationError.invalidScene("The view\(name) is not in the scene this run recorded")
            }
            return recordings[i]
        }
    }

    /// The recording of the view whose `accessibilityIdentifier` is `identifier`.
    ///
    /// - Throws: `SimulationError.invalidScene` naming the identifiers there are.
    public subscript(named identifier: String) -> Recording {
        get throws {
            guard let i = views.firstIndex(where: { $0.accessibilityIdentifier == identifier }) else {
                let names = views.compactMap(\.accessibilityIdentifier).map { "\"\($0)\"" }
                throw SimulationError.invalidScene(
                    "No view of the scene this run recorded is named \"\(identifier)\": "
                        + (names.isEmpty ? "no view of it has an accessibilityIdentifier" : "its views are named \(names.joined(separator: ", "))"))
            }
            return recordings[i]
        }
    }

    /// The view each touch went to, nil for a touch no pan took.
    public var touchedViews: [SimulatedScrollView?] {
        touchOwners.map { $0.map { views[$0] } }
    }
}
