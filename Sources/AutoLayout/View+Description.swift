import Foundation

extension View {
    /// UIKit's names of this package's view classes, by class.
    static var classNames: [ObjectIdentifier: String] = [
        ObjectIdentifier(View.self): "UIView", ObjectIdentifier(Label.self): "UILabel",
        ObjectIdentifier(ImageView.self): "UIImageView", ObjectIdentifier(ScrollView.self): "UIScrollView",
    ]

    /// Registers the UIKit name a view class prints as (`UILabel` for ``Label``).
    package static func registerDebugClassName(_ type: View.Type, _ name: String) {
        classNames[ObjectIdentifier(type)] = name
    }

    /// The class name printed in descriptions: UIKit's name for this module's classes,
    /// the module-qualified Swift name for your subclasses (`MyApp.ProfileCell`).
    public var debugClassName: String {
        let type = Swift.type(of: self)
        if let name = View.classNames[ObjectIdentifier(type)] { return name }
        return String(reflecting: type)
    }

    /// `UILabel:0x7fa000001200'Title'`: how constraints and reports name the view.
    public var debugName: String {
        guard let quoted = quotedName else { return "\(debugClassName):\(address)" }
        return "\(debugClassName):\(address)'\(quoted)'"
    }

    /// `<UIView: 0x7fa000001200; frame = (0 0; 320 480)>`, as UIKit prints views; a
    /// subclass of this package's views adds its UIKit base class
    /// (`<MyApp.Badge: 0x…; baseClass = UILabel; frame = …>`).
    public var description: String {
        let f = storedFrame
        var base = ""
        if View.classNames[ObjectIdentifier(Swift.type(of: self))] == nil {
            var type: AnyClass? = Swift.type(of: self)
            while let current = type {
                if let name = View.classNames[ObjectIdentifier(current)] {
                    base = " baseClass = \(name);"
                    break
                }
                type = _getSuperclass(current)
            }
        }
        return "<\(debugClassName): \(address);\(base) frame = (\(format(f.minX)) \(format(f.minY)); "
            + "\(format(f.width)) \(format(f.height)))>"
    }
}
