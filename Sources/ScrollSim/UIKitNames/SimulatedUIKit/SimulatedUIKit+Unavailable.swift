import Foundation

// Compositional layout names ScrollSim does not model, each unavailable with a message that says
// what to write instead, so that a pasted layout fails at the line with a pointer.

extension SimulatedUIKit {
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
}

// The same names at the top level, where UIKit's layout names are ScrollSim's
// (UIKitNames+CompositionalLayout.swift).
#if !canImport(UIKit) && !canImport(AppKit)
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
