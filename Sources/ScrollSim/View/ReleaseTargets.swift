import Foundation

/// What one release offered the delegate and what it answered: the arguments and result of
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
public struct ReleaseTargets: Hashable, Sendable {
    /// The release velocity the delegate received, in pt/ms of content offset (never scaled by
    /// fast scroll).
    public var velocity: CGPoint
    /// The target offered: UIKit's proposal after the layout's hook, in points.
    public var proposedTarget: CGPoint
    /// The target the motion goes to: the delegate's answer (the proposal again when it set a
    /// non-finite one), pixel-rounded and clamped when it changed, in points.
    public var target: CGPoint
    /// The fast-scroll multiplier in force at this release (1 outside a streak): it scales UIKit's
    /// proposal and the glide's distance, not `velocity`.
    public var fastScrollMultiplier: Double

    /// Creates the record of one release.
    public init(velocity: CGPoint, proposedTarget: CGPoint, target: CGPoint, fastScrollMultiplier: Double = 1) {
        self.velocity = velocity
        self.proposedTarget = proposedTarget
        self.target = target
        self.fastScrollMultiplier = fastScrollMultiplier
    }

    /// Hashes every field (CoreGraphics' own `Hashable` is iOS 18 / macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(point: velocity)
        hasher.combine(point: proposedTarget)
        hasher.combine(point: target)
        hasher.combine(fastScrollMultiplier)
    }
}
