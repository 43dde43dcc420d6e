import Foundation
import ScrollSim
import ScrollSimJSON

extension FeelPage {
    /// The decimals each column keeps: the goldens' (times 4, offsets 3, velocities 2).
    static let decimals = (time: 4, offset: 3, velocity: 2)

    /// The most cells a run's viewport draws, and so the most its data holds: a 100,000-item layout
    /// embeds 3,000 (its first), not 100,000 per run.
    public static let mostCellsDrawn = 3000

    /// The most notices (`Run.notices`) a run's data holds: each is a line under the run and a
    /// mark on the curves; the page says how many more there are.
    public static let mostNotices = 100

    /// The most runs a page holds: each is a viewport and two curves, and a page of hundreds is
    /// too large to open (`scrollsim view` refuses more).
    public static let mostRuns = 64

    /// The phases by code, as the page numbers them.
    static let phaseNames = MotionPhase.allCases.map(\.description)
    /// SwiftUI's phases by code, as the page numbers them (only on a page with a SwiftUI run).
    static let swiftUIPhaseNames = SimulatedSwiftUI.ScrollPhase.allCases.map(\.description)

    /// A column of numbers, each rounded as the goldens round it to `decimals` and kept as that
    /// integer: the first value, then each difference from the one before, comma-separated, a run
    /// of `k` equal differences `d` written `d*k`. A value that is not finite is kept as 0.
    static func packed(_ values: [Double], decimals: Int) -> String {
        packed(values.map { FixedDecimal.units($0, decimals: decimals) ?? 0 })
    }

    /// `packed(_:decimals:)` for integers.
    static func packed(_ units: [Int64]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(units.count * 3)
        var previous: Int64 = 0
        var pending: (delta: Int64, count: Int)?
        func flush() {
            guard let (delta, count) = pending else { return }
            if !out.isEmpty { out.append(0x2C) }
            FixedDecimal.append(integer: delta, to: &out)
            if count > 1 {
                out.append(0x2A)
                FixedDecimal.append(integer: Int64(count), to: &out)
            }
        }
        for (i, value) in units.enumerated() {
            let delta = i == 0 ? value : value &- previous
            previous = value
            if let p = pending, p.delta == delta, i > 0 {
                pending = (delta, p.count + 1)
            } else {
                flush()
                pending = (delta, 1)
            }
        }
        flush()
        return String(decoding: out, as: UTF8.self)
    }

