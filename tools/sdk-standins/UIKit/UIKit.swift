// A stand-in for the names of Apple's UIKit that ScrollSim meets, in the SDK's shapes, so that
// the `#if canImport(UIKit)` code can be compiled on Linux. Not a product of the package, never
// linked into anything a user builds: `tools/sdk-standins/build.sh` compiles against it.
//
// What Apple's iOS 16.5 SDK itself declares is checked against the real SDK
// (../shared/ios-sdk/check-ios.py, run by .ci/run); these stand-ins remain for what that check
// cannot do: run code (the adapter checks), Mac Catalyst and macOS, and SwiftUI. They declare no
// more than the SDK does: `UIEdgeInsets` is `Equatable`, not `Hashable` (as in the iOS 16.5 SDK), and
// a layout's `collectionView` is read-only.
//
// Shapes kept from the SDK: main-actor classes and protocols, get-only `isTracking`,
// `isDragging` and `isDecelerating` that a subclass overrides, `UIEdgeInsets` as a struct with
// `top, left, bottom, right`, the `IndexPath` additions, `UIScrollView.DecelerationRate`.
// Objective-C optional protocol requirements cannot be declared without the Objective-C runtime:
// here they are requirements with empty defaults, and callers reference them as optional
// functions (`let f: ((UIScrollView) -> Void)? = delegate.scrollViewDidScroll`), which compiles
// against both. Names beginning `standIn` are not the SDK's: they hold what a check scripts the
// view to report (a recognizer's translation, the display scale).
@_exported import Foundation

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets()
}

extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UITraitCollection: NSObject {
    /// Stand-in storage for the scale a test scripts.
    public var standInDisplayScale: CGFloat = 3
    open var displayScale: CGFloat { standInDisplayScale }
}

@MainActor open class UIGestureRecognizer: NSObject {}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Stand-in storage for what a test scripts the recognizer to report.
    public var standInTranslation: CGPoint = .zero
    public var standInVelocity: CGPoint = .zero
    open func translation(in view: UIView?) -> CGPoint { standInTranslation }
    open func velocity(in view: UIView?) -> CGPoint { standInVelocity }
}

@MainActor open class UIView: UIResponder {
    open var frame: CGRect
    open var bounds: CGRect
    public let standInTraitCollection = UITraitCollection()
    open var traitCollection: UITraitCollection { standInTraitCollection }
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
    }
    public required init?(coder: NSCoder) { nil }
    open func layoutIfNeeded() {}
}

@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

@MainActor open class UIScrollView: UIView {
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open var contentOffset: CGPoint = .zero {
        didSet { bounds.origin = contentOffset }
    }
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var decelerationRate: DecelerationRate = .normal
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    public let panGestureRecognizer = UIPanGestureRecognizer()
    weak open var delegate: (any UIScrollViewDelegate)?

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}

@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
    open var indexPath = IndexPath(item: 0, section: 0)
}

@MainActor open class UICollectionViewLayout: NSObject {
    /// Stand-in storage for the view that owns the layout (UIKit sets it privately).
    public weak var standInCollectionView: UICollectionView?
    open var collectionView: UICollectionView? { standInCollectionView }
    public override init() {}
    open func prepare() {}
    open func invalidateLayout() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }
}

@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
}

@MainActor open class UICollectionReusableView: UIView {}
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }
}

@MainActor open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }

    open var collectionViewLayout: UICollectionViewLayout
    weak open var dataSource: (any UICollectionViewDataSource)?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.standInCollectionView = self
    }
    public required init?(coder: NSCoder) { nil }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func reloadData() {}
}
