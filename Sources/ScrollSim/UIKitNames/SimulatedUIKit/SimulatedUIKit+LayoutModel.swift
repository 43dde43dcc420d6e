import Foundation

// The UIKit-named layout classes as ScrollSim's layout model states them, checked on the way: a
// value UIKit would refuse, or a shape the model does not have, is an error that names its section.

extension SimulatedUIKit.NSCollectionLayoutSection {
    /// This section holding `itemCount` items, as section `index` of the layout.
    func model(itemCount: Int, index: Int) throws -> CompositionalLayoutSection {
        let place = "section \(index)"
        guard interGroupSpacing >= 0, interGroupSpacing.isFinite else {
            throw SimulationError.invalidScene("\(place): interGroupSpacing is \(interGroupSpacing); it must be a finite number ≥ 0 pt")
        }
        try contentInsets.check("\(place): contentInsets")
        return CompositionalLayoutSection(
            group: try group.model(place: "\(place)'s group"), itemCount: itemCount, interGroupSpacing: interGroupSpacing,
            contentInsets: contentInsets.leftToRight, orthogonalScrollingBehavior: orthogonalScrollingBehavior,
            orthogonalScrollingProperties: orthogonalScrollingProperties)
    }
}

extension SimulatedUIKit.NSCollectionLayoutGroup {
    /// This group as one repeated item, or an error naming `place`.
    func model(place: String) throws -> CompositionalLayoutGroup {
        guard let first = subitems.first else {
            throw SimulationError.invalidScene("\(place) has no subitems: a group needs an item to repeat")
        }
        if subitems.contains(where: { $0 is SimulatedUIKit.NSCollectionLayoutGroup }) {
            throw SimulationError.invalidScene(
                "\(place) holds a group: ScrollSim lays out a group of one repeated item, not groups of groups")
        }
        if subitems.contains(where: { $0.layoutSize.value != first.layoutSize.value || $0.contentInsets != first.contentInsets }) {
            throw SimulationError.invalidScene(
                "\(place) holds \(subitems.count) items of different sizes or insets: ScrollSim lays out a group of one repeated item")
        }
        if let count, count < 1 {
            throw SimulationError.invalidScene("\(place) repeats its item \(count) times: the count must be at least 1")
        }
        let spacing = interItemSpacing?.spacing ?? 0
        guard spacing >= 0, spacing.isFinite else {
            throw SimulationError.invalidScene("\(place): interItemSpacing is \(spacing); it must be a finite number ≥ 0 pt")
        }
        try layoutSize.check("\(place): layoutSize")
        try first.layoutSize.check("\(place)'s item: layoutSize")
        try contentInsets.check("\(place): contentInsets")
        try first.contentInsets.check("\(place)'s item: contentInsets")
        return CompositionalLayoutGroup(
            layoutSize: layoutSize.value, axis: axis,
            subitem: CompositionalLayoutItem(layoutSize: first.layoutSize.value, contentInsets: first.contentInsets.leftToRight),
            count: count, interItemSpacing: spacing, contentInsets: contentInsets.leftToRight)
    }
}

extension SimulatedUIKit.NSCollectionLayoutSize {
    /// Throws, naming `place`, unless both dimensions are finite and not negative.
    fileprivate func check(_ place: String) throws {
        for (name, dimension) in [("widthDimension", widthDimension), ("heightDimension", heightDimension)] {
            guard dimension.dimension >= 0, dimension.dimension.isFinite else {
                throw SimulationError.invalidScene("\(place).\(name) is \(dimension.dimension); it must be a finite number ≥ 0")
            }
        }
    }
}

extension SimulatedUIKit.NSDirectionalEdgeInsets {
    /// Throws, naming `place`, unless every inset is finite.
    fileprivate func check(_ place: String) throws {
        guard [top, leading, bottom, trailing].allSatisfy(\.isFinite) else {
            throw SimulationError.invalidScene("\(place) are \(self): every inset must be finite")
        }
    }
}
