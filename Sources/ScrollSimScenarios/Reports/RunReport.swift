import Foundation
import ScrollSim
import ScrollSimJSON

/// A run rendered as text (frame table, events, summary), CSV (one row per frame) or JSON.
public enum RunReport {
    /// The output formats of `scrollsim run`.
    public enum Format: String, CaseIterable, Sendable {
        /// A frame table, the events and a summary, for reading.
        case text
        /// One JSON object: name, frame rate, strategy, frames, events and the summary values, each
        /// number's key ending in its unit (`_s`, `_pt`, `_pt_per_s`, `_pt_per_ms`, `_fps`).
        case json
        /// One CSV row per frame, with a header row.
        case csv
    }

    /// `run` in `format`.
    public static func render(_ run: ScenarioRun, as format: Format) -> String {
        switch format {
        case .text: text(run)
        case .csv: csv(run)
        case .json: json(run).rendered() + "\n"
        }
    }

    /// The JSON object: `name`, `frame_rate_fps`, `strategy`, `frames`, `events`, `final_offset_pt`,
    /// `rest_s`, `final_page`, `maximum_overshoot_pt`, and `subviews` when the scenario has views
    /// inside (`jsonSubviews`). Every key of a number names its unit, as the
    /// CSV columns do: frames' velocities are in pt/s (`velocity_pt_per_s`), a release's in pt/ms
    /// (`velocity_pt_per_ms`, the delegate's unit).
    public static func json(_ run: ScenarioRun) -> JSONValue {
        var members =
            jsonHeader(run.scenario) + [("frames", .array(run.recording.frames.map(json))), ("events", .array(run.recording.events.map(json)))]
            + jsonSummary(
                finalOffset: run.finalOffset, restTime: run.recording.restTime, finalPage: run.finalPage,
                maximumOvershoot: run.recording.maximumOvershoot)
        if !run.subviews.isEmpty { members.append(("subviews", jsonSubviews(run.subviews.map(SubviewSummary.init), of: run.scenario))) }
        return .object(members)
    }

    /// `subviews` of the JSON object: every view inside, at any depth, by name, with `parent` (the
    /// name of the view it sits in, null for the scenario's own), the members the top level has
    /// after its name and frame rate (`strategy`, `frames`, `events` and the summary), and `moved`.
    /// A view's strategy is the one `scenario` gives it (`none` when it is not in `scenario`).
    public static func jsonSubviews(_ subviews: [SubviewSummary], of scenario: Scenario) -> JSONValue {
        .object(
            subviews.map { sub in
                let strategy = scenario.subview(named: sub.name)?.spec.strategy.name ?? StrategySpec().name
                let members: [(key: String, value: JSONValue)] =
                    [
                        ("parent", sub.parent.map { .string($0) } ?? .null), ("strategy", .string(strategy)),
                        ("frames", .array(sub.recording.frames.map(json))),
                        ("events", .array(sub.recording.events.map(json))),
                    ]
                    + jsonSummary(
                        finalOffset: sub.finalOffset, restTime: sub.restTime, finalPage: sub.finalPage, maximumOvershoot: sub.maximumOvershoot)
                    + [("moved", .bool(sub.moved))]
                return (sub.name, JSONValue.object(members))
            })
    }

    /// The text report's last table for a scenario with views inside: one row per view (the
    /// scenario's first), whether it moved, where it rested, its page, rest time and largest
    /// overshoot. Empty without subviews.
    public static func viewsTable(scenario: Scenario, outer: StreamedRunSummary) -> String {
        guard !outer.subviews.isEmpty else { return "" }
        var rows = [["view", "moved", "final offset (pt)", "page", "rest (s)", "max overshoot (pt)"]]
        let moved = outer.lastFrame.map { $0.contentOffset != scenario.scrollView.contentOffset } ?? false
        rows.append([
            scenario.name, moved ? "yes" : "no", Report.point(outer.finalOffset, 3), String(outer.finalPage),
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

    /// The members of the JSON object before `frames`: name, frame rate, strategy.
    public static func jsonHeader(_ scenario: Scenario) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(scenario.name)), ("frame_rate_fps", .number(Double(scenario.frameRate))),
            ("strategy", .string(scenario.strategy.name)),
        ]
        if let whatIf = scenario.whatIf { members.append(("what_if", .string(whatIf))) }
        return members
    }

    /// The members after `events`: final offset, rest time, final page, maximum overshoot.
    public static func jsonSummary(finalOffset: CGPoint, restTime: Double?, finalPage: Int, maximumOvershoot: Double) -> [(
        key: String, value: JSONValue
    )] {
        [
            ("final_offset_pt", point(finalOffset)), ("rest_s", restTime.map { .rounded($0, 6) } ?? .null),
            ("final_page", .number(Double(finalPage))), ("maximum_overshoot_pt", .rounded(maximumOvershoot, 6)),
        ]
    }

