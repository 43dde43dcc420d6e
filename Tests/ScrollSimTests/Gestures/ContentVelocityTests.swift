import Foundation
import Testing

@testable import ScrollSim

/// A drag's release velocity says its unit: the two spellings of one velocity give one script.
@Suite("Release velocities with their unit")
struct ContentVelocityTests {
    @Test("1500 pt/s and 1.5 pt/ms are one velocity, read back in either unit")
    func unitsAgree() {
        #expect(ContentVelocity.pointsPerSecond(1500) == .pointsPerMillisecond(1.5))
        #expect(ContentVelocity.pointsPerMillisecond(1.5).pointsPerSecond == 1500)
        #expect(ContentVelocity.pointsPerSecond(-250).pointsPerMillisecond == -0.25)
    }

    @Test("a drag released at 1.5 pt/ms of content ends with the finger at −1500 pt/s, whichever unit the test wrote")
    func dragReleasesTheFingerAgainstTheContent() {
        let perMillisecond = TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60)
        let perSecond = TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerSecond(1500), frameRate: 60)
        #expect(perMillisecond == perSecond)
        // 0.1 s at 60 Hz: a begin, six moves and the release one frame after the last move.
        #expect(perSecond.count == 8)
        #expect(perSecond.last == TimedGesture(.endDrag(velocity: CGPoint(x: -1500, y: 0)), at: 0.1 + 1.0 / 60))
    }
}
