import Foundation
import ScrollSim
import ScrollSimJSON

extension Scenario {
    /// The most items all the views of a scene may hold together, each view at its largest (its
    /// layout's counts, or what its `setItemCount`s raise them to): every view's layout is solved
    /// and kept while the scene runs, so a thousand views of 100,000 items each (a 145 KB file)
    /// would need more than 3 GB.
    public static let mostSceneItems = 1_000_000

    /// The most frames a run of a scene may keep in memory, counted over all its views (a run kept
    /// for its checks or pictures, as `scrollsim`, `compare`, `view` and a file with `expect`
    /// keep it, holds every view's frames; `scrollsim run` streams them; a frame is 56 bytes):
    /// 2²³, about 470 MB of frames.
    public static let mostSceneFrames = 1 << 23

    /// Throws when the views of a scene would hold more than `mostSceneItems` items together, or
    /// when a scene with an `until` would keep more than `mostSceneFrames` frames: both known from
    /// the file, so refused before anything is laid out or run.
    static func checkSceneLimits(
        gestures: [GestureSpec], layout: LayoutSpec?, subviews: [SubviewSpec], frameRate: Int, until: Double?, reader: JSONReader
    ) throws {
        let placed = Scenario.placed(subviews)
        guard !placed.isEmpty else { return }
        // Each view's largest total: its layout's, or a setItemCount's total after it.
        var current: [String: [Int]] = [:]
        var largest: [String: Int] = [:]
        func start(_ name: String, _ layout: LayoutSpec?) {
            let counts = layout?.compositional.map { $0.sections.map(\.itemCount) } ?? layout?.sectionItemCounts ?? []
            current[name] = counts
            largest[name] = counts.reduce(0, +)
        }
        start("", layout)
        for view in placed { start(view.spec.name, view.spec.layout) }
        for g in gestures {
            guard case .event(.setItemCount(let count, let section)) = g.kind, var counts = current[g.view ?? ""],
                counts.indices.contains(section)
            else { continue }
            counts[section] = count
            current[g.view ?? ""] = counts
            largest[g.view ?? ""] = max(largest[g.view ?? ""] ?? 0, counts.reduce(0, +))
        }
        let total = largest.values.reduce(0, +)
        if total > mostSceneItems {
            throw reader.error(
                .tooLarge, at: "subviews",
                "expected at most \(mostSceneItems) items in all the views of the scene together (each view's layout is solved and kept "
                    + "while the scene runs) but found \(total) in its \(placed.count + 1) views")
        }
        if let until {
            let views = placed.count + 1
            let frames = Simulation.frameIndex(forTime: until, frameRate: frameRate) + 1
            if frames > mostSceneFrames / views {
                let longest = Double(mostSceneFrames / views - 1) / Double(frameRate)
                throw reader.mismatch(
                    "until",
                    "at most \(JSONValue.format((longest * 1000).rounded(.down) / 1000)) s for a scene of \(views) views at \(frameRate) Hz "
                        + "(a kept run holds every view's frames in memory: \(views) views × frames ≤ \(mostSceneFrames))", .number(until))
            }
        }
    }

    /// The time, in seconds, after which a run of this scenario's scene of `views` views would
    /// keep more than `mostSceneFrames` frames, when a run without `until` could last that long
    /// (`simulation.maximumDuration`); nil otherwise. A run is stopped there and refused
    /// (`sceneFramesError`), rather than left to grow without bound.
    package func sceneFrameCap(views: Int) -> Double? {
        guard views > 1, until == nil, simulation.frameTimes == nil else { return nil }
        let frames = Self.mostSceneFrames / views
        guard Simulation.frameIndex(forTime: simulation.maximumDuration, frameRate: frameRate) + 1 > frames else { return nil }
        return Double(frames - 1) / Double(frameRate)
    }

    /// The error of a scene still moving at `sceneFrameCap`.
    func sceneFramesError(views: Int, cap: Double) -> InputError {
        InputError(
            .tooLarge, source: name, path: "simulation.maximumDuration",
            "the scene of \(views) views was still moving after \(JSONValue.format((cap * 1000).rounded(.down) / 1000)) s, and a kept run "
                + "holds every view's frames in memory: \(views) views × frames may not pass \(Self.mostSceneFrames); give an until, or a lower "
                + "maximumDuration")
    }
}
