import Foundation
import ScrollSim
import ScrollSimJSON

/// One gesture run under several values of one setting, side by side: the table, CSV, JSON and
/// SVG that `scrollsim compare` prints and writes, from runs of a scenario file (the CLI) or of an
/// app's own delegate (`DelegateComparison`).
public struct SettingsComparison: Sendable {
    /// One value's run.
    public struct Run: Sendable {
        /// The setting's value as given (`fast`, `0.3`).
        public var value: String
        /// How the table's rows and the plot's curves name this run (`decelerationRate=fast`).
        public var label: String
        /// Every frame and callback of the run.
        public var recording: Recording
        /// Where the pages (or cards) are, to name the final page.
        public var pages: PageGrid
        /// The run's figures along `pages.axis`.
        public var summary: RunSummary
        /// The view inside the scenario's that this run is of (`Scenario.subviews`), or nil for
        /// the scenario's own view.
        public var view: String?
        /// Set when the run stopped at the maximum duration still moving: one sentence without
        /// its final period (`StopExplanation`).
        public var stopReason: String?
        /// What a person would notice in the run (`Recording.feelNotes`): a frame that jumps, a
        /// zeroed release, a released delegate.
        public var feelNotes: [FeelNote]

        /// A run from its parts; the summary is computed along `pages.axis`.
        public init(value: String, label: String, recording: Recording, pages: PageGrid, stopReason: String? = nil, view: String? = nil) {
            self.value = value
            self.label = label
            self.view = view
            self.recording = recording
            self.pages = pages
            self.stopReason = stopReason
            summary = RunSummary(recording, axis: pages.axis, pages: pages)
            feelNotes = recording.feelNotes
        }
    }

    /// The setting compared (`scrollView.decelerationRate`, `flickVelocity`).
    public var key: String
    /// The runs, one per value, in the order given.
    public var runs: [Run]
    /// Sentences (without final periods) printed after the table: how a value runs when it is
    /// not what UIKit would run.
    public var notes: [String]

    /// A comparison of `runs` over the setting `key`, with `notes` for the reader.
    public init(key: String, runs: [Run], notes: [String] = []) {
        self.key = key
        self.runs = runs
        self.notes = notes
    }

    /// The runs that stopped at the maximum duration still moving.
    public var stoppedRuns: [Run] { runs.filter { $0.stopReason != nil } }

    /// The comparison in `format`: `table()`, `csv()` or `json(file:)` (for `json` and `jsonl`).
    public func render(as format: OutputFormat, file: String? = nil) -> String {
        switch format {
        case .text: table()
        case .csv: csv()
        case .json, .jsonl: json(file: file)
        }
    }

    /// `note: LABEL: SENTENCE` (without the line break) of each run's feel notes, in run order.
    var feelNoteLines: [String] { runs.flatMap { run in run.feelNotes.map { "\(run.label): \($0)" } } }

    /// The terminal table: one row per run (distance, rest time, peak velocity, largest
    /// overshoot, final offset and page), then one `note:` line per note, then one per feel note
    /// of a run, led by its label (`note: decelerationRate=fast: frame 7 … jumps …`).
    public func table() -> String {
        var rows = [["setting", "distance (pt)", "rest (s)", "peak velocity (pt/s)", "max overshoot (pt)", "final offset (pt)", "final page"]]
        for run in runs {
            let m = run.summary
            rows.append([
                run.label, Report.number(m.distance, 1), m.restTime.map { Report.number($0, 3) } ?? "moving",
                Report.number(m.peakVelocity, 1), Report.number(m.maximumOvershoot, 1), Report.point(m.finalOffset, 1), String(m.finalPage),
            ])
        }
        return Report.table(rows, rightAligned: [1, 2, 3, 4, 6]) + (notes + feelNoteLines).map { "note: \($0)\n" }.joined()
    }

    /// Whether some run is of a view inside the scenario's: the CSV then has a `view` column and
    /// the JSON a `view` member.
    var namesViews: Bool { runs.contains { $0.view != nil } }

    /// The CSV: `# note:` lines (the notes, then each run's feel notes led by its label), a header
    /// whose names carry their units, and one row per run
    /// (an empty rest time for a run that never came to rest); with views inside, a `view` column
    /// after `value` (empty for the scenario's own view).
    public func csv() -> String {
        var out = (notes + feelNoteLines).map { "# note: \($0)\n" }.joined()
        out +=
            "key,value,\(namesViews ? "view," : "")distance_pt,rest_s,peak_velocity_pt_per_s,maximum_overshoot_pt,final_x_pt,final_y_pt,final_page\n"
        for run in runs {
            let m = run.summary
            var fields: [String] = [Report.csvField(key), Report.csvField(run.value)]
            if namesViews { fields.append(Report.csvField(run.view ?? "")) }
            let rest: String = m.restTime.map { Report.number($0, 4) } ?? ""
            fields += [Report.number(m.distance, 3), rest, Report.number(m.peakVelocity, 2), Report.number(m.maximumOvershoot, 3)]
            fields += [Report.number(Double(m.finalOffset.x), 3), Report.number(Double(m.finalOffset.y), 3), String(m.finalPage)]
            out += fields.joined(separator: ",") + "\n"
        }
        return out
    }

    /// The JSON object: the file compared (when there is one), the key, one object per run with
    /// unit-named figures rounded to 6 decimals and its feel notes (`notes`, as `scrollsim run`'s
    /// JSON has them: `RunReport.json(_:)`), and the notes when there are any.
    public func json(file: String? = nil) -> String {
        let objects: [JSONValue] = runs.map { run in
            let m = run.summary
            var members: [(key: String, value: JSONValue)] = [("value", .string(run.value))]
            if let view = run.view { members.append(("view", .string(view))) }
            members += [("distance_pt", .rounded(m.distance, 6)), ("rest_s", m.restTime.map { .rounded($0, 6) } ?? .null)]
            members += [("peak_velocity_pt_per_s", .rounded(m.peakVelocity, 6)), ("maximum_overshoot_pt", .rounded(m.maximumOvershoot, 6))]
            members.append(("final_offset_pt", .array([.rounded(Double(m.finalOffset.x), 6), .rounded(Double(m.finalOffset.y), 6)])))
            members.append(("final_page", .number(Double(m.finalPage))))
            members.append(("notes", RunReport.json(run.feelNotes)))
            return .object(members)
        }
        var members: [(key: String, value: JSONValue)] = []
        if let file { members.append(("file", .string(file))) }
        members += [("key", .string(key)), ("runs", .array(objects))]
        if !notes.isEmpty { members.append(("notes", .array(notes.map { .string($0) }))) }
        return JSONValue.object(members).rendered() + "\n"
    }

    /// The SVG of every run's offset along its axis against time, one curve per run (curves that
    /// coincide are told apart in the legend), with the first run's cards or pages as guides.
    public func svg(title: String) -> String {
        let axis = runs.first?.pages.axis ?? .horizontal
        let series = runs.map { RunPlot.series($0.recording, axis: $0.pages.axis, label: $0.label) }
        var plot = SVGPlot(title: title, xLabel: "time (s)", yLabel: "content offset \(RunPlot.axisName(axis)) (pt)", series: series)
        // The settings compared rarely move the cards: the first run's stand for all.
        if let pages = runs.first?.pages { plot.guides = RunPlot.pageGuides(pages, series: series) }
        return plot.render()
    }
}
