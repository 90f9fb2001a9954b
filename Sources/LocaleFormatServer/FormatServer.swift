import Foundation
import Hummingbird
import HummingbirdCore
import LocaleFormat
import LocaleFormatService
import Logging
import NIOCore
import Prometheus

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP formatting service: PROTOCOL.md over HTTP, on Hummingbird.
///
/// | route | answer |
/// |---|---|
/// | `POST /v1/format` | one request object, or an array of them; one response, or an array in the same order |
/// | `GET /healthz` | `{"status":"ok"}` |
/// | `GET /metrics` | Prometheus text: requests by op and outcome, latencies, HTTP statuses, formatter caches |
///
/// A request's own fault (a bad locale, an unknown field) is a `200` whose
/// response carries the error, exactly as in `icufmt batch`. A body refused
/// as a whole gets a 4xx and PROTOCOL.md's error object
/// `{"error":{"code":…,"message":…}}`: `415` when it is not
/// `application/json`, `413` (`limitExceeded`) when it is longer than
/// ``Configuration/maximumBodyBytes``, a single request is longer than a
/// request line may be (1 MiB) or an array has more than
/// ``Configuration/maximumBatchCount`` elements, `400` (`invalidRequest`)
/// when it is not JSON or neither an object nor an array.
///
/// The server keeps no state between requests but its formatter caches, so
/// any number of replicas can stand behind a load balancer.
///
/// ```swift
/// let server = FormatServer(configuration: .init(host: "127.0.0.1", port: 8080))
/// try await ServiceGroup(services: [server.makeApplication()], gracefulShutdownSignals: [.sigterm],
///                        logger: server.logger).run()
/// ```
public struct FormatServer: Sendable {
    public static let formatPath = "/v1/format"
    public static let healthPath = "/healthz"
    public static let metricsPath = "/metrics"
    public static let openAPIPath = "/openapi.json"

    public struct Configuration: Sendable {
        /// The address to listen on.
        public var host: String
        /// The port to listen on; 0 picks a free one (see
        /// ``FormatServer/makeApplication(onServerRunning:)``).
        public var port: Int
        /// The longest request body read, in bytes; longer is `413`. The
        /// body is counted as it arrives and reading stops at the limit.
        public var maximumBodyBytes: Int
        /// The most requests one array body may hold; more is `413`.
        public var maximumBatchCount: Int
        /// An idle keep-alive connection is closed after this long.
        public var idleTimeout: Duration?
        /// The most connections open at once; past it the listener stops
        /// accepting (new ones wait in the kernel's backlog) until one
        /// closes, instead of failing `accept` at the descriptor limit.
        public var maximumConnections: Int
        /// A request's head and body must be read within this long of its
        /// first byte, or it gets `408` and the connection is closed.
        public var readDeadline: Duration?
        /// How long one array's requests may take in all; those not started
        /// in time are answered `limitExceeded` (nil: no budget).
        public var timeBudget: Duration?
        /// Threads that format (off the event loops); the machine's active
        /// processors by default.
        public var workers: Int
        /// Exchanges admitted beyond one per worker, waiting for a turn;
        /// more get `503` with `Retry-After`.
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

        /// The default queue: 64 exchanges waiting beyond those running.
        public static let defaultMaximumQueued = 64

        /// The default body limit: 8 MiB, room for a batch of several
        /// thousand requests. One request on its own is still held to
        /// PROTOCOL.md's 1 MiB line limit.
        public static let defaultMaximumBodyBytes = 8 * 1_048_576

