import ScrollPhysics

/// The arithmetic a sweep cell's frames cannot do without, on plain doubles: the floor the
/// `scrollsim sweep` figure is measured against.
///
/// For one horizontal drag of `drag` points over six frames at 60 Hz from `start`, released at
/// `velocity` pt/ms on the next frame with the delegate's answer `target`: each drag frame's
/// offset (through the rubber band) and velocity, the release velocity and UIKit's proposed
/// target (§4), the re-timed launch and its per-frame factors (§5: one `log` and one `exp`), and
/// the glide's frames (§2) until they reach the target or the stop speed, with the creep at
/// the view's own rate. No objects, no
/// callbacks, no frame records: the physics module's closed forms and the step, nothing else.
///
/// The delegate's decision is not part of it (it is read from the sweep's row); the result, each
/// cell's resting offset and last frame, is compared with the row, so the floor provably ran the
/// same frames as the sweep. It has no edge split or bounce: the swept peek grid's glides stay
/// inside the content (a grid whose glides did not would fail that comparison).
enum SweepFloor {
    /// One cell's inputs: the row's drag (pt), release velocity (pt/ms) and final target (pt).
    struct Cell {
        var drag: Double
        var velocity: Double
        var target: Double
    }

    /// Where a cell rests and the frame it rests on.
    struct Rest: Equatable {
        var offset: Double
        var frame: Int
    }

    /// The geometry and clock of the swept scenario, on its scroll axis.
    struct Geometry {
        /// The offset at drag start, the allowed range and the bounds length, in points.
        var start: Double
        var minimum: Double
        var maximum: Double
        var range: Double
        /// Frames per second, the drag's frames, and the per-millisecond rate.
        var frameRate: Int
        var dragFrames: Int
        var rate: Double
        /// Pixels per point, for the resting snap of a free glide.
        var scale: Double
    }

    /// Runs every cell; returns each rest, and the sum of the drag frames' velocities (pt/ms) so
    /// that they are computed. Not inlined, so the work cannot be folded away.
    @inline(never)
    static func run(_ cells: [Cell], geometry g: Geometry) -> (rests: [Rest], dragVelocities: Double) {
        let base = FrameConstants(rate: g.rate, frameDuration: 1000 / Double(g.frameRate))
        let dt = base.frameDuration
        let stopSquared = UIKitConstants.stopSpeedSquared
        var rests: [Rest] = []
        var dragVelocities = 0.0
        rests.reserveCapacity(cells.count)
        for cell in cells {
            // The drag: frame i shows start + drag · i/n, rubber-banded and on the pixel grid, and
            // its velocity is the change per ms.
            var x = g.start
            for i in 1...g.dragFrames {
                let raw = g.start - (-cell.drag * (Double(i) / Double(g.dragFrames)))
                let next = PixelGrid.round(RubberBand.offset(raw: raw, minimum: g.minimum, maximum: g.maximum, range: g.range), scale: g.scale)
                dragVelocities += (next - x) / dt
                x = next
            }
            // The release, on the frame after the last move: both pan samples carry the velocity.
            let sample = cell.velocity
            let flings = ReleaseVelocity.decelerates(latestX: sample, latestY: 0)
            let v = flings ? ReleaseVelocity.blend(previous: (sample, 0), latest: (sample, 0)).x : 0
            let natural =
                flings
                ? min(
                    max(PixelGrid.round(DecelerationCurve.proposedTarget(offset: x, velocity: v, logRate: base.logRate), scale: g.scale), g.minimum),
                    g.maximum)
                : x
            let frame = g.dragFrames + 1
            guard cell.target != x else {
                rests.append(Rest(offset: x, frame: frame))
                continue
            }
            var velocity = v
            var constants = base
            let landsOnTarget = cell.target != natural
            if landsOnTarget {
                let launch = DecelerationCurve.retimed(
                    offset: x, target: cell.target, projection: natural, velocity: v, rate: g.rate, logRate: base.logRate)
                velocity = launch.velocity
                if launch.rate != g.rate { constants = FrameConstants(rate: launch.rate, sameFramesAs: base) }
            }
            rests.append(
                glide(
                    from: x, velocity: velocity, constants: constants, base: base, target: landsOnTarget ? cell.target : nil, frame: frame,
                    geometry: g, stopSquared: stopSquared))
        }
        return (rests, dragVelocities)
    }

    /// The glide from the release frame on, one step per frame, with UIKit's stop and target rules
    /// (`GlideFrame`, one axis, no edge).
    @inline(__always)
    private static func glide(
        from start: Double, velocity v0: Double, constants: FrameConstants, base: FrameConstants, target: Double?, frame release: Int,
        geometry g: Geometry, stopSquared: Double
    ) -> Rest {
        var glide = constants.glide
        var decay = constants.decay
        var x = start
        var velocity = v0
        var frame = release
        while true {
            x += velocity * glide
            velocity *= decay
            var ends = velocity * velocity < stopSquared
            if let target {
                if (velocity > 0 && x >= target) || (velocity < 0 && x <= target) {
                    x = target
                    ends = true
                } else if abs(velocity) < UIKitConstants.stopSpeed && x != target {
                    ends = false
                    velocity = x < target ? UIKitConstants.creepSpeed : -UIKitConstants.creepSpeed
                    // The creep runs at the view's own rate.
                    glide = base.glide
                    decay = base.decay
                }
            }
            if ends { return Rest(offset: min(max(PixelGrid.round(x, scale: g.scale), g.minimum), g.maximum), frame: frame) }
            frame += 1
        }
    }
}
