import Foundation
import ScrollSim

/// What each flow layout key does to the engine, beside its declaration (`LayoutSpec`,
/// `LayoutSpec+Keys.swift`): each key sets `CollectionViewFlowLayout`'s property of the same name.
extension LayoutSpec {
    /// The flow layout of `spec` scrolling along `axis`: an empty one for no layout or a
    /// compositional one, whose flow keys are unused.
    static func flowLayout(_ spec: LayoutSpec?, axis: ScrollAxis) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = axis == .horizontal ? .horizontal : .vertical
        if let spec, spec.compositional == nil {
            layout.itemSize = spec.itemSize
            layout.minimumLineSpacing = CGFloat(spec.minimumLineSpacing)
            layout.minimumInteritemSpacing = CGFloat(spec.minimumInteritemSpacing)
            layout.sectionInset = spec.sectionInset
            for (section, sectionSpec) in (spec.sections ?? []).enumerated() where sectionSpec.overrides != .init() {
                layout.sectionOverrides[section] = sectionSpec.overrides
            }
        }
        return layout
    }

    /// The content size this flow layout gives a view of `scrollView` scrolling along `axis`, in
    /// points: the layout solved as a run's view solves it (`ScrollViewSpec.makeCollectionView`).
    func flowContentSize(in scrollView: ScrollViewSpec, axis: ScrollAxis) -> CGSize {
        scrollView.makeCollectionView(layout: Self.flowLayout(self, axis: axis), itemCounts: sectionItemCounts).contentSize
    }
}
