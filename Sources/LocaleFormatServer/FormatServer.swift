import Foundation
import LocaleFormat
import LocaleFormatService
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import Prometheus
import ServiceLifecycle

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP formatting service: the request protocol (Docs/Protocol.md)
/// over HTTP/1.1, on SwiftNIO's HTTP/1 pipeline.
///
/// Its routes are one table (`Routes.all`; ``routes`` lists them, and
/// Docs/Service.md says what each answers): `POST /v1/format` takes one
/// request object or an array of them, and answers one response or an array
/// in the same order; the other routes serve the operators.
///
/// A request's own fault (a bad locale, an unknown field) is a `200` whose
/// response carries the error, exactly as in `icufmt batch`. A body refused
/// as a whole gets a 4xx or 5xx and the protocol's error object
/// `{"error":{"code":…,"message":…}}` (Docs/Service.md lists each).
///
/// The server keeps no state between requests but its formatter caches, so
/// any number of replicas can stand behind a load balancer.
///
/// ```swift
/// let server = FormatServer(configuration: .init(host: "127.0.0.1", port: 8080))
/// try await ServiceGroup(services: [server.makeService()], gracefulShutdownSignals: [.sigterm],
///                        logger: server.logger).run()
/// ```
public struct FormatServer: Sendable {
    public static let formatPath = "/v1/format"
    public static let healthPath = "/healthz"
    public static let readyPath = "/readyz"
    public static let metricsPath = "/metrics"
    public static let openAPIPath = "/openapi.json"
    public static let catalogsPath = "/v1/catalogs"

    /// The routes, each with its first method and a few words
    /// (`icufmt serve --help`): `POST /v1/format (…), GET /healthz (liveness), …`.
    public static var routes: String { Routes.summary }

    public struct Configuration: Sendable {
        /// The address to listen on.
        public var host: String
        /// The port to listen on; 0 picks a free one (see
        /// ``FormatServer/makeService(onServerRunning:)``).
        public var port: Int
        /// The longest request body read, in bytes; longer is `413`. The
        /// body is counted as it arrives and reading stops at the limit.
        public var maximumBodyBytes: Int
        /// The request body bytes the whole process holds at once; a body
        /// past it is refused `503` with `Retry-After` before it is read
        /// (bodies of at most 16 KiB are not counted).
        public var bodyBudgetBytes: Int
        /// The most bytes of results one response carries; each request
        /// past it is answered with a short `limitExceeded` instead.
        public var maximumResponseBytes: Int
        /// The response bytes the whole process holds written and not yet
        /// sent (clients that read slowly); past it, exchanges wait before
        /// they make more.
        public var outputBudgetBytes: Int
        /// The most requests one array body may hold; more is `413`.
        public var maximumBatchCount: Int
        /// An idle keep-alive connection is closed after this long.
        public var idleTimeout: Duration?
        /// The most connections open at once; past it an idle keep-alive
        /// connection is closed to make room, and when none is idle the
        /// listener stops accepting (new ones wait in the kernel's backlog)
        /// until one closes.
        public var maximumConnections: Int
        /// A request's head and body must be read within this long of its
        /// first byte, or it gets `408` and the connection is closed.
        public var readDeadline: Duration?
        /// A client that reads nothing of its response for this long loses
        /// its connection.
        public var writeTimeout: Duration?
        /// How long one array's requests may take in all: those not started
        /// in time are answered `limitExceeded` (nil: no budget).
        public var timeBudget: Duration?
        /// From the shutdown signal on, how long the listener still accepts
        /// and an idle connection still waits for a request (answered with
        /// `Connection: close`) before it is closed.
        public var drainGrace: Duration?
        /// After the grace, how long the exchanges still under way may take
        /// to finish; past it they are cut and counted as abandoned.
        public var drainTimeout: Duration
        /// Threads that format (off the event loops); the machine's active
        /// processors by default.
        public var workers: Int
        /// Array exchanges admitted beyond one per worker, waiting for a
        /// turn; more get `503` with `Retry-After` (single requests wait in
        /// a lane of their own, sixteen times as deep).
        public var maximumQueued: Int

        /// 10,000 connections, or fewer when the process's descriptor limit
        /// (`RLIMIT_NOFILE`) leaves less: its soft limit less 64 (files, the
        /// listener, ICU's data).
        public static var defaultMaximumConnections: Int {
            var limit = rlimit()
            guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
                return 10_000
            }
            return max(16, min(10_000, Int(clamping: limit.rlim_cur) - 64))
        }

        /// One formatting thread per active processor.
        public static var defaultWorkers: Int { ProcessInfo.processInfo.activeProcessorCount }

        /// The default queue: 64 array exchanges waiting beyond those running.
        public static let defaultMaximumQueued = 64

        /// The default body limit: 8 MiB, room for a batch of several
        /// thousand requests. One request on its own is still held to the
        /// protocol's 1 MiB line limit.
        public static let defaultMaximumBodyBytes = 8 * 1_048_576

        /// The default body budget: 128 MiB, sixteen bodies of the largest size.
        public static let defaultBodyBudgetBytes = 128 * 1_048_576

        /// The default response budget: 16 MiB of results per response.
        public static let defaultMaximumResponseBytes = 16 * 1_048_576

