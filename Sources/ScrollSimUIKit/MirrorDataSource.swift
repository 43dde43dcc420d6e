#if canImport(UIKit)
    import ScrollSim
    import UIKit

    /// Tells the mirror how many items each section has; cells are empty.
    @MainActor final class MirrorDataSource: NSObject, UICollectionViewDataSource {
        static let reuseIdentifier = "ScrollSimMirrorCell"
        let counts: [Int]

        init(counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        }
    }
#endif
