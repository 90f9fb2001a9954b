#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the files of a server's catalog paths are now, as `stat` sees them
/// through every symbolic link: for each path, and for each entry below a
/// folder, its device, inode, size and change and modification times.
///
/// Two fingerprints differ when a file was written, replaced by a rename,
/// added or removed, or when a symbolic link on the way points elsewhere:
/// Kubernetes updates a mounted ConfigMap by pointing its `..data` link at
/// a new folder, so every file then has a new inode although no file was
/// written in place. It is never more than a few `stat` calls per file.
struct CatalogFingerprint: Equatable, Sendable {
    /// One path (a catalog's own, or one below its folder) and what `stat` said.
    struct Entry: Equatable, Sendable {
        var path: String
        var status: FileStatus?
    }

    /// The fields of `stat` that change when a file does; nil: no such file.
    struct FileStatus: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var changed: Int64
        var isFolder: Bool
    }

    private(set) var entries: [Entry] = []
    /// The folders read, by device and inode: each once, so that a link
    /// back up the tree (or `..data` beside the folder it names) is not
    /// walked again.
    private var folders: Set<[UInt64]> = []

    /// The fingerprint of every path (and, for a folder, of everything below
    /// it), in name order.
    init(paths: [String: String]) {
        for name in paths.keys.sorted() {
            guard let path = paths[name] else { continue }
            add(path)
        }
    }

    /// A fingerprint of these entries.
    init(entries: [Entry]) {
        self.entries = entries
    }

    private mutating func add(_ path: String) {
        let status = Self.status(path)
        entries.append(Entry(path: path, status: status))
        guard let status, status.isFolder, folders.insert([status.device, status.inode]).inserted else { return }
        for child in Self.children(path) { add(path + "/" + child) }
    }

    /// `stat` through symbolic links; nil when nothing is there (a dangling link).
    static func status(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        return FileStatus(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
            isFolder: (info.st_mode & S_IFMT) == S_IFDIR)
    }

    /// A folder's entries but `.` and `..`, in byte order.
    static func children(_ path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
