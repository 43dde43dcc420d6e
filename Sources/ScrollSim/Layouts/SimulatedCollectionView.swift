import Foundation

/// A headless `UICollectionView`: a scroll view whose content size comes from its layout (a flow
/// or compositional layout, `CollectionViewLayout`) of one or more sections, with
/// `scrollToItem(at:at:animated:)` and the layout's target hook.
open class SimulatedCollectionView: SimulatedScrollView {
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

    /// The layout (`UICollectionView.collectionViewLayout`): a `CollectionViewFlowLayout`, a
    /// `CollectionViewCompositionalLayout` or any `CollectionViewLayout`. Its
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is consulted at each
    /// release before the delegate. Replacing it re-reads the content size and lets the new layout
    /// place its views inside (`CollectionViewLayout.placeSubviews(in:)`).
    public var collectionViewLayout: any CollectionViewLayout {
        get { layout }
        set {
            layout.collectionViewLink = nil
            layout = newValue
            flow = newValue as? CollectionViewFlowLayout
            newValue.collectionViewLink = link
            newValue.invalidateLayout()
            newValue.placeSubviews(in: self)
        }
    }
    /// `collectionViewLayout` when it is a flow layout, else nil; kept when the layout is set, so
    /// that reading it costs no cast (the strategies read their flow layout at each release).
    public var flowLayout: CollectionViewFlowLayout? { flow }
    /// `collectionViewLayout`'s storage. Private, so that the optimiser sees every access and
    /// drops the runtime's exclusivity check on each: every release reads the layout, and a
    /// checked read is about 80 instructions (docs/performance.md).
    private var layout: any CollectionViewLayout
    /// `layout` as a flow layout, or nil (`flowLayout`).
    private var flow: CollectionViewFlowLayout?
    /// The layout's reference to this view, made once the view exists and marked dead when it goes.
    private var link: CollectionViewLink?
    /// Whether the current delegate adopts `CollectionViewDelegateFlowLayout`.
    private var delegateLaidOut = false
    /// The class of the delegate last set and whether it lays the items out (`laysOut(_:)`).
    private var lastDelegateClass: (type: ObjectIdentifier, laysOut: Bool)?

    /// The number of items in each section, as the data source's
    /// `collectionView(_:numberOfItemsInSection:)` answers: one entry per section.
    ///
    /// Settable between frames, from a script or from a delegate's callback (a feed that loads
    /// more items in `scrollViewDidScroll`): the layout recomputes the content size at once, and the
    /// view takes it as `contentSize`'s setter does (26.1 `setContentSize:`; a glide goes on into
    /// new content, a drag past the end that the new items cover goes on without a jump).
    ///
    /// - Precondition: every count zero or more.
    public var numberOfItemsInSections: [Int] {
        didSet {
            precondition(numberOfItemsInSections.allSatisfy { $0 >= 0 }, "an item count cannot be negative")
            guard numberOfItemsInSections != oldValue else { return }
            collectionViewLayout.invalidateLayout()
            contentSizeIsStale = false
            resizeContent(to: collectionViewLayout.collectionViewContentSize)
        }
    }

    /// The number of items in section 0 (0 with no sections), what the single-section strategies
    /// read. Setting it replaces section 0's count (making section 0 if there are no sections) and
    /// leaves the other sections alone.
    ///
    /// - Precondition: zero or more.
    public var numberOfItems: Int {
        get { numberOfItemsInSections.first ?? 0 }
        set {
            precondition(newValue >= 0, "an item count cannot be negative")
            if numberOfItemsInSections.isEmpty { numberOfItemsInSections = [newValue] } else { numberOfItemsInSections[0] = newValue }
        }
    }

    /// Creates a collection view of `bounds` size (points) with one section of `numberOfItems`
    /// items laid out by `layout`. The content size follows the layout.
    ///
    /// - Precondition: `numberOfItems` ≥ 0 and `bounds` positive on both axes.
    public convenience init(
        bounds: CGSize, collectionViewLayout layout: any CollectionViewLayout, numberOfItems: Int,
        contentOffset: CGPoint = .zero, displayScale: CGFloat = 3, settings: SimulationSettings = SimulationSettings()
    ) {
        self.init(
            bounds: bounds, collectionViewLayout: layout, numberOfItemsInSections: [numberOfItems],
            contentOffset: contentOffset, displayScale: displayScale, settings: settings)
    }

