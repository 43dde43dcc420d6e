/// How close a rest must be to a release's target to count as resting on it
/// (`Recording.assertRestsAtTarget`, the scenario expectation `restsAtTarget`; docs/physics.md §5).
public enum RestTolerance {
    /// The glide fraction allowed for UIKit's own proposal: its continuous formula lands 0.1 %
    /// beyond the frames' stop at `.normal` and 0.5 % at `.fast`, so 0.6 % covers both.
    public static let proposalGlideFraction = 0.006

    /// The allowed distance, in points, between the rest and the target of a release whose glide
    /// (release offset to target) is `glide` points: `tolerance` for a target the delegate changed,
    /// which UIKit reaches exactly (it re-times the glide and puts the content on the target);
    /// `tolerance + glideFraction · glide` for UIKit's own proposal, a projection the frames stop
    /// short of.
    @inlinable
    public static func restAtTarget(
        tolerance: Double, glide: Double, targetChanged: Bool, glideFraction: Double = proposalGlideFraction
    ) -> Double {
        targetChanged ? tolerance : tolerance + glideFraction * glide
    }
}
