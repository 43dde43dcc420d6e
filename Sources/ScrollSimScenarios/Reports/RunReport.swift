import Foundation
import ScrollSim
import ScrollSimJSON

/// A run rendered as text (frame table, events, summary, notes), CSV (one row per frame) or JSON:
/// the pieces each format's renderer (`RunRenderer`, `render`) is made of.
public enum RunReport {
    /// The output formats of `scrollsim run`: `OutputFormat`, declared once for every command.
    @available(*, deprecated, renamed: "OutputFormat", message: "every command's formats are declared once, in OutputFormat")
    public typealias Format = OutputFormat

    /// The JSON object: `name`, `frame_rate_fps`, `strategy`, `frames`, `events`, `notes`
    /// (`json(_:)` of the feel notes), for a `swiftUI` scenario `swiftui_events` (and each frame's
    /// `swiftui_phase`, `SwiftUIReport`), `final_offset_pt`, `rest_s`, `final_page`,
    /// `maximum_overshoot_pt`, and `subviews` when the scenario has views inside (`jsonSubviews`). Every key of a number names its unit, as the
    /// CSV columns do: frames' velocities are in pt/s (`velocity_pt_per_s`), a release's in pt/ms
    /// (`velocity_pt_per_ms`, the delegate's unit).
    public static func json(_ run: ScenarioRun) -> JSONValue {
        let swiftUI = run.scenario.swiftUI != nil
        let observed = SwiftUIReport.observation(of: run.recording, scenario: run.scenario)
        var members =
            jsonHeader(run.scenario) + [
                ("frames", .array(frames(run, visibleRects: observed.visibleRects))), ("events", .array(run.recording.events.map(json))),
                ("notes", json(run.recording.feelNotes)),
            ]
            + (swiftUI ? [("swiftui_events", .array(observed.events.map(SwiftUIReport.json)))] : [])
            + jsonSummary(
                finalOffset: run.finalOffset, restTime: run.recording.restTime, finalPage: run.finalPage,
                maximumOvershoot: run.recording.maximumOvershoot, finalZoomScale: canZoom(run.scenario) ? run.recording.finalZoomScale : nil)
        if !run.subviews.isEmpty { members.append(("subviews", jsonSubviews(run.subviews, of: run.scenario))) }
        return .object(members)
    }

    /// The run's frames as `frames` holds them: with their zoom scales when the view can zoom, and
    /// for a `swiftUI` scenario their SwiftUI phase and `visibleRects` (one per frame).
    static func frames(_ run: ScenarioRun, visibleRects: [CGRect] = []) -> [JSONValue] {
        let swiftUI = run.scenario.swiftUI != nil
        let frames = run.recording.frames
        let zooms: [Double] = canZoom(run.scenario) ? zoomScales(run.recording) : []
        let scales: [Double?] = frames.indices.map { $0 < zooms.count ? zooms[$0] : nil }
        return frames.indices.map { k in
            swiftUI
                ? SwiftUIReport.json(frames[k], zoomScale: scales[k], visibleRect: k < visibleRects.count ? visibleRects[k] : nil)
                : json(frames[k], zoomScale: scales[k])
        }
    }

    /// `subviews` of the JSON object: every view inside, at any depth, by name, with `parent` (the
    /// name of the view it sits in, null for the scenario's own), the members the top level has
    /// after its name and frame rate (`strategy`, `frames`, `events`, `notes` and the summary), and
    /// `moved`.
    /// A view's strategy is the one `scenario` gives it (`none` when it is not in `scenario`).
    public static func jsonSubviews(_ subviews: [ScenarioRun.Subview], of scenario: Scenario) -> JSONValue {
        let byName = scenario.subviewsByName
        return .object(
            subviews.map { run in
                let spec = byName[run.name]?.placed.spec
                let sub = SubviewSummary(run)
                // A view inside that can zoom carries its scale per frame and at the end, as the
                // scenario's own view does.
                let frames =
                    canZoom(spec)
                    ? zip(run.recording.frames, zoomScales(run.recording)).map { json($0, zoomScale: $1) } : run.recording.frames.map(json)
                let members =
                    jsonSubviewHead(sub, spec: spec) + [("frames", .array(frames)), ("events", .array(run.recording.events.map(json)))]
                    + jsonSubviewTail(sub, spec: spec)
                return (sub.name, JSONValue.object(members))
            })
    }

    /// The members of a view inside's object (`jsonSubviews`) before its frames: `parent` and
    /// `strategy` (`spec`'s, `none` without one).
    static func jsonSubviewHead(_ sub: SubviewSummary, spec: SubviewSpec?) -> [(key: String, value: JSONValue)] {
        [("parent", sub.parent.map { .string($0) } ?? .null), ("strategy", .string(spec?.strategy.name ?? StrategySpec().name))]
    }

