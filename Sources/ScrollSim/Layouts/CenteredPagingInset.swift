import Foundation

/// How wide the insets are that `.groupPagingCentered` adds on both sides of a section's scroll
/// view (and by which its paging origin moves back), a choice the code leaves open.
///
/// 26.1 `-[_UICollectionViewOrthogonalScrollView configureForDescriptor:]` computes the inset
/// `c = UIRoundToViewScale(…)` behind a `dyld_program_sdk_at_least()` check whose argument the
/// decompiler does not show; the values at hand are the section's width `W`, the paging
/// dimension `P` (group width + `interGroupSpacing`) and the descriptor's inter-page dimension
/// (the spacing). The contentInset becomes `c` on both sides and the paging origin `−c`.
public enum CenteredPagingInset: String, CaseIterable, Equatable, Sendable {
    /// `c = (W − group width)/2`: each group exactly centred (the spacing left out). Default: what
    /// the name promises, and what an SDK-gated fix that reads the inter-page dimension gives.
    case group
    /// `c = (W − P)/2`: the paging dimension centred, so each group sits half a spacing
    /// leading of centre (an older SDK's reading).
    case pagingDimension
}
