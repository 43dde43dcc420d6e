import Foundation

/// One recorded display frame. 56 bytes, stored flat.
public struct Frame: Hashable, Sendable {
    /// The frame number since the start of the run.
    public var index: Int
    /// The frame's display time, in seconds: `index / frameRate`.
    public var time: Double
    private var offsetX: Double, offsetY: Double
    private var velocityX: Double, velocityY: Double
    /// What the view was doing.
    public var phase: MotionPhase
    private var flags: UInt8

    /// Creates a frame record. Offsets in points, velocity in points per second.
    public init(
        index: Int, time: Double, contentOffset: CGPoint, velocityPointsPerSecond velocity: CGPoint, phase: MotionPhase,
        isTracking: Bool, isDragging: Bool, isDecelerating: Bool
    ) {
        self.index = index
        self.time = time
        offsetX = Double(contentOffset.x)
        offsetY = Double(contentOffset.y)
        velocityX = Double(velocity.x)
        velocityY = Double(velocity.y)
        self.phase = phase
        flags = (isTracking ? 1 : 0) | (isDragging ? 2 : 0) | (isDecelerating ? 4 : 0)
    }

    /// The content offset, in points.
    public var contentOffset: CGPoint { CGPoint(x: offsetX, y: offsetY) }
    /// The velocity of the content offset, in points per second (a delegate's velocities are in
    /// points per millisecond).
    public var velocityPointsPerSecond: CGPoint { CGPoint(x: velocityX, y: velocityY) }
    /// `isTracking` as UIKit reported it during this frame.
    public var isTracking: Bool { flags & 1 != 0 }
    /// `isDragging` as UIKit reported it during this frame.
    public var isDragging: Bool { flags & 2 != 0 }
    /// `isDecelerating` as UIKit reported it during this frame.
    public var isDecelerating: Bool { flags & 4 != 0 }
}
