import Foundation
import LayoutStories
import LayoutTesting
import Testing
import UIKitCompat

/// The snapshot tool tested on itself: a changed constant fails exactly the snapshots it
/// moves, with a readable diff; recording is deterministic.
@MainActor @Suite struct SnapshotToolTests {
    static let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/StorySnapshotTests")

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tool-\(UUID().uuidString)")
    }

    /// Compares the form on `environment` with its recorded snapshot, after moving the
    /// stack's top constraint from 16 to `top` points below the safe area.
    static func formOutcome(_ environment: LayoutEnvironment, top: CGFloat, artifacts: URL) -> SnapshotOutcome {
        let host = LayoutHost(environment)
        let form = FormViewController()
        host.host(form)
        let pin = form.view.constraints.first { $0.firstAttribute == .top && $0.constant == 16 }
        pin?.constant = top
        host.layout()
        let settings = SnapshotSettings(directory: recorded, artifacts: artifacts, recording: .never)
        return verifyLayoutSnapshot(of: host, fileName: "form.\(environment.name)", settings: settings)
    }

    @Test func movingTheFormDownEightPointsFailsItsSnapshotWithTheMoveInTheDiff() throws {
        let artifacts = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let outcome = Self.formOutcome(LayoutEnvironment(device: .iPhone15), top: 24, artifacts: artifacts)
        let name = "form.iPhone15-portrait-L-ltr"
        let base = artifacts.appendingPathComponent(name).path
        #expect(
            outcome.failures == [
                """
                Layout snapshot \(name) does not match \(Self.recorded.appendingPathComponent(name + ".txt").path):
                @@ -2,4 +2,4 @@
                 UIView (0, 0, 393, 852)
                -  UIStackView (16, 75, 361, 139.33)
                +  UIStackView (16, 83, 361, 139.33)
                     UILabel "Your name" (0, 0, 83, 20.33)
                     UIButton (0, 28.33, 35, 30)
                Moved:
                  line 3, UIStackView: y 75 → 83 (+8)
                New snapshot: \(base).new.txt; overlay of both: \(base).overlay.svg
                If the new layout is right, record it with LAYOUT_SNAPSHOTS=record.
                """
            ])
        let overlay = try String(contentsOfFile: base + ".overlay.svg", encoding: .utf8)
        #expect(
            overlay.contains("<rect x=\"16\" y=\"75\" width=\"361\" height=\"139.33\" fill=\"none\" stroke=\"#ff3b30\"")
        )
        #expect(
            overlay.contains("<rect x=\"16\" y=\"83\" width=\"361\" height=\"139.33\" fill=\"none\" stroke=\"#007aff\"")
        )
        let written = try String(contentsOfFile: base + ".new.txt", encoding: .utf8)
        #expect(written == outcome.snapshot.text)
        // The recorded file is left as it was.
        let recorded = try String(contentsOf: Self.recorded.appendingPathComponent(name + ".txt"), encoding: .utf8)
        #expect(recorded.contains("UIStackView (16, 75, 361, 139.33)"))
    }

    @MainActor @Test func theChangedConstantFailsExactlyTheFormsSnapshotsAndNoOther() {
        let artifacts = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: artifacts) }
        var failing: [String] = []
        for environment in LayoutEnvironment.matrix(
            devices: StorySnapshotTests.devices, sizes: StorySnapshotTests.sizes)
        {
            if !Self.formOutcome(environment, top: 24, artifacts: artifacts).passed {
                failing.append("form.\(environment.name)")
            }
            for (story, build) in Self.stories {
                let host = LayoutHost(environment)
                let run = environment.asMainScreen { build(environment.bounds.size) }
                host.host(run.root)
                let settings = SnapshotSettings(directory: Self.recorded, artifacts: artifacts, recording: .never)
                let fileName = "\(story).\(environment.name)"
                let outcome = withExtendedLifetime(run.owners) {
                    verifyLayoutSnapshot(of: host, fileName: fileName, settings: settings)
                }
                if !outcome.passed { failing.append(fileName) }
            }
        }
        #expect(
            failing == [
                "form.iPhoneSE3-portrait-L-ltr", "form.iPhoneSE3-portrait-AccessibilityXXXL-ltr",
                "form.iPhone15-portrait-L-ltr", "form.iPhone15-portrait-AccessibilityXXXL-ltr",
                "form.iPhone15ProMax-portrait-L-ltr", "form.iPhone15ProMax-portrait-AccessibilityXXXL-ltr",
            ])
    }

    static let stories: [(String, @MainActor (CGSize) -> StoryRun)] = [
        ("titleList", { TitleListStory.run(lowered: true, width: $0.width) }),
        ("photoTable", { PhotoTableStory.run(width: $0.width, height: $0.height).run }),
        ("growingTable", { GrowingTableStory.run(width: $0.width, height: $0.height).run }),
        ("shopHome", { ShopHomeStory.run(width: $0.width, height: $0.height).run }),
        ("settings", { SettingsStory.run(width: $0.width, height: $0.height).run }),
    ]

    @Test func recordingTwiceWritesTheSameBytesWithNoAddresses() throws {
        let first = Self.temporaryFolder()
        let second = Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        for folder in [first, second] {
            for environment in LayoutEnvironment.matrix(
                devices: [.iPhoneSE, .iPhone15ProMax], directions: [.leftToRight, .rightToLeft])
            {
                let host = LayoutHost(environment)
                let run = ShopHomeStory.run(width: environment.bounds.width, height: environment.bounds.height).run
                host.host(run.root)
                let settings = SnapshotSettings(directory: folder, artifacts: folder, recording: .all)
                let outcome = withExtendedLifetime(run.owners) {
                    verifyLayoutSnapshot(of: host, fileName: "shop.\(environment.name)", settings: settings)
                }
                #expect(outcome.failures.count == 1)
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        #expect(names.count == 8)
        #expect(try FileManager.default.contentsOfDirectory(atPath: second.path).sorted() == names)
        for name in names {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between two recordings")
            let text = String(decoding: a, as: UTF8.self)
            #expect(!text.contains("0x"), "\(name) holds an address")
        }
    }

    @Test func aMissingSnapshotIsRecordedOnceAndThenCompared() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = LayoutHost(LayoutEnvironment(device: .iPhoneSE))
        host.host(FormViewController())
        let never = SnapshotSettings(directory: folder, artifacts: folder, recording: .never)
        let file = folder.appendingPathComponent("form.txt").path
        #expect(
            verifyLayoutSnapshot(of: host, fileName: "form", settings: never).failures == [
                "No layout snapshot at \(file), and LAYOUT_SNAPSHOTS=never forbids recording one."
            ])
        #expect(!FileManager.default.fileExists(atPath: file))
        let missing = SnapshotSettings(directory: folder, artifacts: folder, recording: .missing)
        #expect(
            verifyLayoutSnapshot(of: host, fileName: "form", settings: missing).failures == [
                "No layout snapshot was recorded at \(file); recorded it now. Run the test again to compare."
            ])
        #expect(verifyLayoutSnapshot(of: host, fileName: "form", settings: missing).passed)
        #expect(verifyLayoutSnapshot(of: host, fileName: "form", settings: never).passed)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("form.svg").path))
    }
}
