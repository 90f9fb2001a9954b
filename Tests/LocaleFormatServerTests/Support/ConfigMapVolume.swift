import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder laid out and updated as the kubelet lays out and updates a
/// mounted ConfigMap (its `AtomicWriter`): the files live in a timestamped
/// folder `..2026_11_29_03_30_00.000000001`; `..data` links to it; each
/// key is a link `KEY -> ..data/KEY`. An update writes a new timestamped
/// folder, makes a link `..data_tmp` to it, renames that over `..data` (the
/// one atomic step), adds the links of new keys and removes the old folder.
final class ConfigMapVolume: @unchecked Sendable {
    let root = NSTemporaryDirectory() + "configmap-" + UUID().uuidString
    private var version = 0
    private var current: String?

    init() { try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Publishes `files` (path → contents; a path is a key, or the `path`
    /// of a ConfigMap volume's `items`) as the ConfigMap's new data.
    func publish(_ files: [String: String]) {
        version += 1
        let folder = String(format: "..2026_11_29_03_30_%02d.%09d", version % 60, version)
        let path = root + "/" + folder
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (key, text) in files {
            let file = path + "/" + key
            try? FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        }
        _ = unlink(root + "/..data_tmp")
        _ = symlink(folder, root + "/..data_tmp")
        _ = rename(root + "/..data_tmp", root + "/..data")
        // One link per first path component: `app/Localizable.xcstrings`
        // (a key's `items` path) is seen through `app -> ..data/app`.
        for key in Set(files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        where FileManager.default.fileExists(atPath: root + "/" + key) == false {
            _ = symlink("..data/" + key, root + "/" + key)
        }
        if let current { try? FileManager.default.removeItem(atPath: root + "/" + current) }
        current = folder
    }
}
