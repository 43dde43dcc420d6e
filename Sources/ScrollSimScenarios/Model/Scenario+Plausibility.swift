import Foundation
import ScrollSim
import ScrollSimJSON

/// Values that decode but are very likely written in the wrong unit: warnings (errors under
/// `--strict`) naming the path, the value, the unit it is read in and the likely mistake. The
/// bounds are documented in docs/scenario-format.md ("Plausibility warnings").
extension Scenario {
    /// The fastest plausible `drag.releaseVelocity`, in pt/ms: 20 pt/ms = 20,000 pt/s, beyond any
    /// finger (a hard flick on a phone measures 5 to 10 pt/ms).
    public static let fastestPlausibleRelease = 20.0

    /// The slowest plausible nonzero recognizer `velocity` of `move` and `endDrag`, in pt/s: a
    /// magnitude below 1 pt/s looks like pt/ms written where pt/s is read (UIKit zeroes a release
    /// below 250 pt/s anyway).
    public static let slowestPlausibleRecognizerVelocity = 1.0

    /// The longest plausible interval between every two touch samples, in seconds: a touchscreen
    /// reports every 4 to 17 ms (60 to 240 Hz), so samples at least 1 s apart throughout look like
    /// milliseconds written where seconds are read.
    public static let longestPlausibleSampleInterval = 1.0

    /// How far after a frame's time a touch sample may lie and still look meant for that frame,
    /// in seconds: 0.1 ms, the precision of a time written with four decimals (0.0667 for the frame
    /// at 1/15 s). Such a sample takes effect at the next frame (`Simulation.frameIndex`).
    public static let sampleRoundingWindow = 0.0001

    /// Warns about implausible units in `gestures`, and throws when a touch sample lies after
    /// `simulation.maximumDuration` (its absolute time is the gesture's `t` plus the sample's time).
    static func checkPlausibility(_ gestures: [GestureSpec], frameRate: Int, simulation: SimulationSpec, reader: inout JSONReader) throws {
        for (i, g) in gestures.enumerated() {
            let path = JSONReader.join("gestures", i)
            switch g.kind {
            case .drag(_, let velocity, _) where abs(velocity) > fastestPlausibleRelease:
                reader.warn(
                    .invalidValue, at: JSONReader.join(path, "releaseVelocity"),
                    "\(grouped(velocity)) pt/ms is \(grouped(velocity * 1000)) pt/s, faster than any finger (above "
                        + "\(grouped(fastestPlausibleRelease)) pt/ms); if pt/s was meant, write \(grouped(velocity / 1000)) (pt/ms)")
            case .event(.move(_, let velocity?)), .event(.endDrag(let velocity?)):
                let speed = max(abs(Double(velocity.x)), abs(Double(velocity.y)))
                if speed > fastestPlausibleRelease * 1000 {
                    reader.warn(
                        .invalidValue, at: JSONReader.join(path, "velocity"),
                        "\(pair(velocity, 1)) pt/s is faster than any finger (above \(grouped(fastestPlausibleRelease * 1000)) pt/s); a "
                            + "release this fast can carry the content past its edge beyond ±1e12 pt, where offsets are no longer exact")
                }
                if speed > 0, speed < slowestPlausibleRecognizerVelocity {
                    reader.warn(
                        .invalidValue, at: JSONReader.join(path, "velocity"),
                        "\(pair(velocity, 1)) pt/s is slower than \(grouped(slowestPlausibleRecognizerVelocity)) pt/s, so the release is "
                            + "zeroed; if pt/ms was meant, write \(pair(velocity, 1000)) (pt/s)")
                } else if case .event(.endDrag) = g.kind, speed >= slowestPlausibleRecognizerVelocity, speed <= fastestPlausibleRelease {
                    // A release UIKit zeroes (under 250 pt/s) that, read as pt/ms, would be a flick.
                    reader.warn(
                        .invalidValue, at: JSONReader.join(path, "velocity"),
                        "\(pair(velocity, 1)) pt/s is under the 250 pt/s below which UIKit zeroes a release, and read as pt/ms it would "
                            + "be a flick; the velocity of endDrag is in pt/s: if pt/ms was meant, write \(pair(velocity, 1000))")
                }
            case .touches(let samples):
                try checkSamples(samples, of: g, at: JSONReader.join(path, "samples"), frameRate: frameRate, simulation: simulation, reader: &reader)
            default:
                break
            }
        }
    }

