import Foundation
import ScrollSim

/// The release lines of a golden: one per `scrollViewWillEndDragging`, before the frames, with the
/// velocity the delegate received and the targets before and after it, which is what a paging
/// or snapping regression changes first.
///
///     # release frame t(s) vx vy (pt/ms) proposed-x proposed-y target-x target-y (pt)
///     release 7 0.1167 0.0000 2.0000 0.000 2094.005 0.000 2094.005
extension Golden {
    /// The comment line before the release lines, naming their columns.
    static let releaseHeader = "# release frame t(s) vx vy (pt/ms) proposed-x proposed-y target-x target-y (pt)"
    /// The first word of a release line.
    package static let releasePrefix = "release "
    /// Allowed difference of release velocities, in pt/ms (the frames' 0.02 pt/s).
    static let releaseVelocityTolerance = 0.00002

    /// The release line of a `scrollViewWillEndDragging` event, or nil for another event.
    public static func releaseLine(_ event: DelegateEvent) -> String? {
        guard event.name == .scrollViewWillEndDragging else { return nil }
        let v = event.velocity ?? .zero
        let proposed = event.proposedTarget ?? .zero
        let target = event.target ?? proposed
        var bytes = Array(releasePrefix.utf8)
        FixedDecimal.append(integer: Int64(event.frameIndex), to: &bytes)
        for (value, decimals) in [
            (event.time, 4), (Double(v.x), 4), (Double(v.y), 4), (Double(proposed.x), 3), (Double(proposed.y), 3),
            (Double(target.x), 3), (Double(target.y), 3),
        ] {
            bytes.append(0x20)
            FixedDecimal.append(value, decimals: decimals, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The release lines of `text`, in order.
    package static func releaseLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).filter { $0.hasPrefix(releasePrefix) }.map(String.init)
    }

    /// The numbers of a release line: frame, t, vx, vy, proposed x and y, target x and y; nil
    /// when the line is not one.
    package static func releaseNumbers(_ line: String) -> [Double]? {
        guard line.hasPrefix(releasePrefix) else { return nil }
        let numbers = line.dropFirst(releasePrefix.count).split(separator: " ").map { Double($0) }
        guard numbers.count == 8, numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.map { $0! }
    }

    /// The release columns after the frame number, as named in messages, with their tolerances.
    static let releaseColumns: [(name: String, tolerance: Double)] = [
        ("t (s)", 1e-4), ("release vx (pt/ms)", releaseVelocityTolerance), ("release vy (pt/ms)", releaseVelocityTolerance),
        ("proposed target x (pt)", offsetTolerance), ("proposed target y (pt)", offsetTolerance),
        ("target x (pt)", offsetTolerance), ("target y (pt)", offsetTolerance),
    ]

    /// Whether two release lines agree within the tolerances (the frame number exactly).
    static func releasesAgree(_ a: String, _ b: String) -> Bool {
        guard let x = releaseNumbers(a), let y = releaseNumbers(b), x[0] == y[0] else { return false }
        return zip(x.dropFirst(), y.dropFirst()).enumerated().allSatisfy { i, pair in
            agree(pair.0, pair.1, tolerance: releaseColumns[i].tolerance)
        }
    }

    /// One sentence on how release `index` (0-based) differs, or which side has more releases.
    static func releaseExplanation(index: Int, expected: String?, actual: String?) -> String {
        guard let expected else { return "release \(index + 1) is new: the golden has \(index) releases." }
        guard let actual else { return "release \(index + 1) is gone: the run has \(index) releases." }
        guard let x = releaseNumbers(expected), let y = releaseNumbers(actual) else { return "release \(index + 1) is not in the golden format." }
        var parts: [String] = []
        if x[0] != y[0] { parts.append("its frame is \(Int(x[0])) in the golden and \(Int(y[0])) now") }
        for (i, (p, q)) in zip(x.dropFirst(), y.dropFirst()).enumerated() where !agree(p, q, tolerance: releaseColumns[i].tolerance) {
            let apart =
                p.isFinite && q.isFinite
                ? "\(Report.number(abs(p - q), 4)) apart, tolerance \(releaseColumns[i].tolerance)" : "a non-finite value matches only itself"
            parts.append(
                "\(releaseColumns[i].name) is \(Report.number(p, i < 3 ? 4 : 3)) in the golden and \(Report.number(q, i < 3 ? 4 : 3)) now (\(apart))")
        }
        return "release \(index + 1) (frame \(Int(y[0]))): " + parts.joined(separator: "; ") + "."
    }

    /// The first release that differs between two release lists, as a message with its diff.
    package static func releaseMismatch(expected: [String], actual: [String]) -> String? {
        for i in 0..<max(expected.count, actual.count) {
            let old = i < expected.count ? expected[i] : nil
            let new = i < actual.count ? actual[i] : nil
            if let old, let new, releasesAgree(old, new) { continue }
            var message = releaseExplanation(index: i, expected: old, actual: new) + "\n"
            if let old { message += "- " + old + "\n" }
            if let new { message += "+ " + new + "\n" }
            return message
        }
        return nil
    }
}
