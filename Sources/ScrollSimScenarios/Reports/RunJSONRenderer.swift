import Foundation
import ScrollSim
import ScrollSimJSON

/// The JSON report of runs (`OutputFormat.json`): one object per run on one line, the object
/// `RunReport.json(_:)` makes. Frames are written as they come; events wait in an unnamed
/// temporary file meanwhile and are copied in after the frames, then the notes and the summary.
final class RunJSONRenderer: RunRenderer {
    private let output: any ReportOutput
    private var spool: ByteSpool?
    private var scenario: Scenario?
    private var frames = 0
    private var spooledEvents = 0
    /// The zoom scale of the next frame for a view that can zoom (1 until it zooms); nil otherwise.
    private var zoomScale: Double?
    /// A SwiftUI scroll view's observer and its changes so far (`SwiftUIReport`).
    private var swiftUI: SwiftUIReport.RunObserver?
    private var swiftUIEvents: [JSONValue] = []

    init(output: any ReportOutput) { self.output = output }

    func begin(_ scenario: Scenario) throws {
        spool = try ByteSpool()
        frames = 0
        spooledEvents = 0
        zoomScale = RunReport.canZoom(scenario) ? 1 : nil
        var header = JSONValue.object(RunReport.jsonHeader(scenario)).rendered()
        header.removeLast()  // the closing brace: frames, events, notes and the summary follow
        try output.write(header + ",\"frames\":[")
        self.scenario = scenario
        swiftUI = SwiftUIReport.observer(for: scenario)
        swiftUIEvents = []
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
        // Comma-separated JSON objects, as `events` holds them in `RunReport.json`.
        var text = ""
        for event in events {
            if spooledEvents > 0 { text += "," }
            text += RunReport.json(event).rendered()
            spooledEvents += 1
        }
        try spool?.append(text)
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
        if let scenario, !summary.subviews.isEmpty {
            // The views inside this one, as `RunReport.json` ends the object.
            tail.removeLast()
            tail += ",\"subviews\":" + RunReport.jsonSubviews(summary.subviews, of: scenario).rendered() + "}"
        }
        try output.write("]," + tail + "\n")
    }

    func finish() throws {}
}
