import Logging
import NIOCore
import NIOHTTP1

/// What an exchange leaves behind once it is done: its `/metrics` series
/// (status, path, duration) and its log line (`debug`; a refusal or an
/// internal error at `warning`, refusals rate-limited by ``RefusalLogLimiter``).
struct ExchangeRecorder: Sendable {
    let metrics: ServiceMetrics
    let logger: Logger
    let refusals: RefusalLogLimiter

    /// The trace line of a request begun.
    func started(_ head: HTTPRequestHead) {
        guard logger.logLevel <= .trace else { return }
        logger.trace(
            "request started",
            metadata: [
                "http.method": "\(head.method.rawValue.prefix(40))",
                "http.path": "\(Routes.path(of: head).prefix(200))",
            ])
    }

    /// Counts and logs an exchange answered `status` (`label`: its route's
    /// path, or `other`) that took `elapsed` from its head.
    func finished(
        status: Int, label: String, head: HTTPRequestHead, bodyBytes: Int?, summary: FormatExchange.Summary?,
        failure: String?, elapsed: TimeAmount
    ) {
        metrics.recordHTTP(path: label, status: status, nanoseconds: elapsed.nanoseconds)
        let level: Logger.Level = status >= 400 || (summary?.internalErrors ?? 0) > 0 ? .warning : .debug
        guard logger.logLevel <= level else { return }
        var suppressed = 0
        if (400..<500).contains(status) {
            guard let count = refusals.admit() else { return }
            suppressed = count
        }
        var metadata: Logger.Metadata = [
            "http.method": "\(head.method.rawValue.prefix(40))",
            "http.path": "\(label == "other" ? String(Routes.path(of: head).prefix(200)) : label)",
            "http.status": "\(status)",
            "duration_us": "\(elapsed.nanoseconds / 1000)",
        ]
        if let bodyBytes { metadata["body_bytes"] = "\(bodyBytes)" }
        if let summary {
            metadata["requests"] = "\(summary.requests)"
            metadata["ops"] = .string(
                summary.operations.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ","))
            metadata["errors"] = "\(summary.errors)"
        }
        if let failure { metadata["error"] = .string(String(failure.prefix(500))) }
        if suppressed > 0 { metadata["suppressed"] = "\(suppressed)" }
        logger.log(level: level, "request", metadata: metadata)
    }

    /// Counts and logs a request not read whole within its read deadline (`408`).
    func timedOut(after deadline: TimeAmount) {
        metrics.recordHTTP(path: "other", status: 408, nanoseconds: deadline.nanoseconds)
        guard logger.logLevel <= .warning, let suppressed = refusals.admit() else { return }
        var metadata: Logger.Metadata = ["http.status": "408", "deadline_ms": "\(deadline.nanoseconds / 1_000_000)"]
        if suppressed > 0 { metadata["suppressed"] = "\(suppressed)" }
        logger.warning("request", metadata: metadata)
    }
}
