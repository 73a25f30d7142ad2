// Swift Testing declares a cross-import overlay for `Testing` and `UIKit` together: a file
// that imports both (as an app's view tests do) makes the compiler import `_Testing_UIKit`
// as well. On Apple platforms Swift Testing ships it; on Linux this package's `UIKit`
// module needs one to be found, so it brings this empty module along.
