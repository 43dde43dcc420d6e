// swift-tools-version: 6.0
// An app's paging delegate, tested with ScrollSim the way an app's test target would test it.
import PackageDescription

let package = Package(
    name: "PagingDelegate",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "ScrollSim", path: "../..")],
    targets: [
        // The app code: a card carousel's delegate, written against UIKit's names.
        .target(name: "Pager", dependencies: [.product(name: "ScrollSim", package: "ScrollSim")]),
        .testTarget(
            name: "PagerTests",
            dependencies: [
                "Pager", .product(name: "ScrollSim", package: "ScrollSim"), .product(name: "ScrollSimTesting", package: "ScrollSim"),
                // Sweeps of the pager over a grid of gestures, pinned by a sweep golden.
                .product(name: "ScrollSimScenarios", package: "ScrollSim"), .product(name: "ScrollSimSweepTesting", package: "ScrollSim"),
            ],
            // The feel goldens beside the tests are data, not sources or resources.
            exclude: ["__Feel__"]),
    ]
)
