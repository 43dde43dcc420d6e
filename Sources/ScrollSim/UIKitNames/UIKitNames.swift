// UIKit's type names, so that delegate code pasted from an iOS project compiles unchanged.
// Skipped where UIKit itself exists, to avoid ambiguity.
#if !canImport(UIKit)
    /// `UIScrollView`, as ScrollSim models it.
    public typealias UIScrollView = SimulatedScrollView
    /// `UIScrollViewDelegate`, as ScrollSim models it.
    public typealias UIScrollViewDelegate = ScrollViewDelegate
    /// `UIRefreshControl`, as ScrollSim models it.
    public typealias UIRefreshControl = SimulatedRefreshControl
    /// `UICollectionView`, as ScrollSim models it.
    public typealias UICollectionView = SimulatedCollectionView
    /// `UICollectionViewFlowLayout`, as ScrollSim models it.
    public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
    /// `UICollectionViewLayout`: in this model every layout is a flow layout, so that delegate methods
    /// pasted with a `layout collectionViewLayout: UICollectionViewLayout` parameter compile. Code
    /// typed against it here sees flow-layout members (`itemSize`…) that UIKit's abstract class does
    /// not have: cast there, as app code for UIKit must.
    public typealias UICollectionViewLayout = CollectionViewFlowLayout
    /// `UICollectionViewLayoutAttributes`, as ScrollSim models it.
    public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
    /// `UICollectionViewDelegate`: the scroll view delegate with the highlight and selection
    /// methods a tap calls.
    public typealias UICollectionViewDelegate = CollectionViewDelegate
    /// `UICollectionViewDelegateFlowLayout`: sizes, insets and spacing from the delegate.
    public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
    /// `UIScrollViewDecelerationRateNormal` (the pre-Swift 4.2 spelling articles still paste).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public let UIScrollViewDecelerationRateNormal = SimulatedScrollView.DecelerationRate.normal
    /// `UIScrollViewDecelerationRateFast` (the pre-Swift 4.2 spelling articles still paste).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public let UIScrollViewDecelerationRateFast = SimulatedScrollView.DecelerationRate.fast
#endif
