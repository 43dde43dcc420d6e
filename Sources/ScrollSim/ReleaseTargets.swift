import Foundation

/// What one release offered the delegate and what it answered: the arguments and result of
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
public struct ReleaseTargets: Hashable, Sendable {
    /// The release velocity the delegate received, in pt/ms of content offset.
    public var velocity: CGPoint
    /// The target offered: UIKit's proposal after the layout's hook, in points.
    public var proposedTarget: CGPoint
    /// The target after the delegate (the proposal again when it set a non-finite one), in points.
    public var target: CGPoint

    /// Creates the record of one release.
    public init(velocity: CGPoint, proposedTarget: CGPoint, target: CGPoint) {
        self.velocity = velocity
        self.proposedTarget = proposedTarget
        self.target = target
    }
}
