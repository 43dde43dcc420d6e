import Foundation

/// UIKit's compositional layout names, as ScrollSim models them, as member types: inside an
/// `extension SimulatedUIKit { … }`, `UICollectionViewCompositionalLayout`,
/// `NSCollectionLayoutSection`, `NSCollectionLayoutGroup`, `NSCollectionLayoutItem`,
/// `NSCollectionLayoutSize`, `NSCollectionLayoutDimension`, `NSCollectionLayoutSpacing` and
/// `NSDirectionalEdgeInsets` are these, on every platform and whatever the file imports, because
/// Swift looks a name up in the extended type before the modules. An app's layout-building function
/// pastes into such an extension unchanged, and `makeScene(bounds:numberOfItemsInSections:)` builds
/// the collection view it lays out.
///
/// ```swift
/// extension SimulatedUIKit {
///     static func feedLayout() -> UICollectionViewCompositionalLayout {
///         let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///             widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
///         …
///     }
/// }
/// let (feed, sections) = try SimulatedUIKit.feedLayout().makeScene(
///     bounds: CGSize(width: 390, height: 844), numberOfItemsInSections: [8, 20])
/// ```
///
/// Where neither UIKit nor AppKit exists (Linux), the same names are also declared at the top
/// level, so the function pastes in anywhere.
public enum SimulatedUIKit {}
