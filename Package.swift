// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "swift-autolayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "FontEngine", targets: ["FontEngine"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "ListLayout", targets: ["ListLayout"]),
        .library(name: "ViewControllers", targets: ["ViewControllers"]),
        .library(name: "Controls", targets: ["Controls"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        .library(name: "LayoutDiagnostics", targets: ["LayoutDiagnostics"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .executable(name: "layoutctl", targets: ["layoutctl"]),
        .executable(name: "layout-benchmarks", targets: ["LayoutBenchmarks"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "FontEngine"),
        .target(name: "AutoLayout", dependencies: ["Cassowary", "FontEngine"]),
        .target(name: "LayoutDSL", dependencies: ["AutoLayout"]),
        .target(name: "ListLayout", dependencies: ["AutoLayout"]),
        .target(name: "ViewControllers", dependencies: ["AutoLayout", "ListLayout", "Controls"]),
        .target(name: "Controls", dependencies: ["AutoLayout"]),
        .target(
            name: "UIKitCompat", dependencies: ["AutoLayout", "LayoutDSL", "ListLayout", "ViewControllers", "Controls"]),
        // `import UIKit` and `import SnapKit` on Linux (docs/testing.md: an app's view files
        // built for iOS and, unchanged, for Linux). An app depends on them for Linux only.
        .target(name: "UIKit", dependencies: ["UIKitCompat", "_Testing_UIKit"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "SnapKit", dependencies: ["UIKitCompat"]),
        .target(name: "LayoutStories", dependencies: ["UIKitCompat"]),
        .target(name: "LayoutDiagnostics", dependencies: ["AutoLayout", "Cassowary"]),
        .target(name: "LayoutTesting", dependencies: ["AutoLayout", "ViewControllers", "LayoutDiagnostics"]),
        .target(
            name: "LayoutCommands",
            dependencies: [
                "Cassowary", "AutoLayout", "LayoutStories", "LayoutDiagnostics", "ViewControllers", "FontEngine",
            ]),
        .executableTarget(name: "layoutctl", dependencies: ["LayoutCommands", "LayoutDiagnostics"]),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: ["Cassowary", "AutoLayout", "LayoutDSL", "ListLayout"],
            path: "Benchmarks/LayoutBenchmarks"
        ),
        .target(name: "CassowaryReference", dependencies: ["Cassowary"]),
        .target(name: "LayoutTestSupport", dependencies: ["AutoLayout"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CassowaryReference"]),
        .testTarget(name: "FontEngineTests", dependencies: ["FontEngine"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "LayoutTestSupport", "CassowaryReference"]),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "AutoLayout", "LayoutTestSupport"]),
        .testTarget(
            name: "ListLayoutTests", dependencies: ["ListLayout", "LayoutDSL", "AutoLayout", "LayoutTestSupport"]),
        .testTarget(
            name: "ViewControllersTests",
            dependencies: ["AutoLayout", "UIKitCompat", "LayoutTestSupport", "LayoutStories"]),
        .testTarget(name: "LayoutStoriesTests", dependencies: ["LayoutStories", "UIKitCompat", "LayoutTestSupport"]),
        .testTarget(
            name: "LayoutDiagnosticsTests",
            dependencies: ["LayoutDiagnostics", "AutoLayout", "LayoutTestSupport", "CassowaryReference"]),
        .testTarget(
            name: "LayoutTestingTests",
            dependencies: ["LayoutTesting", "LayoutStories", "UIKitCompat", "LayoutTestSupport"],
            exclude: ["__Snapshots__"]),
        // App-style code against UIKit's and SnapKit's declarations (docs/uikit-declarations.tsv),
        // in the mode new app targets build in: Swift 6, the main actor as default isolation.
        .testTarget(
            name: "UIKitConformanceTests", dependencies: ["UIKit", "SnapKit"],
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(
            name: "LayoutCommandsTests",
            dependencies: ["LayoutCommands", "AutoLayout", "LayoutDiagnostics", "LayoutTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
