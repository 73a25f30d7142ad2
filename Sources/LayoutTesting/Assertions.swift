import AutoLayout
import Foundation
import Testing
import ViewControllers
import XCTest

/// Where an assertion was written, for the failure it records.
public struct AssertionSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let function: String
    let line: UInt
    let column: UInt

    /// The site of the caller (pass the `#fileID`, `#filePath`, `#function`, `#line` and
    /// `#column` of your own helper to report failures at its caller).
    public init(fileID: String, filePath: StaticString, function: String, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.function = function
        self.line = line
        self.column = column
    }

    /// Records `message` as a failure of the running test: an issue under Swift Testing,
    /// `XCTFail` under XCTest.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// Checks the snapshot of what `host` shows now against the one recorded beside the test
/// (`__Snapshots__/<TestFile>/<test>.<name>.txt`), records it when missing, and fails the
/// test on a changed snapshot or a layout problem in `checks`.
///
/// - Returns: whether the test passed this assertion.
@discardableResult
@MainActor
public func assertLayoutSnapshot(
    of host: LayoutHost, named name: String? = nil, checks: LayoutChecks = .default,
    record: SnapshotRecording? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return check(host, name: name, checks: checks, record: record, site: site)
}

/// Puts `view` in a window on `device` (sized as `sizing` says), lays it out and checks its
/// snapshot as ``assertLayoutSnapshot(of:named:checks:record:fileID:filePath:function:line:column:)``
/// does; conflicts met while `view` is built count.
@discardableResult
@MainActor
public func assertLayoutSnapshot(
    of view: @autoclosure () -> View, on device: Device = .iPhone15, orientation: Device.Orientation = .portrait,
    contentSize: ContentSizeCategory = .large, direction: UserInterfaceLayoutDirection = .leftToRight,
    sizing: LayoutHost.Sizing = .fillWindow, named name: String? = nil, checks: LayoutChecks = .default,
    record: SnapshotRecording? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
    let host = LayoutHost(
        LayoutEnvironment(device: device, orientation: orientation, contentSize: contentSize, direction: direction))
    host.host(host.collectingReports(view), sizing: sizing)
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return check(host, name: name, checks: checks, record: record, site: site)
}

/// Makes `controller` the root of a window on `device`, runs its lifecycle, lays it out
/// and checks its view's snapshot.
@discardableResult
@MainActor
public func assertLayoutSnapshot(
    of controller: @autoclosure () -> ViewController, on device: Device = .iPhone15,
    orientation: Device.Orientation = .portrait, contentSize: ContentSizeCategory = .large,
    direction: UserInterfaceLayoutDirection = .leftToRight, named name: String? = nil,
    checks: LayoutChecks = .default, record: SnapshotRecording? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
    let host = LayoutHost(
        LayoutEnvironment(device: device, orientation: orientation, contentSize: contentSize, direction: direction))
    host.host(host.collectingReports(controller))
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return check(host, name: name, checks: checks, record: record, site: site)
}

/// Checks one snapshot per environment of the matrix, named
/// `<test>.<name>.<environment>` (`form.iPhoneSE3-portrait-L-ltr`); `body` builds the
/// view for an environment.
///
/// - Returns: whether every environment passed.
@discardableResult
@MainActor
public func assertLayoutSnapshots(
    for devices: [Device], orientations: [Device.Orientation] = [.portrait], sizes: [ContentSizeCategory] = [.large],
    directions: [UserInterfaceLayoutDirection] = [.leftToRight], sizing: LayoutHost.Sizing = .fillWindow,
    named name: String? = nil, checks: LayoutChecks = .default, record: SnapshotRecording? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column, of body: (LayoutEnvironment) -> View
) -> Bool {
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let environments = LayoutEnvironment.matrix(
        devices: devices, orientations: orientations, sizes: sizes, directions: directions)
    return checkEach(environments, name: name, checks: checks, record: record, site: site) { host, environment in
        host.host(host.collectingReports { body(environment) }, sizing: sizing)
    }
}

/// The matrix for view controllers: `body` makes the controller for an environment.
@discardableResult
@MainActor
public func assertLayoutSnapshots(
    for devices: [Device], orientations: [Device.Orientation] = [.portrait], sizes: [ContentSizeCategory] = [.large],
    directions: [UserInterfaceLayoutDirection] = [.leftToRight], named name: String? = nil,
    checks: LayoutChecks = .default, record: SnapshotRecording? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column,
    controller body: (LayoutEnvironment) -> ViewController
) -> Bool {
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let environments = LayoutEnvironment.matrix(
        devices: devices, orientations: orientations, sizes: sizes, directions: directions)
    return checkEach(environments, name: name, checks: checks, record: record, site: site) { host, environment in
        host.host(host.collectingReports { body(environment) })
    }
}

/// Hosts one snapshot per environment (`fill` puts the view or controller in the host) and
/// checks each, named `<name>.<environment>`. While an environment's view is built and
/// checked, its device is the main screen, as on that device: text measured before the
/// view reaches the window is rounded to the device's pixels.
@MainActor
private func checkEach(
    _ environments: [LayoutEnvironment], name: String?, checks: LayoutChecks, record: SnapshotRecording?,
    site: AssertionSite, fill: (LayoutHost, LayoutEnvironment) -> Void
) -> Bool {
    var passed = true
    for environment in environments {
        environment.asMainScreen {
            let host = LayoutHost(environment)
            fill(host, environment)
            let full = [name, environment.name].compactMap { $0 }.joined(separator: ".")
            passed = check(host, name: full, checks: checks, record: record, site: site) && passed
        }
    }
    return passed
}

@MainActor
private func check(
    _ host: LayoutHost, name: String?, checks: LayoutChecks, record: SnapshotRecording?, site: AssertionSite
) -> Bool {
    var settings = SnapshotSettings(testFile: "\(site.filePath)")
    if let record { settings.recording = record }
    let outcome = verifyLayoutSnapshot(
        of: host, fileName: snapshotFileName(function: site.function, name: name), settings: settings, checks: checks)
    for failure in outcome.failures { site.fail(failure) }
    return outcome.passed
}
