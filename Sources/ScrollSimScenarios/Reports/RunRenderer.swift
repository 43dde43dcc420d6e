import Foundation
import ScrollSim

/// Writes the report of one or more runs in one `OutputFormat` as the runs go: the one renderer
/// of that format, fed by a streamed run (`scrollsim run`, `ScenarioRunner.stream`) or by a run
/// in memory (`RunReport.render`), so that both print the same bytes.
///
/// For each run: `begin(_:)`, then `beginView(named:)` for each view inside the scenario
/// (`Scenario.allSubviews`, in order), every frame to `frame(_:)` (for a view that has zoomed, its
/// zoom to `zoom(_:)` just before it) with, after each frame (or in batches), the events logged up
/// to it to `events(_:)`, each view inside's to its own handlers, then `end(_:)` with the run's
/// summary; after the last run, `finish()`. A view inside's rows are formatted as they come, by
/// the same code as the scenario's own, into a `ByteSpool` of its own that `end(_:)` copies out
/// after the scenario's rows: nothing of it is kept in memory.
///
/// A view that can zoom (`RunReport.canZoom`) has its zoom scale on every frame of its report: the
/// scale shown, 1 before its first zoom; other views' reports are as they were.
public protocol RunRenderer: AnyObject {
    /// Starts the report of a run of `scenario`.
    /// - Throws: `OutputError` when a temporary file cannot be made, or what the output throws.
    func begin(_ scenario: Scenario) throws
    /// Starts the report of the view inside named `name` (after `begin(_:)`, in `allSubviews`
    /// order): where its frames, zooms and events go as the run makes them.
    /// - Throws: `OutputError` when a temporary file cannot be made.
    func beginView(named name: String) throws -> ScenarioRunner.ViewHandlers
    /// Takes the next frame of the run.
    /// - Throws: what the output throws, or `OutputError` when a temporary file cannot be written.
    func frame(_ frame: Frame) throws
    /// Takes the zoom of the next frame (the scale shown, unitless), before that frame.
    func zoom(_ frame: ZoomFrame) throws
    /// Takes the delegate events logged since the last call, in order.
    /// - Throws: what the output throws, or `OutputError` when a temporary file cannot be written.
    func events(_ events: [DelegateEvent]) throws
    /// Ends the run with what it left: its summary, its views inside and its notes.
    /// - Throws: what the output throws, or `OutputError` when a temporary file cannot be read.
    func end(_ summary: StreamedRunSummary) throws
    /// Ends the report, after the last run.
    /// - Throws: what the output throws.
    func finish() throws
}

extension RunReport {
    /// The renderer of `format` writing to `output`, for runs of `scenarios` (a CSV names their
    /// what-ifs before its header); with `events`, a CSV renderer also writes one row per delegate
    /// event there (`--events`). A sweep's `jsonl` is a run's `json`: one object per line.
    public static func renderer(
        _ format: OutputFormat, scenarios: [Scenario], output: any ReportOutput, events: (any ReportOutput)? = nil
    ) -> any RunRenderer {
        switch format {
        case .text: RunTextRenderer(output: output)
        case .json, .jsonl: RunJSONRenderer(output: output)
        case .csv: RunCSVRenderer(scenarios: scenarios, output: output, events: events)
        }
    }

    /// Whether `scenario`'s own view can zoom (`scrollView.zoomingContentSize` is set): its reports
    /// carry a zoom scale per frame.
    public static func canZoom(_ scenario: Scenario) -> Bool { scenario.scrollView.zoomingContentSize != nil }

    /// Whether the view inside described by `spec` can zoom, as `canZoom(_:)` asks of a scenario's
    /// own view; false without a spec.
    static func canZoom(_ spec: SubviewSpec?) -> Bool { spec?.scrollView.zoomingContentSize != nil }

    /// The views inside `scenario` that can zoom, by name.
    public static func zoomingSubviews(_ scenario: Scenario) -> Set<String> {
        Set(scenario.allSubviews.filter { canZoom($0.spec) }.map(\.spec.name))
    }

    /// How many frames a streamed run of `format` runs between two hand-overs of its events: the
    /// text report keeps the frames that have a callback, so it takes them after every frame.
    public static func eventBatchFrames(_ format: OutputFormat) -> Int {
        format == .text ? 1 : ScenarioRunner.eventBatchFrames
    }

    /// `run` in `format`: what `scrollsim run FILE --format FORMAT` prints for its file.
    public static func render(_ run: ScenarioRun, as format: OutputFormat) -> String {
        let output = StringOutput()
        do {
            let renderer = renderer(format, scenarios: [run.scenario], output: output)
            try renderer.begin(run.scenario)
            let views = try run.subviews.map { try renderer.beginView(named: $0.name) }
            try feed(run.recording, frame: renderer.frame, events: renderer.events, zoom: renderer.zoom)
            for (sub, view) in zip(run.subviews, views) { try feed(sub.recording, frame: view.frame, events: view.events, zoom: view.zoom) }
            try renderer.end(StreamedRunSummary(run))
            try renderer.finish()
        } catch {
            // Only a temporary file that cannot be made or read ends here: say so in the report.
            output.write("(the frame table could not be written: \(error))\n")
        }
        return output.text
    }

    /// Feeds `recording`'s frames to `frame`, each followed by the events logged up to it to
    /// `events`, as a streamed run hands them over one frame at a time (`render`: a run in memory
    /// fed as `scrollsim run` streams it).
    static func feed(
        _ recording: Recording, frame: (Frame) throws -> Void, events: ([DelegateEvent]) throws -> Void,
        zoom: (ZoomFrame) throws -> Void = { _ in }
    ) throws {
        var next = 0
        var nextZoom = 0
        for f in recording.frames {
            // Zoom frames are in frame order, each just before its frame, as a streamed run hands them.
            while nextZoom < recording.zoomFrames.count, recording.zoomFrames[nextZoom].index <= f.index {
                if recording.zoomFrames[nextZoom].index == f.index { try zoom(recording.zoomFrames[nextZoom]) }
                nextZoom += 1
            }
            try frame(f)
            let start = next
            while next < recording.events.count, recording.events[next].frameIndex <= f.index { next += 1 }
            if next > start { try events(Array(recording.events[start..<next])) }
        }
        if next < recording.events.count { try events(Array(recording.events[next...])) }
    }
}
