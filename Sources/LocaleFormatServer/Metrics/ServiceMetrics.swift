import LocaleFormat
import LocaleFormatService
import Metrics
import Synchronization

/// The service's metrics, written through swift-metrics to whatever factory
/// the server was given (``FormatServer`` passes a
/// `PrometheusMetricsFactory` over a registry of its own, so that several
/// servers in one process, as in tests, never share counters and nothing
/// depends on `MetricsSystem.bootstrap`).
///
/// | name | type | labels |
/// |---|---|---|
/// | `icufmt_requests_total` | counter | `op`, `outcome` (`ok` or the error code) |
/// | `icufmt_request_duration_seconds` | histogram | `op` |
/// | `icufmt_http_requests_total` | counter | `path`, `status` |
/// | `icufmt_http_request_duration_seconds` | histogram | `path` |
/// | `icufmt_formatter_cache_{hits,misses,evictions}_total` | counter | `kind` |
/// | `icufmt_formatter_cache_entries`, `…_capacity` | gauge | `kind` |
/// | `icufmt_formatter_cache_bytes`, `…_byte_limit` | gauge | `kind`: bytes charged (kinds without a byte budget: 0) |
/// | `icufmt_formatter_cache_oversized_total` | counter | `kind`: built and not kept, over a sixteenth of the byte budget |
/// | `icufmt_format_admitted` | gauge | exchanges admitted to the formatting threads (running or waiting) |
/// | `icufmt_format_shed_total` | counter | exchanges refused `503` because the threads and queue were full |
/// | `icufmt_format_shared_builds_total` | counter | times an exchange waited, outside the pool, for a formatter another exchange was building |
/// | `icufmt_request_body_bytes` | gauge | request body bytes held (the body budget's use) |
/// | `icufmt_response_bytes_pending` | gauge | response bytes written and not yet sent (the output budget's use) |
/// | `icufmt_response_budget_waits_total` | counter | steps put off because pending responses filled the output budget |
/// | `icufmt_write_timeouts_total` | counter | connections closed because the client read nothing for the write timeout |
/// | `icufmt_responses_cut_total` | counter | format responses whose client went away before their last byte |
/// | `icufmt_build_info` | gauge | always 1; `package`, `icu`, `cldr`, `unicode`, `tzdata`: the versions answers depend on |
///
/// Label values never come from a client unchecked: `op` is one of
/// ``FormatOperations/names`` or `unknown`, `outcome` `ok` or an error code,
/// `path` one of the service's routes or `other`, `kind` one of
/// `Formatters.Kind`'s raw values (`date`, `localeIdentifier`, …), so no
/// request can grow the number of series.
final class ServiceMetrics: Sendable {
    static let httpDurationLabel = "icufmt_http_request_duration_seconds"

    private let factory: any MetricsFactory
    /// The per-request series, written by ``emit(into:)`` after the registry's.
    let requests = RequestMetrics()
    private let httpCounters = Mutex<[HTTPKey: Counter]>([:])
    private let httpTimers = Mutex<[String: Metrics.Timer]>([:])
    private let caches = Mutex<[Formatters.Kind: CacheSeries]>([:])

    /// Exchanges admitted to the ``FormattingPool`` now.
    let admitted: Gauge
    /// Exchanges the ``FormattingPool`` refused.
    let shed: Counter
    /// Times an exchange waited for a formatter another exchange was building.
    let sharedBuildWaits: Counter
    /// Request body bytes held now (``BodyBudget``).
    let bodyBytes: Gauge
    /// Response bytes written and not yet sent (the response budget's use).
    let outputBytes: Gauge
    /// Times a step waited because the process's pending responses filled their budget.
    let outputWaits: Counter
    /// Connections closed because their client read nothing for the write timeout.
    let writeTimeouts: Counter
    /// Format exchanges whose client went away before the last byte was written.
    let cut: Counter