    /// The page's data as one JSON object. Each distinct layout (its first `mostCellsDrawn` cells
    /// and its count) is embedded once, in `layouts`, and each run names its own by index: a golden
    /// and a new run of one view, or a dozen settings of one carousel, share one.
    func dataJSON() -> String {
        func number(_ x: Double, _ decimals: Int) -> String { FixedDecimal.text(x, decimals: decimals) }
        func point(_ p: CGPoint, _ decimals: Int) -> String { "[\(number(Double(p.x), decimals)),\(number(Double(p.y), decimals))]" }
        var layouts: [String] = []
        var layoutIndex: [String: Int] = [:]
        var runsJSON: [String] = []
        for run in runs {
            let scene = run.scene
            // At most `mostCellsDrawn` cells are embedded (the page draws no more); `count` says
            // how many the layout has.
            let cells = scene.itemFrames.prefix(Self.mostCellsDrawn).map {
                "[\(number(Double($0.minX), 3)),\(number(Double($0.minY), 3)),\(number(Double($0.width), 3)),\(number(Double($0.height), 3))]"
            }
            let layout = "{\"cells\":[\(cells.joined(separator: ","))],\"count\":\(scene.itemFrames.count)}"
            let index = layoutIndex[layout] ?? layouts.count
            if index == layouts.count {
                layoutIndex[layout] = index
                layouts.append(layout)
            }
            let phases = run.phases.map { Int64(Self.phaseNames.firstIndex(of: $0) ?? 0) }
            var members = [
                "\"title\":\(Self.quoted(run.title))", "\"label\":\(Self.quoted(run.label))",
                "\"bounds\":\(point(CGPoint(x: scene.boundsSize.width, y: scene.boundsSize.height), 3))",
                "\"min\":\(point(scene.minimumOffset, 3))", "\"max\":\(point(scene.maximumOffset, 3))",
                "\"layout\":\(index)", "\"n\":\(run.times.count)",
                "\"t\":\"\(Self.packed(run.times, decimals: Self.decimals.time))\"",
                "\"x\":\"\(Self.packed(run.offsets.map { Double($0.x) }, decimals: Self.decimals.offset))\"",
                "\"y\":\"\(Self.packed(run.offsets.map { Double($0.y) }, decimals: Self.decimals.offset))\"",
                "\"phase\":\"\(Self.packed(phases))\"",
            ]
            if let paging = scene.paging {
                let origin = point(paging.origin, 3)
                members.append("\"paging\":{\"origin\":\(origin),\"stride\":\(point(CGPoint(x: paging.stride.width, y: paging.stride.height), 3))}")
            } else if let stops = scene.pageStops {
                let at = stops.offsets.prefix(Self.mostCellsDrawn).map { number($0, 3) }
                members.append("\"stops\":{\"axis\":\(stops.axis == .horizontal ? 0 : 1),\"at\":[\(at.joined(separator: ","))]}")
            }
            if let variant = run.variant { members.append("\"variant\":\(Self.quoted(variant))") }
            if let swiftUI = run.swiftUIPhases {
                members.append("\"swiftui\":\"\(Self.packed(swiftUI.map { Int64(Self.swiftUIPhaseNames.firstIndex(of: $0) ?? 0) }))\"")
            }
            if let rects = run.swiftUIVisibleRects {
                members.append("\"sw\":\"\(Self.packed(rects.map { Double($0.width) }, decimals: Self.decimals.offset))\"")
                members.append("\"sh\":\"\(Self.packed(rects.map { Double($0.height) }, decimals: Self.decimals.offset))\"")
            }
            if run.isGolden { members.append("\"golden\":true") }
            if let zoom = run.zoomScales { members.append("\"zoom\":\"\(Self.packed(zoom, decimals: 3))\"") }
            if let velocities = run.velocities {
                members.append("\"vx\":\"\(Self.packed(velocities.map { Double($0.x) }, decimals: Self.decimals.velocity))\"")
                members.append("\"vy\":\"\(Self.packed(velocities.map { Double($0.y) }, decimals: Self.decimals.velocity))\"")
            }
            // A release's velocity as the goldens keep it, 4 decimals of pt/ms: the same integer is
            // 1 decimal of pt/s, the page's unit.
            let releases = run.releases.map {
                let vx = FixedDecimal.units(Double($0.velocity.x), decimals: 4) ?? 0
                let vy = FixedDecimal.units(Double($0.velocity.y), decimals: 4) ?? 0
                return
                    "{\"frame\":\($0.frame),\"velocity\":[\(vx),\(vy)],\"proposed\":\(point($0.proposedTarget, 3)),\"target\":\(point($0.target, 3))}"
            }
            members.append("\"releases\":[\(releases.joined(separator: ","))]")
            if let placement = run.placement, placement.parent >= 0, placement.parent < runs.count {
                members.append("\"in\":[\(placement.parent),\(number(Double(placement.origin.x), 3)),\(number(Double(placement.origin.y), 3))]")
            }
            members.append("\"marks\":[\(run.marks.map { "[\($0.frame),\(Self.quoted($0.name))]" }.joined(separator: ","))]")
            let notices = run.notices.prefix(Self.mostNotices).map {
                "[\($0.frame.map(String.init) ?? "null"),\($0.isJump),\(Self.quoted($0.sentence))]"
            }
            members.append("\"notices\":[\(notices.joined(separator: ","))]")
            if run.notices.count > Self.mostNotices { members.append("\"noticeCount\":\(run.notices.count)") }
            if let rest = run.goldenRest {
                members.append(
                    "\"goldenRest\":{\"page\":\(rest.page),\"offset\":\(point(rest.offset, 3)),\"t\":\(rest.time.map { number($0, 4) } ?? "null")}")
            }
            runsJSON.append("{\(members.joined(separator: ","))}")
        }
        let subtitle = subtitle.map { ",\"subtitle\":\(Self.quoted($0))" } ?? ""
        return "{\"title\":\(Self.quoted(title))\(subtitle),\"notes\":[\(notes.map(Self.quoted).joined(separator: ","))],"
            + "\"decimals\":{\"t\":\(Self.decimals.time),\"x\":\(Self.decimals.offset),\"v\":\(Self.decimals.velocity)},"
            + "\"phases\":[\(Self.phaseNames.map(Self.quoted).joined(separator: ","))],"
            + (runs.contains { $0.swiftUIPhases != nil }
                ? "\"swiftUIPhases\":[\(Self.swiftUIPhaseNames.map(Self.quoted).joined(separator: ","))]," : "")
            + "\"layouts\":[\(layouts.joined(separator: ","))],"
            + "\"runs\":[\(runsJSON.joined(separator: ","))]}"
    }

    /// `text` as a JSON string (`JSONValue.quoted`) that can stand inside a `<script>` element:
    /// `<` and `&` as `\u003c` and `\u0026`, so that no `</script>` closes it early.
    static func quoted(_ text: String) -> String {
        JSONValue.quoted(text).replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: "&", with: "\\u0026")
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
    static func escapedHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