    /// The members of a view inside's object (`jsonSubviews`) after its events: `notes`, the
    /// summary (with `final_zoom_scale` when `spec` can zoom) and `moved`.
    static func jsonSubviewTail(_ sub: SubviewSummary, spec: SubviewSpec?) -> [(key: String, value: JSONValue)] {
        [("notes", json(sub.notes))]
            + jsonSummary(
                finalOffset: sub.finalOffset, restTime: sub.restTime, finalPage: sub.finalPage, maximumOvershoot: sub.maximumOvershoot,
                finalZoomScale: canZoom(spec) ? sub.finalZoomScale ?? 1 : nil)
            + [("moved", .bool(sub.moved))]
    }

    /// The text report's last table for a scenario with views inside: one row per view (the
    /// scenario's first), whether it moved, where it rested, its page, rest time and largest
    /// overshoot. Empty without subviews.
    public static func viewsTable(scenario: Scenario, outer: StreamedRunSummary) -> String {
        guard !outer.subviews.isEmpty else { return "" }
        var rows = [["view", "moved", "final offset (pt)", "page", "rest (s)", "max overshoot (pt)"]]
        rows.append([
            scenario.name, outer.moved ? "yes" : "no", Report.point(outer.finalOffset, 3), String(outer.finalPage),
            outer.restTime.map { Report.number($0, 3) } ?? "moving", Report.number(outer.maximumOvershoot, 3),
        ])
        for sub in outer.subviews {
            rows.append([
                sub.name, sub.moved ? "yes" : "no", Report.point(sub.finalOffset, 3), String(sub.finalPage),
                sub.restTime.map { Report.number($0, 3) } ?? "moving", Report.number(sub.maximumOvershoot, 3),
            ])
        }
        return "\nviews\n" + Report.table(rows, rightAligned: [3, 4, 5])
    }

