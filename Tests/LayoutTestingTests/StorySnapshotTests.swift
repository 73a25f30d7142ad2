import LayoutStories
import LayoutTesting
import Testing
import UIKitCompat

/// The demo's stories and the form, each on three devices at the default and the largest
/// text size: 36 snapshots recorded in `__Snapshots__/StorySnapshotTests/`.
@MainActor @Suite struct StorySnapshotTests {
    static let devices: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax]
    static let sizes: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]

    /// The data sources of the stories' lists, which the lists hold weakly.
    final class Owners { var objects: [AnyObject] = [] }

    /// The view of a story run, its owners kept in `owners`.
    static func root(of run: StoryRun, keepingIn owners: Owners) -> UIView {
        owners.objects += run.owners
        return run.root
    }

    @Test func form() {
        assertLayoutSnapshots(for: Self.devices, sizes: Self.sizes) { _ in FormViewController() }
    }

    /// Checks a story's snapshots, built at each device's size; named after the calling test.
    static func check(
        _ build: @escaping (CGSize) -> StoryRun, filePath: StaticString = #filePath, function: String = #function
    ) {
        let owners = Owners()
        assertLayoutSnapshots(for: devices, sizes: sizes, filePath: filePath, function: function) { environment in
            root(of: build(environment.bounds.size), keepingIn: owners)
        }
    }

    @Test func titleList() { Self.check { TitleListStory.run(lowered: true, width: $0.width) } }
    @Test func photoTable() { Self.check { PhotoTableStory.run(width: $0.width, height: $0.height).run } }
    @Test func growingTable() { Self.check { GrowingTableStory.run(width: $0.width, height: $0.height).run } }
    @Test func settings() { Self.check { SettingsStory.run(width: $0.width, height: $0.height).run } }
    @Test func shopHome() { Self.check { ShopHomeStory.run(width: $0.width, height: $0.height).run } }
}
