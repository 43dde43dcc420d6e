import Foundation

extension SimulatedUIKit {
    /// `NSCollectionLayoutSection`: one group repeated for the section's items, down the
    /// collection view or, with an orthogonal scrolling behaviour, across it in a scroll view of
    /// its own.
    public final class NSCollectionLayoutSection {
        /// The repeating group.
        let group: NSCollectionLayoutGroup
        /// Insets around the section's groups, in points.
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// Spacing between groups, in points.
        public var interGroupSpacing: CGFloat = 0
        /// How the section scrolls across the collection view's axis.
        public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
        /// The orthogonal scroll view's deceleration rate and bounce (UIKit: iOS 17).
        public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
        /// Called by UIKit as the section's visible items move, to restyle them. It changes how
        /// cells look, not how the section scrolls: it is kept, and never called.
        public var visibleItemsInvalidationHandler: (([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)?

        /// A section of `group`.
        public init(group: NSCollectionLayoutGroup) { self.group = group }

        /// Section headers and footers are not modelled.
        @available(
            *, unavailable,
            message: "section headers and footers are not modelled: add their height to the section's contentInsets.top or .bottom"
        )
        public var boundarySupplementaryItems: [AnyObject] {
            get { fatalError("unavailable") }
            set {}
        }

        /// Decoration views (section backgrounds) change nothing in scrolling and are not modelled.
        @available(*, unavailable, message: "decoration items are not modelled: they do not change how a section scrolls; leave them out")
        public var decorationItems: [AnyObject] {
            get { fatalError("unavailable") }
            set {}
        }
    }

    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior

    /// `UICollectionLayoutSectionOrthogonalScrollingProperties` (UIKit: iOS 17).
    public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = OrthogonalScrollingProperties

    /// `NSCollectionLayoutVisibleItem`: what a visible-items handler may restyle. ScrollSim never
    /// calls the handler, so nothing conforms; the protocol lets a handler compile as written.
    public protocol NSCollectionLayoutVisibleItem: AnyObject {
        /// The cell's opacity (0 to 1).
        var alpha: CGFloat { get set }
        /// The cell's stacking order.
        var zIndex: Int { get set }
        /// Whether the cell is hidden.
        var isHidden: Bool { get set }
        /// The cell's centre, in the collection view's content, in points.
        var center: CGPoint { get set }
        /// The cell's frame, in the collection view's content, in points.
        var frame: CGRect { get }
        /// The cell's bounds, in points.
        var bounds: CGRect { get }
        /// The cell's index path.
        var indexPath: IndexPath { get }
        #if canImport(CoreGraphics)
            /// The cell's transform.
            var transform: CGAffineTransform { get set }
        #endif
    }

    /// `NSCollectionLayoutContainer`: the size a section provider lays a section out in.
    public protocol NSCollectionLayoutContainer {
        /// The container's size before insets, in points.
        var contentSize: CGSize { get }
        /// The container's size after insets, in points.
        var effectiveContentSize: CGSize { get }
        /// The container's insets, in points.
        var contentInsets: NSDirectionalEdgeInsets { get }
        /// The container's insets, resolved, in points.
        var effectiveContentInsets: NSDirectionalEdgeInsets { get }
    }

    /// `NSCollectionLayoutEnvironment`: what a section provider is told about where its section
    /// goes.
    public protocol NSCollectionLayoutEnvironment {
        /// The collection view's container.
        var container: any NSCollectionLayoutContainer { get }
    }

    /// The environment ScrollSim hands a section provider: the collection view's bounds, no insets
    /// (a simulated collection view has no safe area or layout margins).
    struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
        /// The collection view's bounds size, in points.
        var contentSize: CGSize
        var effectiveContentSize: CGSize { contentSize }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
        var container: any NSCollectionLayoutContainer { self }
    }
}

extension SimulatedUIKit.NSCollectionLayoutEnvironment {
    /// Trait collections are not modelled.
    @available(
        *, unavailable,
        message: "trait collections are not modelled: decide in the test what the size class would be, from environment.container.contentSize"
    )
    public var traitCollection: AnyObject { fatalError("unavailable") }
}
