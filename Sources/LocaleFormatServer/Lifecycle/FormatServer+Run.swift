import LocaleFormat
import LocaleFormatService
import Logging
import Metrics
import Prometheus
import ServiceLifecycle
import UnixSignals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FormatServer {
    /// How ``run(_:)`` ended.
    public enum RunOutcome: Sendable, Equatable {
        /// Drained after SIGTERM or SIGINT: every response received was written whole.
        case stopped
        /// The drain took its timeout and left responses unwritten (logged
        /// as "drain timed out").
        case drainCutResponses
        /// A catalog could not be loaded at start (logged as "catalogs not
        /// loaded"); nothing was served.
        case catalogsNotLoaded
    }

    /// Runs the service as a process runs it, until SIGTERM or SIGINT has
    /// drained it: bootstraps the process's logging (logfmt at
    /// `settings.logLevel`) and metrics (one Prometheus registry, served at
    /// `/metrics`), loads the catalogs, opens the common formatters of
    /// `settings.defaultLocale`, listens, and on SIGHUP, or when the catalog
    /// files change (polled every `settings.catalogPoll` seconds), loads every
    /// catalog again and swaps them at once (a failed reload keeps the old ones).
    /// Past the drain's grace and timeout the process exits 1 whatever
    /// still runs (a request inside one long ICU call cannot be cancelled).
    /// Call it once per process: the logging and metrics systems can be
    /// bootstrapped only once.
    /// - Throws: what the listener throws (an address in use).
    public static func run(_ settings: ServerSettings) async throws -> RunOutcome {
        let level = settings.logLevel
        LoggingSystem.bootstrap { label in LogfmtLogHandler(label: label, logLevel: level) }
        var logger = Logger(label: "icufmt.serve")
        logger.logLevel = level

        // One registry for the process: the server's own metrics and those of
        // any library that reports through swift-metrics.
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))

        // Taken before the load, so that a change made during it is seen.
        let loadedFiles = CatalogFingerprint(paths: settings.catalogs)
        let catalogs: ServedCatalogs?
        do {
            catalogs = try ServedCatalogs.load(settings.catalogs, logger: logger)
        } catch {
            return .catalogsNotLoaded
        }
        // Trapped before the server listens, so that a SIGHUP sent once it
        // answers reloads instead of ending the process.
        let hangups = catalogs == nil ? nil : await UnixSignalsSequence(trapping: .sighup)
        // The same for the signals that drain it: a SIGTERM sent as soon as
        // it answers drains it (the service group traps its own signals
        // only once it runs, after the listener may have reported).
        let stopSignals = await UnixSignalsSequence(trapping: .sigterm, .sigint)

        let formatters = Formatters(
            capacity: settings.cacheCapacity, defaultLocale: try LocaleIdentifier(settings.defaultLocale),
            byteBudget: settings.cacheBytes)
        let server = FormatServer(
            configuration: settings.configuration,
            dispatcher: FormatDispatcher(formatters: formatters, catalogs: catalogs?.store),
            registry: registry,
            logger: logger)
        logger.info("starting", metadata: settings.metadata)
        var configuration = ServiceGroupConfiguration(services: [server.makeService()], logger: logger)
        // The drain takes its grace, then at most its timeout; the group
        // cancels the server a moment after that.
        let drainTimeout = Duration.seconds(settings.drainGrace + settings.drainTimeout)
        configuration.maximumGracefulShutdownDuration = drainTimeout + .seconds(1)
        let group = ServiceGroup(configuration: configuration)
        // A signal starts the drain; past the drain timeout (and a moment
        // for cancellation), stop whatever still runs: a request inside one
        // long ICU call cannot be cancelled, and must not keep the process
        // past its timeout.
        let watchdog = Task { [logger] in
            for await _ in stopSignals {
                await group.triggerGracefulShutdown()
                try? await Task.sleep(for: drainTimeout + .seconds(2))
                guard !Task.isCancelled else { return }
                logDrainTimedOut(logger, abandoned: server.exchangesUnanswered, timeout: settings.drainTimeout)
                exit(1)
            }
        }
        let reloader = hangups.map { signals in
            Task {
                for await _ in signals { catalogs?.reload(cause: .signal) }
            }
        }
        // The catalog files, polled (a Kubernetes ConfigMap sends no signal).
        var watcher: Task<Void, Never>?
        if let catalogs, settings.catalogPoll > 0 {
            let interval = Duration.seconds(settings.catalogPoll)
            watcher = Task { await CatalogWatcher.run(catalogs, every: interval, loaded: loadedFiles) }
        }
        try await group.run()
        watchdog.cancel()
        reloader?.cancel()
        watcher?.cancel()
        // The drain logged what it abandoned ("drain timed out"): a cut
        // response is a failed stop.
        guard server.exchangesUnanswered == 0 else { return .drainCutResponses }
        logger.info("stopped")
        return .stopped
    }

    /// The line a drain past its timeout ends with, at `error`.
    private static func logDrainTimedOut(_ logger: Logger, abandoned: Int, timeout: Int) {
        logger.error("drain timed out", metadata: ["abandoned": "\(abandoned)", "timeout_s": "\(timeout)"])
    }
}
