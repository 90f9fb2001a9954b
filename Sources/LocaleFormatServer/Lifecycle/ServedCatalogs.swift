import LocaleFormatCatalogs
import LocaleFormatService
import Logging
import Metrics

/// The catalogs a running server renders from (``FormatServer/run(_:)``):
/// loaded at start, loaded again on `SIGHUP` or when their files change
/// (``CatalogWatcher``), with their metrics (`icufmt_catalog_entries{catalog}`,
/// `icufmt_catalog_reloads_total{cause,result}`) and log lines.
final class ServedCatalogs: Sendable {
    /// What started a reload: the `cause` of its log line and metric.
    enum ReloadCause: String, Sendable, CaseIterable {
        /// `SIGHUP`.
        case signal
        /// The catalog files changed (`--catalog-poll`).
        case watch
    }

    let store: CatalogStore
    private let logger: Logger
    private let reloadsOK: [ReloadCause: Counter]
    private let reloadsFailed: [ReloadCause: Counter]

    private init(store: CatalogStore, logger: Logger) {
        self.store = store
        self.logger = logger
        func counters(_ result: String) -> [ReloadCause: Counter] {
            var counters: [ReloadCause: Counter] = [:]
            for cause in ReloadCause.allCases {
                counters[cause] = Counter(
                    label: "icufmt_catalog_reloads_total", dimensions: [("cause", cause.rawValue), ("result", result)])
            }
            return counters
        }
        reloadsOK = counters("ok")
        reloadsFailed = counters("failed")
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
    func reload(cause: ReloadCause) {
        do {
            record(try store.reload(), event: "catalogs reloaded", cause: cause)
            reloadsOK[cause]?.increment()
        } catch {
            reloadsFailed[cause]?.increment()
            logger.error(
                "catalog reload failed; the catalogs loaded before keep serving",
                metadata: ["error": "\(error)", "cause": "\(cause.rawValue)"])
        }
    }

    private func record(_ set: CatalogSet, event: String, cause: ReloadCause? = nil) {
        var metadata: Logger.Metadata = [:]
        if let cause { metadata["cause"] = "\(cause.rawValue)" }
        for (name, catalog) in set.catalogs {
            let entries = catalog.tableSummaries.reduce(0) { $0 + $1.valueCount }
            Gauge(label: "icufmt_catalog_entries", dimensions: [("catalog", name)]).record(entries)
            metadata[name] = "\(entries)"
        }
        logger.info("\(event)", metadata: metadata)
    }
}
