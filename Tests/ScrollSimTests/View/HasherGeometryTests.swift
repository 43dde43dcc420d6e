import Foundation
import Testing

@testable import ScrollSim

/// The `Hashable` types that hold `CGPoint`, `CGSize` or `CGRect` hash their coordinates
/// themselves, since CoreGraphics' own conformance exists on Apple platforms only from iOS 18 /
/// macOS 15. Equal values must hash alike, and a value that differs in one coordinate must land
/// apart (a 64-bit hash collides with odds of about 2⁻⁶⁴).
@Suite("Hashing through coordinates: equal values hash alike, any changed coordinate changes the hash")
struct HasherGeometryTests {
    @Test("every gesture case hashes its coordinates and payload: equal events alike, one changed number apart")
    func gestureEvents() {
        let pairs: [(GestureEvent, GestureEvent)] = [
            (.move(translation: CGPoint(x: 1, y: 2), velocity: nil), .move(translation: CGPoint(x: 1, y: 3), velocity: nil)),
            (.move(translation: .zero, velocity: CGPoint(x: 5, y: 0)), .move(translation: .zero, velocity: CGPoint(x: 5, y: 1))),
            (.move(translation: .zero, velocity: nil), .move(translation: .zero, velocity: .zero)),
            (.endDrag(velocity: CGPoint(x: 2, y: 0)), .endDrag(velocity: CGPoint(x: 0, y: 2))),
            (.setContentOffset(CGPoint(x: 10, y: 0), animated: true), .setContentOffset(CGPoint(x: 10, y: 0), animated: false)),
            (.touchDown(CGPoint(x: 3, y: 4)), .touchDown(CGPoint(x: 4, y: 3))),
            (.touchMove(CGPoint(x: 3, y: 4)), .touchDown(CGPoint(x: 3, y: 4))),
            (
                .scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 20), animated: true),
                .scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 21), animated: true)
            ),
            (.setContentSize(CGSize(width: 375, height: 667)), .setContentSize(CGSize(width: 667, height: 375))),
            (.beginDrag, .touchUp),
        ]
        for (a, b) in pairs {
            #expect(a.hashValue == a.hashValue)
            #expect(a != b)
            #expect(a.hashValue != b.hashValue, "\(a) and \(b)")
            #expect(Set([a, b, a]).count == 2)
        }
        let copy = GestureEvent.scrollRectToVisible(CGRect(x: 1, y: 2, width: 3, height: 4), animated: false)
        #expect(copy.hashValue == GestureEvent.scrollRectToVisible(CGRect(x: 1, y: 2, width: 3, height: 4), animated: false).hashValue)
    }

    @Test("a release's record hashes velocity, proposal, target and multiplier")
    func releaseTargets() {
        let base = ReleaseTargets(velocity: CGPoint(x: 1.5, y: 0), proposedTarget: CGPoint(x: 744, y: 0), target: CGPoint(x: 700, y: 0))
        var changed = [base, base, base, base]
        changed[0].velocity.y = 0.25
        changed[1].proposedTarget.x = 745
        changed[2].target.y = 1
        changed[3].fastScrollMultiplier = 2
        for other in changed { #expect(other.hashValue != base.hashValue) }
        #expect(ReleaseTargets(velocity: base.velocity, proposedTarget: base.proposedTarget, target: base.target).hashValue == base.hashValue)
    }

    @Test("a recording hashes its allowed offsets, bounds, item frames and pages, not only its frames")
    func recordings() {
        let base = Recording(frameRate: 60, minimumOffset: .zero, maximumOffset: CGPoint(x: 1000, y: 0))
        var bounds = base
        bounds.geometry.boundsSize = CGSize(width: 375, height: 667)
        var items = base
        items.geometry.itemFrames = [CGRect(x: 0, y: 0, width: 300, height: 200)]
        var paging = base
        paging.geometry.paging = Recording.Paging(origin: .zero, stride: CGSize(width: 375, height: 0))
        var otherPaging = base
        otherPaging.geometry.paging = Recording.Paging(origin: CGPoint(x: 10, y: 0), stride: CGSize(width: 375, height: 0))
        let wider = Recording(frameRate: 60, minimumOffset: .zero, maximumOffset: CGPoint(x: 1001, y: 0))
        let all = [base, bounds, items, paging, otherPaging, wider]
        #expect(Set(all.map(\.hashValue)).count == all.count)
        #expect(Set(all).count == all.count)
        #expect(Recording(frameRate: 60, minimumOffset: .zero, maximumOffset: CGPoint(x: 1000, y: 0)).hashValue == base.hashValue)
    }
}
