import Foundation
import ScrollSim
import ScrollSimJSON

/// A gesture recorded on a device: the scroll view, then one entry per display frame.
/// The format is documented in docs/recording-format.md.
public struct DeviceRecording: Equatable, Sendable {
    /// One recorded display frame.
    public struct Sample: Hashable, Sendable {
        /// The frame's timestamp, in seconds (any origin; need not be evenly spaced).
        public var t: Double
        /// Whether the finger was dragging the content (`phase == "dragging"`).
        public var isDragging: Bool
        /// The phase as recorded (`dragging`, `decelerating`, `idle`, …).
        public var phase = ""
        /// The pan's cumulative translation since the drag began, in points (dragging frames).
        public var translation: CGPoint?
        /// The pan recognizer's velocity, in pt/s of the finger (dragging frames).
        public var recognizerVelocity: CGPoint?
        /// The content offset the device displayed, in points.
        public var offset: CGPoint

        /// Hashes every field (CoreGraphics' own `Hashable` is iOS 18 / macOS 15 only).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(t)
            hasher.combine(isDragging)
            hasher.combine(phase)
            hasher.combine(point: translation)
            hasher.combine(point: recognizerVelocity)
            hasher.combine(point: offset)
        }
    }

    /// The recording's name.
    public var name: String
    /// Free text: device, OS, how it was made.
    public var description: String
    /// The display's nominal frame rate, in frames per second. Default 60.
    public var frameRate: Int
    /// The scroll view; its `contentOffset` is the offset when the recording starts.
    public var scrollView: ScrollViewSpec
    /// The collection view layout, as in scenario files, or nil for a plain scroll view.
    public var layout: LayoutSpec? = nil
    /// The strategy the app's delegate used, as in scenario files. Default `none`.
    public var strategy = StrategySpec()
    /// The frames in time order.
    public var frames: [Sample]

    /// A decoded recording with the warnings its file produced.
    public struct Loaded: Sendable {
        /// The recording.
        public var recording: DeviceRecording
        /// Unknown and duplicate keys, one `warning: …` sentence each, as for scenario files.
        public var warnings: [String]
    }

    /// Loads and checks a recording file.
    /// - Parameter strict: make unknown and duplicate keys errors (`--strict`).
    /// - Throws: `InputError` naming the file and the JSON path of the first wrong value.
    public static func load(_ path: String, strict: Bool = false) throws -> Loaded {
        let document = try ScenarioFile.parseDocument(try ScenarioFile.readText(path), file: path)
        return try decode(document.json, file: path, strict: strict, problems: document.problems)
    }

    /// Decodes and checks a parsed recording from `file` (the name used in errors).
    ///
    /// - Parameters:
    ///   - strict: make unknown keys, and the `problems` found while parsing, errors.
    ///   - problems: non-fatal problems found while parsing (duplicate keys), reported first.
    public static func decode(_ json: JSONValue, file: String, strict: Bool, problems: [InputError] = []) throws -> Loaded {
        var reader = JSONReader(source: file, problems: problems)
        let recording = try decode(json, file: file, reader: &reader)
        if strict { try reader.throwIfWarnings() }
        return Loaded(recording: recording, warnings: reader.warnings)
    }

    /// Decodes and checks a parsed recording from `file` (the name used in errors), ignoring
    /// unknown keys; `decode(_:file:strict:problems:)` also returns their warnings.
    public static func decode(_ json: JSONValue, file: String) throws -> DeviceRecording {
        try decode(json, file: file, strict: false).recording
    }

    static func decode(_ json: JSONValue, file: String, reader: inout JSONReader) throws -> DeviceRecording {
        let o = try reader.object(
            json, at: "", known: ["$schema", "name", "description", "frameRate", "scrollView", "layout", "strategy", "frames"])
        // The scenario name rules: a recording's name is printed and names the replay's run, so
        // no control character (an escape sequence) reaches a terminal.
        let name =
            try o["name"].map { try Scenario.decodeName($0, reader: reader) }
            ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        if o["name"] == nil, let problem = Scenario.nameProblem(name) {
            throw InputError(
                .invalidValue, source: reader.source, path: "name",
                "the recording has no name, and its file name \(JSONValue.quoted(name)) cannot name it: \(problem); give it a \"name\"")
        }
        let description = try o["description"].map { try reader.string($0, at: "description") } ?? ""
        let frameRate = try o["frameRate"].map { try reader.integer($0, at: "frameRate", in: SimulationSettings.frameRates) } ?? 60
        guard let sv = o["scrollView"] else { throw reader.mismatch("scrollView", "an object with at least \"bounds\" and \"contentSize\"", nil) }
        let scrollView = try ScrollViewSpec.decode(sv, reader: &reader)
        let layout = try o["layout"].map { try LayoutSpec.decode($0, reader: &reader) }
        let strategy = try o["strategy"].map { try StrategySpec.decode($0, reader: &reader) } ?? StrategySpec()
        if let problem = strategy.requirementError(layout: layout, source: file) { throw problem }
        guard scrollView.contentSize != nil || layout != nil else {
            throw reader.mismatch("scrollView.contentSize", "the content size [width, height] in points (or a layout)", nil)
        }
        let items = try reader.array(o["frames"], at: "frames")
        var frames: [Sample] = []
        for (i, item) in items.enumerated() {
            let path = JSONReader.join("frames", i)
            let f = try reader.object(item, at: path, known: ["t", "phase", "translation", "recognizerVelocity", "offset"])
            let t = try reader.number(f["t"], at: JSONReader.join(path, "t"))
            if let previous = frames.last, t <= previous.t {
                throw reader.mismatch(
                    JSONReader.join(path, "t"), "a time after the previous frame's \(JSONValue.format(previous.t)) s", f["t"])
            }
            // A replay runs the engine on these times, frame by frame: at most an hour of them.
            if let first = frames.first, t - first.t > SimulationSpec.longestDuration {
                throw reader.mismatch(
                    JSONReader.join(path, "t"),
                    "a time within \(JSONValue.format(SimulationSpec.longestDuration)) s of the first frame's \(JSONValue.format(first.t)) s",
                    f["t"])
            }
            let phase = try reader.string(f["phase"], at: JSONReader.join(path, "phase"))
            let dragging = phase == "dragging"
            var sample = Sample(t: t, isDragging: dragging, offset: try reader.point(f["offset"], at: JSONReader.join(path, "offset")))
            sample.phase = phase
            if dragging {
                sample.translation = try reader.point(f["translation"], at: JSONReader.join(path, "translation"))
                sample.recognizerVelocity = try f["recognizerVelocity"].map {
                    try reader.point($0, at: JSONReader.join(path, "recognizerVelocity"))
                }
            }
            frames.append(sample)
        }
        let dragIndices = frames.indices.filter { frames[$0].isDragging }
        guard let first = dragIndices.first, let last = dragIndices.last else {
            throw InputError(.invalidValue, source: file, path: "frames", "expected frames with phase \"dragging\" but found none")
        }
        guard last - first + 1 == dragIndices.count else {
            throw InputError(
                .invalidValue, source: file, path: "frames",
                "expected one drag (one run of \"dragging\" frames) but found more; record one drag per file")
        }
        return DeviceRecording(
            name: name, description: description, frameRate: frameRate, scrollView: scrollView, layout: layout, strategy: strategy,
            frames: frames)
    }
}