    /// A `touches` gesture's samples: each within the maximum duration (an error), not all a
    /// second or more apart, and none just after a frame's time (warnings).
    static func checkSamples(
        _ samples: [TouchSample], of gesture: GestureSpec, at path: String, frameRate: Int, simulation: SimulationSpec,
        reader: inout JSONReader
    ) throws {
        let intervals = zip(samples.dropFirst(), samples).map { $0.time - $1.time }
        let looksLikeMilliseconds = !intervals.isEmpty && intervals.allSatisfy { $0 >= longestPlausibleSampleInterval }
        let hint =
            looksLikeMilliseconds
            ? "; every sample comes 1 s or more after the one before, as if the times were milliseconds, but they are read as seconds after t" : ""
        if let late = samples.firstIndex(where: { gesture.t + $0.time > simulation.maximumDuration }) {
            throw reader.mismatch(
                JSONReader.join(JSONReader.join(path, late), 0),
                "a time of at most \(JSONValue.format(simulation.maximumDuration - gesture.t)) s (the gesture's t, "
                    + "\(JSONValue.format(gesture.t)) s, plus the sample's time must lie within simulation.maximumDuration, "
                    + "\(JSONValue.format(simulation.maximumDuration)) s)",
                .number(samples[late].time), hint: hint)
        }
        if looksLikeMilliseconds {
            reader.warn(
                .invalidValue, at: JSONReader.join(JSONReader.join(path, 1), 0),
                "\(JSONValue.format(samples[1].time)) s comes \(JSONValue.format(intervals[0])) s after the previous sample, and every "
                    + "sample at least \(grouped(longestPlausibleSampleInterval)) s after the one before, where a touchscreen reports "
                    + "every 4 to 17 ms; if milliseconds were meant, write seconds: \(JSONValue.format(samples[1].time / 1000))")
        }
        checkFingerSpeed(samples, at: path, reader: &reader)
        // Only the regular frames: `simulation.frameTimes` replaces them with the file's own.
        guard simulation.frameTimes == nil else { return }
        for (j, sample) in samples.enumerated() {
            let time = gesture.t + sample.time
            let frame = Simulation.frameIndex(forTime: time, frameRate: frameRate)
            guard frame > 0 else { continue }
            let previous = Double(frame - 1) / Double(frameRate)
            guard time - previous <= sampleRoundingWindow else { continue }
            let late = (time - previous) * 1000
            reader.warn(
                .invalidValue, at: JSONReader.join(JSONReader.join(path, j), 0),
                "\(JSONValue.format(sample.time)) s (at \(Report.number(time, 6)) s) lies \(Report.number(late, 4)) ms after frame "
                    + "\(frame - 1)'s time, \(Report.number(previous, 6)) s, so it takes effect at frame \(frame) "
                    + "(\(Report.number(Double(frame) / Double(frameRate), 6)) s); write it to the microsecond, "
                    + "\(Report.number(previous - gesture.t, 6)) s, for frame \(frame - 1)")
            return  // one warning per gesture: the rest are likely rounded the same way
        }
    }

    /// Warns at the first sample the finger reaches faster than `fastestPlausibleRelease` (pt/ms)
    /// from the one before: no finger moves so fast, and the release it makes can carry the content
    /// so far past its edge that the offsets leave the ±10¹² pt within which they are exact (two
    /// samples 2·10¹² pt apart and 1 ms apart overshoot the edge by 6.7·10¹³ pt).
    static func checkFingerSpeed(_ samples: [TouchSample], at path: String, reader: inout JSONReader) {
        for j in samples.indices.dropFirst() {
            let (from, to) = (samples[j - 1], samples[j])
            let distance = max(abs(Double(to.point.x - from.point.x)), abs(Double(to.point.y - from.point.y)))
            let interval = to.time - from.time
            guard distance > fastestPlausibleRelease * 1000 * interval else { continue }
            let speed = interval > 0 ? "\(grouped(distance / interval / 1000)) pt/ms" : "at once"
            reader.warn(
                .invalidValue, at: JSONReader.join(path, j),
                "the finger moves \(grouped(distance)) pt in \(JSONValue.format(interval)) s from the sample before (\(speed)), faster "
                    + "than any finger (above \(grouped(fastestPlausibleRelease)) pt/ms); a release this fast can carry the content past "
                    + "its edge beyond ±1e12 pt, where offsets are no longer exact")
            return  // one warning per gesture
        }
    }

    /// `n` with thousands grouped by commas when whole (600,000), otherwise as JSON writes it.
    static func grouped(_ value: Double) -> String {
        // Scaled by 1000, 0.6 is 600 and not 600.0000000000001: six decimals are kept.
        let n = (value * 1e6).rounded() / 1e6
        guard n == n.rounded(), abs(n) < 1e15 else { return JSONValue.format(n) }
        let digits = String(Int(abs(n)))
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// `[x, y]` scaled by `factor`, as JSON writes the numbers.
    /// `[x, y]` scaled by `factor`, as JSON writes it (no digit grouping: in an array a comma
    /// would read as another number), six decimals at most.
    static func pair(_ p: CGPoint, _ factor: Double) -> String {
        func plain(_ v: Double) -> String { JSONValue.format((v * factor * 1e6).rounded() / 1e6) }
        return "[\(plain(Double(p.x))), \(plain(Double(p.y)))]"
    }
}
