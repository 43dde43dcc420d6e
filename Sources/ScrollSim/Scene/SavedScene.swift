import Foundation

/// Every view of a scene as it stood at one moment, to run the scene again from there: each view's
/// `ScrollViewState` and the links between views that sit outside it (a parent's follow of a
/// child's overscroll, the child dragging it, the offset a frame began at). A sweep of a view
/// inside restores its scene before each cell (`restore()`).
package final class SavedScene {
    /// The views, in `sceneViews` order, held for as long as the saved scene is.
    let views: [SimulatedScrollView]
    /// Each view's state, restored in place. Unchecked: `restoreScene` is its only user after
    /// `init` and takes one state at a time.
    @exclusivity(unchecked) var states: [ScrollViewState]
    /// Each view's links: `parentAdjustment`, `parentStart`, `parentPlaced`, `draggingChild`,
    /// `frameStartOffset`.
    let links: [(adjustment: CGPoint, start: CGPoint, placed: CGPoint, draggingChild: SimulatedScrollView?, frameStart: CGPoint)]

    init(root: SimulatedScrollView) {
        views = root.sceneViews
        states = views.map { $0.saveState() }
        links = views.map { ($0.parentAdjustment, $0.parentStart, $0.parentPlaced, $0.draggingChild, $0.frameStartOffset) }
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
                let link = links[i]
                view.parentAdjustment = link.adjustment
                view.parentStart = link.start
                view.parentPlaced = link.placed
                view.draggingChild = link.draggingChild
                view.frameStartOffset = link.frameStart
            }
        }
    }
}
