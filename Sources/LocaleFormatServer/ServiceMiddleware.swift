import Hummingbird
import LocaleFormat
import Logging

/// Wraps every route: turns errors into PROTOCOL.md's JSON error bodies,
/// counts HTTP exchanges by path and status, and writes one log line per
/// exchange (debug; warning for a status of 400 and above, at most ten a
/// second for 4xx refusals: ``RefusalLogLimiter``), and at `trace` one more
/// when an exchange starts (its head is read, its body may not be).
struct ServiceMiddleware: RouterMiddleware {
    typealias Context = ServiceRequestContext

    let metrics: ServiceMetrics
    /// Limits the warnings of refused exchanges (4xx).
    let refusals: RefusalLogLimiter

    /// Exchanges begun and not yet answered (for the drain).
    let inFlight: ExchangeCounter

    init(
        metrics: ServiceMetrics, refusals: RefusalLogLimiter = RefusalLogLimiter(),
        inFlight: ExchangeCounter = ExchangeCounter()
    ) {
        self.metrics = metrics
        self.refusals = refusals
        self.inFlight = inFlight
    }

    /// The routes and the methods each answers (its `Allow` header when
    /// asked with another: 405); any other path is counted as `other`.
    static let allowedMethods: [String: String] = [
        FormatServer.formatPath: "POST", FormatServer.healthPath: "GET, HEAD", FormatServer.metricsPath: "GET",
        FormatServer.openAPIPath: "GET",
    ]

    static var knownPaths: Dictionary<String, String>.Keys { allowedMethods.keys }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        if context.logger.logLevel <= .trace {
            context.logger.trace(
                "request started",
                metadata: [
                    "http.method": "\(request.method.rawValue)", "http.path": "\(request.uri.path.prefix(200))",
                ])
        }
        inFlight.begin()
        defer { inFlight.end() }
        var response: Response
        var failure: String?
        do {
            response = try await next(request, context)
        } catch let error as ServiceError {
            response = error.response
            failure = error.message
        } catch let error as HTTPError {
            if error.status == .notFound, let allowed = Self.allowedMethods[request.uri.path] {
                // A route asked with a method it does not answer (RFC 9110, 15.5.6).
                let message = "\(request.uri.path) answers \(allowed), not \(request.method.rawValue.prefix(40))"
                response = ServiceError(.methodNotAllowed, .invalidRequest, message).response
                response.headers[.allow] = allowed
                failure = message
            } else {
                let message = error.body ?? Self.message(for: error.status, request)
                response = ServiceError(error.status, .invalidRequest, message).response
                failure = message
            }
        } catch {
            let message = "\(error)"
            response = ServiceError(.internalServerError, .internal, message).response
            failure = message
        }
        // Cancelled: the drain ran out of time and cut this exchange short.
        if Task.isCancelled { inFlight.abandon() }
        let elapsed = ContinuousClock.now - start
        let path = Self.knownPaths.contains(request.uri.path) ? request.uri.path : "other"
        let status = response.status.code
        metrics.recordHTTP(path: path, status: status, nanoseconds: FormatExchange.nanoseconds(elapsed))
        log(request, context: context, status: status, path: path, elapsed: elapsed, failure: failure)
        return response
    }

    private func log(
        _ request: Request, context: Context, status: Int, path: String, elapsed: Duration, failure: String?
    ) {
        let summary = context.report.summary
        let level: Logger.Level = status >= 400 || (summary?.internalErrors ?? 0) > 0 ? .warning : .debug
        guard context.logger.logLevel <= level else { return }
        var suppressed = 0
        if (400..<500).contains(status) {
            guard let count = refusals.admit() else { return }
            suppressed = count
        }
        var metadata: Logger.Metadata = [
            "http.method": "\(request.method.rawValue)",
            "http.path": "\(path == "other" ? String(request.uri.path.prefix(200)) : path)",
            "http.status": "\(status)",
            "duration_us": "\(FormatExchange.nanoseconds(elapsed) / 1000)",
        ]
        if let bytes = context.report.bodyBytes { metadata["body_bytes"] = "\(bytes)" }
        if let summary {
            metadata["requests"] = "\(summary.operations.values.reduce(0, +))"
            metadata["ops"] = .string(
                summary.operations.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ","))
            metadata["errors"] = "\(summary.errors)"
            metadata["batch"] = "\(summary.isBatch)"
        }
        if let failure { metadata["error"] = .string(String(failure.prefix(500))) }
        if suppressed > 0 { metadata["suppressed"] = "\(suppressed)" }
        context.logger.log(level: level, "request", metadata: metadata)
    }

    private static func message(for status: HTTPResponse.Status, _ request: Request) -> String {
        switch status {
        case .notFound:
            return "no route for \(request.method.rawValue) \(request.uri.path.prefix(200)); the routes are "
                + "POST \(FormatServer.formatPath), GET \(FormatServer.healthPath), GET \(FormatServer.metricsPath), "
                + "GET \(FormatServer.openAPIPath)"
        default:
            return status.reasonPhrase
        }
    }
}