    init(factory: any MetricsFactory) {
        self.factory = factory
        admitted = Gauge(label: "icufmt_format_admitted", dimensions: [], factory: factory)
        shed = Counter(label: "icufmt_format_shed_total", dimensions: [], factory: factory)
        sharedBuildWaits = Counter(label: "icufmt_format_shared_builds_total", dimensions: [], factory: factory)
        bodyBytes = Gauge(label: "icufmt_request_body_bytes", dimensions: [], factory: factory)
        outputBytes = Gauge(label: "icufmt_response_bytes_pending", dimensions: [], factory: factory)
        outputWaits = Counter(label: "icufmt_response_budget_waits_total", dimensions: [], factory: factory)
        writeTimeouts = Counter(label: "icufmt_write_timeouts_total", dimensions: [], factory: factory)
        cut = Counter(label: "icufmt_responses_cut_total", dimensions: [], factory: factory)
        // Replicas on different ICU majors answer differently: the versions
        // as labels let a dashboard count replicas by ICU.
        Gauge(
            label: "icufmt_build_info", dimensions: LocaleFormatVersion.fields.map { ($0.name, $0.value) },
            factory: factory
        )
        .record(1)
    }

    struct HTTPKey: Hashable {
        var path: String
        var status: Int
    }

    /// The `outcome` label of a response that failed with `error` when it
    /// did: `ok` or the error's code.
    static func outcomeLabel(_ code: LocaleFormatError.Code?) -> String {
        code?.rawValue ?? "ok"
    }

    /// Counts one HTTP exchange and records its duration.
    func recordHTTP(path: String, status: Int, nanoseconds: Int64) {
        let key = HTTPKey(path: path, status: status)
        let counter = httpCounters.withLock { counters in
            if let counter = counters[key] { return counter }
            let counter = Counter(
                label: "icufmt_http_requests_total", dimensions: [("path", path), ("status", String(status))],
                factory: factory)
            counters[key] = counter
            return counter
        }
        counter.increment()
        let timer = httpTimers.withLock { timers in
            if let timer = timers[path] { return timer }
            let timer = Metrics.Timer(label: Self.httpDurationLabel, dimensions: [("path", path)], factory: factory)
            timers[path] = timer
            return timer
        }
        timer.recordNanoseconds(nanoseconds)
    }

    /// Brings the cache series up to date with `formatters`' counters
    /// (``Formatters/statistics()``); call it right before the metrics are
    /// emitted.
    func updateCacheMetrics(from formatters: Formatters) {
        let statistics = formatters.statistics()
        caches.withLock { caches in
            for (kind, statistics) in statistics {
                let series: CacheSeries
                if let existing = caches[kind] {
                    series = existing
                } else {
                    series = CacheSeries(kind: kind.rawValue, factory: factory)
                    caches[kind] = series
                }
                series.update(to: statistics)
            }
        }
    }

    /// The series of one cache kind. Counters take increments only, so the
    /// last values seen are kept and the differences are added.
    private final class CacheSeries: Sendable {
        let hits: Counter
        let misses: Counter
        let evictions: Counter
        let entries: Gauge
        let capacity: Gauge
        let bytes: Gauge
        let byteLimit: Gauge
        let oversized: Counter
        private let last = Mutex(CacheStatistics())

        init(kind: String, factory: any MetricsFactory) {
            let dimensions = [("kind", kind)]
            hits = Counter(label: "icufmt_formatter_cache_hits_total", dimensions: dimensions, factory: factory)
            misses = Counter(label: "icufmt_formatter_cache_misses_total", dimensions: dimensions, factory: factory)
            evictions = Counter(
                label: "icufmt_formatter_cache_evictions_total", dimensions: dimensions, factory: factory)
            entries = Gauge(label: "icufmt_formatter_cache_entries", dimensions: dimensions, factory: factory)
            capacity = Gauge(label: "icufmt_formatter_cache_capacity", dimensions: dimensions, factory: factory)
            bytes = Gauge(label: "icufmt_formatter_cache_bytes", dimensions: dimensions, factory: factory)
            byteLimit = Gauge(label: "icufmt_formatter_cache_byte_limit", dimensions: dimensions, factory: factory)
            oversized = Counter(
                label: "icufmt_formatter_cache_oversized_total", dimensions: dimensions, factory: factory)
        }

        func update(to statistics: CacheStatistics) {
            last.withLock { last in
                hits.increment(by: max(0, statistics.hits - last.hits))
                misses.increment(by: max(0, statistics.misses - last.misses))
                evictions.increment(by: max(0, statistics.evictions - last.evictions))
                oversized.increment(by: max(0, statistics.oversized - last.oversized))
                last = statistics
            }
            entries.record(statistics.count)
            capacity.record(statistics.capacity)
            bytes.record(statistics.bytes)
            byteLimit.record(statistics.byteLimit)
        }
    }
}
