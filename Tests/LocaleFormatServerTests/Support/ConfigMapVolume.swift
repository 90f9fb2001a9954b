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

    /// Publishes `files` (key → contents) as the ConfigMap's new data.
    func publish(_ files: [String: String]) {
        version += 1
        let folder = String(format: "..2026_11_29_03_30_%02d.%09d", version % 60, version)
        let path = root + "/" + folder
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (key, text) in files {
            _ = FileManager.default.createFile(atPath: path + "/" + key, contents: Data(text.utf8))
        }
        _ = unlink(root + "/..data_tmp")
        _ = symlink(folder, root + "/..data_tmp")
        _ = rename(root + "/..data_tmp", root + "/..data")
        for key in files.keys where FileManager.default.fileExists(atPath: root + "/" + key) == false {
            _ = symlink("..data/" + key, root + "/" + key)
        }
        if let current { try? FileManager.default.removeItem(atPath: root + "/" + current) }
        current = folder
    }
}
