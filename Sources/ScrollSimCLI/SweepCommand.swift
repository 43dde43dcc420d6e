import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimScenarios

/// `scrollsim sweep FILE --drag FROM:TO:STEP --velocity FROM:TO:STEP`: a grid of drags × release
/// velocities, run on all cores in chunks, its rows streamed in cell order as chunks complete; the
/// output does not depend on the core count or on how the grid is sharded.
enum SweepCommand: Subcommand {
    /// The `--drag` option.
    static let drag = CommandSpec.Option(
        name: "--drag", value: "FROM:TO:STEP", help: "Content offset change during the drag, in points (positive: forward).", required: true)
    /// The `--velocity` option.
    static let velocity = CommandSpec.Option(
        name: "--velocity", value: "FROM:TO:STEP", help: "Release velocity, in pt/ms of content offset (the delegate's value).", required: true)
    /// The `--format` option.
    static let format = CommandSpec.Option(
        name: "--format", value: OutputFormat.choices(OutputFormat.sweep),
        help: "text: a table of resting pages (default); otherwise one row per cell.", choices: OutputFormat.sweep.map(\.rawValue))
    /// The `--output` option.
    static let output = CommandSpec.Option(
        name: "--output", value: "PATH", help: "Write the rows (--format csv|jsonl|json) to PATH instead of standard output.")
    /// The `--csv` option.
    static let csv = CommandSpec.Option(
        name: "--csv", value: "OUT", help: "Also write one CSV row per cell to OUT (- for standard output, leaving the table out).")
    /// The `--svg` option.
    static let svg = CommandSpec.Option(name: "--svg", value: "OUT", help: "Draw the resting pages as a heat map (SVG) at OUT.")
    /// The `--jobs` option.
    static let jobs = CommandSpec.Option(
        name: "--jobs", value: "N", help: "Run at most N chunks at once (default: the number of cores).", kind: .wholeNumber(1...Int.max))
    /// The `--shard` option.
    static let shard = CommandSpec.Option(
        name: "--shard", value: "K/N", help: "Run only cells K-1, K-1+N, K-1+2N, …; merge the shards' CSVs with sweep-merge.")
    /// The `--quiet` option.
    static let quiet = CommandSpec.Option(name: "--quiet", value: nil, help: "No progress line on a terminal.")
    /// The `--view` option.
    static let view = CommandSpec.Option(
        name: "--view", value: "NAME",
        help: "Sweep the view inside named NAME (a subview or an orthogonal section) in its scene, as run drags it; by default the outer view.")

    static let spec = CommandSpec(
        name: "sweep", summary: "Replace the gestures with a grid of drags × release velocities and report each resting page.",
        positionals: "FILE", positionalCount: 1...1,
        options: [
            drag,
            velocity,
            SharedOptions.frameRate, SharedOptions.set,
            view,
            format, output, csv, svg,
            jobs, shard, quiet,
            SharedOptions.strict,
        ],
        example: "scrollsim sweep Scenarios/native-paging-forward.json --drag -150:150:50 --velocity -2:2:0.5")