    /// One element of `frames`: `t_s`, `offset_pt`, `velocity_pt_per_s`, `phase`.
    public static func json(_ f: Frame) -> JSONValue {
        .object([
            ("t_s", .rounded(f.time, 6)), ("offset_pt", point(f.contentOffset)), ("velocity_pt_per_s", point(f.velocityPointsPerSecond)),
            ("phase", .string(f.phase.description)),
        ])
    }

    /// One element of `events`: `t_s`, `name`, and the fields the event has: `velocity_pt_per_ms`,
    /// `proposed_target_pt`, `target_pt` (the final target: the delegate's, pixel-rounded and
    /// clamped when it changed), `fast_scroll_multiplier`, `will_decelerate`, then `offset_pt` and
    /// `message`.
    public static func json(_ e: DelegateEvent) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("t_s", .rounded(e.time, 6)), ("name", .string(e.name.rawValue))]
        if let v = e.velocity { members.append(("velocity_pt_per_ms", point(v))) }
        if let p = e.proposedTarget { members.append(("proposed_target_pt", point(p))) }
        if let p = e.target { members.append(("target_pt", point(p))) }
        if let m = e.fastScrollMultiplier { members.append(("fast_scroll_multiplier", .rounded(m, 6))) }
        if let w = e.willDecelerate { members.append(("will_decelerate", .bool(w))) }
        members.append(("offset_pt", point(e.contentOffset)))
        if let m = e.message { members.append(("message", .string(m))) }
        return .object(members)
    }

    /// `[x, y]` rounded to 6 decimals.
    static func point(_ p: CGPoint) -> JSONValue { .array([.rounded(Double(p.x), 6), .rounded(Double(p.y), 6)]) }

    /// One CSV row per frame: frame, t, x, y, vx, vy, phase; after a `# what-if:` comment line
    /// when the run is one UIKit cannot make (`Scenario.whatIf`).
    public static func csv(_ run: ScenarioRun) -> String {
        var bytes = Array((csvPreamble(run.scenario) + FrameLineFormat.csvHeader + "\n").utf8)
        for f in run.recording.frames { FrameLineFormat.csv.append(f, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `# what-if: …` and a line break when `scenario` is a run UIKit cannot make, else nothing:
    /// the first line of its CSV outputs.
    public static func csvPreamble(_ scenario: Scenario) -> String {
        scenario.whatIf.map { "# what-if: \($0)\n" } ?? ""
    }

    /// A compact frame table (every frame during drags and near events, every sixth otherwise),
    /// the delegate log and a summary (`TextReport`, fed the recorded run).
    public static func text(_ run: ScenarioRun) -> String {
        var out = ""
        do {
            let r = run.recording
            try text(
                of: r, scenario: run.scenario, finalOffset: run.finalOffset, finalPage: run.finalPage, stopReason: run.stopReason
            ) { out += $0 }
            var summary = StreamedRunSummary()
            summary.lastFrame = r.frames.last
            summary.frameCount = r.frames.count
            summary.restFrame = r.restFrame
            summary.maximumOvershoot = r.maximumOvershoot
            summary.finalPage = run.finalPage
            summary.subviews = run.subviews.map(SubviewSummary.init)
            try subviewsText(scenario: run.scenario, subviews: summary.subviews) { out += $0 }
            out += viewsTable(scenario: run.scenario, outer: summary)
        } catch {
            // Only a temporary file that cannot be made or read ends here: say so in the report.
            out += "(the frame table could not be written: \(error))\n"
        }
        return out
    }

    /// The text report (`TextReport`) of `recording`, a run of `scenario`, written to `write`.
    static func text(
        of recording: Recording, scenario: Scenario, finalOffset: CGPoint, finalPage: Int, stopReason: String?,
        to write: (String) throws -> Void
    ) throws {
        let report = try TextReport(scenario: scenario)
        var next = 0
        for frame in recording.frames {
            try report.frame(frame)
            let start = next
            while next < recording.events.count, recording.events[next].frameIndex <= frame.index { next += 1 }
            report.events(Array(recording.events[start..<next]))
        }
        report.events(Array(recording.events[next...]))
        try report.finish(
            finalOffset: finalOffset, finalPage: finalPage, restTime: recording.restTime, maximumOvershoot: recording.maximumOvershoot,
            stopReason: stopReason, to: write)
    }

    /// The text report of each view inside `scenario`'s (frames, events and summary, titled
    /// `NAME.SUBVIEW`), each after a blank line, written to `write`.
    /// - Throws: what `write` throws, or `OutputError` when a temporary file cannot be used.
    public static func subviewsText(scenario: Scenario, subviews: [SubviewSummary], to write: (String) throws -> Void) throws {
        for sub in subviews {
            guard let spec = scenario.subview(named: sub.name)?.spec else { continue }
            try write("\n")
            try text(
                of: sub.recording, scenario: scenario.scenario(of: spec), finalOffset: sub.finalOffset, finalPage: sub.finalPage,
                stopReason: nil, to: write)
        }
    }
}
