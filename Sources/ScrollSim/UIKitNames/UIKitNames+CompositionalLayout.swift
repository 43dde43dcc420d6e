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

    // Names ScrollSim does not model, each unavailable with a message saying what to write instead,
    // so that a pasted layout fails at the line with a pointer. Beside UIKit or AppKit the names
    // are theirs, and a section refuses what the pasted code hands it (`boundarySupplementaryItems`,
    // `decorationItems`).
    /// Section headers and footers are not modelled.
    @available(
        *, unavailable,
        message: "section headers and footers are not modelled: add their height to the section's contentInsets.top or .bottom"
    )
    public typealias NSCollectionLayoutBoundarySupplementaryItem = AnyObject

    /// Supplementary views (badges) change nothing in scrolling and are not modelled.
    @available(*, unavailable, message: "supplementary items are not modelled: they do not change how a section scrolls; leave them out")
    public typealias NSCollectionLayoutSupplementaryItem = AnyObject

    /// Decoration views (section backgrounds) change nothing in scrolling and are not modelled.
    @available(*, unavailable, message: "decoration items are not modelled: they do not change how a section scrolls; leave them out")
    public typealias NSCollectionLayoutDecorationItem = AnyObject

    /// Edge spacing around an item is not modelled.
    @available(
        *, unavailable,
        message: "edge spacing is not modelled: space items with the group's interItemSpacing and the section's interGroupSpacing"
    )
    public typealias NSCollectionLayoutEdgeSpacing = AnyObject

    /// Custom groups with frames of the app's own are not modelled.
    @available(
        *, unavailable,
        message: "custom groups are not modelled: ScrollSim lays out a group of one repeated item (horizontal or vertical)"
    )
    public typealias NSCollectionLayoutGroupCustomItem = AnyObject
#endif
