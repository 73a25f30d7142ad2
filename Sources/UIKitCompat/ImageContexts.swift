// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation

// UIKit's bitmap image contexts: a stack per thread, as UIKit keeps. Nothing is drawn; the
// context records its fills and strokes (CGContext.swift) and the image has its size.

/// The image contexts begun on the calling thread and not ended, the current one last.
final class ImageContextStack {
    private static let key = "UIKitCompat.ImageContextStack"
    var contexts: [CGContext] = []

    /// The calling thread's stack.
    static var current: ImageContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? ImageContextStack { return stack }
        let stack = ImageContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// The main screen's scale, for a scale of 0. `Screen` is the main actor's: off the main
/// thread, the scale last read on it is used (3, the iPhone 15's, until then).
final class MainScreenScaleMirror: @unchecked Sendable {
    static let shared = MainScreenScaleMirror()
    private let lock = NSLock()
    private var value: CGFloat = 3

    func scale() -> CGFloat {
        if Thread.isMainThread {
            let scale = MainActor.assumeIsolated { Screen.main.scale }
            lock.withLock { value = scale }
            return scale
        }
        return lock.withLock { value }
    }
}

/// Begins a bitmap context of a size, opaque or not, at a scale (0: the main screen's),
/// and makes it the current context.
/// https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : MainScreenScaleMirror.shared.scale()
    ImageContextStack.current.contexts.append(CGContext(size: size, scale: scale, opaque: opaque))
}

/// Begins a bitmap context of a size, not opaque, at scale 1.
/// https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontext(_:)
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current context of the calling thread, or `nil` when none was begun.
/// https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ImageContextStack.current.contexts.last
}

/// An image of the current context: of its size (`nil` when no image context was begun).
/// https://developer.apple.com/documentation/uikit/uigraphicsgetimagefromcurrentimagecontext()
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContextStack.current.contexts.last.map { Image(size: $0.size) }
}

/// Ends the current context: the one begun before it becomes current again.
/// https://developer.apple.com/documentation/uikit/uigraphicsendimagecontext()
public func UIGraphicsEndImageContext() {
    _ = ImageContextStack.current.contexts.popLast()
}
