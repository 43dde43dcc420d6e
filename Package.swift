// swift-tools-version: 6.0
// ScrollSim: a headless, deterministic re-creation of UIKit's scroll physics.
// No package dependencies: the Swift toolchain only.
import PackageDescription

let package = Package(
    name: "ScrollSim",
    products: [
        .library(name: "ScrollSim", targets: ["ScrollSim"]),
        .library(name: "ScrollSimStrategies", targets: ["ScrollSimStrategies"]),
    ],
    targets: [
        // Pure physics: closed-form curves and per-frame constants. No clock, no I/O.
        .target(name: "ScrollPhysics"),
        // The engine: scroll view, gestures, delegate, recorder, layout.
        .target(name: "ScrollSim", dependencies: ["ScrollPhysics"]),
        // Snapping strategies, one file each, plugged in through the delegate protocol.
        .target(name: "ScrollSimStrategies", dependencies: ["ScrollSim"]),
        // Tolerance helpers and trace builders shared by the test targets.
        .target(name: "ScrollSimTestSupport", dependencies: ["ScrollSim"]),

        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "ScrollSimTests", dependencies: ["ScrollSim", "ScrollSimTestSupport"]),
        .testTarget(
            name: "ScrollSimStrategiesTests",
            dependencies: ["ScrollSimStrategies", "ScrollSim", "ScrollSimTestSupport"]),
    ]
)
