// swift-tools-version: 6.0
// ScrollSim: a headless, deterministic re-creation of UIKit's scroll physics.
// No package dependencies: the Swift toolchain only.
import PackageDescription

let package = Package(
    name: "ScrollSim",
    // The oldest systems whose SDKs have everything used here (`ContinuousClock` in the benchmark
    // needs macOS 13 / iOS 16). Linux has no such declaration: any Swift 6 toolchain.
    // Only platforms with UIScrollView (or AppKit): watchOS has none for ScrollSimUIKit to adapt.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "ScrollSim", targets: ["ScrollSim"]),
        .library(name: "ScrollSimStrategies", targets: ["ScrollSimStrategies"]),
        .library(name: "ScrollSimScenarios", targets: ["ScrollSimScenarios"]),
        .library(name: "ScrollSimUIKit", targets: ["ScrollSimUIKit"]),
        .library(name: "ScrollSimTesting", targets: ["ScrollSimTesting"]),
        .library(name: "ScrollSimSweepTesting", targets: ["ScrollSimSweepTesting"]),
        .executable(name: "scrollsim", targets: ["scrollsim"]),
        .executable(name: "scrollsim-bench", targets: ["scrollsim-bench"]),
    ],
    targets: [
        // Pure physics: closed-form curves and per-frame constants. No clock, no I/O.
        .target(name: "ScrollPhysics"),
        // A JSON utility for input files: an order-keeping parser with positions and repeated-key
        // notes, a writer, a typed reader that names JSON paths, input errors, "did you mean".
        .target(name: "ScrollSimJSON"),
        // The engine: scroll view, gestures, delegate, recorder, layout.
        .target(name: "ScrollSim", dependencies: ["ScrollPhysics"]),
        // Where UIKit exists: an app's own UIKit delegate and flow layout driven by the simulation
        // (empty elsewhere; built here only against tools/sdk-standins).
        .target(name: "ScrollSimUIKit", dependencies: ["ScrollSim"]),
        // Snapping strategies, one file each, plugged in through the delegate protocol.
        .target(name: "ScrollSimStrategies", dependencies: ["ScrollSim", "ScrollSimJSON"]),
        // Scenario files, the runner, expectations, goldens, plots and device replays.
        // Golden files and outputs: the frame line format, goldens and their record modes, atomic
        // writes, line reading, plots and number formatting. No scenario decoding, strategies or
        // sweeps: what `ScrollSimTesting` needs besides the engine.
        .target(name: "ScrollSimGoldens", dependencies: ["ScrollSim", "ScrollPhysics", "ScrollSimJSON"]),
        .target(
            name: "ScrollSimScenarios", dependencies: ["ScrollSim", "ScrollSimStrategies", "ScrollPhysics", "ScrollSimJSON", "ScrollSimGoldens"]),
        // For an app's test target: expectations that fail at the caller's line in Swift Testing or
        // XCTest, and feel goldens beside the test file.
        .target(name: "ScrollSimTesting", dependencies: ["ScrollSim", "ScrollSimGoldens", "ScrollSimJSON"]),
        // Sweep goldens for a test target: `assertSweep`, over `DelegateSweep`'s cells. Separate so
        // that `ScrollSimTesting` needs no scenario module.
        .target(name: "ScrollSimSweepTesting", dependencies: ["ScrollSim", "ScrollSimScenarios", "ScrollSimTesting"]),
        // The `scrollsim` command as a library function: (arguments, environment, output) -> exit code.
        .target(name: "ScrollSimCLI", dependencies: ["ScrollSimScenarios", "ScrollSim", "ScrollSimJSON"]),
        // `main.swift` only.
        .executableTarget(name: "scrollsim", dependencies: ["ScrollSimCLI"]),
        // Callback logs, package paths, the seeded generator and resident-memory readings shared by the test
        // targets and the benchmark.
        .target(name: "ScrollSimTestSupport", dependencies: ["ScrollSim", "ScrollSimAllocationHook"]),
        // The test processes' malloc, counting each thread's allocations for `AllocationCounter`
        // (glibc only). The executable exports it, so that the Swift runtime and every library
        // call it; in no product.
        .target(
            name: "ScrollSimAllocationHook",
            // DWARF 4: valgrind 3.19 (callgrind, docs/performance.md) cannot read clang's DWARF 5.
            cSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-Xlinker", "--export-dynamic-symbol=malloc", "-Xlinker", "--export-dynamic-symbol=calloc",
                        "-Xlinker", "--export-dynamic-symbol=realloc",
                    ],
                    .when(platforms: [.linux]))
            ]),
        // The benchmark, as a library so a test can run its quick mode.
        .target(
            name: "ScrollSimBenchmarks",
            dependencies: ["ScrollPhysics", "ScrollSim", "ScrollSimStrategies", "ScrollSimScenarios", "ScrollSimCLI", "ScrollSimTestSupport"]),
        // `swift run -c release scrollsim-bench [--quick]`.
        .executableTarget(name: "scrollsim-bench", dependencies: ["ScrollSimBenchmarks"]),

        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "ScrollSimJSONTests", dependencies: ["ScrollSimJSON"]),
        // ScrollSimScenarios only to print a failing property case as a scenario file to replay.
        .testTarget(name: "ScrollSimTests", dependencies: ["ScrollSim", "ScrollPhysics", "ScrollSimTestSupport", "ScrollSimScenarios"]),
        .testTarget(
            name: "ScrollSimStrategiesTests",
            dependencies: ["ScrollSimStrategies", "ScrollSim", "ScrollPhysics", "ScrollSimTestSupport"]),
        .testTarget(
            name: "ScrollSimScenariosTests",
            dependencies: ["ScrollSimScenarios", "ScrollSimGoldens", "ScrollSim", "ScrollPhysics", "ScrollSimTestSupport"]),
        // Goldens: their files, frame text, atomic writes, plots and the feel page.
        .testTarget(name: "ScrollSimGoldensTests", dependencies: ["ScrollSimGoldens", "ScrollSim", "ScrollSimTestSupport"]),
        .testTarget(name: "ScrollSimCLITests", dependencies: ["ScrollSimCLI", "ScrollSimScenarios", "ScrollSimTestSupport"]),
        .testTarget(name: "ScrollSimBenchmarksTests", dependencies: ["ScrollSimBenchmarks", "ScrollSimTestSupport"]),
        .testTarget(
            name: "ScrollSimTestingTests",
            dependencies: [
                "ScrollSimTesting", "ScrollSimSweepTesting", "ScrollSim", "ScrollSimGoldens", "ScrollSimScenarios", "ScrollSimTestSupport",
            ],
            // The feel goldens beside the tests are data, not sources or resources.
            exclude: ["__Feel__"]),
        // The UIKit adapter's decision to call only the delegate methods an app implements, run
        // without UIKit (the rest of ScrollSimUIKit builds only against UIKit).
        .testTarget(name: "ScrollSimUIKitTests", dependencies: ["ScrollSimUIKit"]),
        // A main-actor delegate conforming with a plain `extension X: ScrollViewDelegate`, as app
        // targets built with this upcoming feature (Xcode 26's default for new app projects) write it.
        .testTarget(
            name: "ScrollSimInferredIsolationTests",
            dependencies: ["ScrollSim"],
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]),
    ]
)
