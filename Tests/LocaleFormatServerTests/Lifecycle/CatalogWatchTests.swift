import Foundation
import Testing

@testable import LocaleFormatServer

/// `CatalogFingerprint` sees the changes a deploy makes (a file rewritten,
/// a file renamed over, a ConfigMap's `..data` link swapped) and nothing
/// else; `CatalogWatch` makes one reload of each change once it has stayed
/// still for one poll.
@Suite struct CatalogWatchTests {
    static let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#

    @Test func aConfigMapSwapChangesTheFingerprintOfAFileAndOfItsFolder() {
        let volume = ConfigMapVolume()
        volume.publish(["Localizable.xcstrings": Self.catalog])
        let file = ["app": volume.root + "/Localizable.xcstrings"]
        let folder = ["app": volume.root]
        let before = (CatalogFingerprint(paths: file), CatalogFingerprint(paths: folder))
        #expect(CatalogFingerprint(paths: file) == before.0)
        #expect(CatalogFingerprint(paths: folder) == before.1)
        // The same bytes, published again: new files behind the same names.
        volume.publish(["Localizable.xcstrings": Self.catalog])
        #expect(CatalogFingerprint(paths: file) != before.0)
        #expect(CatalogFingerprint(paths: folder) != before.1)
    }

    @Test func aFileRewrittenOrRemovedChangesTheFingerprint() throws {
        let root = NSTemporaryDirectory() + "fingerprint-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        let file = root + "/en.lproj/Localizable.strings"
        try Data("\"a\" = \"b\";\n".utf8).write(to: URL(fileURLWithPath: file))
        let paths = ["legacy": root]
        let first = CatalogFingerprint(paths: paths)
        try Data("\"a\" = \"c\";\n".utf8).write(to: URL(fileURLWithPath: file))
        let second = CatalogFingerprint(paths: paths)
        #expect(second != first)
        try FileManager.default.removeItem(atPath: file)
        #expect(CatalogFingerprint(paths: paths) != second)
        // A path with nothing there has a fingerprint too (and it loads nothing).
        #expect(CatalogFingerprint(paths: ["none": root + "/none"]).entries.first?.status == nil)
    }

    @Test func aLinkBackUpTheTreeIsReadOnce() throws {
        let root = NSTemporaryDirectory() + "fingerprint-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/a/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/again", withDestinationPath: "..")
        let entries = CatalogFingerprint(paths: ["app": root]).entries.map(\.path)
        #expect(entries == [root, root + "/a", root + "/a/again", root + "/a/up"])
    }

    /// Fingerprints that differ only in what the watch compares.
    static func files(_ inode: UInt64) -> CatalogFingerprint {
        let status = CatalogFingerprint.FileStatus(
            device: 1, inode: inode, size: 10, modified: 0, changed: 0, isFolder: false)
        return CatalogFingerprint(entries: [.init(path: "/srv/app.xcstrings", status: status)])
    }

    @Test func oneReloadPerChangeOnceTheFilesAreStill() {
        var watch = CatalogWatch(loaded: Self.files(1))
        // Each poll's files (by inode) and whether a reload is due after it.
        let polls: [(UInt64, Bool)] = [
            (1, false),  // unchanged
            (2, false), (2, true), (2, false),  // changed: due once, one poll later
            (3, false), (4, false), (5, false), (5, true),  // still changing at each poll: wait
            (6, false), (5, false), (5, false),  // changed and changed back before it was still
        ]
        for (index, (inode, due)) in polls.enumerated() {
            let isDue = watch.reloadIsDue(now: Self.files(inode))
            #expect(isDue == due, "poll \(index)")
        }
        #expect(watch.loaded == Self.files(5))
    }
}
