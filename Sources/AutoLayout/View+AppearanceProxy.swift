import Foundation

// Appearance proxies (UIKit's `UIAppearance`,
// https://developer.apple.com/documentation/uikit/uiappearance). `UILabel.appearance()`
// returns a stand-in label; what an app sets on it applies to the labels (and instances of
// subclasses) that enter a window afterwards, as UIKit applies appearance changes when a
// view enters a window and leaves views already in one alone. A subclass's proxy wins over
// its superclass's: `MyLabel.appearance()` over `UILabel.appearance()`. A value the view set
// itself is kept: a proxy's value applies only where the view still has its class's default.
//
// The values that apply: a view's `backgroundColor` and `tintColor`, and a label's
// `textColor` and `font`. Other classes' and properties' values set on a proxy are kept on
// it and read back, but not applied. The stand-ins are made with `init?(coder:)`, the
// initializer every view class has: a subclass whose `init?(coder:)` fails or stops the
// program (`fatalError`) cannot have a proxy.

/// The appearance proxies made so far, by class.
@MainActor
enum AppearanceProxies {
    struct Entry {
        /// The stand-in the app sets values on.
        let proxy: View
        /// An untouched instance of the same class: its values are the class's defaults.
        let defaults: View
        /// Whether a view is an instance of the proxy's class or a subclass.
        let matches: (View) -> Bool
    }

    static var entries: [ObjectIdentifier: Entry] = [:]

    /// Sets on `view` what `entry`'s proxy changed from the defaults, where `view` still
    /// has the default.
    static func apply(_ entry: Entry, to view: View) {
        let (proxy, defaults) = (entry.proxy, entry.defaults)
        if proxy.backgroundColor != defaults.backgroundColor, view.backgroundColor == defaults.backgroundColor {
            view.backgroundColor = proxy.backgroundColor
        }
        if let tint = proxy.appearance.tintColor, view.appearance.tintColor == nil { view.tintColor = tint }
        guard let proxy = proxy as? Label, let defaults = defaults as? Label, let label = view as? Label else { return }
        if proxy.textColor != defaults.textColor, label.textColor == defaults.textColor {
            label.textColor = proxy.textColor
        }
        if proxy.font != defaults.font, label.font == defaults.font { label.font = proxy.font }
    }
}

extension View {
    /// The appearance proxy of the class (UIKit's `appearance()`,
    /// https://developer.apple.com/documentation/uikit/uiappearance/appearance()): values
    /// set on it apply to instances of the class when they enter a window
    /// (View+AppearanceProxy.swift says which values).
    public static func appearance() -> Self {
        let key = ObjectIdentifier(self)
        if let proxy = AppearanceProxies.entries[key]?.proxy as? Self { return proxy }
        let coder = NSCoder()
        guard let proxy = Self(coder: coder), let defaults = Self(coder: coder) else {
            preconditionFailure("\(Self.self)'s init?(coder:) returned nil, so it has no appearance proxy")
        }
        AppearanceProxies.entries[key] = AppearanceProxies.Entry(
            proxy: proxy, defaults: defaults, matches: { $0 is Self })
        return proxy
    }

    /// Applies the proxies of the view's class and its superclasses, the most specific
    /// first (a value it sets is no longer the default, so a more general proxy leaves it);
    /// called as the view enters a window.
    func applyAppearanceProxies() {
        let entries = AppearanceProxies.entries.values
        guard !entries.isEmpty else { return }
        let matching = entries.filter { $0.matches(self) && $0.proxy !== self && $0.defaults !== self }
        // A proxy of a subclass is an instance of more of the registered classes.
        let depth = { (entry: AppearanceProxies.Entry) in entries.count { $0.matches(entry.proxy) } }
        for entry in matching.sorted(by: { depth($0) > depth($1) }) { AppearanceProxies.apply(entry, to: self) }
    }
}
