import LocaleFormat
import Logging

/// What the service starts with: the address, limits, timeouts, caches,
/// log level and catalogs, each at its default until
/// ``init(flags:environment:)`` reads flags and `ICUFMT_*` variables
/// (Docs/Service.md, "Settings"). ``FormatServer/run(_:)`` runs a server
/// with them.
public struct ServerSettings: Equatable, Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    public var cacheCapacity = 1024
    public var cacheBytes = Formatters.defaultByteBudget
    public var maxBodyBytes = FormatServer.Configuration.defaultMaximumBodyBytes
    public var logLevel = Logger.Level.info
    public var defaultLocale = "en-US"
    public var maxConnections = FormatServer.Configuration.defaultMaximumConnections
    /// Seconds.
    public var readTimeout = 30
    /// Seconds.
    public var timeBudget = 30
    /// Seconds.
    public var drainTimeout = 30
    /// Seconds; 0: none.
    public var drainGrace = 2
    /// Seconds.
    public var writeTimeout = 30
    public var bodyBudgetBytes = FormatServer.Configuration.defaultBodyBudgetBytes
    public var maxResponseBytes = FormatServer.Configuration.defaultMaximumResponseBytes
    public var outputBudgetBytes = FormatServer.Configuration.defaultOutputBudgetBytes
    public var workers = FormatServer.Configuration.defaultWorkers
    public var maxQueued = FormatServer.Configuration.defaultMaximumQueued
    /// Catalog paths by name.
    public var catalogs: [String: String] = [:]
    /// Seconds between polls of the catalog files (``CatalogWatcher``); 0: not watched.
    public var catalogPoll = 2
    /// `--memory-limit` in bytes, when given (``MemoryPlan`` divided it).
    public var memoryLimit: Int?

    /// The defaults.
    public init() {}

    /// The server's configuration for these settings.
    public var configuration: FormatServer.Configuration {
        FormatServer.Configuration(
            host: host, port: port, maximumBodyBytes: maxBodyBytes, bodyBudgetBytes: bodyBudgetBytes,
            maximumResponseBytes: maxResponseBytes, outputBudgetBytes: outputBudgetBytes,
            maximumConnections: maxConnections, readDeadline: .seconds(readTimeout),
            writeTimeout: .seconds(writeTimeout), timeBudget: .seconds(timeBudget),
            drainGrace: drainGrace > 0 ? .seconds(drainGrace) : nil, drainTimeout: .seconds(drainTimeout),
            workers: workers, maximumQueued: maxQueued)
    }

    /// The settings as the `starting` log line lists them.
    var metadata: Logger.Metadata {
        [
            "host": "\(host)", "port": "\(port)", "cache_capacity": "\(cacheCapacity)",
            "cache_bytes": "\(cacheBytes)",
            "max_body_bytes": "\(maxBodyBytes)", "default_locale": "\(defaultLocale)",
            "workers": "\(workers)", "max_queued": "\(maxQueued)",
            "read_timeout_s": "\(readTimeout)", "max_connections": "\(maxConnections)",
            "time_budget_s": "\(timeBudget)", "drain_timeout_s": "\(drainTimeout)",
            "drain_grace_s": "\(drainGrace)", "write_timeout_s": "\(writeTimeout)",
            "body_budget_bytes": "\(bodyBudgetBytes)",
            "max_response_bytes": "\(maxResponseBytes)",
            "output_budget_bytes": "\(outputBudgetBytes)",
            "memory_limit_bytes": "\(memoryLimit.map(String.init) ?? "none")",
            "icu": "\(ICUVersion.icu)",
            "catalogs": "\(catalogs.keys.sorted().joined(separator: ","))",
            "catalog_poll_s": "\(catalogPoll)",
        ]
    }
}