        public init(
            host: String = "127.0.0.1",
            port: Int = 8080,
            maximumBodyBytes: Int = defaultMaximumBodyBytes,
            maximumBatchCount: Int = ProtocolLimits.standard.maximumArrayCount,
            idleTimeout: Duration? = .seconds(60),
            maximumConnections: Int = defaultMaximumConnections,
            readDeadline: Duration? = .seconds(30),
            timeBudget: Duration? = .seconds(30),
            workers: Int = defaultWorkers,
            maximumQueued: Int = defaultMaximumQueued
        ) {
            self.host = host
            self.port = port
            self.maximumBodyBytes = maximumBodyBytes
            self.maximumBatchCount = maximumBatchCount
            self.idleTimeout = idleTimeout
            self.maximumConnections = max(1, maximumConnections)
            self.readDeadline = readDeadline
            self.timeBudget = timeBudget
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
    let metrics: ServiceMetrics
    let pool: FormattingPool
    let inFlight = ExchangeCounter()

    /// HTTP exchanges not answered: those in flight and those cut short by
    /// cancellation. After a drain, what it abandoned.
    public var exchangesUnanswered: Int { inFlight.value + inFlight.abandoned }

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
        self.configuration = configuration
        self.dispatcher = dispatcher
        self.registry = registry
        self.logger = logger
        var factory = PrometheusMetricsFactory(registry: registry)
        // Formatting takes microseconds: the default buckets (5 ms and up)
        // would put every request in the first one.
        let buckets: [Duration] = [
            .microseconds(10), .microseconds(25), .microseconds(50), .microseconds(100), .microseconds(250),
            .microseconds(500), .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10),
            .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
            .seconds(1), .seconds(2.5), .seconds(5),
        ]
        factory.durationHistogramBuckets[ServiceMetrics.requestDurationLabel] = buckets
        factory.durationHistogramBuckets[ServiceMetrics.httpDurationLabel] = buckets
        metrics = ServiceMetrics(factory: factory)
        pool = FormattingPool(workers: configuration.workers, maximumQueued: configuration.maximumQueued)
    }