        /// The default output budget: 64 MiB of responses waiting for their clients.
        public static let defaultOutputBudgetBytes = 64 * 1_048_576

        public init(
            host: String = "127.0.0.1",
            port: Int = 8080,
            maximumBodyBytes: Int = defaultMaximumBodyBytes,
            bodyBudgetBytes: Int = defaultBodyBudgetBytes,
            maximumResponseBytes: Int = defaultMaximumResponseBytes,
            outputBudgetBytes: Int = defaultOutputBudgetBytes,
            maximumBatchCount: Int = ProtocolLimits.standard.maximumArrayCount,
            idleTimeout: Duration? = .seconds(60),
            maximumConnections: Int = defaultMaximumConnections,
            readDeadline: Duration? = .seconds(30),
            writeTimeout: Duration? = .seconds(30),
            timeBudget: Duration? = .seconds(30),
            drainGrace: Duration? = .seconds(2),
            drainTimeout: Duration = .seconds(30),
            workers: Int = defaultWorkers,
            maximumQueued: Int = defaultMaximumQueued
        ) {
            self.host = host
            self.port = port
            self.maximumBodyBytes = maximumBodyBytes
            self.bodyBudgetBytes = max(maximumBodyBytes, bodyBudgetBytes)
            self.maximumResponseBytes = max(1_024, maximumResponseBytes)
            self.outputBudgetBytes = max(1 << 20, outputBudgetBytes)
            self.maximumBatchCount = maximumBatchCount
            self.idleTimeout = idleTimeout
            self.maximumConnections = max(1, maximumConnections)
            self.readDeadline = readDeadline
            self.writeTimeout = writeTimeout
            self.timeBudget = timeBudget
            self.drainGrace = drainGrace
            self.drainTimeout = drainTimeout
            self.workers = max(1, workers)
            self.maximumQueued = max(0, maximumQueued)
        }
    }

    public let configuration: Configuration
    /// Runs every request; its `formatters` are the caches `/metrics` reports.
    public let dispatcher: FormatDispatcher
    /// Where `/metrics` reads from. The server's own metrics go here through
    /// a `PrometheusMetricsFactory`; nothing needs `MetricsSystem.bootstrap`.
    public let registry: PrometheusCollectorRegistry
    public let logger: Logger
    let core: ServerCore

    /// HTTP exchanges not answered: those in flight and those a drain cut
    /// short. After a drain, what it abandoned.
    public var exchangesUnanswered: Int { core.inFlight.value + core.inFlight.abandoned }

    /// - Parameters:
    ///   - configuration: address and limits.
    ///   - dispatcher: runs the requests; give it `Formatters(capacity:)` to
    ///     size the caches.
    ///   - registry: the Prometheus registry `/metrics` emits; a new one by
    ///     default, so that several servers in one process stay apart.
    ///   - logger: one line per exchange at `debug`, refusals at `warning`.
    public init(
        configuration: Configuration = Configuration(),
        dispatcher: FormatDispatcher = FormatDispatcher(),
        registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
        logger: Logger = Logger(label: "icufmt.serve")
    ) {
        self.init(
            configuration: configuration, dispatcher: dispatcher, registry: registry, logger: logger, scheduler: nil)
    }

    /// A server whose exchanges' pool steps run on `scheduler` (a test's,
    /// which runs them at once), or on its pool when nil.
    init(
        configuration: Configuration, dispatcher: FormatDispatcher, registry: PrometheusCollectorRegistry,
        logger: Logger, scheduler: (any ExchangeScheduler)?
    ) {
        self.configuration = configuration
        self.dispatcher = dispatcher
        self.registry = registry
        self.logger = logger
        var factory = PrometheusMetricsFactory(registry: registry)
        // Formatting takes microseconds: the default buckets (5 ms and up)
        // would put every request in the first one; the requests' own are used.
        factory.durationHistogramBuckets[ServiceMetrics.httpDurationLabel] = RequestMetrics.bounds.map {
            .nanoseconds($0)
        }
        let metrics = ServiceMetrics(factory: factory)
        let pool = FormattingPool(workers: configuration.workers, maximumQueued: configuration.maximumQueued)
        let exchange = FormatExchange(
            dispatcher: dispatcher, metrics: metrics, maximumBatchCount: configuration.maximumBatchCount,
            maximumResponseBytes: configuration.maximumResponseBytes, timeBudget: configuration.timeBudget)
        core = ServerCore(
            configuration: configuration, exchange: exchange, pool: pool, metrics: metrics, registry: registry,
            inFlight: ExchangeCounter(), logger: logger, scheduler: scheduler)
    }

    /// The server as a `Service` to run in a `ServiceGroup`: it listens
    /// when run, and on the group's graceful shutdown drains (see
    /// ``ServerLifecycle``). Before it listens it opens the common formatters
    /// of the dispatcher's default locale (`Formatters.warmUp(locale:)`).
    /// - Parameter onServerRunning: called once the server listens, with the
    ///   port it is bound to (the chosen one when the configuration says 0).
    public func makeService(
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) -> ServerLifecycle {
        ServerLifecycle(core: core, onServerRunning: onServerRunning)
    }
}
