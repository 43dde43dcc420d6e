import Foundation

extension CompositionalLayout {
    /// A collection view of `bounds` size (points) laid out by this layout
    /// (`CollectionViewCompositionalLayout`), with its sections' item counts, and the scroll views
    /// of its orthogonal sections, which the layout placed inside it at their sections' frames,
    /// in section order. Run it with `Simulation.run(scene:script:until:)`.
    ///
    /// A convenience for `SimulatedCollectionView(bounds:collectionViewLayout:numberOfItemsInSections:…)`
    /// with `CollectionViewCompositionalLayout(self)`, whose `sectionScrollViews` are `sections`.
    public func makeScene(
        bounds: CGSize, displayScale: CGFloat = 3, settings: SimulationSettings = SimulationSettings()
    ) -> (collectionView: SimulatedCollectionView, sections: [OrthogonalSectionScrollView]) {
        let layout = CollectionViewCompositionalLayout(self)
        let collectionView = SimulatedCollectionView(
            bounds: bounds, collectionViewLayout: layout, numberOfItemsInSections: sections.map(\.itemCount), displayScale: displayScale,
            settings: settings)
        return (collectionView, layout.sectionScrollViews)
    }
}
