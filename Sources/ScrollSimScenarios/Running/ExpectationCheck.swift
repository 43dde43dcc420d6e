import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON

extension ScenarioRun {
    /// Checks every expectation of the scenario, in the order of the file format.
    public func checkExpectations() -> [ExpectationOutcome] {
        let e = scenario.expect
        let tol = e.tolerance
        var out: [ExpectationOutcome] = []
        func f(_ x: Double) -> String { Report.number(x, 3) }
        func p(_ pt: CGPoint) -> String { "[\(f(Double(pt.x))), \(f(Double(pt.y)))]" }
        func points(_ key: String, _ expected: CGPoint, _ actual: CGPoint?, _ tolerance: Double) {
            guard let actual else {
                out.append(ExpectationOutcome(key: key, passed: false, detail: "expected \(p(expected)), found none"))
                return
            }
            let dx = Double(actual.x - expected.x)
            let dy = Double(actual.y - expected.y)
            let worst = max(abs(dx), abs(dy))
            out.append(
                ExpectationOutcome(
                    key: key, passed: worst <= tolerance,
                    detail: "expected \(p(expected)), actual \(p(actual)), difference \(f(worst)), tolerance \(f(tolerance))"))
        }
        if let stopReason {
            out.append(ExpectationOutcome(key: "run", passed: false, detail: stopReason))
        }
        if let x = e.finalOffset { points("finalOffset", x, recording.finalOffset, tol) }
        let rest = recording.restTime
        if let limit = e.restBefore {
            out.append(
                ExpectationOutcome(
                    key: "restBefore", passed: recording.restsBefore(limit),
                    detail: "expected rest at or before \(f(limit)) s, actual \(rest.map { f($0) + " s" } ?? "still moving")"))
        }
        if let limit = e.restAfter {
            out.append(
                ExpectationOutcome(
                    key: "restAfter", passed: rest.map { $0 >= limit } ?? true,
                    detail: "expected rest at or after \(f(limit)) s, actual \(rest.map { f($0) + " s" } ?? "still moving")"))
        }
        let overshoot = recording.maximumOvershoot
        if let limit = e.maxOvershoot {
            out.append(
                ExpectationOutcome(
                    key: "maxOvershoot", passed: overshoot <= limit + tol,
                    detail: "expected an overshoot of at most \(f(limit)) pt, actual \(f(overshoot)) pt, tolerance \(f(tol))"))
        }
        if let limit = e.minOvershoot {
            out.append(
                ExpectationOutcome(
                    key: "minOvershoot", passed: overshoot >= limit - tol,
                    detail: "expected an overshoot of at least \(f(limit)) pt, actual \(f(overshoot)) pt, tolerance \(f(tol))"))
        }
        if let page = e.finalPage {
            out.append(ExpectationOutcome(key: "finalPage", passed: finalPage == page, detail: "expected page \(page), actual \(finalPage)"))
        }
        let release = recording.events.first { $0.name == .scrollViewWillEndDragging }
        if let target = e.target { points("target", target, release?.target, tol) }
        if let v = e.releaseVelocity { points("releaseVelocity", v, release?.velocity, 0.0005) }
        if let expected = e.restsAtTarget { out.append(restsAtTargetOutcome(expected: expected, tolerance: tol)) }
        if let expected = e.noJumps { out.append(noJumpsOutcome(expected: expected)) }
        if let expected = e.callbacks {
            let actual = recording.callbackNames().map(\.rawValue)
            let firstDifference =
                zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
            out.append(
                ExpectationOutcome(
                    key: "callbacks", passed: expected == actual,
                    detail: expected == actual
                        ? "\(actual.count) callbacks in order"
                        : "callback \(firstDifference): expected \(firstDifference < expected.count ? expected[firstDifference] : "none"), actual \(firstDifference < actual.count ? actual[firstDifference] : "none")"
                ))
        }
        if let expected = e.selectedItems {
            let actual = recording.selectedItems.map { [$0.section, $0.item] }
            func list(_ items: [[Int]]) -> String { items.isEmpty ? "none" : items.map { "[\($0[0]), \($0[1])]" }.joined(separator: ", ") }
            out.append(
                ExpectationOutcome(
                    key: "selectedItems", passed: expected == actual, detail: "expected \(list(expected)) selected, actual \(list(actual))"))
        }
        if let expected = e.finalZoomScale {
            let actual = recording.finalZoomScale
            out.append(
                ExpectationOutcome(
                    key: "finalZoomScale", passed: abs(actual - expected) <= 0.0005,
                    detail: "expected a zoom of \(Report.number(expected, 4)), actual \(Report.number(actual, 4)), tolerance 0.0005"))
        }
        return out + swiftUIOutcomes() + subviewOutcomes()
    }

