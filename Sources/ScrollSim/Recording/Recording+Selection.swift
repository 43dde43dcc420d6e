import Foundation

extension Recording {
    /// The collection view's selected items at the end of the run, in the order they were
    /// selected, as the event log tells: each `collectionViewDidSelectItemAt` adds its item, each
    /// `collectionViewDidDeselectItemAt` removes it (empty when events were not recorded).
    public var selectedItems: [IndexPath] {
        var selected: [IndexPath] = []
        for event in events {
            guard let indexPath = event.indexPath else { continue }
            switch event.name {
            case .collectionViewDidSelectItemAt where !selected.contains(indexPath): selected.append(indexPath)
            case .collectionViewDidDeselectItemAt: selected.removeAll { $0 == indexPath }
            default: break
            }
        }
        return selected
    }
}
