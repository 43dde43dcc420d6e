// Runs the UIKit adapters against the stand-in UIKit: an app's own main-actor delegate and flow
// layout, written against UIKit's classes, driven by the simulation. Exits 1 on the first
// failed check, naming it.
import ScrollSim
import ScrollSimJSON
import ScrollSimScenarios
import ScrollSimUIKit
import UIKit

var failures = 0
@MainActor func check(_ condition: Bool, _ what: String) {
    if !condition {
        print("adapter check failed: \(what)")
        failures += 1
    }
}

/// Snaps releases to card boundaries (296 pt apart), as a carousel's controller would.
final class CarouselController: NSObject, UICollectionViewDelegateFlowLayout {
    var log: [String] = []
    var flagsSeen: [String: (mirror: Bool, simulated: Bool)] = [:]
    var simulatedView: SimulatedCollectionView?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.append("willBeginDragging")
        flagsSeen["willBeginDragging"] = (scrollView.isDragging, simulatedView?.isDragging ?? false)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.append("willEndDragging")
        check(velocity.x > 0, "the release velocity is forward (positive x, pt/ms), found \(velocity.x)")
        check(scrollView.contentSize.width == 1504, "the mirror shows the content size 1504, found \(scrollView.contentSize.width)")
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 296).rounded() * 296
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging(\(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        log.append("willBeginDecelerating")
        flagsSeen["willBeginDecelerating"] = (scrollView.isDecelerating, simulatedView?.isDecelerating ?? false)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 280, height: 250) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 16 }
}

/// Counts how often UIKit's layout hook is asked.
final class CountingLayout: UICollectionViewFlowLayout {
    var asked = 0
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        asked += 1
        return proposedContentOffset
    }
}

// Five cards of 280 pt, insets 20, spacing 16: content 20 + 5 · 280 + 4 · 16 + 20 = 1504 pt.
let controller = CarouselController()
let layout = CountingLayout()
layout.scrollDirection = .horizontal
let adapter = UIKitCollectionViewAdapter(
    bounds: CGSize(width: 375, height: 250), layout: layout, numberOfItemsInSections: [5], delegate: controller)
controller.simulatedView = adapter.simulatedView
check(
    adapter.simulatedView.contentSize.width == 1504,
    "the delegate's sizes lay the simulation out: 1504 wide, found \(adapter.simulatedView.contentSize.width)")

// Drag 100 pt forward and release at 1 pt/ms: the natural rest is 100 + 0.99 · 0.998 / 0.002
// ≈ 594 pt; the controller snaps it to card 2 at 592 pt.
let script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(1), axis: .horizontal, frameRate: 60)
let recording = try Simulation.run(adapter.simulatedView, script: script)
check(abs(recording.finalOffset.x - 592) < 0.5, "the app's target is where the simulation rests: 592, found \(recording.finalOffset.x)")
check(
    controller.log == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"],
    "callbacks in UIKit's order, found \(controller.log)")
check(layout.asked == 1, "the app's layout is asked for the target once per release, asked \(layout.asked) times")
for (callback, flags) in controller.flagsSeen {
    check(flags.mirror == flags.simulated, "the mirror reports the simulated flag at \(callback): \(flags)")
}
check(controller.flagsSeen["willBeginDragging"]?.mirror == true, "isDragging is true in scrollViewWillBeginDragging")

/// Moves the content to 100 pt when the glide ends, as an app that restores a position would.
final class RestoringDelegate: NSObject, UIScrollViewDelegate {
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    }
}

let plain = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 5000))
let restoring = RestoringDelegate()
let plainAdapter = UIKitScrollViewAdapter(simulating: plain, delegate: restoring)
_ = try Simulation.run(
    plain, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(1), axis: .vertical, frameRate: 60))
check(plain.contentOffset == CGPoint(x: 0, y: 100), "an offset the delegate sets is read back: (0, 100), found \(plain.contentOffset)")
withExtendedLifetime(plainAdapter) {}

// The recorder, driven as a device's display link would drive it: a UIKit scroll view that shows,
// frame by frame, what the engine showed for a 120 pt drag released at 1.2 pt/ms (the device), with
// the pan recognizer reporting the script's translation and velocity.
final class ScriptedScrollView: UIScrollView {
    var tracking = false, dragging = false, decelerating = false
    override var isTracking: Bool { tracking }
    override var isDragging: Bool { dragging }
    override var isDecelerating: Bool { decelerating }
}

let device = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 6000))
var moves: [(t: Double, translation: CGPoint)] = [(0, .zero)]
var deviceScript = [TimedGesture(.beginDrag, at: 0)]
let fingerVelocity = CGPoint(x: 0, y: -1200)
for k in 1...6 {
    moves.append((Double(k) / 60, CGPoint(x: 0, y: -20 * Double(k))))
    deviceScript.append(TimedGesture(.move(translation: moves[k].translation, velocity: fingerVelocity), at: Double(k) / 60))
}
deviceScript.append(TimedGesture(.endDrag(velocity: fingerVelocity), at: 7.0 / 60))
let shown = try Simulation.run(device, script: deviceScript)

let scripted = ScriptedScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
scripted.contentSize = CGSize(width: 375, height: 6000)
var written: [(name: String, json: String)] = []
let recorder = ScrollSimRecorder(scrollView: scripted, name: "scripted-flick", destination: .handler { written.append(($0, $1)) })
for frame in shown.frames {
    scripted.contentOffset = frame.contentOffset
    scripted.tracking = frame.phase == .dragging
    scripted.dragging = frame.phase == .dragging
    scripted.decelerating = frame.isDecelerating
    scripted.panGestureRecognizer.standInTranslation = moves.last { $0.t <= frame.time + 1e-9 }!.translation
    scripted.panGestureRecognizer.standInVelocity = fingerVelocity
    recorder.recordFrame(timestamp: 1000 + frame.time)
}
check(written.count == 1, "one drag and its glide make one recording, found \(written.count)")
if let file = written.first {
    check(
        file.name.hasPrefix("scripted-flick-") && file.name.hasSuffix(".json"),
        "the recording is named by its name and the time: \(file.name)")
    do {
        let loaded = try DeviceRecording.decode(try JSONParser.parse(file.json), file: file.name, strict: true)
        check(loaded.warnings.isEmpty, "the recording reads back with no warning: \(loaded.warnings)")
        check(loaded.recording.frames.count == shown.frames.count, "every displayed frame is in the recording")
        check(loaded.recording.frameRate == 60, "the frame rate is read from the frame intervals: \(loaded.recording.frameRate)")
        check(loaded.recording.scrollView.contentOffset == .zero, "the drag began at offset 0 (offset + translation)")
        let replay = try Replay.replay(loaded.recording)
        check(replay.stopReason == nil, "the replay runs to rest")
        // The device was the engine: the replay follows it to within 0.01 pt.
        check(replay.maxErrorAfterRelease < 0.01, "the replay follows the recording: \(replay.maxErrorAfterRelease) pt")
    } catch {
        check(false, "the recording reads back and replays: \(error)")
    }
}

if failures > 0 { exit(1) }
print("adapter checks passed")
