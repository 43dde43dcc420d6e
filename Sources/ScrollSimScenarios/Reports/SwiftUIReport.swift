import Foundation
import ScrollSim
import ScrollSimJSON

/// What SwiftUI reports of a `swiftUI` scenario's run, in every output (docs/physics.md, "SwiftUI
/// scroll phases, geometry and visibility"): each frame's phase and visible rect (`swiftui_phase`
/// and `swiftui_visible_rect_pt` in JSON), the phase, visibility and geometry changes other than
/// the offset's (`swiftui_events` in JSON, a `swiftUI` table in text, `# swiftUI:` lines in CSV),
/// and in text and CSV one line summing up the visible rect's changes. Other scenarios' outputs
/// are unchanged.
public enum SwiftUIReport {
    /// The observer of `scenario`'s SwiftUI scroll view, following its stack's changes
    /// (`RunObserver`); nil for a scenario without `swiftUI`.
    public static func observer(for scenario: Scenario) -> RunObserver? { RunObserver(scenario: scenario) }

    /// The changes of a recorded run of `scenario`, in order, and each frame's visible rect (none
    /// without `swiftUI`).
    public static func observation(of recording: Recording, scenario: Scenario) -> (events: [SwiftUIScrollEvent], visibleRects: [CGRect]) {
        guard var observer = observer(for: scenario) else { return ([], []) }
        var events: [SwiftUIScrollEvent] = []
        var rects: [CGRect] = []
        for frame in recording.frames {
            events += observer.observe(frame)
            rects.append(observer.observer.geometry?.visibleRect ?? .zero)
        }
        return (events, rects)
    }

    /// The changes of a recorded run of `scenario`, in order (none without `swiftUI`).
    public static func events(of recording: Recording, scenario: Scenario) -> [SwiftUIScrollEvent] {
        observation(of: recording, scenario: scenario).events
    }

    /// When `transform`'s value of the geometry changes in a recorded run of `scenario`, as
    /// `onScrollGeometryChange(for:of:action:)` calls its action, following the stack's changes
    /// (none without `swiftUI`).
    public static func geometryChanges<Value: Equatable>(
        of recording: Recording, scenario: Scenario, _ transform: (SimulatedSwiftUI.ScrollGeometry) -> Value
    ) -> [SwiftUIGeometryChange<Value>] {
        guard var observer = observer(for: scenario) else { return [] }
        let geometries = recording.frames.map { frame -> SimulatedSwiftUI.ScrollGeometry in
            _ = observer.observe(frame)
            return observer.observer.geometry!
        }
        return SwiftUIGeometryChange.changes(frames: recording.frames, geometries: geometries, of: transform)
    }

    /// One element of `swiftui_events`: `frame`, `t_s`, then `phase_from` and `phase_to`,
    /// `visible_from` and `visible_to` (child indices), or `geometry_from` and `geometry_to`
    /// (`json(_:)` of a geometry).
    public static func json(_ event: SwiftUIScrollEvent) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("frame", .number(Double(event.frameIndex))), ("t_s", .rounded(event.time, 6))]
        switch event.change {
        case .phase(let old, let new): members += [("phase_from", .string(old.description)), ("phase_to", .string(new.description))]
        case .visibleTargets(let old, let new):
            members += [("visible_from", .array(old.map { .number(Double($0)) })), ("visible_to", .array(new.map { .number(Double($0)) }))]
        case .geometry(let old, let new): members += [("geometry_from", json(old)), ("geometry_to", json(new))]
        }
        return .object(members)
    }

    /// A geometry as JSON: `content_offset_pt` [x, y], `content_size_pt` [w, h],
    /// `content_insets_pt` [top, leading, bottom, trailing], `container_size_pt` [w, h].
    public static func json(_ g: SimulatedSwiftUI.ScrollGeometry) -> JSONValue {
        func list(_ values: [CGFloat]) -> JSONValue { .array(values.map { .rounded(Double($0), 4) }) }
        let i = g.contentInsets
        return .object([
            ("content_offset_pt", list([g.contentOffset.x, g.contentOffset.y])),
            ("content_size_pt", list([g.contentSize.width, g.contentSize.height])),
            ("content_insets_pt", list([i.top, i.leading, i.bottom, i.trailing])),
            ("container_size_pt", list([g.containerSize.width, g.containerSize.height])),
        ])
    }

    /// A frame's JSON object (`RunReport.json(_:zoomScale:)`) with its SwiftUI phase, as
    /// `swiftui_phase`, and, when given, its geometry's visible rect [x, y, width, height] in points,
    /// as `swiftui_visible_rect_pt`, last.
    public static func json(_ frame: Frame, zoomScale: Double? = nil, visibleRect: CGRect? = nil) -> JSONValue {
        let plain = RunReport.json(frame, zoomScale: zoomScale)
        guard case .object(var members) = plain else { return plain }
        members.append(("swiftui_phase", .string(SimulatedSwiftUI.ScrollPhase(frame).description)))
        if let r = visibleRect {
            members.append(("swiftui_visible_rect_pt", .array([r.minX, r.minY, r.width, r.height].map { .rounded(Double($0), 4) })))
        }
        return .object(members)
    }

    /// The text report's row: time (s), frame, change.
    static func row(_ event: SwiftUIScrollEvent) -> [String] {
        [Report.number(event.time, 3), String(event.frameIndex), event.description]
    }

    /// The text report's table after the events, titled `swiftUI`, then `summary` (the visible
    /// rect's, `RunObserver.visibleRectSummary`) on a line of its own; empty without either.
    static func table(_ rows: [[String]], summary: String? = nil) -> String {
        guard !rows.isEmpty || summary != nil else { return "" }
        return "\nswiftUI\n" + (rows.isEmpty ? "" : Report.table([["t (s)", "frame", "change"]] + rows, rightAligned: [0, 1]))
            + (summary.map { $0 + "\n" } ?? "")
    }

    /// The CSV comment line: `# swiftUI: NAME: frame N, T s: CHANGE.` and a line break.
    public static func csvLine(_ event: SwiftUIScrollEvent, of name: String) -> String {
        "# swiftUI: \(csvName(name)): frame \(event.frameIndex), \(Report.number(event.time, 4)) s: \(event.description).\n"
    }

    /// The CSV comment line of the visible rect's summary: `# swiftUI: NAME: SUMMARY.` and a line
    /// break.
    public static func csvSummaryLine(_ summary: String, of name: String) -> String { "# swiftUI: \(csvName(name)): \(summary).\n" }

    /// A run's name on one line.
    static func csvName(_ name: String) -> String { name.split(whereSeparator: \.isNewline).joined(separator: " ") }
}
