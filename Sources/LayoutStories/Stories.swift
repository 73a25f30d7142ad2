import UIKitCompat

/// The stories this package was made for, as `layoutctl demo` runs them.
@MainActor
public enum Stories {
    /// The stories' short names, in the demo's order (the names of their pictures):
    /// story 1 before and after its fix, then stories 2 to 5.
    public static let names = ["1-estimated", "1b-fixed", "2-photos", "3-growing-table", "4-shop-home", "5-settings"]

    /// Every story run, in the order of ``names``.
    public static func runAll() -> [StoryRun] {
        names.compactMap(run(named:))
    }

    /// Runs one story by its short name (one of ``names``); `nil` for any other name.
    public static func run(named name: String) -> StoryRun? {
        switch name {
        case "1-estimated": TitleListStory.run(lowered: false)
        case "1b-fixed": TitleListStory.run(lowered: true)
        case "2-photos": PhotoTableStory.run().run
        case "3-growing-table": GrowingTableStory.run().run
        case "4-shop-home": ShopHomeStory.run().run
        case "5-settings": SettingsStory.run().run
        default: nil
        }
    }
}
