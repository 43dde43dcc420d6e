#if canImport(UIKit)
    import Foundation
    import ScrollSim
    import UIKit

    /// Records an app's own `UIScrollView` in the device recording format (docs/recording-format.md),
    /// for `scrollsim replay`: one JSON file per drag and the glide that follows, named by the time
    /// the drag began.
    ///
    /// For each display frame it reads the scroll view's phase, the pan recognizer's translation and
    /// velocity, and the content offset; with the first frame of a drag it reads the bounds, the
    /// content size and insets, the deceleration rate, paging, bouncing and the display scale. It
    /// only reads: it sets nothing on the view, its recognizer or its delegate. Attached, it costs a
    /// display link and a few numbers a frame; detached (`stop()`, or never started), nothing.
    ///
    ///     #if DEBUG
    ///     recorder = ScrollSimRecorder(scrollView: collectionView, destination: .folder(FileManager.default.temporaryDirectory))
    ///     recorder?.start()
    ///     #endif
    @MainActor public final class ScrollSimRecorder {
        /// Where finished recordings go.
        public enum Destination {
            /// Each recording is written to this folder as `NAME-YYYYMMDD-HHMMSS.SSS.json`.
            case folder(URL)
            /// Each recording is handed over as its file name and JSON text.
            case handler(@MainActor (_ fileName: String, _ json: String) -> Void)
        }

        /// The scroll view recorded (held weakly).
        public private(set) weak var scrollView: UIScrollView?
        /// The recordings' `name` and file-name prefix.
        public let name: String
        /// Where finished recordings go.
        public let destination: Destination
        /// The number of recordings finished so far.
        public private(set) var finishedCount = 0
        /// The error of the last recording that could not be written to its folder, if any.
        public private(set) var lastWriteError: (any Error)?

        private var frames: [String] = []
        private var header: String?
        private var startedAt: Date?
        private var intervals: [Double] = []
        private var lastTimestamp: Double?
        #if canImport(ObjectiveC)
            private var link: CADisplayLink?
            private var target: DisplayLinkTarget?
        #endif

        /// A recorder of `scrollView`; `name` must be a plain file name (letters, digits, `-`, `_`).
        public init(scrollView: UIScrollView, name: String = "recording", destination: Destination) {
            self.scrollView = scrollView
            self.name = name
            self.destination = destination
        }

        /// Starts recording on every display frame (a `CADisplayLink` on the main run loop).
        public func start() {
            #if canImport(ObjectiveC)
                guard link == nil else { return }
                let target = DisplayLinkTarget { [weak self] timestamp in self?.recordFrame(timestamp: timestamp) }
                let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.tick(_:)))
                link.add(to: .main, forMode: .common)
                self.link = link
                self.target = target
            #endif
        }

        /// Stops recording; a drag or glide in progress is written as it stands.
        public func stop() {
            #if canImport(ObjectiveC)
                link?.invalidate()
                link = nil
                target = nil
            #endif
            finish()
        }

        /// Records one display frame at `timestamp` (seconds, `CADisplayLink.timestamp`). The
        /// display link calls it; call it yourself to drive the recorder from your own clock.
        public func recordFrame(timestamp: Double) {
            guard let view = scrollView else { return }
            if let last = lastTimestamp, timestamp > last { intervals.append(timestamp - last) }
            lastTimestamp = timestamp
            let dragging = view.isTracking && view.isDragging
            let phase = dragging ? "dragging" : (view.isDecelerating ? "decelerating" : "idle")
            // A drag that begins while a recording holds an earlier drag starts a new file: one drag
            // per recording.
            if dragging, header != nil, !frames.isEmpty, !frames.last!.contains("\"dragging\"") { finish() }
            if header == nil {
                guard dragging else { return }  // a recording starts with its drag
                header = Self.header(of: view)
                startedAt = Date()
                intervals.removeAll()
            }
            var line = "{\"t\": \(Self.number(timestamp, 6)), \"phase\": \"\(phase)\""
            if dragging {
                let pan = view.panGestureRecognizer
                line += ", \"translation\": \(Self.pair(pan.translation(in: view))), \"recognizerVelocity\": \(Self.pair(pan.velocity(in: view)))"
            }
            line += ", \"offset\": \(Self.pair(view.contentOffset))}"
            frames.append(line)
            if phase == "idle" { finish() }
        }

        /// Writes the recording in progress, if any, and starts over.
        private func finish() {
            defer {
                frames.removeAll()
                header = nil
                startedAt = nil
            }
            guard let header, !frames.isEmpty else { return }
            let quotedName = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let text =
                "{\n  \"name\": \"\(quotedName)\",\n  \"frameRate\": \(frameRate()),\n\(header),\n  \"frames\": [\n    "
                + frames.joined(separator: ",\n    ") + "\n  ]\n}\n"
            let fileName = "\(name)-\(Self.stamp(startedAt ?? Date())).json"
            finishedCount += 1
            switch destination {
            case .handler(let handle): handle(fileName, text)
            case .folder(let folder):
                do {
                    try text.write(to: folder.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
                } catch {
                    lastWriteError = error
                }
            }
        }

        /// The display's rate, from the median interval between the recorded frames, held to the
        /// 30…240 Hz a recording may give (60 without intervals).
        private func frameRate() -> Int {
            guard !intervals.isEmpty else { return 60 }
            let median = intervals.sorted()[intervals.count / 2]
            guard median > 0 else { return 60 }
            return Swift.min(240, Swift.max(30, Int((1 / median).rounded())))
        }

        /// The `scrollView` member, read at the first frame of a drag. The offset when the drag
        /// began is the first frame's offset plus its translation (the content follows the finger:
        /// offset = start − translation), as `scrollsim replay` starts from it.
        private static func header(of view: UIScrollView) -> String {
            let translation = view.panGestureRecognizer.translation(in: view)
            let start = CGPoint(x: view.contentOffset.x + translation.x, y: view.contentOffset.y + translation.y)
            let inset = view.adjustedContentInset
            return "  \"scrollView\": {\"bounds\": \(pair(CGPoint(x: view.bounds.width, y: view.bounds.height))), "
                + "\"contentSize\": \(pair(CGPoint(x: view.contentSize.width, y: view.contentSize.height))), "
                + "\"contentInset\": {\"top\": \(number(Double(inset.top), 3)), \"left\": \(number(Double(inset.left), 3)), "
                + "\"bottom\": \(number(Double(inset.bottom), 3)), \"right\": \(number(Double(inset.right), 3))}, "
                + "\"contentOffset\": \(pair(start)), \"decelerationRate\": \(number(Double(view.decelerationRate.rawValue), 6)), "
                + "\"isPagingEnabled\": \(view.isPagingEnabled), \"bounces\": \(view.bounces), "
                + "\"displayScale\": \(number(Double(view.traitCollection.displayScale), 3))}"
        }

        private static func number(_ x: Double, _ decimals: Int) -> String { FixedDecimal.text(x, decimals: decimals) }
        private static func pair(_ p: CGPoint) -> String { "[\(number(Double(p.x), 6)), \(number(Double(p.y), 6))]" }

        /// `YYYYMMDD-HHMMSS.SSS` in UTC.
        private static func stamp(_ date: Date) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
            func two(_ n: Int?) -> String { String(format: "%02d", n ?? 0) }
            return "\(c.year ?? 0)\(two(c.month))\(two(c.day))-\(two(c.hour))\(two(c.minute))\(two(c.second))."
                + String(format: "%03d", (c.nanosecond ?? 0) / 1_000_000)
        }
    }

    #if canImport(ObjectiveC)
        /// The display link's target: it holds the recorder weakly through its closure, so the link
        /// (which retains its target) does not keep the recorder alive.
        private final class DisplayLinkTarget: NSObject {
            let onTick: (Double) -> Void
            init(_ onTick: @escaping (Double) -> Void) { self.onTick = onTick }
            @MainActor @objc func tick(_ link: CADisplayLink) { onTick(link.timestamp) }
        }
    #endif
#endif
