import LocaleFormatCatalogs
import LocaleFormatService
import Logging
import Metrics

/// The catalogs a running server renders from (``FormatServer/run(_:)``):
/// loaded at start, loaded again on `SIGHUP`, with their metrics (`icufmt_catalog_entries{catalog}`,
/// `icufmt_catalog_reloads_total{result}`) and log lines.
final class ServedCatalogs: Sendable {
    let store: CatalogStore
    private let logger: Logger
    private let reloadsOK = Counter(label: "icufmt_catalog_reloads_total", dimensions: [("result", "ok")])
    private let reloadsFailed = Counter(label: "icufmt_catalog_reloads_total", dimensions: [("result", "failed")])

    private init(store: CatalogStore, logger: Logger) {
        self.store = store
        self.logger = logger
    }

    /// Loads `paths`, or nil when there are none.
    /// - Throws: `CatalogsNotLoaded` after logging the load error at `error`.
    static func load(_ paths: [String: String], logger: Logger) throws(CatalogsNotLoaded) -> ServedCatalogs? {
        guard !paths.isEmpty else { return nil }
        do {
            let catalogs = ServedCatalogs(store: try CatalogStore(paths: paths), logger: logger)
            catalogs.record(catalogs.store.current, event: "catalogs loaded")
            return catalogs
        } catch {
            logger.error("catalogs not loaded", metadata: ["error": "\(error)"])
            throw CatalogsNotLoaded()
        }
    }

    /// A catalog that cannot be loaded at start (logged "catalogs not loaded").
    struct CatalogsNotLoaded: Error {}

    /// Loads every catalog again and swaps them all at once; on failure logs
    /// the error at `error` and keeps the catalogs in use.
    func reload() {
        do {
            record(try store.reload(), event: "catalogs reloaded")
            reloadsOK.increment()
        } catch {
            reloadsFailed.increment()
            logger.error(
                "catalog reload failed; the catalogs loaded before keep serving", metadata: ["error": "\(error)"])
        }
    }

    private func record(_ set: CatalogSet, event: String) {
        var metadata: Logger.Metadata = [:]
        for (name, catalog) in set.catalogs {
            let entries = catalog.tableSummaries.reduce(0) { $0 + $1.valueCount }
            Gauge(label: "icufmt_catalog_entries", dimensions: [("catalog", name)]).record(entries)
            metadata[name] = "\(entries)"
        }
        logger.info("\(event)", metadata: metadata)
    }
}
