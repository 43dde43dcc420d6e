import Foundation

/// One measured figure of the benchmark.
public struct BenchmarkFigure: Hashable, Sendable {
    /// Which of the six measurements it belongs to, 1 to 6, as numbered in `docs/performance.md`.
    public var section: Int
    /// A stable key, such as `step.engine`.
    public var key: String
    /// What was measured, in words.
    public var name: String
    /// The value (the median when timed).
    public var value: Double
    /// The unit of `value`, such as `ns/frame`.
    public var unit: String
    /// `(max − min) / median` of the timed runs, dimensionless; nil for a figure that is not timed.
    public var spread: Double?
    /// The floor this figure compares with, in the same unit (one core against one core): the
    /// table shows the figure's ratio to it.
    public var floor: Double?
    /// The target, in words (`≤ 3×`), if the measurement has one.
    public var target: String?
    /// Whether the value meets `target`; nil without a target.
    public var meetsTarget: Bool?

    /// Creates a figure.
    public init(
        section: Int, key: String, name: String, value: Double, unit: String, spread: Double? = nil, floor: Double? = nil,
        target: String? = nil, meetsTarget: Bool? = nil
    ) {
        self.floor = floor
        self.section = section
        self.key = key
        self.name = name
        self.value = value
        self.unit = unit
        self.spread = spread
        self.target = target
        self.meetsTarget = meetsTarget
    }
}
