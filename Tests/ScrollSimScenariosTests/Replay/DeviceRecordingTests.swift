import Foundation
import ScrollSimScenarios
import Testing

/// Device recordings get the same unknown-key and duplicate-key checks as scenario files.
@Suite("Device recording decoding")
struct DeviceRecordingTests {
    /// A valid recording: three dragging frames and two after release, with `extra` spliced in.
    static func recording(top: String = "", scrollView: String = "", frame: String = "") -> String {
        """
        {"name": "r"\(top), "scrollView": {"bounds": [402, 874], "contentSize": [402, 6000]\(scrollView)},
         "frames": [
          {"t": 0.0, "phase": "dragging", "translation": [0, 0], "offset": [0, 0]\(frame)},
          {"t": 0.016, "phase": "dragging", "translation": [0, -10], "offset": [0, 10]},
          {"t": 0.033, "phase": "dragging", "translation": [0, -20], "offset": [0, 20]},
          {"t": 0.05, "phase": "decelerating", "offset": [0, 30]},
          {"t": 0.066, "phase": "decelerating", "offset": [0, 38]}
         ]}
        """
    }

    func decode(_ text: String, strict: Bool) throws -> DeviceRecording.Loaded {
        let document = try ScenarioFile.parseDocument(text, file: "r.json")
        return try DeviceRecording.decode(document.json, file: "r.json", strict: strict, problems: document.problems)
    }

    @Test("an unknown key at the top, in scrollView or in a frame is an error naming its path and the closest key, strict or not")
    func unknownKeysAreErrors() throws {
        for (text, path, suggestion) in [
            (Self.recording(top: #", "nmae": "x""#), "nmae", "name"),
            (Self.recording(scrollView: #", "bouncez": true"#), "scrollView.bouncez", "bounces"),
            (Self.recording(frame: #", "ofset": [0, 0]"#), "frames[0].ofset", "offset"),
        ] {
            let error = #expect(throws: InputError.self) { try decode(text, strict: false) }
            #expect(error?.kind == .unknownKey(suggestion: suggestion) && error?.path == path, "\(String(describing: error))")
        }
    }

    @Test("under strict, the first unknown key is an error of kind unknown key, naming its path and the closest key")
    func unknownKeyStrict() {
        let text = Self.recording(frame: #", "ofset": [0, 0]"#)
        #expect {
            try decode(text, strict: true)
        } throws: { error in
            let e = error as? InputError
            return e?.kind == .unknownKey(suggestion: "offset") && e?.path == "frames[0].ofset"
                && e?.description == #"r.json at frames[0].ofset: unknown key "ofset" (did you mean "offset"?)."#
        }
    }

    @Test("a clean recording has no warnings, strict or not")
    func clean() throws {
        #expect(try decode(Self.recording(), strict: true).warnings.isEmpty)
    }

    @Test("a duplicate key in a recording warns, and is an error under strict")
    func duplicateKey() throws {
        let text = Self.recording(scrollView: #", "contentSize": [402, 7000]"#)
        let loaded = try decode(text, strict: false)
        #expect(
            loaded.warnings == [
                #"warning: r.json at scrollView.contentSize: duplicate key "contentSize" (twice on line 1); the later value is used."#
            ])
        #expect(loaded.recording.scrollView.contentSize?.height == 7000)
        #expect(throws: InputError.self) { try decode(text, strict: true) }
    }
}