    /// Creates a collection view of `bounds` size (points) with `numberOfItemsInSections.count`
    /// sections, section `s` holding `numberOfItemsInSections[s]` items, laid out by `layout`.
    ///
    /// - Precondition: every count ≥ 0 and `bounds` positive on both axes.
    public init(
        bounds: CGSize, collectionViewLayout layout: any CollectionViewLayout, numberOfItemsInSections: [Int],
        contentOffset: CGPoint = .zero, displayScale: CGFloat = 3, settings: SimulationSettings = SimulationSettings()
    ) {
        precondition(numberOfItemsInSections.allSatisfy { $0 >= 0 }, "an item count cannot be negative")
        self.layout = layout
        flow = layout as? CollectionViewFlowLayout
        self.numberOfItemsInSections = numberOfItemsInSections
        super.init(bounds: bounds, contentOffset: contentOffset, displayScale: displayScale, settings: settings)
        link = CollectionViewLink(self)
        layout.collectionViewLink = link
        // Laid out now, while the view is certainly alive (a layout without its view has no
        // items); later changes mark the content size stale until it is read.
        updateStaleContentSize()
        layout.placeSubviews(in: self)
    }

    deinit {
        link?.invalidate()
    }

    /// A delegate that lays the items out (`CollectionViewDelegateFlowLayout`) came or went: the
    /// layout asks again. Other delegate changes leave the layout, and the content size, alone.
    override func delegateDidChange(to delegate: ScrollViewDelegate?) {
        let laysOut = delegate.map { self.laysOut($0) } ?? false
        if laysOut || delegateLaidOut { collectionViewLayout.invalidateLayout() }
        delegateLaidOut = laysOut
    }

