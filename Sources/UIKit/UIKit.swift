// `import UIKit` on Linux: UIKit's names from UIKitCompat, so that an app's view files build
// unchanged for iOS (where Apple's UIKit is imported) and for a Linux test target (where
// this module is). Build it on Linux only: on Apple platforms the name is Apple's module.

@_exported import UIKitCompat
