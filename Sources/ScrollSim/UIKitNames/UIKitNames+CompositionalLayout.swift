// UIKit's compositional layout names at the top level, where no Apple framework declares them
// (UIKit and AppKit both declare the `NSCollectionLayout…` names), so that a layout-building
// function pasted from an app compiles anywhere in a Linux test. Everywhere, the same names are
// member types of `SimulatedUIKit`, for code pasted into an extension of it.
#if !canImport(UIKit) && !canImport(AppKit)
    /// `UICollectionViewCompositionalLayout`, as ScrollSim models it.
    public typealias UICollectionViewCompositionalLayout = SimulatedUIKit.UICollectionViewCompositionalLayout
    /// `UICollectionViewCompositionalLayoutConfiguration`, as ScrollSim models it.
    public typealias UICollectionViewCompositionalLayoutConfiguration = SimulatedUIKit.UICollectionViewCompositionalLayoutConfiguration
    /// `UICollectionViewCompositionalLayoutSectionProvider`, as ScrollSim models it.
    public typealias UICollectionViewCompositionalLayoutSectionProvider = SimulatedUIKit.UICollectionViewCompositionalLayoutSectionProvider
    /// `NSCollectionLayoutSection`, as ScrollSim models it.
    public typealias NSCollectionLayoutSection = SimulatedUIKit.NSCollectionLayoutSection
    /// `NSCollectionLayoutGroup`, as ScrollSim models it.
    public typealias NSCollectionLayoutGroup = SimulatedUIKit.NSCollectionLayoutGroup
    /// `NSCollectionLayoutItem`, as ScrollSim models it.
    public typealias NSCollectionLayoutItem = SimulatedUIKit.NSCollectionLayoutItem
    /// `NSCollectionLayoutSize`, as ScrollSim models it.
    public typealias NSCollectionLayoutSize = SimulatedUIKit.NSCollectionLayoutSize
    /// `NSCollectionLayoutDimension`, as ScrollSim models it.
    public typealias NSCollectionLayoutDimension = SimulatedUIKit.NSCollectionLayoutDimension
    /// `NSCollectionLayoutSpacing`, as ScrollSim models it.
    public typealias NSCollectionLayoutSpacing = SimulatedUIKit.NSCollectionLayoutSpacing
    /// `NSDirectionalEdgeInsets`, as ScrollSim models it.
    public typealias NSDirectionalEdgeInsets = SimulatedUIKit.NSDirectionalEdgeInsets
    /// `NSCollectionLayoutEnvironment`, as ScrollSim models it.
    public typealias NSCollectionLayoutEnvironment = SimulatedUIKit.NSCollectionLayoutEnvironment
    /// `NSCollectionLayoutContainer`, as ScrollSim models it.
    public typealias NSCollectionLayoutContainer = SimulatedUIKit.NSCollectionLayoutContainer
    /// `NSCollectionLayoutVisibleItem`, as ScrollSim models it.
    public typealias NSCollectionLayoutVisibleItem = SimulatedUIKit.NSCollectionLayoutVisibleItem
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, as ScrollSim models it.
    public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties`, as ScrollSim models it.
    public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = OrthogonalScrollingProperties
#endif
