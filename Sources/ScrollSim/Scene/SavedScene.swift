import Foundation

/// Every view of a scene as it stood at one moment, to run the scene again from there: each view's
/// `ScrollViewState` (its follow of a parent included, `ParentFollow`) and the one link between
/// views that is not motion, the view inside dragging a parent. A sweep of a view inside restores
/// its scene before each cell (`restore()`).
package final class SavedScene {
    /// The views, in `sceneViews` order, held for as long as the saved scene is.
    let views: [SimulatedScrollView]
    /// Each view's state, restored in place. Unchecked: `restoreScene` is its only user after
    /// `init` and takes one state at a time.
    @exclusivity(unchecked) var states: [ScrollViewState]
    /// Each view's `draggingChild`.
    let draggingChildren: [SimulatedScrollView?]

    init(root: SimulatedScrollView) {
        views = root.sceneViews
        states = views.map { $0.saveState() }
        draggingChildren = views.map(\.draggingChild)
    }
}

extension SimulatedScrollView {
    /// The scene whose root is this view (the view and every view inside it) as it stands now.
    package func saveScene() -> SavedScene {
        SavedScene(root: self)
    }
}

extension SavedScene {
    /// Puts every view saved back as it stood when saved.
    package func restore() {
        states.withUnsafeBufferPointer { saved in
            for i in views.indices {
                let view = views[i]
                view.restoreState(from: saved.baseAddress! + i)
                view.draggingChild = draggingChildren[i]
            }
        }
    }
}
