import Foundation
import ScrollSim

/// A compositional layout's last solution, with what it was solved for: `CompositionalLayoutSpec`
/// keeps one, shared by its copies, so that listing a scenario's views does not solve its layout
/// again. A concurrency promise: its one mutable field is read and written under `lock` only.
final class CompositionalSolutionMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: (layout: CompositionalLayout, bounds: CGSize, displayScale: Double, solution: CompositionalLayoutSolution)?

    /// `layout` solved for `bounds` (points) at `displayScale` (pixels per point): the kept
    /// solution when it was solved for the same three, else a new one, kept.
    func solution(of layout: CompositionalLayout, bounds: CGSize, displayScale: Double) -> CompositionalLayoutSolution {
        lock.lock()
        defer { lock.unlock() }
        if let kept, kept.layout == layout, kept.bounds == bounds, kept.displayScale == displayScale { return kept.solution }
        let solution = layout.solve(bounds: bounds, displayScale: CGFloat(displayScale))
        kept = (layout, bounds, displayScale, solution)
        return solution
    }
}
