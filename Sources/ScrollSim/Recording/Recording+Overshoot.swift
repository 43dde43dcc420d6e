import Foundation

/// How far the content went past its edges, each frame measured against the run's allowed
/// offsets (`Geometry.allowedOffsets`), or a zoomed frame's own largest offset.
extension Recording {
    /// How far the content went past `edge` at most, in points (0 if never), each frame measured
    /// against its own largest allowed offset (`forEachFrameWithLimits`: a zoomed frame's content size).
    public func maximumOvershoot(past edge: ContentEdge) -> Double {
        var worst = 0.0
        guard !zoomFrames.isEmpty else {
            for frame in frames {
                worst = Swift.max(worst, overshoot(of: frame.contentOffset, past: edge))
            }
            return worst
        }
        forEachFrameWithLimits { frame, maximum in
            worst = Swift.max(worst, overshoot(of: frame.contentOffset, past: edge, maximum: maximum))
        }
        return worst
    }

    /// The greatest overshoot past any edge, in points.
    public var maximumOvershoot: Double {
        ContentEdge.allCases.map(maximumOvershoot(past:)).max() ?? 0
    }

    /// Calls `body` with every frame, in order, and the largest allowed offset in it (points): the
    /// zoomed content's (`ZoomFrame.maximumOffset`) from the view's first zoom on, else the
    /// run's start's.
    func forEachFrameWithLimits(_ body: (Frame, CGPoint) throws -> Void) rethrows {
        var next = 0
        var maximum = geometry.allowedOffsets.maximum
        for frame in frames {
            // Zoom frames are in frame order, each with the frame it goes with.
            while next < zoomFrames.count, zoomFrames[next].index <= frame.index {
                if zoomFrames[next].index == frame.index { maximum = zoomFrames[next].maximumOffset }
                next += 1
            }
            try body(frame, maximum)
        }
    }

    /// How far `offset` lies past the nearest edge it is beyond, in points (0 when inside): the
    /// measure `maximumOvershoot` takes over every frame, for a caller that does not keep them.
    public func overshoot(of offset: CGPoint) -> Double {
        ContentEdge.allCases.reduce(0) { Swift.max($0, overshoot(of: offset, past: $1)) }
    }

    /// `overshoot(of:)` of a frame whose zoom is `zoom` (points): measured against the zoomed
    /// content's largest allowed offset; nil, the run's start's.
    public func overshoot(of offset: CGPoint, zoom: ZoomFrame?) -> Double {
        guard let zoom else { return overshoot(of: offset) }
        return ContentEdge.allCases.reduce(0) { Swift.max($0, overshoot(of: offset, past: $1, maximum: zoom.maximumOffset)) }
    }

    /// Whether `offset` (points) lies outside the run's allowed offsets on either axis: a release
    /// there bounces.
    public func releasedPastEdge(_ offset: CGPoint) -> Bool {
        let (minimum, maximum) = geometry.allowedOffsets
        return offset.x < minimum.x || offset.x > maximum.x || offset.y < minimum.y || offset.y > maximum.y
    }

    func overshoot(of offset: CGPoint, past edge: ContentEdge) -> Double {
        overshoot(of: offset, past: edge, maximum: geometry.allowedOffsets.maximum)
    }

    /// How far `offset` lies past `edge`, the largest allowed offset being `maximum` (points).
    func overshoot(of offset: CGPoint, past edge: ContentEdge, maximum: CGPoint) -> Double {
        let minimum = geometry.allowedOffsets.minimum
        switch edge {
        case .top: return Double(minimum.y - offset.y)
        case .left: return Double(minimum.x - offset.x)
        case .bottom: return Double(offset.y - maximum.y)
        case .right: return Double(offset.x - maximum.x)
        }
    }
}
