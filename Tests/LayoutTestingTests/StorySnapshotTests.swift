import LayoutStories
import LayoutTesting
import Testing
import UIKitCompat

/// The demo's stories and the form, each on three devices at the default and the largest
/// text size: 36 snapshots recorded in `__Snapshots__/StorySnapshotTests/`.
@Suite struct StorySnapshotTests {
    static let devices: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax]
    static let sizes: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]

    /// The data sources of the stories' lists, which the lists hold weakly.
    final class Owners: @unchecked Sendable { var objects: [AnyObject] = [] }

    /// The view of a story run, its owners kept in `owners`.
    static func root(of run: StoryRun, keepingIn owners: Owners) -> UIView {
        owners.objects += run.owners
        return run.root
    }

    @Test func form() {
        assertLayoutSnapshots(for: Self.devices, sizes: Self.sizes) { _ in FormViewController() }
    }

    @Test func titleList() {
        let owners = Owners()
        assertLayoutSnapshots(for: Self.devices, sizes: Self.sizes) { environment in
            Self.root(of: TitleListStory.run(lowered: true, width: environment.bounds.width), keepingIn: owners)
        }
    }

    @Test func photoTable() {
        let owners = Owners()
        assertLayoutSnapshots(for: Self.devices, sizes: Self.sizes) { environment in
            let size = environment.bounds.size
            return Self.root(of: PhotoTableStory.run(width: size.width, height: size.height).run, keepingIn: owners)
        }
    }

    @Test func growingTable() {
        let owners = Owners()
        assertLayoutSnapshots(for: Self.devices, sizes: Self.sizes) { environment in
            let size = environment.bounds.size
            return Self.root(of: GrowingTableStory.run(width: size.width, height: size.height).run, keepingIn: owners)
        }
    }

    @Test func settings() {
        let owners = Owners()
        assertLayoutSnapshots(for: Self.devices, sizes: Self.sizes) { environment in
            let size = environment.bounds.size
            return Self.root(of: SettingsStory.run(width: size.width, height: size.height).run, keepingIn: owners)
        }
    }

    @Test func shopHome() {
        let owners = Owners()
        assertLayoutSnapshots(for: Self.devices, sizes: Self.sizes) { environment in
            let size = environment.bounds.size
            return Self.root(of: ShopHomeStory.run(width: size.width, height: size.height).run, keepingIn: owners)
        }
    }
}
