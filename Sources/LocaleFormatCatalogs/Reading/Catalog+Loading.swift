import Foundation
import LocaleFormat

extension Catalog {
    /// Loads a catalog from a path: a `.xcstrings` file, a `.strings` or
    /// `.stringsdict` file in a `<language>.lproj` folder, a `.lproj` folder,
    /// or a folder searched recursively for all of these.
    ///
    /// - Parameter path: the file or folder.
    /// - Throws: ``CatalogLoadError`` naming the file (and the line and
    ///   column in text files): `invalidCatalog` for an unreadable or
    ///   malformed file, a table both in a `.xcstrings` and in `.lproj`
    ///   files, a table and language in two files, a language name that is
    ///   not one, two `.xcstrings` with different source languages;
    ///   `limitExceeded` for a catalog over ``CatalogLimits``.
    public init(path: String) throws(CatalogLoadError) {
        var loader = CatalogLoader(root: path)
        try loader.load()
        self = try loader.catalog()
    }

    /// Loads one bundle of a folder: the catalog files given (paths below
    /// `root`), as ``init(path:)`` loads a folder holding only those.
    init(root: String, files: [String]) throws(CatalogLoadError) {
        var loader = CatalogLoader(root: root)
        try loader.load(files: files)
        self = try loader.catalog()
    }

    /// The bundles of a folder: its catalog files grouped by the folder
    /// that holds their `.lproj` folders or their `.xcstrings` files, as an
    /// app's bundles (and a repository's modules) keep them apart. Each
    /// bundle's files, relative to `root`, in byte order; bundles by their
    /// folder, in byte order. Empty when `root` is not a folder.
    static func bundles(in root: String) -> [(folder: String, files: [String])] {
        guard let enumerator = FileManager.default.enumerator(atPath: CatalogLoader.followingLinks(root)) else {
            return []
        }
        var groups: [String: [String]] = [:]
        while let relative = enumerator.nextObject() as? String {
            guard CatalogLoader.isCatalogFile(relative), !CatalogLoader.isMountInternal(relative) else { continue }
            var folder = (relative as NSString).deletingLastPathComponent
            if (folder as NSString).pathExtension.lowercased() == "lproj" {
                folder = (folder as NSString).deletingLastPathComponent
            }
            groups[folder, default: []].append(relative)
        }
        return groups.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { folder in
            (folder, (groups[folder] ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
    }
}