    /// The members of the JSON object before `frames`: name, frame rate, strategy (`delegateName`:
    /// a SwiftUI scroll view's behavior).
    public static func jsonHeader(_ scenario: Scenario) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(scenario.name)), ("frame_rate_fps", .number(Double(scenario.frameRate))),
            ("strategy", .string(scenario.delegateName)),
        ]
        if let whatIf = scenario.whatIf { members.append(("what_if", .string(whatIf))) }
        return members
    }

    /// The members after `events`: final offset, rest time, final page, maximum overshoot, and for
    /// a view that can zoom `final_zoom_scale`.
    public static func jsonSummary(
        finalOffset: CGPoint, restTime: Double?, finalPage: Int, maximumOvershoot: Double, finalZoomScale: Double? = nil
    ) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [
            ("final_offset_pt", point(finalOffset)), ("rest_s", restTime.map { .rounded($0, 6) } ?? .null),
            ("final_page", .number(Double(finalPage))), ("maximum_overshoot_pt", .rounded(maximumOvershoot, 6)),
        ]
        if let finalZoomScale { members.append(("final_zoom_scale", .rounded(finalZoomScale, 6))) }
        return members
    }

    /// The zoom scale each frame of `recording` shows (unitless): 1 before the view's first zoom,
    /// then its `zoomFrames`' (the per-frame zoom of a view that can zoom).
    public static func zoomScales(_ recording: Recording) -> [Double] {
        var scales: [Double] = []
        scales.reserveCapacity(recording.frames.count)
        var scale = 1.0
        var next = 0
        for f in recording.frames {
            while next < recording.zoomFrames.count, recording.zoomFrames[next].index <= f.index {
                if recording.zoomFrames[next].index == f.index { scale = recording.zoomFrames[next].zoomScale }
                next += 1
            }
            scales.append(scale)
        }
        return scales
    }

    /// One element of `frames`: `t_s`, `offset_pt`, `velocity_pt_per_s`, `phase`.
    public static func json(_ f: Frame) -> JSONValue { json(f, zoomScale: nil) }

    /// One element of `frames`, with `zoom_scale` last (unitless, the scale shown) when given: a
    /// frame of a view that can zoom.
    public static func json(_ f: Frame, zoomScale: Double?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("t_s", .rounded(f.time, 6)), ("offset_pt", point(f.contentOffset)), ("velocity_pt_per_s", point(f.velocityPointsPerSecond)),
            ("phase", .string(f.phase.description)),
        ]
        if let zoomScale { members.append(("zoom_scale", .rounded(zoomScale, 6))) }
        return .object(members)
    }

    /// One element of `events`: `t_s`, `name`, and the fields the event has: `velocity_pt_per_ms`,
    /// `proposed_target_pt`, `target_pt` (the final target: the delegate's, pixel-rounded and
    /// clamped when it changed), `fast_scroll_multiplier`, `will_decelerate`, `index_path`
    /// (`[section, item]` of an item callback), then `offset_pt` and `message`.
    public static func json(_ e: DelegateEvent) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("t_s", .rounded(e.time, 6)), ("name", .string(e.name.rawValue))]
        if let v = e.velocity { members.append(("velocity_pt_per_ms", point(v))) }
        if let p = e.proposedTarget { members.append(("proposed_target_pt", point(p))) }
        if let p = e.target { members.append(("target_pt", point(p))) }
        if let m = e.fastScrollMultiplier { members.append(("fast_scroll_multiplier", .rounded(m, 6))) }
        if let w = e.willDecelerate { members.append(("will_decelerate", .bool(w))) }
        if let i = e.indexPath { members.append(("index_path", .array([.number(Double(i.section)), .number(Double(i.item))]))) }
        members.append(("offset_pt", point(e.contentOffset)))
        if let m = e.message { members.append(("message", .string(m))) }
        return .object(members)
    }

    /// `notes`: one object per feel note, in the run's order (`Recording.feelNotes`).
    public static func json(_ notes: [FeelNote]) -> JSONValue { .array(notes.map(json)) }

    /// One element of `notes`: `kind` (`FeelNote.kind`), `frame` (null for a released delegate),
    /// `t_s`, the amounts of its kind (a jump's `distance_pt` and `allowed_pt`, a zeroed release's
    /// `speed_pt_per_ms`), and `message`, the note's sentence.
    public static func json(_ note: FeelNote) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("kind", .string(note.kind)), ("frame", note.frame.map { .number(Double($0)) } ?? .null), ("t_s", .rounded(note.time, 6)),
        ]
        switch note {
        case .jump(_, _, let distance, let allowed): members += [("distance_pt", .rounded(distance, 6)), ("allowed_pt", .rounded(allowed, 6))]
        case .releaseZeroed(_, _, let speed): members.append(("speed_pt_per_ms", .rounded(speed, 6)))
        case .delegateReleased: break
        }
        members.append(("message", .string(note.description)))
        return .object(members)
    }

    /// `[x, y]` rounded to 6 decimals.
    static func point(_ p: CGPoint) -> JSONValue { .array([.rounded(Double(p.x), 6), .rounded(Double(p.y), 6)]) }

    /// The CSV `scrollsim run --format csv` prints for `run` (`render(_:as:)`).
    public static func csv(_ run: ScenarioRun) -> String { render(run, as: .csv) }

    /// `# what-if: …` and a line break when `scenario` is a run UIKit cannot make, else nothing:
    /// the first line of its CSV outputs.
    public static func csvPreamble(_ scenario: Scenario) -> String {
        scenario.whatIf.map { "# what-if: \($0)\n" } ?? ""
    }

    /// The columns of `--events`, each number's named with its unit.
    public static let eventsHeader =
        "name,frame,t_s,event,velocity_x_pt_per_ms,velocity_y_pt_per_ms,proposed_x_pt,proposed_y_pt,target_x_pt,target_y_pt,fast_scroll_multiplier,will_decelerate,offset_x_pt,offset_y_pt,message"

    /// One `--events` row (`eventsHeader`) of an event of the run named `scenario`; absent values
    /// are empty fields.
    public static func eventRow(_ e: DelegateEvent, scenario: String) -> String {
        func pair(_ p: CGPoint?, _ decimals: Int) -> [String] {
            p.map { [Report.number(Double($0.x), decimals), Report.number(Double($0.y), decimals)] } ?? ["", ""]
        }
        let fields =
            [Report.csvField(scenario), String(e.frameIndex), Report.number(e.time, 4), e.name.rawValue]
            + pair(e.velocity, 4) + pair(e.proposedTarget, 3) + pair(e.target, 3)
            + [e.fastScrollMultiplier.map { Report.number($0, 4) } ?? "", e.willDecelerate.map { String($0) } ?? ""] + pair(e.contentOffset, 3) + [
                Report.csvField(e.message ?? "")
            ]
        return fields.joined(separator: ",") + "\n"
    }

    /// The text report `scrollsim run` prints for `run` (`render(_:as:)`): a compact frame table
    /// (every frame during drags and near events, every sixth otherwise), the delegate log, a
    /// summary and the notes (`TextReport`).
    public static func text(_ run: ScenarioRun) -> String { render(run, as: .text) }
}
