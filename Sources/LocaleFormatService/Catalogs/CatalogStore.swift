public import LocaleFormatCatalogs
import Synchronization

/// The catalogs the `string` op renders from, loaded from named paths
/// (`--catalog NAME=PATH`), and swapped whole by ``reload()``.
///
/// A request reads ``current`` once and renders from that set: it sees the
/// catalogs before a reload or after it, never a mix. A reload that fails
/// leaves the set in use untouched.
///
/// ```swift
/// let store = try CatalogStore(paths: ["app": "/srv/app/Resources"])
/// let dispatcher = FormatDispatcher(catalogs: store)
/// // on SIGHUP:
/// try store.reload()
/// ```
public final class CatalogStore: Sendable {
    /// The paths by catalog name; a reload reads them again.
    public let paths: [String: String]
    private let state: Mutex<CatalogSet>
    /// Reloads one at a time, so that an older load never replaces a newer one.
    private let reloading = Mutex<Void>(())

    /// Loads every path.
    /// - Throws: the first ``CatalogLoadError``, in name order.
    public init(paths: [String: String]) throws(CatalogLoadError) {
        self.paths = paths
        state = Mutex(try CatalogSet(paths: paths))
    }

    /// A store of catalogs loaded by the caller; ``reload()`` loads nothing
    /// for it (it has no paths) and keeps them.
    public init(_ catalogs: CatalogSet) {
        paths = [:]
        state = Mutex(catalogs)
    }

    /// The catalogs in use now.
    public var current: CatalogSet { state.withLock { $0 } }

    /// Loads every catalog again from its path and, only when all loaded,
    /// puts the new set in place of the old one at once.
    /// - Returns: the new set.
    /// - Throws: the first ``CatalogLoadError`` (in name order); the set in
    ///   use is then unchanged.
    @discardableResult
    public func reload() throws(CatalogLoadError) -> CatalogSet {
        try reloading.withLock { (_) throws(CatalogLoadError) -> CatalogSet in
            guard !paths.isEmpty else { return current }
            let loaded = try CatalogSet(paths: paths)
            state.withLock { $0 = loaded }
            return loaded
        }
    }
}
