import Foundation

extension CompositionalLayout {
    /// A collection view of `bounds` size (points) holding this layout: a vertical scroll view of
    /// the layout's content size with one `OrthogonalSectionScrollView` per orthogonal section,
    /// placed at the section's frame (`addSubview(_:frame:)`), in section order. Run it with
    /// `Simulation.run(scene:script:until:)`.
    public func makeScene(
        bounds: CGSize, displayScale: CGFloat = 3, settings: SimulationSettings = SimulationSettings()
    ) -> (collectionView: SimulatedCollectionView, sections: [OrthogonalSectionScrollView]) {
        let solution = solve(bounds: bounds, displayScale: displayScale)
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        let collectionView = SimulatedCollectionView(
            bounds: bounds, collectionViewLayout: layout, numberOfItemsInSections: [0], displayScale: displayScale, settings: settings)
        collectionView.placeContentSize(solution.contentSize)
        var sections: [OrthogonalSectionScrollView] = []
        for case let descriptor? in solution.sections.map(\.orthogonal) {
            let view = OrthogonalSectionScrollView(descriptor: descriptor, displayScale: displayScale, settings: settings)
            collectionView.addSubview(view, frame: descriptor.frame)
            sections.append(view)
        }
        return (collectionView, sections)
    }
}
