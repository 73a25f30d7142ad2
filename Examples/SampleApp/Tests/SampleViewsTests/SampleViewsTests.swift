import LayoutTesting
import Testing
import UIKit

@testable import SampleViews

/// The sample app's screens laid out on an iPhone 15 and compared with their recorded
/// snapshots (`__Snapshots__/SampleViewsTests/`), frames to the pixel.
@Suite struct SampleViewsTests {
    @Test func profileShowsTheLoadedModel() async {
        let controller = ProfileViewController()
        let host = LayoutHost()
        host.host(controller)
        await controller.loading?.value
        #expect(controller.nameLabel.text == "Ada Lovelace")
        #expect(controller.statusField.text == "Writing the first program")
        #expect(controller.saveButton.titleLabel?.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(assertLayoutSnapshot(of: host))
    }

    @Test func messagesSizeTheirRowsToTheirText() {
        #expect(assertLayoutSnapshot(of: MessagesViewController(), on: .iPhone15))
    }

    @Test func tagsFillAGridOfThree() {
        let controller = TagsViewController()
        #expect(assertLayoutSnapshot(of: controller, on: .iPhone15))
        #expect(TagCell.reuseIdentifier == "TagCell")
        #expect(MessageCell.reuseIdentifier == "MessageCell")
    }
}
