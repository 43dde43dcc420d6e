import Foundation
import ScrollSimScenarios
import Testing

/// Values in a likely wrong unit warn (errors under strict), naming the path, the value, the unit
/// it is read in and the likely mistake; touch samples past the maximum duration are errors.
@Suite("Plausibility of a scenario's units")
struct ScenarioPlausibilityTests {
    func load(_ gestures: String, strict: Bool = false) throws -> ScenarioFile.Loaded {
        let text = #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 40000]}, "gestures": [\#(gestures)]}"#
        return try ScenarioFile.decode(try ScenarioFile.parseJSON(text, file: "u.json"), file: "u.json", strict: strict)
    }

    @Test("a release velocity of 600 pt/ms (meant as pt/s) warns with its value in pt/s and the pt/ms it likely meant")
    func releaseVelocityInPointsPerSecond() throws {
        let gesture = #"{"t": 0, "type": "drag", "distance": 100, "releaseVelocity": 600}"#
        #expect(
            try load(gesture).warnings == [
                "warning: u.json at gestures[0].releaseVelocity: 600 pt/ms is 600,000 pt/s, faster than any finger (above 20 pt/ms); "
                    + "if pt/s was meant, write 0.6 (pt/ms)."
            ])
        #expect(try load(#"{"t": 0, "type": "drag", "distance": 100, "releaseVelocity": -20}"#).warnings.isEmpty, "20 pt/ms is the bound")
        let strict = #expect(throws: InputError.self) { try load(gesture, strict: true) }
        #expect(strict?.path == "gestures[0].releaseVelocity")
    }

    @Test("an endDrag velocity of [-0.6, 0] pt/s (meant as pt/ms) warns instead of being zeroed silently")
    func recognizerVelocityInPointsPerMillisecond() throws {
        let gestures =
            #"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "move", "translation": [0, 50]}, {"t": 0.2, "type": "endDrag", "velocity": [-0.6, 0]}"#
        #expect(
            try load(gestures).warnings == [
                "warning: u.json at gestures[2].velocity: [-0.6, 0] pt/s is slower than 1 pt/s, so the release is zeroed; "
                    + "if pt/ms was meant, write [-600, 0] (pt/s)."
            ])
        let zero = #"{"t": 0, "type": "beginDrag"}, {"t": 0.2, "type": "endDrag", "velocity": [0, 0]}"#
        #expect(try load(zero).warnings.isEmpty, "a velocity of exactly zero is a deliberate release at rest")
        let move = #"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "move", "translation": [0, 50], "velocity": [0, 0.5]}"#
        #expect(try load(move).warnings.first?.contains("gestures[1].velocity: [0, 0.5] pt/s") == true)
    }

    @Test("touch sample times in milliseconds are an error at the first sample past the maximum duration, which says so")
    func sampleTimesInMilliseconds() throws {
        let gesture = #"{"t": 2, "type": "touches", "samples": [[0, 100, 400], [16, 100, 380], [33, 100, 360], [50, 100, 340], [66, 100, 320]]}"#
        let error = #expect(throws: InputError.self) { try load(gesture) }
        #expect(error?.path == "gestures[0].samples[4][0]")
        #expect(
            error?.message
                == "expected a time of at most 58 s (the gesture's t, 2 s, plus the sample's time must lie within simulation.maximumDuration, "
                + "60 s) but found the number 66; every sample comes 1 s or more after the one before, as if the times were milliseconds, "
                + "but they are read as seconds after t")
    }

    @Test("an endDrag velocity of 10¹² pt/s warns: faster than any finger, and a release that leaves ±10¹² pt")
    func recognizerVelocityFasterThanAnyFinger() throws {
        let gesture = #"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "endDrag", "velocity": [0, -1e12]}"#
        #expect(
            try load(gesture).warnings == [
                "warning: u.json at gestures[1].velocity: [0, -1000000000000] pt/s is faster than any finger (above 20,000 pt/s); a "
                    + "release this fast can carry the content past its edge beyond ±1e12 pt, where offsets are no longer exact."
            ])
        #expect(try load(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "endDrag", "velocity": [0, -20000]}"#).warnings.isEmpty)
    }

    @Test("an endDrag velocity of [0, -1.5] warns: under the 250 pt/s UIKit zeroes, a flick if read as pt/ms; 0.5 and 300 pt/s do not")
    func endDragVelocityInTheWrongUnit() throws {
        #expect(
            try load(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "endDrag", "velocity": [0, -1.5]}"#).warnings == [
                "warning: u.json at gestures[1].velocity: [0, -1.5] pt/s is under the 250 pt/s below which UIKit zeroes a release, and "
                    + "read as pt/ms it would be a flick; the velocity of endDrag is in pt/s: if pt/ms was meant, write [0, -1500]."
            ])
        // 20 pt/ms, the fastest finger, warns; 21 pt/s is no flick in pt/ms either, and 300 pt/s glides.
        #expect(try load(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "endDrag", "velocity": [20, 0]}"#).warnings.count == 1)
        #expect(try load(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "endDrag", "velocity": [21, 0]}"#).warnings.isEmpty)
        #expect(try load(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "endDrag", "velocity": [0, 300]}"#).warnings.isEmpty)
        // A move's velocity of 1.5 pt/s is a slow drag, not a release: no warning.
        #expect(
            try load(#"{"t": 0, "type": "beginDrag"}, {"t": 0.05, "type": "move", "translation": [0, -2], "velocity": [0, -1.5]}"#)
                .warnings.isEmpty)
    }

    @Test("a touch sample at 61 s, past the default maximum duration of 60 s, is an error naming that sample")
    func sampleAfterTheMaximumDuration() throws {
        let gesture = #"{"t": 0, "type": "touches", "samples": [[0, 100, 400], [0.5, 100, 380], [61, 100, 360]]}"#
        let error = #expect(throws: InputError.self) { try load(gesture) }
        #expect(error?.path == "gestures[0].samples[2][0]")
        #expect(
            error?.message
                == "expected a time of at most 60 s (the gesture's t, 0 s, plus the sample's time must lie within simulation.maximumDuration, "
                + "60 s) but found the number 61")
        #expect(throws: Never.self) { try load(#"{"t": 0, "type": "touches", "samples": [[0, 100, 400], [60, 100, 360]]}"#) }
    }

    @Test("touch samples 2·10¹² pt apart in 1 ms warn at the later one: faster than any finger, and a release that leaves ±10¹² pt")
    func touchesFasterThanAnyFinger() throws {
        let gesture = #"{"t": 0, "type": "touches", "samples": [[0, 100, 1e12], [0.001, 100, -1e12], [0.04, 100, -1e12]]}"#
        // 2·10¹² pt in 0.001 s is 2·10¹⁵ pt/s, 2·10¹² pt/ms.
        #expect(
            try load(gesture).warnings == [
                "warning: u.json at gestures[0].samples[1]: the finger moves 2,000,000,000,000 pt in 0.001 s from the sample before "
                    + "(2,000,000,000,000 pt/ms), faster than any finger (above 20 pt/ms); a release this fast can carry the content past "
                    + "its edge beyond ±1e12 pt, where offsets are no longer exact."
            ])
        let strict = #expect(throws: InputError.self) { try load(gesture, strict: true) }
        #expect(strict?.path == "gestures[0].samples[1]")
        // 19 pt in 1 ms is 19 pt/ms, under the bound: no warning. Two samples at one time and two places warn.
        #expect(try load(#"{"t": 0, "type": "touches", "samples": [[0, 100, 400], [0.001, 100, 381]]}"#).warnings.isEmpty)
        let instant = try load(#"{"t": 0, "type": "touches", "samples": [[0, 100, 400], [0, 100, 380]]}"#).warnings
        #expect(instant.first?.contains("the finger moves 20 pt in 0 s from the sample before (at once)") == true, "\(instant)")
    }

    @Test("touch sample times in milliseconds that end within the maximum duration warn at the second sample")
    func shortSampleTimesInMilliseconds() throws {
        let warnings = try load(#"{"t": 0, "type": "touches", "samples": [[0, 100, 400], [16, 100, 380], [33, 100, 360]]}"#).warnings
        #expect(
            warnings == [
                "warning: u.json at gestures[0].samples[1][0]: 16 s comes 16 s after the previous sample, and every sample at least 1 s after "
                    + "the one before, where a touchscreen reports every 4 to 17 ms; if milliseconds were meant, write seconds: 0.016."
            ])
    }

    @Test("a sample written to 0.1 ms just after a frame's time warns that it falls into the next frame")
    func sampleRoundedAfterFrame() throws {
        // At 60 fps frame 4 is at 1/15 s = 0.066667 s: 0.0667 lies 0.033 ms after it, so it takes
        // effect at frame 5 (0.083 s).
        let rounded = #"{"t": 0, "type": "touches", "samples": [[0, 100, 400], [0.0667, 100, 380], [0.1333, 100, 360]]}"#
        #expect(
            try load(rounded).warnings == [
                "warning: u.json at gestures[0].samples[1][0]: 0.0667 s (at 0.066700 s) lies 0.0333 ms after frame 4's time, 0.066667 s, "
                    + "so it takes effect at frame 5 (0.083333 s); write it to the microsecond, 0.066667 s, for frame 4."
            ])
        let exact = #"{"t": 0, "type": "touches", "samples": [[0, 100, 400], [0.066667, 100, 380], [0.133333, 100, 360]]}"#
        #expect(try load(exact).warnings.isEmpty)
        let between = #"{"t": 0, "type": "touches", "samples": [[0, 100, 400], [0.07, 100, 380], [0.14, 100, 360]]}"#
        #expect(try load(between).warnings.isEmpty, "3.3 ms after a frame is a time between frames, not a rounded one")
    }
}
