import ArgumentParser
import LocaleFormat
import LocaleFormatServer
import LocaleFormatService
import Logging
import Metrics
import Prometheus
import ServiceLifecycle
import UnixSignals

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the HTTP formatting service (Docs/Protocol.md over HTTP).",
        discussion: """
            Routes: POST /v1/format (one request object or an array of them), \
            GET /healthz (liveness), GET /readyz (readiness: 503 from SIGTERM on), \
            GET /metrics (Prometheus text), GET /openapi.json, GET /v1/catalogs (the \
            loaded string catalogs). Each flag falls back to \
            the environment variable named in its help, then to its default; \
            a flag wins over the variable. SIGTERM or SIGINT drains: /readyz fails, \
            every response closes its connection, the listener accepts for the \
            drain grace, in-flight responses are written whole; exit 0, or 1 when \
            the drain timeout cut any. SIGHUP loads every --catalog again and \
            swaps them all at once; a catalog that cannot be loaded at start exits \
            65, one that fails on SIGHUP is logged and the old catalogs keep serving.

            Example:
              icufmt serve --port 8080 &
              curl -s localhost:8080/v1/format -H 'Content-Type: application/json' \\
                -d '{"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","dateStyle":"medium"}'
              {"result":"7 ago 2015"}
            """
    )

    @Option(help: "The address to listen on (env ICUFMT_HOST; default 127.0.0.1).")
    var host: String?

    @Option(help: "The port to listen on; 0 picks a free one (env ICUFMT_PORT; default 8080).")
    var port: Int?

    @Option(help: "The most formatters kept per kind (env ICUFMT_CACHE_CAPACITY; default 1024).")
    var cacheCapacity: Int?

    @Option(
        help: """
            The most bytes the cached formatters may hold together, each kind at most \
            half (env ICUFMT_CACHE_BYTES; default 268435456).
            """)
    var cacheBytes: Int?

    @Option(
        help: """
            The longest request body, in bytes; longer gets 413. One request on \
            its own is held to 1 MiB whatever this says (env ICUFMT_MAX_BODY_BYTES; \
            default 8388608).
            """)
    var maxBodyBytes: Int?

    @Option(
        help: """
            The most connections open at once; past it new ones wait in the listen \
            backlog until one closes (env ICUFMT_MAX_CONNECTIONS; default 10000, or \
            the descriptor limit less 64 if lower).
            """)
    var maxConnections: Int?

    @Option(
        help: """
            Seconds within which a request's head and body must arrive from its \
            first byte, or it gets 408 and the connection is closed (env \
            ICUFMT_READ_TIMEOUT; default 30).
            """)
    var readTimeout: Int?

    @Option(
        help: """
            Seconds the drain after SIGTERM or SIGINT may take: requests already \
            received are answered; past it the server logs what it abandoned and \
            exits 1 (env ICUFMT_DRAIN_TIMEOUT; default 30).
            """)
    var drainTimeout: Int?

    @Option(
        help: """
            The request body bytes the whole process holds at once; a body past it \
            gets 503 with Retry-After before it is read (bodies of at most 16 KiB \
            are not counted) (env ICUFMT_BODY_BUDGET_BYTES; default 134217728).
            """)
    var bodyBudgetBytes: Int?

    @Option(
        help: """
            The most bytes of results one response carries, escapes included; each \
            request past it is answered limitExceeded (env ICUFMT_MAX_RESPONSE_BYTES; \
            default 16777216).
            """)
    var maxResponseBytes: Int?

    @Option(
        help: """
            The response bytes the whole process holds written and not yet sent to \
            slow readers; past it, exchanges wait before they make more (env \
            ICUFMT_OUTPUT_BUDGET_BYTES; default 67108864).
            """)
    var outputBudgetBytes: Int?

    @Option(
        help: ArgumentHelp(
            """
            The most memory the whole process may use, in bytes or with KiB, MiB or GiB \
            (512MiB): divided among the cache bytes, the body and output budgets and \
            the connections, whichever of them are not given (env ICUFMT_MEMORY_LIMIT; \
            default none: each budget's own default).
            """, valueName: "size"))
    var memoryLimit: String?

    @Option(
        help: """
            Seconds a client may read nothing of its response before its connection \
            is closed (env ICUFMT_WRITE_TIMEOUT; default 30).
            """)
    var writeTimeout: Int?

    @Option(
        help: """
            Seconds after SIGTERM or SIGINT during which the listener still accepts and \
            an idle connection still waits for a request (answered with Connection: \
            close); /readyz fails from the signal on (env ICUFMT_DRAIN_GRACE; default 2; \
            0: none).
            """)
    var drainGrace: Int?

    @Option(
        help: """
            Seconds one array's requests may take in all; those not started in time \
            are answered limitExceeded (env ICUFMT_TIME_BUDGET; default 30).
            """)
    var timeBudget: Int?

    @Option(
        help: """
            Threads that format, off the threads that read and answer connections \
            (env ICUFMT_WORKERS; default: the active processors).
            """)
    var workers: Int?

    @Option(
        help: """
            Requests admitted beyond one per worker, waiting for a turn; more get \
            503 with Retry-After (env ICUFMT_MAX_QUEUED; default 64).
            """)
    var maxQueued: Int?

    @Option(
        help: """
            The locale of library calls that pass none, whose common formatters \
            are opened before the first request; every request still names its \
            own locale (env ICUFMT_DEFAULT_LOCALE; default en-US).
            """)
    var defaultLocale: String?

    @Option(help: "trace, debug, info, notice, warning, error or critical (env ICUFMT_LOG_LEVEL; default info).")
    var logLevel: String?

    @Option(
        name: .customLong("catalog"),
        help: ArgumentHelp(
            """
            A string catalog for the string op, repeatable (env ICUFMT_CATALOGS: \
            NAME=PATH,NAME=PATH; default none).
            """, valueName: "NAME=PATH"))
    var catalogs: [String] = []

    /// The settings after flags, environment and defaults.
    struct Settings: Equatable {
        var host = "127.0.0.1"
        var port = 8080
        var cacheCapacity = 1024
        var cacheBytes = Formatters.defaultByteBudget
        var maxBodyBytes = FormatServer.Configuration.defaultMaximumBodyBytes
        var logLevel = Logger.Level.info
        var defaultLocale = "en-US"
        var maxConnections = FormatServer.Configuration.defaultMaximumConnections
        var readTimeout = 30
        var timeBudget = 30
        var drainTimeout = 30
        var drainGrace = 2
        var writeTimeout = 30
        var bodyBudgetBytes = FormatServer.Configuration.defaultBodyBudgetBytes
        var maxResponseBytes = FormatServer.Configuration.defaultMaximumResponseBytes
        var outputBudgetBytes = FormatServer.Configuration.defaultOutputBudgetBytes
        var workers = FormatServer.Configuration.defaultWorkers
        var maxQueued = FormatServer.Configuration.defaultMaximumQueued
        /// Catalog paths by name.
        var catalogs: [String: String] = [:]
        /// `--memory-limit` in bytes, when given.
        var memoryLimit: Int?
    }

    /// Flags first, then `ICUFMT_*` variables from `environment`, then defaults.
    func settings(environment: [String: String]) throws -> Settings {
        var settings = Settings()
        if let host = host ?? environment["ICUFMT_HOST"] {
            guard !host.isEmpty else { throw ValidationError("the host must not be empty") }
            settings.host = host
        }
        settings.port = try Self.integer(port, environment, "ICUFMT_PORT", "--port", in: 0...65535) ?? settings.port
        settings.cacheCapacity =
            try Self.integer(
                cacheCapacity, environment, "ICUFMT_CACHE_CAPACITY", "--cache-capacity", in: 1...10_000_000)
            ?? settings.cacheCapacity
        let givenCacheBytes = try Self.integer(
            cacheBytes, environment, "ICUFMT_CACHE_BYTES", "--cache-bytes", in: (1 << 20)...(1 << 40))
        settings.cacheBytes = givenCacheBytes ?? settings.cacheBytes
        settings.maxBodyBytes =
            try Self.integer(maxBodyBytes, environment, "ICUFMT_MAX_BODY_BYTES", "--max-body-bytes", in: 2...(1 << 30))
            ?? settings.maxBodyBytes
        let givenConnections = try Self.integer(
            maxConnections, environment, "ICUFMT_MAX_CONNECTIONS", "--max-connections", in: 1...1_000_000)
        settings.maxConnections = givenConnections ?? settings.maxConnections
        settings.readTimeout =
            try Self.integer(
                readTimeout, environment, "ICUFMT_READ_TIMEOUT", "--read-timeout",
                in: 1...3_600)
            ?? settings.readTimeout
        settings.timeBudget =
            try Self.integer(timeBudget, environment, "ICUFMT_TIME_BUDGET", "--time-budget", in: 1...3_600)
            ?? settings.timeBudget
        settings.drainTimeout =
            try Self.integer(drainTimeout, environment, "ICUFMT_DRAIN_TIMEOUT", "--drain-timeout", in: 1...3_600)
            ?? settings.drainTimeout
        settings.drainGrace =
            try Self.integer(drainGrace, environment, "ICUFMT_DRAIN_GRACE", "--drain-grace", in: 0...600)
            ?? settings.drainGrace
        settings.writeTimeout =
            try Self.integer(writeTimeout, environment, "ICUFMT_WRITE_TIMEOUT", "--write-timeout", in: 1...3_600)
            ?? settings.writeTimeout
        let givenBodyBudget = try Self.integer(
            bodyBudgetBytes, environment, "ICUFMT_BODY_BUDGET_BYTES", "--body-budget-bytes",
            in: (1 << 16)...(1 << 40))
        settings.bodyBudgetBytes = givenBodyBudget ?? settings.bodyBudgetBytes
        settings.maxResponseBytes =
            try Self.integer(
                maxResponseBytes, environment, "ICUFMT_MAX_RESPONSE_BYTES", "--max-response-bytes",
                in: 1_024...(1 << 34))
            ?? settings.maxResponseBytes
        let givenOutputBudget = try Self.integer(
            outputBudgetBytes, environment, "ICUFMT_OUTPUT_BUDGET_BYTES", "--output-budget-bytes",
            in: (1 << 20)...(1 << 40))
        settings.outputBudgetBytes = givenOutputBudget ?? settings.outputBudgetBytes
        settings.workers =
            try Self.integer(workers, environment, "ICUFMT_WORKERS", "--workers", in: 1...1_024) ?? settings.workers
        settings.maxQueued =
            try Self.integer(maxQueued, environment, "ICUFMT_MAX_QUEUED", "--max-queued", in: 0...1_000_000)
            ?? settings.maxQueued
        if let text = memoryLimit ?? environment["ICUFMT_MEMORY_LIMIT"] {
            let source = memoryLimit != nil ? "--memory-limit" : "ICUFMT_MEMORY_LIMIT"
            guard let limit = MemoryPlan.bytes(text), limit > 0 else {
                throw ValidationError("\(source) must be a size in bytes, KiB, MiB or GiB (512MiB), not \"\(text)\"")
            }
            let plan: MemoryPlan
            do {
                plan = try MemoryPlan(
                    limit: limit, threads: settings.workers + MemoryPlan.eventLoops,
                    maximumBodyBytes: settings.maxBodyBytes,
                    cacheBytes: givenCacheBytes, bodyBudgetBytes: givenBodyBudget, outputBudgetBytes: givenOutputBudget,
                    maximumConnections: givenConnections)
            } catch {
                throw ValidationError(error.description)
            }
            settings.memoryLimit = limit
            settings.cacheBytes = plan.cacheBytes
            settings.bodyBudgetBytes = plan.bodyBudgetBytes
            settings.outputBudgetBytes = plan.outputBudgetBytes
            settings.maxConnections = plan.maximumConnections
        }
        if let locale = defaultLocale ?? environment["ICUFMT_DEFAULT_LOCALE"] {
            do {
                settings.defaultLocale = try LocaleIdentifier(locale).bcp47
            } catch {
                throw ValidationError("the default locale \"\(locale)\" is not a well-formed locale identifier")
            }
        }
        if !catalogs.isEmpty {
            settings.catalogs = try CatalogPaths.parse(catalogs, source: "--catalog")
        } else if let variable = environment["ICUFMT_CATALOGS"], !variable.isEmpty {
            settings.catalogs = try CatalogPaths.parse(
                variable.split(separator: ",").map(String.init), source: "ICUFMT_CATALOGS")
        }
        if let level = logLevel ?? environment["ICUFMT_LOG_LEVEL"] {
            guard let parsed = Logger.Level(rawValue: level.lowercased()) else {
                throw ValidationError(
                    "unknown log level \"\(level)\"; use trace, debug, info, notice, warning, error or critical")
            }
            settings.logLevel = parsed
        }
        return settings
    }

    private static func integer(
        _ flag: Int?, _ environment: [String: String], _ variable: String, _ name: String, in range: ClosedRange<Int>
    ) throws -> Int? {
        if let flag {
            guard range.contains(flag) else {
                throw ValidationError("\(name) must be in \(range.lowerBound)...\(range.upperBound), not \(flag)")
            }
            return flag
        }
        guard let text = environment[variable] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw ValidationError(
                "\(variable) must be an integer in \(range.lowerBound)...\(range.upperBound), not \"\(text)\"")
        }
        return value
    }

    func run() async throws {
        let settings = try settings(environment: Self.environment())
        let level = settings.logLevel
        LoggingSystem.bootstrap { label in LogfmtLogHandler(label: label, logLevel: level) }
        var logger = Logger(label: "icufmt.serve")
        logger.logLevel = level

        // One registry for the process: the server's own metrics and those of
        // any library that reports through swift-metrics.
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))

        let catalogs = try ServeCatalogs.load(settings.catalogs, logger: logger)
        // Trapped before the server listens, so that a SIGHUP sent once it
        // answers reloads instead of ending the process.
        let hangups = catalogs == nil ? nil : await UnixSignalsSequence(trapping: .sighup)

        let formatters = Formatters(
            capacity: settings.cacheCapacity, defaultLocale: try LocaleIdentifier(settings.defaultLocale),
            byteBudget: settings.cacheBytes)
        let server = FormatServer(
            configuration: .init(
                host: settings.host, port: settings.port, maximumBodyBytes: settings.maxBodyBytes,
                bodyBudgetBytes: settings.bodyBudgetBytes, maximumResponseBytes: settings.maxResponseBytes,
                outputBudgetBytes: settings.outputBudgetBytes,
                maximumConnections: settings.maxConnections, readDeadline: .seconds(settings.readTimeout),
                writeTimeout: .seconds(settings.writeTimeout),
                timeBudget: .seconds(settings.timeBudget),
                drainGrace: settings.drainGrace > 0 ? .seconds(settings.drainGrace) : nil,
                drainTimeout: .seconds(settings.drainTimeout),
                workers: settings.workers,
                maximumQueued: settings.maxQueued),
            dispatcher: FormatDispatcher(formatters: formatters, catalogs: catalogs?.store),
            registry: registry,
            logger: logger)
        logger.info(
            "starting",
            metadata: [
                "host": "\(settings.host)", "port": "\(settings.port)", "cache_capacity": "\(settings.cacheCapacity)",
                "cache_bytes": "\(settings.cacheBytes)",
                "max_body_bytes": "\(settings.maxBodyBytes)", "default_locale": "\(settings.defaultLocale)",
                "workers": "\(settings.workers)", "max_queued": "\(settings.maxQueued)",
                "read_timeout_s": "\(settings.readTimeout)", "max_connections": "\(settings.maxConnections)",
                "time_budget_s": "\(settings.timeBudget)", "drain_timeout_s": "\(settings.drainTimeout)",
                "drain_grace_s": "\(settings.drainGrace)", "write_timeout_s": "\(settings.writeTimeout)",
                "body_budget_bytes": "\(settings.bodyBudgetBytes)",
                "max_response_bytes": "\(settings.maxResponseBytes)",
                "output_budget_bytes": "\(settings.outputBudgetBytes)",
                "memory_limit_bytes": "\(settings.memoryLimit.map(String.init) ?? "none")",
                "icu": "\(ICUVersion.icu)",
                "catalogs": "\(settings.catalogs.keys.sorted().joined(separator: ","))",
            ])
        var configuration = ServiceGroupConfiguration(
            services: [server.makeService()],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger)
        // The drain takes its grace, then at most its timeout; the group
        // cancels the server a moment after that.
        let drainTimeout = Duration.seconds(settings.drainGrace + settings.drainTimeout)
        configuration.maximumGracefulShutdownDuration = drainTimeout + .seconds(1)
        // Past the drain timeout (and a moment for cancellation), stop
        // whatever still runs: a request inside one long ICU call cannot be
        // cancelled, and must not keep the process past its timeout.
        let watchdog = Task { [logger] in
            let signals = await UnixSignalsSequence(trapping: .sigterm, .sigint)
            for await _ in signals {
                try? await Task.sleep(for: drainTimeout + .seconds(2))
                guard !Task.isCancelled else { return }
                Self.logDrainTimedOut(logger, abandoned: server.exchangesUnanswered, timeout: settings.drainTimeout)
                Glibc.exit(1)
            }
        }
        let reloader = hangups.map { signals in
            Task {
                for await _ in signals { catalogs?.reload() }
            }
        }
        try await ServiceGroup(configuration: configuration).run()
        watchdog.cancel()
        reloader?.cancel()
        // The drain logged what it abandoned ("drain timed out"): a cut
        // response is a failed stop.
        guard server.exchangesUnanswered == 0 else { throw ExitCode(1) }
        logger.info("stopped")
    }

    /// The line a drain past its timeout ends with, at `error`.
    private static func logDrainTimedOut(_ logger: Logger, abandoned: Int, timeout: Int) {
        logger.error("drain timed out", metadata: ["abandoned": "\(abandoned)", "timeout_s": "\(timeout)"])
    }

    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        let names = [
            "ICUFMT_HOST", "ICUFMT_PORT", "ICUFMT_CACHE_CAPACITY", "ICUFMT_MAX_BODY_BYTES", "ICUFMT_LOG_LEVEL",
            "ICUFMT_DEFAULT_LOCALE", "ICUFMT_WORKERS", "ICUFMT_MAX_QUEUED", "ICUFMT_READ_TIMEOUT",
            "ICUFMT_MAX_CONNECTIONS", "ICUFMT_TIME_BUDGET", "ICUFMT_DRAIN_TIMEOUT", "ICUFMT_CACHE_BYTES",
            "ICUFMT_DRAIN_GRACE", "ICUFMT_WRITE_TIMEOUT", "ICUFMT_BODY_BUDGET_BYTES", "ICUFMT_MAX_RESPONSE_BYTES",
            "ICUFMT_OUTPUT_BUDGET_BYTES",
            "ICUFMT_CATALOGS",
        ]
        for name in names {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }
}
