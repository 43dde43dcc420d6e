import ScrollSim
import ScrollSimJSON
import ScrollSimScenarios

/// Options shared by commands that load scenarios.
enum SharedOptions {
    static let set = CommandSpec.Option(
        name: "--set", value: "KEY=VALUE", help: "Override a scenario value by path, e.g. scrollView.decelerationRate=fast.",
        repeatable: true)
    static let frameRate = CommandSpec.Option(
        name: "--frame-rate", value: "N", help: "Run at N frames per second (30 to 240).", kind: .wholeNumber(SimulationSettings.frameRates))
    static let strict = CommandSpec.Option(
        name: "--strict", value: nil, help: "Treat warnings about files (duplicate keys, implausible values) as errors.")

    /// The overrides given by `--frame-rate` and `--set`, in that order.
    static func overrides(_ arguments: ParsedArguments) throws -> [Override] {
        var result: [Override] = []
        if let rate = arguments.integer(frameRate) {
            result.append(try Override(key: "frameRate", rawValue: String(rate)))
        }
        for text in arguments.all(set) {
            let override = try Override(text)
            // Two options setting the frame rate would leave one silently ignored: refused.
            if arguments.value(frameRate) != nil, override.steps == [.key("frameRate")] {
                throw CommandError.usage(
                    "\(frameRate.name) \(arguments.value(frameRate)!) and \(self.set.name) \(text) both set the frame rate; give one of them.")
            }
            result.append(override)
        }
        return result
    }

    /// Loads a scenario with the shared options, printing its warnings unless `warn` is false
    /// (the caller then prints `warnings` itself).
    static func load(
        _ file: String, _ arguments: ParsedArguments, context: CommandContext, extra: [Override] = [], warn: Bool = true
    ) throws -> ScenarioFile.Loaded {
        let loaded = try ScenarioFile.load(file, overrides: try overrides(arguments) + extra, strict: arguments.flag(strict))
        if warn { context.warn(loaded.warnings) }
        return loaded
    }
}
