import Foundation
import ScrollSim

/// Card centring (`card-centering`): the next or previous card comes to rest centred; the first
/// card rests left-aligned and the last right-aligned.
///
/// Source: seed 004, Jared Sinclair's gist `BLVNonStandardPagingCalculation` (2015), written for
/// Twitter's inline promoted app cards; ported line for line in `CardPagingCalculation`.
///
/// Rule, at release, with the proposed target `T`:
/// 1. if the current offset is fully scrolled left (`≤ −inset.left`) or right
///    (`offset + width ≥ contentWidth + inset.right`), rest on the first or last card;
/// 2. otherwise take the first card, in index order among those in the bounds at `T`, whose frame
///    expanded by `spaceBetweenCards` on all four sides contains `T`'s visible centre; if that
///    expanded frame also contains the current visible centre, and (the card is the previously
///    centred one, or a page holds fewer than two cards), move one card on in the scroll direction
///    (when there is one);
/// 3. the first card rests at `−inset.left`, the last at `round(contentWidth − width +
///    inset.right)`, any other at `round(frame.minX − round((width − cardWidth)/2))`; with no card
///    found, the target is left as proposed.
///
/// The scroll direction, which the gist leaves to the caller, is the sign of the release velocity
/// (`leftToRight` when positive: the offset increases). At zero velocity it is the sign of
/// (release offset − drag-start offset), and `leftToRight` when that is zero too. The centred card
/// is kept between gestures (starting at none). Sets `.fast` deceleration, as the gist advises.
///
/// Quirks, kept on purpose:
/// - the containment test is two-dimensional and uses the target's `y`: if the cards are shorter
///   than the bounds by more than twice the spacing (so the expanded frame misses `y = 0`), no card
///   is ever found and the proposed target is kept (no snapping at all).
/// - a release exactly at an edge (say, a flick with no drag at offset 0) rests on that edge's card
///   whatever the velocity.
/// - since the first and last cards report no centred index, the "previously centred" test only
///   helps in the middle.
public final class CardCentering: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }

    /// The card width in points, or nil to read the layout's item width at each release.
    public let cardWidth: Double?
    /// The gap between cards in points, or nil to read the layout's `minimumLineSpacing`.
    public let spaceBetweenCards: Double?
    /// The card centred by the last release, or nil (none yet, or the first or last card).
    public var previouslyCenteredCardIndex: Int? {
        get { centeredCard }
        set { centeredCard = newValue }
    }
    /// The content offset at drag start, in points.
    public var dragStartOffset: CGPoint { dragStart }
    /// The direction used at the last release.
    public var lastDirection: CardPagingCalculation.ScrollDirection? { direction }
    // Storage is private behind public accessors: the optimiser then sees every access and drops
    // the runtime's exclusivity check on each (about 80 instructions; docs/performance.md).
    private var centeredCard: Int?
    private var dragStart = CGPoint.zero
    private var direction: CardPagingCalculation.ScrollDirection?
    /// Forgets the last gesture: the state `init` leaves.
    public func reset() {
        centeredCard = nil
        dragStart = .zero
        direction = nil
    }

    /// Creates the strategy; widths in points (nil: from the layout).
    public init(cardWidth: Double? = nil, spaceBetweenCards: Double? = nil) {
        self.cardWidth = cardWidth
        self.spaceBetweenCards = spaceBetweenCards
    }

    /// Sets `.fast` deceleration and turns paging off, as the gist requires.
    public func install(on collectionView: SimulatedCollectionView) {
        collectionView.isPagingEnabled = false
        collectionView.decelerationRate = .fast
    }

    /// The first card's, the last card's and every middle card's resting offset (rule step 3).
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        let count = collectionView.numberOfItems
        let width = Double(collectionView.bounds.width)
        let inset = collectionView.contentInset
        var result = [-Double(inset.left)]
        let card = cardWidth ?? Double(collectionView.snappingLayout.sizeForItem(at: 0).width)
        let shift = Double(roundf(Float((width - card) / 2)))
        for item in collectionView.snappingLayout.frames.indices.dropFirst().dropLast() {
            result.append(Double(roundf(Float(Double(collectionView.snappingLayout.frames[item].minX) - shift))))
        }
        if count > 1 {
            result.append(Double(roundf(Float(Double(collectionView.contentSize.width) - width + Double(inset.right)))))
        }
        return result
    }

    /// Saves the drag-start offset, for the direction of a zero-velocity release.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        dragStart = scrollView.contentOffset
    }

    /// Applies the gist's calculation (rule above) and keeps the centred card.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let layout = collectionView.snappingLayout
        let direction = Self.direction(
            velocity: Double(velocity.x), travel: Double(scrollView.contentOffset.x - dragStart.x))
        self.direction = direction
        let result = CardPagingCalculation.adjusted(
            collectionView: collectionView, targetContentOffset: targetContentOffset.pointee,
            cardWidth: CGFloat(cardWidth ?? Double(layout.sizeForItem(at: 0).width)),
            spaceBetweenCards: CGFloat(spaceBetweenCards ?? Double(layout.minimumLineSpacing)),
            numberOfCards: collectionView.numberOfItems(inSection: 0),
            previouslyCenteredCardIndex: centeredCard, scrollDirection: direction)
        targetContentOffset.pointee = result.targetContentOffset
        centeredCard = result.centeredCardIndex
    }

    /// The scroll direction: the sign of `velocity` (pt/ms), else of `travel` (points since drag
    /// start), else left to right.
    public static func direction(velocity: Double, travel: Double) -> CardPagingCalculation.ScrollDirection {
        if velocity != 0 { return velocity > 0 ? .leftToRight : .rightToLeft }
        return travel < 0 ? .rightToLeft : .leftToRight
    }
}

extension CardCentering {
    /// The catalog's declaration of `card-centering`.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "card-centering",
        summary: "Seed 004 (jaredsinclair BLVNonStandardPagingCalculation): next card centred, ends aligned.",
        parameters: [
            .number("cardWidth", default: nil, .points, .positive, "Card width in points; default: the layout's item width."),
            .number(
                "spaceBetweenCards", default: nil, .points, .nonNegative,
                "Card margin in points; default: the layout's minimumLineSpacing."),
        ],
        needsItems: true,
        make: { p in
            let (cardWidth, spacing) = (p.number("cardWidth"), p.number("spaceBetweenCards"))
            return { CardCentering(cardWidth: cardWidth, spaceBetweenCards: spacing) }
        })
}
