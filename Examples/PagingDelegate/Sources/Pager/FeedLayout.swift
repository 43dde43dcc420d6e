// The app's feed layout, pasted unchanged from the app into an extension of `SimulatedUIKit`:
// inside it, UIKit's compositional layout names are ScrollSim's models on every platform (Swift
// looks names up in the extended type before the modules). Outside the extension, on iOS, the
// same names are UIKit's: CI cuts the extension's body out and typechecks it against Apple's iOS
// SDK as a top-level function of a file that imports UIKit (scripts/check-pasted-layout.sh), so
// this is UIKit code, not a look-alike.
import ScrollSim

extension SimulatedUIKit {
    /// A feed of three sections: a carousel of cards 85 % as wide as the screen and 250 pt tall,
    /// 10 pt apart, each page centred (`.groupPagingCentered`); a row of 120 pt tiles 8 pt apart
    /// with 16 pt side insets, gliding to a tile's leading edge
    /// (`.continuousGroupLeadingBoundary`); a list of rows 72 pt tall (estimated). Sections are
    /// 24 pt apart.
    @MainActor
    public static func feedLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, _ in
                let fill = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                switch sectionIndex {
                case 0:
                    let card = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(250)),
                        repeatingSubitem: fill, count: 1)
                    let section = NSCollectionLayoutSection(group: card)
                    section.interGroupSpacing = 10
                    section.orthogonalScrollingBehavior = .groupPagingCentered
                    return section
                case 1:
                    let tile = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(120)),
                        subitems: [fill])
                    let section = NSCollectionLayoutSection(group: tile)
                    section.interGroupSpacing = 8
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                    return section
                default:
                    let row = NSCollectionLayoutGroup.vertical(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(72)),
                        subitems: [fill])
                    return NSCollectionLayoutSection(group: row)
                }
            }, configuration: configuration)
    }
}
