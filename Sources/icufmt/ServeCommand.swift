import ArgumentParser
import LocaleFormatServer

/// `icufmt serve`: the service's flags, read into ``ServerSettings`` with
/// the `ICUFMT_*` variables, then ``FormatServer/run(_:)``.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the HTTP formatting service (Docs/Protocol.md over HTTP).",
        discussion: """
            Routes: \(FormatServer.routes). Each flag falls back to \
            the environment variable named in its help, then to its default; \
            a flag wins over the variable. SIGTERM or SIGINT drains: /readyz fails, \
            every response closes its connection, the listener accepts for the \
            drain grace, in-flight responses are written whole; exit 0, or 1 when \
            the drain timeout cut any. SIGHUP loads every --catalog again and \
            swaps them all at once, and so does a change of their files (polled \
            every --catalog-poll seconds); a catalog that cannot be loaded at start \
            exits 65, a reload that fails is logged and the old catalogs keep serving.

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

    @Option(
        help: """
            Seconds between checks of the catalog files; a change is reloaded as \
            SIGHUP reloads, once the files have stayed unchanged for one interval; \
            0: not watched (env ICUFMT_CATALOG_POLL; default 2).
            """)
    var catalogPoll: Int?

    /// The flags as the server's settings read them.
    var flags: ServerSettings.Flags {
        var flags = ServerSettings.Flags()
        flags.host = host
        flags.port = port
        flags.cacheCapacity = cacheCapacity
        flags.cacheBytes = cacheBytes
        flags.maxBodyBytes = maxBodyBytes
        flags.maxConnections = maxConnections
        flags.readTimeout = readTimeout
        flags.drainTimeout = drainTimeout
        flags.bodyBudgetBytes = bodyBudgetBytes
        flags.maxResponseBytes = maxResponseBytes
        flags.outputBudgetBytes = outputBudgetBytes
        flags.memoryLimit = memoryLimit
        flags.writeTimeout = writeTimeout
        flags.drainGrace = drainGrace
        flags.timeBudget = timeBudget
        flags.workers = workers
        flags.maxQueued = maxQueued
        flags.defaultLocale = defaultLocale
        flags.logLevel = logLevel
        flags.catalogs = catalogs
        flags.catalogPoll = catalogPoll
        return flags
    }

    /// Flags first, then `ICUFMT_*` variables from `environment`, then defaults.
    func settings(environment: [String: String]) throws -> ServerSettings {
        do {
            return try ServerSettings(flags: flags, environment: environment)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() async throws {
        let settings = try settings(environment: ServerSettings.processEnvironment())
        switch try await FormatServer.run(settings) {
        case .stopped: return
        case .drainCutResponses: throw ExitCode(1)
        case .catalogsNotLoaded: throw ExitCode(65)
        }
    }
}
