import UIKitCompat

/// The stories this package was made for, as `layoutctl demo` runs them.
public enum Stories {
    /// Every story run, in order: story 1 before and after its fix, then stories 2 to 5.
    public static func runAll() -> [StoryRun] {
        [
            TitleListStory.run(lowered: false), TitleListStory.run(lowered: true), PhotoTableStory.run().run,
            GrowingTableStory.run().run, ShopHomeStory.run().run, SettingsStory.run().run,
        ]
    }
}
