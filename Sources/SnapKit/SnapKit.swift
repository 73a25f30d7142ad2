// `import SnapKit` on Linux: SnapKit's DSL (`view.snp.makeConstraints { … }`) and names from
// UIKitCompat, so that an app's view files build unchanged for iOS (with SnapKit itself)
// and for a Linux test target (with this module).

@_exported import UIKitCompat
