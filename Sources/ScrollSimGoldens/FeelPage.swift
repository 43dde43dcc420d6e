import Foundation
import ScrollSim

/// One self-contained HTML page that plays runs as motion: each run as a viewport at the view's
/// own proportions with its cells moving at the recorded frame times, the finger while it drags,
/// each release's proposed and final targets as ghosts, page lines where the view pages, jumps
/// marked, a legend of every mark, play and pause, 1×, 0.5× and 0.25×, frame steps, a scrubber,
/// and the offset and velocity curves beneath with a cursor. Several runs (settings, a golden
/// against a new run, a device against the simulation) play side by side on one clock. Every
/// velocity on the page is in pt/s.
///
/// The page holds every frame's numbers as the engine wrote them (offsets to 3 decimals,
/// velocities to 2, times to 4, the goldens' rounding), packed as integer deltas; the browser
/// re-simulates nothing. Curves are drawn from at most two points per pixel column, never the
/// numbers shown at the cursor. Runs that share a layout embed its cells once. No network,
/// script or font from elsewhere: it opens from disk.
/// `#frame=N` opens it at the first run's frame N, and `<output id="state">` carries that run's
/// frame and offset (`data-frame`, `data-offset-x`, `data-offset-y`) for a script driving a
/// browser.
public struct FeelPage: Sendable {
    /// What a run's viewport shows around the content: the bounds, the content edges and the cells.
    public struct Scene: Sendable, Equatable {
        /// The viewport's size, in points.
        public var boundsSize: CGSize
        /// The smallest and largest allowed offsets, in points: where the content edges are.
        public var minimumOffset: CGPoint, maximumOffset: CGPoint
        /// The cells' frames in content coordinates, in points, numbered from 0 in order.
        public var itemFrames: [CGRect]
        /// Where the view's pages lie when it pages itself (`isPagingEnabled`): page lines at
        /// each page's offset; nil for a view that does not page.
        public var paging: Recording.Paging?
        /// A snapping delegate's page grid (the offsets it rests on), drawn as page lines where
        /// the view does not page itself; nil for a view that rests anywhere.
        public var pageStops: PageStops?

        /// A scene from its parts (points).
        public init(boundsSize: CGSize, minimumOffset: CGPoint, maximumOffset: CGPoint, itemFrames: [CGRect]) {
            self.boundsSize = boundsSize
            self.minimumOffset = minimumOffset
            self.maximumOffset = maximumOffset
            self.itemFrames = itemFrames
        }

        /// The scene a recording was made in, its paging and page grid with it; a recording made
        /// without a view gets a 375 × 667 pt viewport.
        public init(_ recording: Recording) {
            let geometry = recording.geometry
            let bounds = geometry.boundsSize.width > 0 && geometry.boundsSize.height > 0 ? geometry.boundsSize : CGSize(width: 375, height: 667)
            self.init(
                boundsSize: bounds, minimumOffset: geometry.allowedOffsets.minimum, maximumOffset: geometry.allowedOffsets.maximum,
                itemFrames: geometry.itemFrames)
            paging = geometry.paging
            pageStops = geometry.pageStops
        }
    }

    /// What the delegate was given and answered at one release.
    public struct Release: Sendable, Equatable {
        /// The frame of the release (`scrollViewWillEndDragging`).
        public var frame: Int
        /// The release velocity the delegate received, in pt/ms (the page shows it in pt/s).
        public var velocity: CGPoint
        /// UIKit's proposed target, in points.
        public var proposedTarget: CGPoint
        /// The target after the delegate, in points.
        public var target: CGPoint

        /// A release from its parts.
        public init(frame: Int, velocity: CGPoint, proposedTarget: CGPoint, target: CGPoint) {
            self.frame = frame
            self.velocity = velocity
            self.proposedTarget = proposedTarget
            self.target = target
        }
    }

    /// Where a run's view sits in another run's view: a screen of scroll views drawn as one.
    public struct Placement: Sendable, Equatable {
        /// The index in `runs` of the run it sits in, which comes before it.
        public var parent: Int
        /// Its frame's origin in that run's content, in points.
        public var origin: CGPoint

        /// A placement from its parts (points).
        public init(parent: Int, origin: CGPoint) {
            self.parent = parent
            self.origin = origin
        }
    }