    /// Whether `delegate` is a `CollectionViewDelegateFlowLayout`. The answer for the class last
    /// asked about is kept: a sweep sets a new delegate of the same class for every gesture, and
    /// the conformance lookup behind `is` costs more than the rest of setting it.
    private func laysOut(_ delegate: ScrollViewDelegate) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: delegate))
        if let known = lastDelegateClass, known.type == type { return known.laysOut }
        let answer = delegate is CollectionViewDelegateFlowLayout
        lastDelegateClass = (type, answer)
        return answer
    }

    /// Marks the content size out of date (called when the layout is invalidated): it is read
    /// from the layout when next needed, so that setting several layout properties lays the
    /// items out once, not once per property.
    func layoutDidChange() {
        contentSizeIsStale = true
    }

    /// The layout's content size, or a size set since the layout last changed.
    override public var contentSize: CGSize {
        get {
            if contentSizeIsStale { updateStaleContentSize() }
            return super.contentSize
        }
        set {
            contentSizeIsStale = false
            super.contentSize = newValue
        }
    }

    /// Reads the content size from the layout (quietly: this may run in the middle of a frame).
    override func updateStaleContentSize() {
        contentSizeIsStale = false
        setContentSizeQuietly(collectionViewLayout.collectionViewContentSize)
    }

    /// Sets the item count of `section` (items added or removed at its end); the layout recomputes
    /// the content size (`numberOfItemsInSections`). Returns false, changing nothing, when there is
    /// no such section or the count is negative.
    @discardableResult
    public func setNumberOfItems(_ count: Int, inSection section: Int) -> Bool {
        guard count >= 0, numberOfItemsInSections.indices.contains(section) else { return false }
        numberOfItemsInSections[section] = count
        return true
    }

    /// The layout's content size, re-read after changes to insets or bounds.
    public func reloadLayout() {
        collectionViewLayout.invalidateLayout()
    }

    /// The number of sections.
    public var numberOfSections: Int { numberOfItemsInSections.count }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        numberOfItemsInSections.indices.contains(section) ? numberOfItemsInSections[section] : 0
    }

    /// The content offset, clamped to the allowed range, that shows item `indexPath` at
    /// `scrollPosition`; nil if there is no such item (in any section).
    ///
    /// Left/top put the item's leading edge just after the content inset; centred puts its centre
    /// at the bounds' centre; right/bottom put its trailing edge just before the inset. Section
    /// insets are not considered, as in UIKit. An axis with no position keeps its offset.
    public func contentOffset(forItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
        unclampedOffset(forItemAt: indexPath, at: scrollPosition).map(clampedOffset)
    }

    /// `contentOffset(forItemAt:at:)` before clamping, so that a non-finite frame shows as a
    /// non-finite offset instead of being clamped onto an edge.
    private func unclampedOffset(forItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        var offset = contentOffset
        // The insets the view scrolls with, the safe area's included (26.1
        // `_contentOffsetFromProposedOffset:forScrollingToItemWithFrame:…`).
        let contentInset = adjustedContentInset
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - contentInset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - boundsSize.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - boundsSize.width + contentInset.right
        }
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - contentInset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - boundsSize.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - boundsSize.height + contentInset.bottom
        }
        return offset
    }

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, as UIKit's method does.
    /// The offset is clamped to the allowed range; an index path out of range is ignored and noted
    /// (`gestureIgnored`). A layout frame that makes the offset NaN or infinite (a layout
    /// subclass's arithmetic gone wrong) is ignored too, with an `invalidTargetIgnored` notice:
    /// the offset and any motion stay as they were.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let offset = unclampedOffset(forItemAt: indexPath, at: scrollPosition) else {
            let message =
                indexPath.section == 0
                ? "scrollToItem: item \(indexPath.item) is out of range (\(numberOfItems) items)."
                : "scrollToItem: item \(indexPath.item) of section \(indexPath.section) is out of range (\(numberOfItems(inSection: indexPath.section)) items, \(numberOfSections) sections)."
            record(.gestureIgnored, message: message)
            return
        }
        guard offset.x.isFinite && offset.y.isFinite else {
            record(
                .invalidTargetIgnored,
                message:
                    "scrollToItem: the layout frame of item \(indexPath.item) of section \(indexPath.section) gives a non-finite offset \(offset); the call was ignored."
            )
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// Consults the layout's target hook with the velocity in `settings.layoutVelocityUnit`.
    open override func adjustedTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let scale: CGFloat = settings.layoutVelocityUnit == .pointsPerSecond ? 1000 : 1
        return collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed,
            withScrollingVelocity: CGPoint(x: velocity.x * scale, y: velocity.y * scale))
    }

    /// `allowsSelection`: whether a tap selects the item under it. Default `true`.
    public var allowsSelection = true
    /// `allowsMultipleSelection`: whether a tap adds to the selection (and a tap on a selected
    /// item deselects it) instead of replacing it. Default `false`.
    public var allowsMultipleSelection = false
    /// `indexPathsForSelectedItems`, in the order they were selected.
    public internal(set) var indexPathsForSelectedItems: [IndexPath] = []
    /// The item the content's touch highlighted, while it stays highlighted.
    var highlightedItem: IndexPath?

    /// Highlights the item under the touch (`SimulatedCollectionView+Selection`).
    open override func contentTouchesBegan(at location: CGPoint) { highlightItem(at: location) }
    /// Selects (or deselects) the highlighted item.
    open override func contentTouchesEnded(at location: CGPoint) { selectHighlightedItem() }
    /// Unhighlights the highlighted item.
    open override func contentTouchesCancelled() { unhighlightItem() }

    /// Adds `.scrollToItem` and `.setItemCount` to the gestures a scroll view understands.
    open override func apply(_ gesture: GestureEvent, at time: Double) {
        switch gesture {
        case .scrollToItem(let item, let section, let position, let animated):
            scrollToItem(at: IndexPath(item: item, section: section), at: position, animated: animated)
        case .setItemCount(let count, let section):
            guard setNumberOfItems(count, inSection: section) else {
                record(
                    .gestureIgnored,
                    message:
                        "setItemCount: \(count) items in section \(section) cannot be set (\(numberOfSections) sections, counts 0 or more); the gesture was ignored."
                )
                return
            }
        default:
            super.apply(gesture, at: time)
        }
    }
}
