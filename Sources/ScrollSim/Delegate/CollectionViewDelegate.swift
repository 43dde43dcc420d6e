import Foundation

/// `UICollectionViewDelegate`'s highlight and selection methods: what a tap on an item asks and
/// tells (docs/physics.md "Touches on the content"). Every method has UIKit's default: the
/// `should…` methods answer `true`, the others do nothing.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether the item at `indexPath` may be highlighted when a touch reaches it.
    func collectionView(_ collectionView: SimulatedCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item at `indexPath` was highlighted.
    func collectionView(_ collectionView: SimulatedCollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item at `indexPath` is no longer highlighted.
    func collectionView(_ collectionView: SimulatedCollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` may be selected by a tap.
    func collectionView(_ collectionView: SimulatedCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item at `indexPath`.
    func collectionView(_ collectionView: SimulatedCollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the selected item at `indexPath` may be deselected by a tap.
    func collectionView(_ collectionView: SimulatedCollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap deselected the item at `indexPath`.
    func collectionView(_ collectionView: SimulatedCollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// `true`, UIKit's answer when the delegate does not implement it.
    public func collectionView(_ collectionView: SimulatedCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: SimulatedCollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: SimulatedCollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `true`, UIKit's answer when the delegate does not implement it.
    public func collectionView(_ collectionView: SimulatedCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: SimulatedCollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// `true`, UIKit's answer when the delegate does not implement it.
    public func collectionView(_ collectionView: SimulatedCollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: SimulatedCollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
