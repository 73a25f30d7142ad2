import AutoLayout
import Foundation

/// A service an activity view controller offers (UIKit's `UIActivity`); subclass it for an
/// app's own services.
/// https://developer.apple.com/documentation/uikit/uiactivity
@MainActor
open class Activity {
    /// The identifier of a service (UIKit's `UIActivity.ActivityType`).
    /// https://developer.apple.com/documentation/uikit/uiactivity/activitytype
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// An activity.
    public init() {}

    /// The service's identifier (`nil` unless overridden).
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows (`nil` unless overridden).
    open var activityTitle: String? { nil }
    /// The image the sheet shows (`nil` unless overridden).
    open var activityImage: Image? { nil }
    /// Whether the activity works on `activityItems` (`false` unless overridden).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Takes the items before performing.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the service; call ``activityDidFinish(_:)`` when done.
    open func perform() {}
    /// Tells the sheet the activity ended.
    open func activityDidFinish(_ completed: Bool) {}
}

/// The share sheet (UIKit's `UIActivityViewController`): the items, the app's activities,
/// the excluded types and the completion handler are kept for code and tests to read, and it
/// is presented like any controller. The sheet's services are not run here;
/// ``simulateCompletion(activityType:completed:)`` calls the handler as a finished share does.
/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@MainActor
open class ActivityViewController: ViewController {
    /// The handler called when the sheet is done: the chosen type, whether it completed, the
    /// items it returned and any error.
    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.typealias
    public typealias CompletionWithItemsHandler = (Activity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own services.
    public let applicationActivities: [Activity]?
    /// Services not to offer (`nil` unless set).
    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/excludedactivitytypes
    open var excludedActivityTypes: [Activity.ActivityType]?
    /// What runs when the sheet is done.
    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.property
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A sheet sharing `activityItems`, offering `applicationActivities` too.
    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Sheets are not archived.
    public required init?(coder: NSCoder) { nil }

    /// Does what finishing the sheet does: it is dismissed and the handler runs with
    /// `activityType` and `completed` (no returned items, no error).
    public func simulateCompletion(activityType: Activity.ActivityType?, completed: Bool) {
        presentingViewController?.dismiss(animated: true)
        completionWithItemsHandler?(activityType, completed, nil, nil)
    }
}
