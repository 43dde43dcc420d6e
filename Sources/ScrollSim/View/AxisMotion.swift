import ScrollPhysics

/// The motion of one axis between frames: a value type, advanced by UIKit's per-frame rules
/// (`GlideFrame` for a glide or bounce, `PagingSpring` for a paging settle).
///
/// The scroll view holds one per axis; animated scrolls are driven by the view, not here.
struct AxisMotion: Hashable, Sendable {
    enum Mode: UInt8, Hashable, Sendable {
        /// Still.
        case resting
        /// Following a finger.
        case tracking
        /// Gliding after a release, or bouncing back from past an edge (`isBouncing`).
        case decelerating
        /// Settling on a page.
        case paging
    }

    /// The allowed offsets and how the axis behaves at them, each rounded to the pixel grid as
    /// UIKit rounds them.
    struct Limits: Hashable, Sendable {
        /// The smallest allowed offset, in points: `round(−inset.leading)`.
        var minimum: Double
        /// The largest allowed offset, in points: `max(minimum, round(inset.trailing + content) −
        /// bounds)`.
        var maximum: Double
        /// `round(inset.trailing + content) − bounds`, not raised to the minimum: where a paging
        /// view's last page and a paging settle's bounds lie.
        var pageMaximum: Double
        /// Bounds size on this axis: the rubber band's range and the page size, in points.
        var range: Double
        /// The view's `bounces`: a glide that leaves the range bounces back (else it stops there).
        var bounces: Bool
        /// Whether a drag past an edge is rubber-banded (bounces, and the axis moves).
        var dragBounces: Bool
        /// Whether a drag moves this axis at all: the content overflows the bounds, or it always
        /// bounces.
        var movable: Bool
        /// Display scale, pixels per point.
        var scale: Double

        /// A placeholder until the view computes the real limits.
        static let unset = Limits(
            minimum: 0, maximum: 0, pageMaximum: 0, range: 1, bounces: false, dragBounces: false, movable: false, scale: 1)

        @inline(__always) func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, minimum), maximum) }
        @inline(__always) func pixelRound(_ x: Double) -> Double { PixelGrid.round(x, scale: scale) }
        @inline(__always) func contains(_ x: Double) -> Bool { x >= minimum && x <= maximum }
    }

    var mode: Mode = .resting
    /// Offset, in points: the offset UIKit's deceleration carries from frame to frame
    /// (`_lastUpdateOffset`), not rounded during a glide.
    var offset: Double
    /// Velocity of the offset, in pt/ms.
    var velocity: Double = 0
    /// Per-frame factors of the deceleration in force: the view's rate, or the rate UIKit chose for
    /// a changed target (`_adjustedDecelerationFactor`).
    var constants: FrameConstants
    /// Whether the content lies at least 0.5 pt past an edge in the bounce regime (UIKit's per-axis
    /// bouncing flag, set by the last frame).
    var isBouncing = false
    /// A glide's changed target (`hasTarget`) or a paging settle's page, in points.
    var target: Double = 0
    /// Whether a glide must end on `target` (UIKit's adjusted deceleration target on this axis).
    var hasTarget = false
    /// Which way a paging settle heads to its page.
    var direction = PagingSpring.Direction.none

    init(offset: Double, constants: FrameConstants) {
        self.offset = offset
        self.constants = constants
    }

    @inline(__always)
    var isMoving: Bool { mode == .decelerating || mode == .paging }

    /// The rate of change of the offset, in pt/ms, for recordings.
    ///
    /// A glide and the paging spring report their own velocity. A bounce reports the derivative
    /// of its closed form, `dy/ds = y · (−0.01005) + v · f · (−ln f)/(1 − f)`, because its
    /// `velocity` is only the glide part (zero for a return from rest).
    ///
    /// A still axis reports +0: its velocity is often −0 (the content moves against the finger,
    /// `−0` for a finger still on that axis), and every path reports the same bits.
    @inline(__always)
    func offsetVelocity(limits: Limits) -> Double {
        guard isBouncing else { return velocity + 0 }
        let edge = offset > limits.maximum ? limits.maximum : limits.minimum
        return BounceCurve.offsetVelocity(distance: offset - edge, glideVelocity: velocity, constants: constants)
    }

    /// Stops where the content is.
    mutating func stop() {
        mode = .resting
        velocity = 0
        hasTarget = false
        isBouncing = false
        direction = .none
    }
}
