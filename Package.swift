// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-autolayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "layoutctl", targets: ["layoutctl"]),
        .executable(name: "layout-benchmarks", targets: ["LayoutBenchmarks"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .executableTarget(name: "layoutctl", dependencies: ["Cassowary"]),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: ["Cassowary"],
            path: "Benchmarks/LayoutBenchmarks",
            resources: []
        ),
        .target(name: "CassowaryReference", dependencies: ["Cassowary"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CassowaryReference"]),
    ],
    swiftLanguageModes: [.v6]
)
