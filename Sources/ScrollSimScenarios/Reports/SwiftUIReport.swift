import Foundation
import ScrollSim
import ScrollSimJSON

/// What SwiftUI reports of a `swiftUI` scenario's run, in every output (docs/physics.md, "SwiftUI
/// scroll phases, geometry and visibility"): each frame's phase (`swiftui_phase` in JSON), and the
/// phase and visibility changes (`swiftui_events` in JSON, a `swiftUI` table in text, `# swiftUI:`
/// lines in CSV). Other scenarios' outputs are unchanged.
public enum SwiftUIReport {
    /// The observer of `scenario`'s SwiftUI scroll view: its children in the content, its bounds
    /// and its `visibilityThreshold`; nil for a scenario without `swiftUI`.
    public static func observer(for scenario: Scenario) -> SwiftUIScrollObserver? {
        guard let swiftUI = scenario.swiftUI else { return nil }
        let bounds = scenario.scrollView.bounds
        return SwiftUIScrollObserver(
            targetFrames: swiftUI.childFrames(bounds: bounds), containerSize: bounds, threshold: swiftUI.visibilityThreshold)
    }

    /// The changes of a recorded run of `scenario`, in order (none without `swiftUI`).
    public static func events(of recording: Recording, scenario: Scenario) -> [SwiftUIScrollEvent] {
        guard var observer = observer(for: scenario) else { return [] }
        return recording.frames.flatMap { observer.observe($0) }
    }

    /// One element of `swiftui_events`: `frame`, `t_s`, then `phase_from` and `phase_to`, or
    /// `visible_from` and `visible_to` (child indices).
    public static func json(_ event: SwiftUIScrollEvent) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("frame", .number(Double(event.frameIndex))), ("t_s", .rounded(event.time, 6))]
        switch event.change {
        case .phase(let old, let new): members += [("phase_from", .string(old.description)), ("phase_to", .string(new.description))]
        case .visibleTargets(let old, let new):
            members += [("visible_from", .array(old.map { .number(Double($0)) })), ("visible_to", .array(new.map { .number(Double($0)) }))]
        }
        return .object(members)
    }

    /// A frame's JSON object (`RunReport.json(_:zoomScale:)`) with its SwiftUI phase last, as
    /// `swiftui_phase`.
    public static func json(_ frame: Frame, zoomScale: Double? = nil) -> JSONValue {
        let plain = RunReport.json(frame, zoomScale: zoomScale)
        guard case .object(var members) = plain else { return plain }
        members.append(("swiftui_phase", .string(SimulatedSwiftUI.ScrollPhase(frame).description)))
        return .object(members)
    }

    /// The text report's row: time (s), frame, change.
    static func row(_ event: SwiftUIScrollEvent) -> [String] {
        [Report.number(event.time, 3), String(event.frameIndex), event.description]
    }

    /// The text report's table after the events, titled `swiftUI`; empty without changes.
    static func table(_ rows: [[String]]) -> String {
        rows.isEmpty ? "" : "\nswiftUI\n" + Report.table([["t (s)", "frame", "change"]] + rows, rightAligned: [0, 1])
    }

    /// The CSV comment line: `# swiftUI: NAME: frame N, T s: CHANGE.` and a line break.
    public static func csvLine(_ event: SwiftUIScrollEvent, of name: String) -> String {
        "# swiftUI: \(name.split(whereSeparator: \.isNewline).joined(separator: " ")): frame \(event.frameIndex), "
            + "\(Report.number(event.time, 4)) s: \(event.description).\n"
    }
}