    /// `phases`, `visibleTargets` and `becomesVisible`: what SwiftUI reports of the run
    /// (`Recording.swiftUIPhaseSequence`; the visible children by `SwiftUIReport.observer`, as
    /// `Recording.swiftUIVisibleTargets` and `frameWhereTargetBecomesVisible` count them).
    func swiftUIOutcomes() -> [ExpectationOutcome] {
        let e = scenario.expect
        guard scenario.swiftUI != nil else { return [] }
        var out: [ExpectationOutcome] = []
        func list(_ items: [Int]) -> String { "[" + items.map(String.init).joined(separator: ", ") + "]" }
        if let expected = e.phases {
            let actual = recording.swiftUIPhaseSequence.map(\.description)
            out.append(
                ExpectationOutcome(
                    key: "phases", passed: expected == actual,
                    detail: "expected \(expected.joined(separator: " → ")), actual \(actual.joined(separator: " → "))"))
        }
        // The scenario's own children and bounds as its stack changes (`SwiftUIReport.observer`), whichever path made the recording.
        guard var observer = SwiftUIReport.observer(for: scenario) else { return out }
        var firstVisible: [Int: Int] = [:]
        for frame in recording.frames {
            for event in observer.observe(frame) {
                guard case .visibleTargets(_, let new) = event.change else { continue }
                for i in new where firstVisible[i] == nil { firstVisible[i] = event.frameIndex }
            }
        }
        if let expected = e.visibleTargets {
            let actual = observer.observer.visibleTargets
            out.append(
                ExpectationOutcome(
                    key: "visibleTargets", passed: expected == actual,
                    detail: "expected \(list(expected)) visible at the end, actual \(list(actual))"))
        }
        if let expected = e.becomesVisible {
            let missing = expected.filter { firstVisible[$0] == nil }
            let seen = expected.compactMap { i in firstVisible[i].map { "\(i) at frame \($0)" } }
            out.append(
                ExpectationOutcome(
                    key: "becomesVisible", passed: missing.isEmpty,
                    detail: (seen.isEmpty ? "" : "visible: " + seen.joined(separator: ", "))
                        + (missing.isEmpty ? "" : (seen.isEmpty ? "" : "; ") + "never visible: \(list(missing))")))
        }
        return out
    }

    /// The outcomes of each view inside's own `expect` (`SubviewSpec.expect`), keyed by where
    /// they are in the file: `subviews[i].expect.KEY`.
    func subviewOutcomes() -> [ExpectationOutcome] {
        var out: [ExpectationOutcome] = []
        for placed in scenario.allSubviews {
            let spec = placed.spec
            guard let sub = subviews.first(where: { $0.name == spec.name }) else { continue }
            guard !spec.expect.isEmpty else { continue }
            var inside = scenario.scenario(of: spec)
            inside.expect = spec.expect
            let run = ScenarioRun(scenario: inside, recording: sub.recording, pages: sub.pages, stopReason: nil, startOffset: sub.startOffset)
            out += run.checkExpectations().map {
                ExpectationOutcome(
                    key: JSONReader.join(JSONReader.join(placed.path, "expect"), $0.key), passed: $0.passed, detail: $0.detail)
            }
        }
        return out
    }
}

extension ScenarioRun {
    /// `restsAtTarget`: whether the rest lies on the last release's target (after the delegate), as
    /// `expected` says, with `Recording.assertRestsAtTarget`'s tolerances: `tolerance` for a target
    /// the delegate changed (UIKit reaches it exactly), plus 0.6 % of the glide for its own proposal.
    func restsAtTargetOutcome(expected: Bool, tolerance given: Double) -> ExpectationOutcome {
        let release = recording.events.last { $0.name == .scrollViewWillEndDragging }
        guard let release, let target = release.target, let rest = recording.frames.last?.contentOffset else {
            return ExpectationOutcome(key: "restsAtTarget", passed: false, detail: "expected a release and a rest, found none")
        }
        let gap = max(abs(Double(rest.x - target.x)), abs(Double(rest.y - target.y)))
        let glide = max(abs(Double(target.x - release.contentOffset.x)), abs(Double(target.y - release.contentOffset.y)))
        let changed = release.proposedTarget.map { $0 != target } ?? false
        let tolerance = RestTolerance.restAtTarget(tolerance: given, glide: glide, targetChanged: changed)
        let rests = gap <= tolerance
        func f(_ x: Double) -> String { Report.number(x, 3) }
        var detail =
            "the rest [\(f(Double(rest.x))), \(f(Double(rest.y)))] is \(f(gap)) pt from the target "
            + "[\(f(Double(target.x))), \(f(Double(target.y)))], tolerance \(f(tolerance))"
        if rests != expected && expected && !changed, recording.releasedPastEdge(release.contentOffset) {
            detail += "; the release was past an edge, where UIKit's bounce decides the rest, not the offered target (open radar 46437787)"
        }
        return ExpectationOutcome(key: "restsAtTarget", passed: rests == expected, detail: detail)
    }

    /// `noJumps`: whether no frame jumps (`FeelNote.jump`), as `expected` says, naming the first
    /// jump and how many frames jump.
    func noJumpsOutcome(expected: Bool) -> ExpectationOutcome {
        let jumps = recording.feelNotes.filter { if case .jump = $0 { true } else { false } }
        let detail: String
        if let first = jumps.first {
            let count = "\(jumps.count) \(jumps.count == 1 ? "frame jumps" : "frames jump")"
            detail = "\(expected ? "expected no jump, but " : "")\(count); the first: \(first)"
        } else {
            detail = expected ? "no frame jumps" : "expected a frame that jumps, but none does"
        }
        return ExpectationOutcome(key: "noJumps", passed: jumps.isEmpty == expected, detail: detail)
    }
}
