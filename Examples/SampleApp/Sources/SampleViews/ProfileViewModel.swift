import Foundation

/// What the profile screen shows, loaded the way an app's model loads it: asynchronously.
@MainActor
final class ProfileViewModel {
    private(set) var name = "Loading…"
    private(set) var status = ""
    var notificationsOn = true

    /// Stands in for a network call.
    func load() async {
        await Task.yield()
        name = "Ada Lovelace"
        status = "Writing the first program"
    }
}
