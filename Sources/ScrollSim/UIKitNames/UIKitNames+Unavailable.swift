import Foundation

// UIKit names that ScrollSim does not model, each unavailable with a message that says what to
// use instead, so that code pasted from an app fails with a pointer rather than a bare "cannot
// find in scope". They live on ScrollSim's own types (and, where UIKit exists, nowhere else), so
// they never clash with UIKit's.

#if !canImport(UIKit)
    /// `UIViewController` is not modelled.
    @available(
        *, unavailable,
        message:
            "ScrollSim has no view controllers: make your delegate object directly, keep a reference to it, and set it as the view's delegate (view.delegate = pager)"
    )
    public typealias UIViewController = AnyObject
#endif

extension SimulatedCollectionView {
    /// `UICollectionView(frame:collectionViewLayout:)`: a simulated view has a size, item counts
    /// and no frame. The layout may be any `CollectionViewLayout` (a flow layout, a compositional
    /// one, UIKit's `UICollectionViewCompositionalLayout` from `SimulatedUIKit`).
    @available(
        *, unavailable,
        message:
            "use SimulatedCollectionView(bounds: CGSize(width:height:), collectionViewLayout: layout, numberOfItemsInSections: [n, …]): a simulated view has a size and item counts, no frame or data source"
    )
    public convenience init(frame: CGRect, collectionViewLayout layout: any CollectionViewLayout) {
        fatalError("unavailable")
    }

    /// `visibleCells`: cells are not modelled.
    @available(
        *, unavailable,
        message: "cells are not modelled: ask the layout, layoutAttributesForItem(at:) or layoutAttributesForElements(in:), for item frames"
    )
    public var visibleCells: [AnyObject] { fatalError("unavailable") }

    /// `reloadData()`: there is no data source.
    @available(*, unavailable, message: "there is no data source: set numberOfItems (or numberOfItemsInSections) instead")
    public func reloadData() {}
}

extension SimulatedScrollView {
    /// `showsHorizontalScrollIndicator`: indicators are not drawn.
    @available(*, unavailable, message: "scroll indicators are not drawn in the simulation: leave the line out of the test")
    public var showsHorizontalScrollIndicator: Bool {
        get { fatalError("unavailable") }
        set {}
    }

    /// `showsVerticalScrollIndicator`: indicators are not drawn.
    @available(*, unavailable, message: "scroll indicators are not drawn in the simulation: leave the line out of the test")
    public var showsVerticalScrollIndicator: Bool {
        get { fatalError("unavailable") }
        set {}
    }

    /// `panGestureRecognizer`: the finger is a script.
    @available(
        *, unavailable,
        message:
            "there is no recognizer object: drive the finger with a script of TimedGesture values (TimedGesture.drag, .swipe or .touches, or TimedGesture(.beginDrag, at: t)) and Simulation.run"
    )
    public var panGestureRecognizer: AnyObject { fatalError("unavailable") }
}

extension CollectionViewFlowLayout {
    /// `estimatedItemSize`: self-sizing is not modelled.
    @available(
        *, unavailable,
        message: "self-sizing cells are not modelled: set itemSize, or answer collectionView(_:layout:sizeForItemAt:) in the delegate"
    )
    public var estimatedItemSize: CGSize {
        get { fatalError("unavailable") }
        set {}
    }
}
