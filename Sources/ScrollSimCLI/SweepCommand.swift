import Foundation
import ScrollSim
import ScrollSimScenarios

/// `scrollsim sweep FILE --drag FROM:TO:STEP --velocity FROM:TO:STEP`: a grid of drags × release
/// velocities, run on all cores; the output does not depend on the core count.
enum SweepCommand: Subcommand {
    /// The `--drag` option.
    static let drag = CommandSpec.Option(name: "--drag", value: "FROM:TO:STEP", help: "Content offset change during the drag, in points (positive: forward).", required: true)
    /// The `--velocity` option.
    static let velocity = CommandSpec.Option(name: "--velocity", value: "FROM:TO:STEP", help: "Release velocity, in pt/ms of content offset (the delegate's value).", required: true)
    /// The `--csv` option.
    static let csv = CommandSpec.Option(name: "--csv", value: "OUT", help: "Also write one CSV row per cell to OUT.")
    /// The `--jobs` option.
    static let jobs = CommandSpec.Option(name: "--jobs", value: "N", help: "Run at most N cells at once (default: the number of cores).")

    static let spec = CommandSpec(
        name: "sweep", summary: "Replace the gestures with a grid of drags × release velocities and report each resting page.",
        positionals: "FILE", positionalCount: 1...1,
        options: [
            drag,
            velocity,
            SharedOptions.frameRate, SharedOptions.set,
            csv,
            jobs,
            SharedOptions.strict,
        ],
        example: "scrollsim sweep Scenarios/native-paging-forward.json --drag -150:150:50 --velocity -2:2:0.5")

    /// One cell's result.
    struct Cell: Sendable {
        var drag: Double
        var velocity: Double
        var offset: CGPoint
        var page: Int
        var restTime: Double?
    }

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let dragText = arguments.value(drag), let velocityText = arguments.value(velocity) else {
            throw CommandError.usage("sweep needs --drag FROM:TO:STEP and --velocity FROM:TO:STEP.")
        }
        let drags = try SweepRange(dragText, option: drag.name).values
        let velocities = try SweepRange(velocityText, option: velocity.name).values
        guard drags.count * velocities.count <= SweepRange.maximumCells else {
            throw CommandError.usage("The sweep has \(drags.count * velocities.count) cells; the limit is \(SweepRange.maximumCells).")
        }
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let text = arguments.value(Self.jobs) {
            guard let n = Int(text), n > 0 else { throw CommandError.usage("\(Self.jobs.name) expects a positive whole number but found \"\(text)\".") }
            jobs = n
        }
        try context.checkOutput(arguments.value(csv), option: csv.name, inputs: arguments.positionals)
        let file = arguments.positionals[0]
        var base = try SharedOptions.load(file, arguments, context: context).scenario
        base.until = nil
        base.expect = Expectations()
        let cells = try await run(base: base, drags: drags, velocities: velocities, jobs: jobs)
        context.output(grid(cells, drags: drags, velocities: velocities, name: base.name))
        if let out = arguments.value(csv) {
            try context.write(csv(cells), to: out, option: csv.name)
            if !CommandContext.isStandardOutput(out) { context.output("wrote \(out)\n") }
        }
        return .success
    }

    /// Runs every cell, at most `jobs` at a time; results are stored by index, so their order
    /// never depends on scheduling.
    static func run(base: Scenario, drags: [Double], velocities: [Double], jobs: Int) async throws -> [Cell] {
        let total = drags.count * velocities.count
        var results = [Cell?](repeating: nil, count: total)
        try await withThrowingTaskGroup(of: (Int, Cell).self) { group in
            var next = 0
            func add() {
                let index = next
                next += 1
                let drag = drags[index % drags.count], velocity = velocities[index / drags.count]
                var scenario = base
                scenario.gestures = [GestureSpec(t: 0, kind: .drag(distance: drag, releaseVelocity: velocity, duration: 0.1))]
                group.addTask {
                    let outcome = try ScenarioRunner.finalFrame(of: scenario)
                    let offset = outcome.frame?.contentOffset ?? scenario.scrollView.contentOffset
                    return (index, Cell(drag: drag, velocity: velocity, offset: offset, page: outcome.page, restTime: outcome.frame?.time))
                }
            }
            while next < min(jobs, total) { add() }
            while let (index, cell) = try await group.next() {
                results[index] = cell
                if next < total { add() }
            }
        }
        return results.compactMap { $0 }
    }

    /// The terminal grid: one row per velocity, one column per drag, the resting page in each cell.
    static func grid(_ cells: [Cell], drags: [Double], velocities: [Double], name: String) -> String {
        var rows = [["v (pt/ms) \\ drag (pt)"] + drags.map { Report.number($0, $0 == $0.rounded() ? 0 : 1) }]
        for (r, v) in velocities.enumerated() {
            rows.append([Report.number(v, 2)] + (0..<drags.count).map { String(cells[r * drags.count + $0].page) })
        }
        return "\(name): resting page per cell\n" + Report.table(rows, rightAligned: Set(0...drags.count))
    }

    /// One CSV row per cell.
    static func csv(_ cells: [Cell]) -> String {
        var out = "drag_pt,velocity_pt_per_ms,final_x_pt,final_y_pt,page,rest_s\n"
        for c in cells {
            out += [
                Report.number(c.drag, 3), Report.number(c.velocity, 4), Report.number(Double(c.offset.x), 3),
                Report.number(Double(c.offset.y), 3), String(c.page), c.restTime.map { Report.number($0, 4) } ?? "",
            ].joined(separator: ",") + "\n"
        }
        return out
    }
}
