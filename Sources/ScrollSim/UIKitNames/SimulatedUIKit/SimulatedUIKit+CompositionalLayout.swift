import Foundation

extension SimulatedUIKit {
    /// `UICollectionViewCompositionalLayoutConfiguration`: what applies to every section.
    public final class UICollectionViewCompositionalLayoutConfiguration {
        /// The collection view's scroll direction. ScrollSim models vertical compositional layouts;
        /// building a horizontal one throws.
        public var scrollDirection: CollectionViewFlowLayout.ScrollDirection = .vertical
        /// Spacing between sections, in points.
        public var interSectionSpacing: CGFloat = 0

        /// UIKit's defaults: vertical, no spacing.
        public init() {}
    }

    /// `UICollectionViewCompositionalLayoutSectionProvider`: the section for an index, in an
    /// environment; nil is not a section.
    public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    /// `UICollectionViewCompositionalLayout`: one section for every section, or a section provider.
    ///
    /// A collection view's layout, as in an app: `SimulatedCollectionView(bounds:collectionViewLayout:numberOfItemsInSections:)`
    /// with this layout lays out the view and places its orthogonal sections' scroll views inside
    /// it (`sectionScrollViews`), through a `CollectionViewCompositionalLayout` whose sections the
    /// provider makes for the view's bounds size and item counts at each solve. A layout ScrollSim
    /// does not model lays out nothing there; `compositionalLayout(bounds:numberOfItemsInSections:)`
    /// throws the reason, and `makeScene(bounds:numberOfItemsInSections:)` checks it first.
    public final class UICollectionViewCompositionalLayout: CollectionViewLayout {
        /// Where the sections come from.
        private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
        /// What applies to every section. Call `invalidateLayout()` after changing it once the
        /// layout is a collection view's.
        public var configuration: UICollectionViewCompositionalLayoutConfiguration
        /// The engine's layout this one is, made on first use: its model is this layout's sections
        /// for the collection view as it is (an empty layout when they cannot be modelled).
        lazy var engineLayout = CollectionViewCompositionalLayout { [unowned self] bounds, counts in
            (try? compositionalLayout(bounds: bounds, numberOfItemsInSections: counts)) ?? CompositionalLayout(sections: [])
        }

        /// A layout whose every section is `section`.
        public convenience init(section: NSCollectionLayoutSection) {
            self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
        }
        /// A layout whose every section is `section`, configured.
        public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
            self.sectionProvider = { _, _ in section }
            self.configuration = configuration
        }
        /// A layout whose sections `sectionProvider` makes, once per section each time the layout
        /// is built.
        public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
            self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
        }
        /// A layout whose sections `sectionProvider` makes, configured.
        public init(
            sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
            configuration: UICollectionViewCompositionalLayoutConfiguration
        ) {
            self.sectionProvider = sectionProvider
            self.configuration = configuration
        }

        /// The layout as ScrollSim's model states it, for a collection view of `bounds` size (points)
        /// whose sections hold `numberOfItemsInSections` items (UIKit asks the data source).
        ///
        /// - Throws: `SimulationError.invalidScene`, naming the section, when the layout is one
        ///   ScrollSim does not model (a horizontal layout, a group of groups or of different items,
        ///   a section provider that returns nil) or holds a value UIKit would refuse (a negative
        ///   count, spacing or length, a count below 1, a length that is not finite).
        public func compositionalLayout(bounds: CGSize, numberOfItemsInSections: [Int]) throws -> CompositionalLayout {
            guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
                throw SimulationError.invalidScene("a collection view of \(bounds.width) × \(bounds.height) pt: bounds must be positive and finite")
            }
            guard configuration.scrollDirection == .vertical else {
                throw SimulationError.invalidScene(
                    "configuration.scrollDirection is horizontal: ScrollSim models vertical compositional layouts, whose sections may scroll across")
            }
            guard configuration.interSectionSpacing >= 0, configuration.interSectionSpacing.isFinite else {
                throw SimulationError.invalidScene(
                    "configuration.interSectionSpacing is \(configuration.interSectionSpacing): it must be a finite number ≥ 0 pt")
            }
            let environment = LayoutEnvironment(contentSize: bounds)
            var sections: [CompositionalLayoutSection] = []
            for (index, itemCount) in numberOfItemsInSections.enumerated() {
                guard itemCount >= 0 else {
                    throw SimulationError.invalidScene("section \(index) has \(itemCount) items: an item count cannot be negative")
                }
                guard let section = sectionProvider(index, environment) else {
                    throw SimulationError.invalidScene("the section provider returned nil for section \(index): UIKit needs a section for each")
                }
                sections.append(try section.model(itemCount: itemCount, index: index))
            }
            return CompositionalLayout(sections: sections, interSectionSpacing: configuration.interSectionSpacing)
        }

        /// A collection view of `bounds` size (points) laid out by this layout, with one scroll view
        /// per orthogonal section, in section order (`CompositionalLayout.makeScene`). Run it with
        /// `Simulation.run(scene:script:until:)`.
        ///
        /// - Throws: `SimulationError.invalidScene`, as `compositionalLayout(bounds:numberOfItemsInSections:)`.
        public func makeScene(
            bounds: CGSize, numberOfItemsInSections: [Int], displayScale: CGFloat = 3, settings: SimulationSettings = SimulationSettings()
        ) throws -> (collectionView: SimulatedCollectionView, sections: [OrthogonalSectionScrollView]) {
            guard displayScale > 0, displayScale.isFinite else {
                throw SimulationError.invalidScene("a display scale of \(displayScale): it must be positive and finite")
            }
            let layout = try compositionalLayout(bounds: bounds, numberOfItemsInSections: numberOfItemsInSections)
            return layout.makeScene(bounds: bounds, displayScale: displayScale, settings: settings)
        }
    }
}