    /// The fewest bytes a CSV or JSON row takes, for the check that the output fits on its disk.
    static let smallestRow = 45

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let dragText = arguments.value(drag), let velocityText = arguments.value(velocity) else {
            throw CommandError.usage("sweep needs --drag FROM:TO:STEP and --velocity FROM:TO:STEP.")
        }
        var grid = SweepGrid(drags: try SweepRange(dragText, option: drag.name), velocities: try SweepRange(velocityText, option: velocity.name))
        if let text = arguments.value(shard) { (grid.shard, grid.shardCount) = try SweepGrid.shard(text, option: shard.name) }
        let jobs = arguments.integer(Self.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        // The rows' format; nil for the text table.
        let rowFormat = OutputFormat(rawValue: arguments.value(format) ?? "text").flatMap { $0 == .text ? nil : $0 }
        if rowFormat == nil, arguments.value(output) != nil {
            throw CommandError.usage("\(output.name) takes the rows of --format csv, jsonl or json; with the text table, use --csv OUT.")
        }
        if grid.shardCount > 1, arguments.value(svg) != nil {
            throw CommandError.usage(
                "\(svg.name) draws the whole grid, and \(shard.name) runs part of it; merge the shards with sweep-merge, or run without \(shard.name)."
            )
        }
        for option in [output, csv, svg] { try context.checkOutput(arguments.value(option), option: option.name, inputs: arguments.positionals) }
        // The rows go to --output or standard output; the text table goes to standard output
        // unless --csv - takes its place.
        let rows: String? = rowFormat != nil ? (arguments.value(output) ?? "-") : nil
        try context.checkDistinct(
            [
                (option: arguments.value(output) == nil ? nil : output.name, path: rows), (option: csv.name, path: arguments.value(csv)),
                (option: svg.name, path: arguments.value(svg)),
            ],
            defaultName: "the rows")

        let file = arguments.positionals[0]
        var base = try SharedOptions.load(file, arguments, context: context).scenario
        // A view inside runs in its scene, as `run` runs a drag aimed at it; its rows are named
        // `NAME.VIEW`, as its golden is.
        let viewName = try arguments.value(view).map { try subview(named: $0, of: base, file: file) }
        base.until = nil
        base.expect = Expectations()
        base.gestures = []
        let swept = base
        let makeWorker: @Sendable () throws -> any SweepCellWorker = {
            if let viewName { try SceneSweepWorker(base: swept, view: viewName) } else { try SweepWorker(base: swept) }
        }
        // The strategies' errors, before any output.
        let startPage = try viewName.map { try SceneSweepWorker(base: base, view: $0).startPage } ?? SweepWorker(base: base).startPage
        if let viewName { base.name += "." + viewName }

        // Where the rows go: --format's rows to --output or standard output, and --csv.
        var outputs: [SweepOutput] = []
        var checks: [(option: String, path: String)] = []
        if let rowFormat {
            outputs.append(try SweepOutput(format: rowFormat, path: arguments.value(output), option: output.name, context: context))
            if let path = arguments.value(output) { checks.append((output.name, path)) }
        }
        if let path = arguments.value(csv) {
            outputs.append(try SweepOutput(format: .csv, path: path, option: csv.name, context: context))
            checks.append((csv.name, path))
        }
        for (option, path) in checks where SweepOutput.takesDiskSpace(path) {
            let bytes = UInt64(grid.count).multipliedFullWidth(by: UInt64(smallestRow))
            if let free = SweepOutput.freeSpace(near: path), bytes.high > 0 || bytes.low > free {
                throw CommandError(
                    .failedIO,
                    "\(option) \(path): \(SweepProgress.grouped(grid.count)) cells need at least \(SweepProgress.grouped(bytes)) bytes, and its disk has \(SweepProgress.grouped(free)) bytes free."
                )
            }
        }
        let showsTable = rowFormat == nil && !(arguments.value(csv).map(CommandContext.isStandardOutput) ?? false)
        // The terminal's width (SweepSample holds it to 40…1000 columns).
        let columnsWide = Int(context.environment["COLUMNS"] ?? "") ?? 100
        var table = SweepSample.table(grid, columnsWide: columnsWide)
        var heat = arguments.value(svg) == nil ? nil : SweepSample.heatMap(grid)

        // A shard's CSV ends with the sweep it belongs to and its rows' checksum (sweep-merge checks them).
        if arguments.value(shard) != nil {
            let sweep = SweepShardSignature.identity(of: base, drags: dragText, velocities: velocityText, shardCount: grid.shardCount)
            for out in outputs where out.format == .csv {
                out.signature = SweepShardSignature(shard: grid.shard, shardCount: grid.shardCount, sweep: sweep, rows: 0, checksum: "")
            }
        }
        for out in outputs { try out.begin(name: base.name) }
        var progress = SweepProgress(total: grid.count, context: context, quiet: arguments.flag(quiet))
        // Counted, not kept: memory stays flat however many cells are cut off.
        var cutOffCount = 0
        var firstCutOff: Int?
        // Cells that jump (a note, not a failure): their count and the largest jump.
        var jumps = SweepJumps()
        try await SweepRunner.run(grid: grid, jobs: jobs, formats: outputs.map(\.rowFormat), makeWorker: makeWorker) { chunk, done in
            for (out, rows) in zip(outputs, chunk.rows) { try out.write(rows: rows) }
            for cell in chunk.cells {
                table.record(cell)
                heat?.record(cell)
                jumps.record(cell)
                if cell.status == .cutOff {
                    cutOffCount += 1
                    firstCutOff = Swift.min(firstCutOff ?? cell.index, cell.index)
                }
            }
            progress.update(done: done)
        }
        progress.finish()
        for out in outputs { try out.finish() }

        if showsTable {
            if grid.shardCount > 1 {
                context.output(
                    "\(base.name): ran \(SweepProgress.grouped(grid.count)) of \(SweepProgress.grouped(grid.total)) cells (shard \(grid.shard)/\(grid.shardCount)).\n"
                )
            } else {
                context.output(table.table(grid, name: base.name))
            }
            if let line = jumps.line(grid: grid) { context.output(line) }
        }
        if let heat, let path = arguments.value(svg) {
            try context.write(heat.heatMap(grid, title: "\(base.name): resting page", startPage: startPage), to: path, option: svg.name)
        }
        if showsTable {
            for out in outputs where out.path != nil { context.output("wrote \(out.path!)\n") }
            if let path = arguments.value(svg), !CommandContext.isStandardOutput(path) { context.output("wrote \(path)\n") }
        }
        guard cutOffCount == 0, firstCutOff == nil else {
            let first = firstCutOff ?? 0
            context.error(
                "\(file): \(SweepProgress.grouped(cutOffCount)) of \(SweepProgress.grouped(grid.count)) cells were still moving at simulation.maximumDuration (\(JSONValue.format(base.simulation.maximumDuration)) s), the first cell \(first) (drag \(Report.number(grid.drag(first), 3)) pt, velocity \(Report.number(grid.velocity(first), 4)) pt/ms); their rows say cut-off.\n"
            )
            return .failure
        }
        return .success
    }

    /// `name`, when `scenario` has a view inside by that name (a subview or an orthogonal section).
    /// - Throws: a usage error naming the views there are (and the closest name), or saying there are none.
    static func subview(named name: String, of scenario: Scenario, file: String) throws -> String {
        if scenario.subview(named: name) != nil { return name }
        let names = scenario.allSubviews.map(\.spec.name)
        guard !names.isEmpty else {
            throw CommandError.usage("\(view.name) \(name): \(file) has no views inside (subviews); leave \(view.name) out to sweep its view.")
        }
        let hint = closestMatch(to: name, in: names).map { " Did you mean \($0)?" } ?? ""
        throw CommandError.usage(
            "\(view.name) \(name): \(file) has no view inside by that name; it has \(names.joined(separator: ", ")).\(hint)")
    }
}