    /// One run: its frames as columns, its releases and its marked callbacks.
    public struct Run: Sendable {
        /// What the view is, in plain words (`Feed`, `Carousel 'cards' (group paging, centred)`): its
        /// panel's title and its curves' name. Default: the scene's `kindWords`.
        public var title: String
        /// What sets this run apart from the others on the page, in plain words (`deceleration:
        /// fast`, `golden`), said after the title; nil when nothing does.
        public var variant: String?
        /// The run's name for engineers (a setting key and value, `decelerationRate=fast`; a golden's
        /// name): a small line under the title.
        public var label: String
        /// What its viewport shows.
        public var scene: Scene
        /// Each frame's display time, in seconds.
        public var times: [Double]
        /// Each frame's content offset, in points.
        public var offsets: [CGPoint]
        /// Each frame's velocity, in pt/s; nil for a run that has none (a device's samples).
        public var velocities: [CGPoint]?
        /// Each frame's phase name (`dragging`, `decelerating`…).
        public var phases: [String]
        /// Each frame's zoom scale (unitless, the scale shown; 1 before the first zoom), said in the
        /// readout; nil for a run whose view never zoomed.
        public var zoomScales: [Double]?
        /// Each frame's SwiftUI scroll phase name (`onScrollPhaseChange`: `interacting`,
        /// `decelerating`…) for a SwiftUI scroll view, shown beside the phase; nil for another view.
        public var swiftUIPhases: [String]? = nil
        /// Each frame's SwiftUI geometry `visibleRect` (points, content coordinates) for a SwiftUI
        /// scroll view, said in the readout; nil for another view. Its origin is the frame's offset,
        /// so the page keeps only its size.
        public var swiftUIVisibleRects: [CGRect]? = nil
        /// The releases, in order.
        public var releases: [Release]
        /// Callbacks and notices other than `scrollViewDidScroll`, by frame.
        public var marks: [(frame: Int, name: String)]
        /// Where the run's view sits inside another run's (a carousel in a feed): the page draws it
        /// there, moving with that run's content and clipped by its viewport; nil for a run drawn
        /// on its own.
        public var placement: Placement?
        /// Whether the run is a golden's: its curves are dashed and the legend names it the golden.
        public var isGolden = false
        /// What a person watching would notice (`Recording.feelNotes`): each said under the run,
        /// a jump also marked on the curves and by the viewport's frame while it shows.
        public var notices: [Notice] = []
        /// Where the golden rested, for a run whose golden keeps no frames (a sweep golden keeps
        /// each cell's page): drawn in the viewport as a ghost and said in the readout.
        public var goldenRest: GoldenRest?

        /// A run from its columns (equal lengths).
        public init(
            label: String, scene: Scene, times: [Double], offsets: [CGPoint], velocities: [CGPoint]?, phases: [String],
            releases: [Release] = [], marks: [(frame: Int, name: String)] = []
        ) {
            self.title = scene.kindWords
            self.label = label
            self.scene = scene
            self.times = times
            self.offsets = offsets
            self.velocities = velocities
            self.phases = phases
            self.releases = releases
            self.marks = marks
        }

        /// A recorded run: its frames, its releases, its callbacks and what a person would notice
        /// (`Recording.feelNotes`), in `scene` (by default the one the recording was made in).
        public init(label: String, recording: Recording, scene: Scene? = nil) {
            var releases: [Release] = []
            var marks: [(frame: Int, name: String)] = []
            for event in recording.events where event.name != .scrollViewDidScroll {
                marks.append((event.frameIndex, event.name.rawValue))
                if event.name == .scrollViewWillEndDragging, let velocity = event.velocity, let proposed = event.proposedTarget,
                    let target = event.target
                {
                    releases.append(Release(frame: event.frameIndex, velocity: velocity, proposedTarget: proposed, target: target))
                }
            }
            // Frame indices in events count from the view's first frame; the recording may start later.
            let first = recording.frames.first?.index ?? 0
            releases = releases.map {
                var r = $0
                r.frame -= first
                return r
            }
            marks = marks.map { ($0.frame - first, $0.name) }
            self.init(
                label: label, scene: scene ?? Scene(recording), times: recording.frames.map(\.time),
                offsets: recording.frames.map(\.contentOffset), velocities: recording.frames.map(\.velocityPointsPerSecond),
                phases: recording.frames.map(\.phase.description), releases: releases, marks: marks)
            notices = Notice.notices(recording)
            if !recording.zoomFrames.isEmpty { zoomScales = Self.zoomScales(recording) }
        }

        /// The scale each frame of `recording` shows: 1 before its first zoom frame.
        static func zoomScales(_ recording: Recording) -> [Double] {
            var scale = 1.0
            var next = 0
            return recording.frames.map { frame in
                while next < recording.zoomFrames.count, recording.zoomFrames[next].index <= frame.index {
                    if recording.zoomFrames[next].index == frame.index { scale = recording.zoomFrames[next].zoomScale }
                    next += 1
                }
                return scale
            }
        }
    }

    /// The page's title, in plain words.
    public var title: String
    /// A small line under the title for engineers (the setting key the page compares); nil for none.
    public var subtitle: String?
    /// The runs, side by side; the first one's frame is the page's `#frame=N` and `<output>`.
    public var runs: [Run]
    /// Sentences shown under the title (what-if labels, what the runs are).
    public var notes: [String]

    /// A page of `runs` titled `title` (with `subtitle` under it), with `notes`.
    public init(title: String, subtitle: String? = nil, runs: [Run], notes: [String] = []) {
        self.title = title
        self.subtitle = subtitle
        self.runs = runs
        self.notes = notes
    }

    /// The page: HTML with its style, script and data inline.
    public func html() -> String {
        // Split once, so that a title holding the data's marker stays text.
        let parts = FeelPage.template.components(separatedBy: "__DATA__")
        let head = parts[0].replacingOccurrences(of: "__TITLE__", with: Self.escapedHTML(title))
        return head + dataJSON() + parts[1...].joined(separator: "__DATA__")
    }
}
