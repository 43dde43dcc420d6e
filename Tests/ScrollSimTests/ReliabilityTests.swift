import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// The library's reliability: non-finite targets from delegates and layouts, and runs that never rest.
@Suite("Reliability of the engine: bad targets and endless motion")
struct ReliabilityTests {
    /// A layout whose target hook returns `target`, as a strategy's layout subclass might.
    final class FixedTargetLayout: CollectionViewFlowLayout {
        var target = CGPoint.zero
        override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
            target
        }
    }

    static let badValues: [Double] = [.nan, .infinity, -.infinity, .signalingNaN]

    func isFinite(_ recording: Recording) -> Bool {
        recording.frames.allSatisfy {
            $0.contentOffset.x.isFinite && $0.contentOffset.y.isFinite && $0.velocityPointsPerSecond.x.isFinite
                && $0.velocityPointsPerSecond.y.isFinite
        }
            && recording.events.allSatisfy { ($0.target.map { $0.x.isFinite && $0.y.isFinite } ?? true) }
    }

    @Test("a delegate's NaN or infinite target on either axis is ignored and noted; the glide ends where UIKit proposed", arguments: badValues)
    func delegateTarget(bad: Double) throws {
        for axis in ScrollAxis.allCases {
            let view = horizontalScrollView(offset: 500)
            let log = CallbackLog()
            log.onWillEndDragging = { _, _, t in t.pointee[axis] = CGFloat(bad) }
            view.delegate = log
            let recording = try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
            let notice = try #require(recording.events.first { $0.name == .invalidTargetIgnored }, "\(axis) \(bad)")
            #expect(notice.message?.contains("non-finite") == true)
            #expect(isFinite(recording), "\(axis) \(bad)")
            let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
            #expect(release.target == release.proposedTarget, "the target is treated as unchanged")
            // Natural rest: 520 + (2 − 0.01) · 499 = 1513.01 (±0.5).
            #expect(abs(Double(recording.finalOffset.x) - 1513.01) < 0.5, "\(axis) \(bad)")
        }
    }

    @Test("a layout hook's NaN or infinite target is ignored and noted; UIKit's own proposal is used", arguments: badValues)
    func layoutTarget(bad: Double) throws {
        let layout = FixedTargetLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.target = CGPoint(x: bad, y: 0)
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 100), collectionViewLayout: layout, numberOfItems: 200)
        view.contentOffset = CGPoint(x: 500, y: 0)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
        #expect(recording.events.contains { $0.name == .invalidTargetIgnored })
        #expect(isFinite(recording))
        #expect(abs(Double(recording.finalOffset.x) - 1513.01) < 0.5)
        #expect(recording.restTime != nil)
    }

    @Test(
        "a setContentOffset with a NaN or infinite coordinate, from willEndDragging, is ignored and noted; the glide ends where UIKit proposed",
        arguments: badValues)
    func nonFiniteSetContentOffsetInRelease(bad: Double) throws {
        for animated in [false, true] {
            for axis in ScrollAxis.allCases {
                let view = horizontalScrollView(offset: 500)
                let log = CallbackLog()
                log.onWillEndDragging = { view, _, _ in
                    var point = CGPoint(x: 900, y: 0)
                    point[axis] = CGFloat(bad)
                    view.setContentOffset(point, animated: animated)
                }
                view.delegate = log
                let recording = try Simulation.run(
                    view, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
                let notice = try #require(recording.events.first { $0.name == .invalidTargetIgnored }, "\(axis) \(bad) \(animated)")
                #expect(notice.message?.contains("setContentOffset") == true)
                #expect(isFinite(recording), "\(axis) \(bad) \(animated)")
                // Treated as unchanged: the release glides as if no call was made, to
                // 520 + (2 − 0.01) · 499 = 1513.01 (±0.5), with no animation callback.
                #expect(abs(Double(recording.finalOffset.x) - 1513.01) < 0.5, "\(axis) \(bad) \(animated)")
                #expect(log.merged.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
            }
        }
    }

    @Test("a setContentOffset with a non-finite coordinate from scrollViewDidScroll during a glide does not stop or corrupt the glide")
    func nonFiniteSetContentOffsetInDidScroll() throws {
        final class Bad: ScrollViewDelegate {
            func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
                scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: CGFloat.infinity), animated: false)
            }
        }
        let view = horizontalScrollView(offset: 500)
        let delegate = Bad()
        view.delegate = delegate
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
        #expect(isFinite(recording))
        #expect(recording.events.contains { $0.name == .invalidTargetIgnored })
        #expect(abs(Double(recording.finalOffset.x) - 1513.01) < 0.5)  // as above
    }

    /// A layout whose frame for item 3 is NaN, as a subclass dividing by a zero count might give.
    final class NaNFrameLayout: CollectionViewFlowLayout {
        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
            if indexPath.item == 3 { attributes.frame = CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100) }
            return attributes
        }
    }

    @Test("scrollToItem on an item whose layout frame is NaN is ignored and noted; the offset stays", arguments: [false, true])
    func nonFiniteLayoutFrame(animated: Bool) throws {
        let layout = NaNFrameLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 100), collectionViewLayout: layout, numberOfItems: 20)
        view.contentOffset = CGPoint(x: 200, y: 0)
        let recording = try Simulation.run(
            view, script: [TimedGesture(.scrollToItem(item: 3, position: .centeredHorizontally, animated: animated), at: 0)])
        let notice = try #require(recording.events.first { $0.name == .invalidTargetIgnored })
        #expect(notice.message?.contains("scrollToItem") == true)
        #expect(isFinite(recording))
        #expect(recording.finalOffset == CGPoint(x: 200, y: 0))
        #expect(!recording.events.contains { $0.name == .scrollViewDidScroll || $0.name == .scrollViewDidEndScrollingAnimation })
    }

    @Test("a finite but absurd target (±1e300) never yields a non-finite frame: the run rests in range or stops at the limit")
    func absurdTarget() throws {
        for value in [1e300, -1e300, 1e15, -1e15] {
            let view = horizontalScrollView(offset: 500, settings: SimulationSettings(maximumDuration: 10))
            let log = CallbackLog()
            log.onWillEndDragging = { _, _, t in t.pointee.x = CGFloat(value) }
            view.delegate = log
            var recording = Recording(frameRate: 60)
            var stopped = false
            do {
                try Simulation.run(
                    view, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60), into: &recording)
            } catch SimulationError.exceededMaximumDuration {
                stopped = true
            }
            #expect(isFinite(recording), "\(value)")
            let x = Double(recording.finalOffset.x)
            #expect(stopped || (x >= view.minimumOffset(.horizontal) && x <= view.maximumOffset(.horizontal)), "\(value): rest \(x)")
        }
    }

    @Test("a delegate restarting an animated scroll from every scrollViewDidScroll is stopped at the maximum duration")
    func restlessDidScroll() throws {
        final class Restless: ScrollViewDelegate {
            var calls = 0
            func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
                calls += 1
                let x: CGFloat = scrollView.contentOffset.x < 150 ? 300 : 0
                scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
            }
        }
        for (limit, rate) in [(60.0, 60), (2.5, 120)] {
            let view = horizontalScrollView(settings: SimulationSettings(frameRate: rate, maximumDuration: limit))
            let delegate = Restless()
            view.delegate = delegate
            var sink = DiscardingFrameSink()
            #expect(throws: SimulationError.exceededMaximumDuration(seconds: limit)) {
                try Simulation.run(
                    view, script: TimedGesture.drag(at: 0, distance: 30, releaseVelocity: .pointsPerMillisecond(0), frameRate: rate), into: &sink)
            }
            // The last frame is the limit's frame: no frame past it, none missing.
            #expect(sink.last?.index == Int(limit * Double(rate)))
            #expect(sink.count == Int(limit * Double(rate)) + 1)
            let stop = try #require(view.events.last)
            #expect(stop.name == .simulationStopped)
            #expect(stop.message?.contains("maximum simulated duration of \(limit) s") == true)
            #expect(delegate.calls > 100)
        }
    }

    @Test("a paging view whose delegate targets a page past an edge settles on the edge, not outside the range")
    func pagingTargetPastEdge() throws {
        for (target, edge) in [(-300.0, 0.0), (5000.0, 1125.0)] {
            let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 300), contentSize: CGSize(width: 1500, height: 300))
            view.isPagingEnabled = true
            view.contentOffset = CGPoint(x: 375, y: 0)
            let log = CallbackLog()
            log.onWillEndDragging = { _, _, t in t.pointee.x = CGFloat(target) }
            view.delegate = log
            let recording = try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1), frameRate: 60))
            #expect(recording.finalOffset.x == CGFloat(edge), "target \(target)")
        }
    }

    @Test("the default maximum duration is 60 s")
    func defaultLimit() {
        #expect(SimulationSettings().maximumDuration == 60)
    }

    @Test("gesture times and run lengths beyond Int's range neither trap nor run forever")
    func hugeTimes() throws {
        #expect(Simulation.frameIndex(forTime: 1e300, frameRate: 240) == Int.max / 2)
        #expect(Simulation.frameIndex(forTime: -1e300, frameRate: 240) == 0)
        #expect(Simulation.frameIndex(forTime: .nan, frameRate: 60) == Int.max / 2)
        let view = horizontalScrollView(settings: SimulationSettings(maximumDuration: 1))
        let recording = try Simulation.run(view, script: [TimedGesture(.beginDrag, at: 1e300)], until: 0.5)
        #expect(recording.frames.count == 31)
        let endless = horizontalScrollView(settings: SimulationSettings(maximumDuration: 1))
        #expect(throws: SimulationError.exceededMaximumDuration(seconds: 1)) {
            try Simulation.run(endless, script: [], until: 1e300)
        }
    }
}