    /// The Hummingbird application: a `Service` to run in a `ServiceGroup`,
    /// which drains in-flight requests on graceful shutdown. Before it
    /// listens it opens the common formatters of the dispatcher's default
    /// locale (`Formatters.warmUp(locale:)`).
    /// - Parameter onServerRunning: called once the server listens, with the
    ///   port it is bound to (the chosen one when the configuration says 0).
    public func makeApplication(
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router(context: ServiceRequestContext.self)
        router.middlewares.add(ServiceMiddleware(metrics: metrics, inFlight: inFlight))
        let exchange = FormatExchange(
            dispatcher: dispatcher, metrics: metrics, maximumBatchCount: configuration.maximumBatchCount, pool: pool,
            timeBudget: configuration.timeBudget)
        let maximumBodyBytes = configuration.maximumBodyBytes
        router.post(RouterPath(Self.formatPath)) { request, context in
            try await Self.format(request, context: context, exchange: exchange, maximumBodyBytes: maximumBodyBytes)
        }
        router.get(RouterPath(Self.healthPath)) { _, _ in
            Self.jsonResponse(Array(#"{"status":"ok"}"#.utf8))
        }
        // Probes that only look at the status (HEAD): the same head, no body.
        router.head(RouterPath(Self.healthPath)) { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"])
        }
        let openAPI = Array(OpenAPIDocument.json.utf8)
        router.get(RouterPath(Self.openAPIPath)) { _, _ in Self.jsonResponse(openAPI) }
        let metrics = metrics
        let registry = registry
        let formatters = dispatcher.formatters
        router.get(RouterPath(Self.metricsPath)) { _, _ in
            metrics.updateCacheMetrics(from: formatters)
            var output: [UInt8] = []
            output.reserveCapacity(16_384)
            registry.emit(into: &output)
            return Response(
                status: .ok, headers: [.contentType: MediaTypes.prometheusText],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: output)))
        }

        let logger = logger
        var app = Application(
            router: router,
            server: ServiceHTTP1Channel.builder(
                configuration: .init(
                    idleTimeout: configuration.idleTimeout.map { TimeAmount($0) }),
                readDeadline: configuration.readDeadline.map { TimeAmount($0) }),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "icufmt",
                availableConnectionsDelegate: MaximumAvailableConnections(
                    configuration.maximumConnections, logger: logger)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                logger.info(
                    "listening", metadata: ["host": "\(channel.localAddress?.ipAddress ?? "?")", "port": "\(port)"])
                await onServerRunning(port)
            },
            logger: logger
        )
        app.beforeServerStarts {
            // The first formatters a process opens cost about a millisecond
            // each (ICU loads its data): open the default locale's common
            // ones before the first request.
            formatters.warmUp(locale: formatters.defaultLocale)
        }
        return app
    }

    static func jsonResponse(_ body: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: jsonHeaders, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// A JSON response's fields, made once (copies share their storage).
    static let jsonHeaders: HTTPFields = [.contentType: MediaTypes.jsonResponse]

    /// The value of the field `name`: read by a scan when the request has it
    /// once (the usual case), which `HTTPFields`' subscript does only after
    /// joining every value of the name through generic sequence code; all
    /// values joined with ", " when it has several, as the subscript does.
    static func field(_ name: HTTPFields.Element.Name, in fields: HTTPFields) -> String? {
        var found: String?
        for field in fields where field.name == name {
            guard found == nil else { return fields[name] }
            found = field.value
        }
        return found
    }

    /// `POST /v1/format`.
    static func format(
        _ request: Request, context: ServiceRequestContext, exchange: FormatExchange, maximumBodyBytes: Int
    ) async throws -> Response {
        let contentType = field(.contentType, in: request.headers)
        guard let contentType, MediaTypes.isJSON(contentType) else {
            throw ServiceError.unsupportedMediaType(contentType)
        }
        if let declared = field(.contentLength, in: request.headers).flatMap({ Int($0) }), declared > maximumBodyBytes {
            throw ServiceError.bodyTooLarge(limit: maximumBodyBytes)
        }
        let body = try await collect(request.body, limit: maximumBodyBytes, limits: exchange.dispatcher.limits)
        context.report.bodyBytes = body.readableBytes
        // Admitted after the body is read (reading is bounded and cheap), so
        // that a refused client keeps its connection.
        let admission: FormattingPool.Admission
        do {
            admission = try exchange.pool.admit()
        } catch {
            exchange.metrics.shed.increment()
            throw error
        }
        exchange.metrics.admitted.record(exchange.pool.admittedCount)
        defer {
            admission.release()
            exchange.metrics.admitted.record(exchange.pool.admittedCount)
        }
        var summary = FormatExchange.Summary()
        defer { context.report.summary = summary }
        return jsonResponse(try await exchange.respond(to: body, summary: &summary))
    }

    /// Reads the body, counting as it arrives; stops at `limit`, and at
    /// `limits.maximumLineBytes` when the body is one request rather than an
    /// array (its first byte other than whitespace is not `[`), so that a
    /// single request over PROTOCOL.md's 1 MiB is refused before it is read whole.
    /// - Throws: ``ServiceError``: 413 past either limit, 400 when the body
    ///   cannot be read to its end (the client went away or sent a broken
    ///   chunked encoding).
    static func collect(_ body: RequestBody, limit: Int, limits: ProtocolLimits) async throws(ServiceError)
        -> ByteBuffer
    {
        let singleRequestLimit = limits.maximumLineBytes
        var collected = ByteBuffer()
        var isSingleRequest: Bool?  // unknown until a byte other than whitespace arrives
        do {
            for try await chunk in body {
                guard chunk.readableBytes <= limit - collected.readableBytes else {
                    throw ServiceError.bodyTooLarge(limit: limit)
                }
                if isSingleRequest == nil {
                    isSingleRequest = chunk.withUnsafeReadableBytes { bytes in
                        bytes.first { !BatchScanner.isWhitespace($0) }.map { $0 != UInt8(ascii: "[") }
                    }
                }
                if isSingleRequest == true, chunk.readableBytes > singleRequestLimit - collected.readableBytes {
                    throw ServiceError(.contentTooLarge, limits.requestTooLong, closesConnection: true)
                }
                var chunk = chunk
                collected.writeBuffer(&chunk)
            }
        } catch let error as ServiceError {
            throw error
        } catch is CancellationError {
            // The drain ran out of time while the body was still arriving:
            // its connection is being closed, so this is for the log.
            throw ServiceError(
                .serviceUnavailable, .limitExceeded,
                "the service stopped before the request was read whole (its drain timed out)",
                closesConnection: true)
        } catch {
            throw ServiceError(
                .badRequest, .invalidRequest, "the body could not be read: \(error)", closesConnection: true)
        }
        return collected
    }
}
