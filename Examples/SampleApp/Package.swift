// swift-tools-version: 6.2
// A sample app's view code, written exactly as for iOS (`import UIKit`, `import SnapKit`,
// Swift 6, the main actor as the default isolation), built and snapshot-tested on Linux
// against swift-autolayout. On iOS the same folder builds against Apple's UIKit and SnapKit.
import PackageDescription

let linux = TargetDependencyCondition.when(platforms: [Platform.linux])

let package = Package(
    name: "SampleApp",
    dependencies: [.package(name: "swift-autolayout", path: "../..")],
    targets: [
        .target(
            name: "SampleViews",
            dependencies: [
                .product(name: "UIKit", package: "swift-autolayout", condition: linux),
                .product(name: "SnapKit", package: "swift-autolayout", condition: linux),
            ],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        // The Linux test target: layout snapshots of the views above, recorded beside the tests.
        .testTarget(
            name: "SampleViewsTests",
            dependencies: [
                "SampleViews",
                .product(name: "LayoutTesting", package: "swift-autolayout"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
