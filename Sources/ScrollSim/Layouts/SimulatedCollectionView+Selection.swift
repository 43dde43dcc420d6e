import Foundation

extension SimulatedCollectionView {
    /// The content's touch began at `location`: the item there is highlighted if the delegate
    /// agrees (`shouldHighlightItemAt`, then `didHighlightItemAt`).
    func highlightItem(at location: CGPoint) {
        guard allowsSelection, let indexPath = indexPathForItem(at: location) else { return }
        guard ask({ $0.collectionView($1, shouldHighlightItemAt: indexPath) }) else { return }
        highlightedItem = indexPath
        tell(.collectionViewDidHighlightItemAt, indexPath) { $0.collectionView($1, didHighlightItemAt: indexPath) }
    }

    /// The content's touch ended: the highlighted item is selected (`shouldSelectItemAt`; any other
    /// selected item is deselected first, `didDeselectItemAt` without asking, unless multiple
    /// selection is on; then `didSelectItemAt`), or, with multiple selection, deselected when it was
    /// selected (`shouldDeselectItemAt`, `didDeselectItemAt`); then it is unhighlighted
    /// (`didUnhighlightItemAt`): the order `UICollectionView.h` gives. A selected item tapped again
    /// in single selection is selected again (26.1 `_selectItemAtIndexPath:…`: `didSelectItemAt`
    /// again, no deselection).
    func selectHighlightedItem() {
        guard let indexPath = highlightedItem else { return }
        defer { unhighlightItem() }
        if allowsMultipleSelection, indexPathsForSelectedItems.contains(indexPath) {
            guard ask({ $0.collectionView($1, shouldDeselectItemAt: indexPath) }) else { return }
            deselect(indexPath)
            return
        }
        guard ask({ $0.collectionView($1, shouldSelectItemAt: indexPath) }) else { return }
        if !allowsMultipleSelection {
            for other in indexPathsForSelectedItems where other != indexPath { deselect(other) }
        }
        if !indexPathsForSelectedItems.contains(indexPath) { indexPathsForSelectedItems.append(indexPath) }
        tell(.collectionViewDidSelectItemAt, indexPath) { $0.collectionView($1, didSelectItemAt: indexPath) }
    }

    /// The highlighted item, if any, is unhighlighted (`didUnhighlightItemAt`).
    func unhighlightItem() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        tell(.collectionViewDidUnhighlightItemAt, indexPath) { $0.collectionView($1, didUnhighlightItemAt: indexPath) }
    }

    private func deselect(_ indexPath: IndexPath) {
        indexPathsForSelectedItems.removeAll { $0 == indexPath }
        tell(.collectionViewDidDeselectItemAt, indexPath) { $0.collectionView($1, didDeselectItemAt: indexPath) }
    }

    /// The delegate's answer, `true` without a `CollectionViewDelegate`.
    private func ask(_ question: (CollectionViewDelegate, SimulatedCollectionView) -> Bool) -> Bool {
        var answer = true
        withDelegate { delegate, view in
            if let delegate = delegate as? CollectionViewDelegate, let view = view as? SimulatedCollectionView { answer = question(delegate, view) }
        }
        return answer
    }

    /// Records `name` with `indexPath` and tells a `CollectionViewDelegate`.
    private func tell(
        _ name: DelegateEvent.Name, _ indexPath: IndexPath, _ body: (CollectionViewDelegate, SimulatedCollectionView) -> Void
    ) {
        record(name, message: "item \(indexPath.item) of section \(indexPath.section)", indexPath: indexPath)
        withDelegate { delegate, view in
            if let delegate = delegate as? CollectionViewDelegate, let view = view as? SimulatedCollectionView { body(delegate, view) }
        }
    }
}
