import Foundation
import ScrollSim
import ScrollSimJSON

/// The JSON report of runs (`OutputFormat.json`): one object per run on one line, the object
/// `RunReport.json(_:)` makes. Frames are written as they come; events wait in an unnamed
/// temporary file meanwhile and are copied in after the frames, then the notes and the summary.
/// A view inside's frames and events are rendered as they come, by the code that renders the
/// scenario's own, into temporary files of their own, copied into `subviews` at `end(_:)`.
final class RunJSONRenderer: RunRenderer {
    /// A view inside: its spooled frames and events (comma-separated objects) and the zoom scale of
    /// its next frame (nil for a view that cannot zoom).
    private final class View {
        let frames: ByteSpool
        let events: ByteSpool
        var frameCount = 0
        var eventCount = 0
        var zoomScale: Double?

        init(zoomScale: Double?) throws {
            frames = try ByteSpool(bufferBytes: 1 << 16, lazily: true)
            events = try ByteSpool(bufferBytes: 1 << 16, lazily: true)
            self.zoomScale = zoomScale
        }
    }

    private let output: any ReportOutput
    private var spool: ByteSpool?
    private var frames = 0
    private var spooledEvents = 0
    /// The zoom scale of the next frame for a view that can zoom (1 until it zooms); nil otherwise.
    private var zoomScale: Double?
    /// A SwiftUI scroll view's observer and its changes so far (`SwiftUIReport`).
    private var swiftUI: SwiftUIReport.RunObserver?
    private var swiftUIEvents: [JSONValue] = []
    /// The views inside the current run, in `beginView(named:)` order.
    private var views: [View] = []
    private var subviews: [String: (index: Int, placed: PlacedSubview)] = [:]

    init(output: any ReportOutput) { self.output = output }

    func begin(_ scenario: Scenario) throws {
        spool = try ByteSpool(bufferBytes: 1 << 16)
        frames = 0
        spooledEvents = 0
        zoomScale = RunReport.canZoom(scenario) ? 1 : nil
        var header = JSONValue.object(RunReport.jsonHeader(scenario)).rendered()
        header.removeLast()  // the closing brace: frames, events, notes and the summary follow
        try output.write(header + ",\"frames\":[")
        swiftUI = SwiftUIReport.observer(for: scenario)
        swiftUIEvents = []
        views = []
        subviews = scenario.subviewsByName
    }

    func beginView(named name: String) throws -> ScenarioRunner.ViewHandlers {
        let view = try View(zoomScale: RunReport.canZoom(subviews[name]?.placed.spec) ? 1 : nil)
        views.append(view)
        return ScenarioRunner.ViewHandlers(
            frame: { frame in
                try view.frames.append((view.frameCount == 0 ? "" : ",") + RunReport.json(frame, zoomScale: view.zoomScale).rendered())
                view.frameCount += 1
            },
            events: { events in try view.events.append(Self.eventObjects(events, after: &view.eventCount)) },
            zoom: { frame in
                if view.zoomScale != nil { view.zoomScale = frame.zoomScale }
            })
    }

    func frame(_ frame: Frame) throws {
        if swiftUI != nil { swiftUIEvents += swiftUI!.observe(frame).map(SwiftUIReport.json) }
        let object =
            swiftUI == nil
            ? RunReport.json(frame, zoomScale: zoomScale)
            : SwiftUIReport.json(frame, zoomScale: zoomScale, visibleRect: swiftUI?.observer.geometry?.visibleRect)
        try output.write((frames == 0 ? "" : ",") + object.rendered())
        frames += 1
    }

    func zoom(_ frame: ZoomFrame) throws {
        if zoomScale != nil { zoomScale = frame.zoomScale }
    }

    func events(_ events: [DelegateEvent]) throws {
        try spool?.append(Self.eventObjects(events, after: &spooledEvents))
    }

    /// `events` as comma-separated JSON objects, as `events` holds them in `RunReport.json`,
    /// following `count` objects already written (and counted on).
    private static func eventObjects(_ events: [DelegateEvent], after count: inout Int) -> String {
        var text = ""
        for event in events {
            if count > 0 { text += "," }
            text += RunReport.json(event).rendered()
            count += 1
        }
        return text
    }

    func end(_ summary: StreamedRunSummary) throws {
        try output.write("],\"events\":[")
        try spool?.forEachChunk { try output.write(Array($0)) }
        spool = nil
        var tail = JSONValue.object(
            [("notes", RunReport.json(summary.notes))]
                + (swiftUI == nil ? [] : [("swiftui_events", .array(swiftUIEvents))])
                + RunReport.jsonSummary(
                    finalOffset: summary.finalOffset, restTime: summary.restTime, finalPage: summary.finalPage,
                    maximumOvershoot: summary.maximumOvershoot, finalZoomScale: zoomScale.map { _ in summary.finalZoomScale ?? 1 })
        ).rendered()
        tail.removeFirst()  // the opening brace: these members continue the object
        guard !summary.subviews.isEmpty else { return try output.write("]," + tail + "\n") }
        // The views inside this one, as `RunReport.json` ends the object: each object's members
        // before its frames, the spooled frames and events, then the members after them.
        tail.removeLast()
        try output.write("]," + tail + ",\"subviews\":{")
        for (k, (sub, view)) in zip(summary.subviews, views).enumerated() {
            var head = JSONValue.object(RunReport.jsonSubviewHead(sub, spec: subviews[sub.name]?.placed.spec)).rendered()
            head.removeLast()  // the closing brace: frames follow
            try output.write((k == 0 ? "" : ",") + JSONValue.quoted(sub.name) + ":" + head + ",\"frames\":[")
            try view.frames.forEachChunk { try output.write(Array($0)) }
            try output.write("],\"events\":[")
            try view.events.forEachChunk { try output.write(Array($0)) }
            var rest = JSONValue.object(RunReport.jsonSubviewTail(sub, spec: subviews[sub.name]?.placed.spec)).rendered()
            rest.removeFirst()  // the opening brace: these members continue the view's object
            try output.write("]," + rest)
        }
        try output.write("}}\n")
        views = []
    }

    func finish() throws {}
}
