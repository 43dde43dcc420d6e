import Foundation
import ScrollSim
import Testing

/// `Recording.Geometry`, the view a run's frames are drawn over: read from a view as the run
/// starts, held once by its recording, and the edges the recording's measures use.
@Suite("Recording.Geometry")
struct RecordingGeometryTests {
    /// A 375 × 667 pt view over 1000 × 667 pt of content with insets top 10, left 20, right 5.
    static func view() -> SimulatedScrollView {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 1000, height: 667))
        view.contentInset = UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 5)
        return view
    }

    @Test("a geometry read from a view holds its allowed offsets, sizes and adjusted inset, and no pages or items")
    func readFromView() {
        let geometry = Recording.Geometry(of: Self.view())
        // Minimum: minus the leading insets, (−20, −10). Maximum x: 1000 + 5 − 375 = 630;
        // y: 667 + 0 − 667 = 0, above the minimum −10, so 0.
        #expect(geometry.allowedOffsets.minimum == CGPoint(x: -20, y: -10))
        #expect(geometry.allowedOffsets.maximum == CGPoint(x: 630, y: 0))
        #expect(geometry.boundsSize == CGSize(width: 375, height: 667))
        #expect(geometry.contentSize == CGSize(width: 1000, height: 667))
        // No safe area: the adjusted inset is the content inset.
        #expect(geometry.contentInset == UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 5))
        #expect(geometry.paging == nil && geometry.pageStops == nil && geometry.itemFrames.isEmpty)
    }

    @Test("a paging view's geometry holds its pages: page 0 at offset 0, one bounds size apart")
    func paging() {
        let view = Self.view()
        view.isPagingEnabled = true
        // No interpage spacing: the stride is the bounds, 375 × 667.
        #expect(Recording.Geometry(of: view).paging == Recording.Paging(origin: .zero, stride: CGSize(width: 375, height: 667)))
    }

    @Test("a recording started at a view holds the view's geometry and frame rate, and no frames")
    func recordingStartingAtView() {
        let view = Self.view()
        let recording = Recording(startingAt: view)
        #expect(recording.geometry == Recording.Geometry(of: view))
        #expect(recording.frameRate == 60 && recording.frames.isEmpty && recording.events.isEmpty)
        // Allowed offsets alone: the rest of the geometry is zero or empty.
        let bare = Recording(frameRate: 120, minimumOffset: CGPoint(x: -20, y: -10), maximumOffset: CGPoint(x: 630, y: 0))
        #expect(bare.geometry == Recording.Geometry(minimumOffset: CGPoint(x: -20, y: -10), maximumOffset: CGPoint(x: 630, y: 0)))
        #expect(bare.geometry.boundsSize == .zero && bare.geometry.itemFrames.isEmpty)
    }

    @Test("overshoot and a release past an edge are measured against the geometry's allowed offsets")
    func edges() {
        var recording = Recording(frameRate: 60, geometry: Recording.Geometry(of: Self.view()))
        for (i, x) in [-32.0, 100, 641.5].enumerated() {
            recording.append(
                Frame(
                    index: i, time: Double(i) / 60, contentOffset: CGPoint(x: x, y: 0), velocityPointsPerSecond: .zero, phase: .decelerating,
                    isTracking: false, isDragging: false, isDecelerating: true))
        }
        // Left: −20 − (−32) = 12 pt; right: 641.5 − 630 = 11.5 pt.
        #expect(recording.maximumOvershoot(past: .left) == 12)
        #expect(recording.maximumOvershoot(past: .right) == 11.5)
        #expect(recording.maximumOvershoot == 12)
        #expect(recording.releasedPastEdge(CGPoint(x: -20.5, y: 0)))
        #expect(!recording.releasedPastEdge(CGPoint(x: -20, y: -10)))
        #expect(recording.releasedPastEdge(CGPoint(x: 0, y: 0.5)))
    }

    @Test("recordings that differ only in their geometry are unequal and hash apart")
    func equality() {
        let base = Recording(frameRate: 60, geometry: Recording.Geometry(of: Self.view()))
        var items = base
        items.geometry.itemFrames = [CGRect(x: 0, y: 0, width: 300, height: 200)]
        var inset = base
        inset.geometry.contentInset.bottom = 1
        #expect(items != base && inset != base && items != inset)
        #expect(Set([base, items, inset].map(\.hashValue)).count == 3)
    }
}
